import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useUserStore } from '../../../lib/auth/user-store';
import { renderAt } from '../../../test/render-app';
import { makeUser } from '../../../test/fixtures';
import { SecureFileUpload } from './SecureFileUpload';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => useUserStore.setState({ user: null, status: 'ready' }));

const pdf = (name = 'return.pdf') => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

describe('secure file upload', () => {
  it('asks a visitor to sign in with a full-page link back to the portal', () => {
    renderAt('/client-portal', <SecureFileUpload />);
    expect(screen.getByText('PDF, DOC, XLS, JPG, PNG up to 10MB')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Sign In to Upload' });
    expect(link.getAttribute('href')).toBe('/api/login?returnTo=%2Fclient-portal');
    expect(screen.queryByRole('button', { name: 'Select Files' })).toBeNull();
  });

  it('tells a visitor who drops a file to sign in, without sending anything', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/client-portal', <SecureFileUpload />);
    fireEvent.drop(screen.getByTestId('upload-zone'), { dataTransfer: { files: [pdf()] } });
    expect(screen.getByText('Please sign in to upload files.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses wrong types and oversize files with clear messages and uploads the rest as "files"', async () => {
    useUserStore.setState({ user: makeUser(), status: 'ready' });
    const uploaded = { id: 'f1', originalName: 'return.pdf', fileSize: 8, mimeType: 'application/pdf', uploadedAt: '2026-11-20T10:00:00.000Z' };
    let listed: unknown[] = [];
    const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') {
        listed = [uploaded];
        return new Response(JSON.stringify({ uploads: [uploaded] }), { status: 201 });
      }
      return new Response(JSON.stringify(listed), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/client-portal', <SecureFileUpload />);
    expect(await screen.findByText('You have not uploaded any files yet.')).toBeTruthy();

    const big = new File(['x'], 'scan.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    const input = screen.getByTestId('upload-input') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [pdf(), new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }), big] } });

    const rejections = await screen.findByTestId('upload-rejections');
    expect(rejections.textContent).toContain('"tool.exe" is not an accepted file type. Please upload a PDF, DOC, XLS, JPG or PNG file.');
    expect(rejections.textContent).toContain('"scan.png" is larger than 10MB. Each file must be 10MB or smaller.');

    await screen.findByText('1 file was uploaded securely.');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe('/api/uploads');
    const form = post[1]!.body as FormData;
    expect(form.getAll('files').map((f) => (f as File).name)).toEqual(['return.pdf']);
    await waitFor(() => expect(screen.getByTestId('my-uploads').textContent).toContain('return.pdf'));
    expect(screen.getByRole('link', { name: 'Download return.pdf' }).getAttribute('href')).toBe('/api/uploads/f1/download');
  });

  it("shows the server's message when the upload fails", async () => {
    useUserStore.setState({ user: makeUser(), status: 'ready' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
        init?.method === 'POST'
          ? new Response(JSON.stringify({ message: 'The file content does not match its type', code: 'UNSUPPORTED_MEDIA_TYPE' }), { status: 415 })
          : new Response('[]'),
      ),
    );
    renderAt('/client-portal', <SecureFileUpload />);
    fireEvent.click(screen.getByRole('button', { name: 'Select Files' }));
    fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [pdf()] } });
    expect(await screen.findByText('The file content does not match its type')).toBeTruthy();
    expect(screen.getByText('Upload Failed')).toBeTruthy();
  });
});
