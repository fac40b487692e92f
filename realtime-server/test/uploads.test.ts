import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSuite, type TestServer } from './helpers/test-app';
import { HttpClient } from './helpers/http-client';
import { member } from './helpers/community';
import { formWith, sampleDocx, sampleJpg, samplePdf, samplePng } from './helpers/files';

let server: TestServer;
appSuite((app) => (server = app));

type UploadFile = Parameters<typeof formWith>[0][number];
const upload = (client: HttpClient, files: UploadFile[]) => client.postForm('/api/uploads', formWith(files));
const pdfFile = (name: string, data = samplePdf()): UploadFile => ({ name, data, type: 'application/pdf' });

const filesOnDisk = (userId: string) => {
  try {
    return readdirSync(path.join(server.config.uploadsDir, userId));
  } catch {
    return [];
  }
};

describe('secure file upload', () => {
  it('asks visitors to sign in', async () => {
    const res = await upload(new HttpClient(server.url), [pdfFile('a.pdf')]);
    expect(res.status).toBe(401);
  });

  it('stores PDF, DOCX, JPG and PNG files checked by content and lists them to their owner only', async () => {
    const alice = await member(server.url, 'alice');
    const res = await upload(alice, [
      pdfFile('Q3 statement.pdf'),
      { name: 'engagement.docx', data: sampleDocx(), type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
      { name: 'receipt.jpg', data: sampleJpg(), type: 'image/jpeg' },
      { name: 'logo.png', data: samplePng(), type: '' },
    ]);
    expect(res.status).toBe(201);
    expect(res.json.uploads.map((u: { originalName: string; mimeType: string }) => [u.originalName, u.mimeType])).toEqual([
      ['Q3 statement.pdf', 'application/pdf'],
      ['engagement.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['receipt.jpg', 'image/jpeg'],
      ['logo.png', 'image/png'],
    ]);
    expect(res.text).not.toMatch(/fileName|uploadedBy/);
    expect(filesOnDisk(alice.user.id)).toHaveLength(4);

    const list = await alice.get('/api/uploads');
    expect(list.json).toHaveLength(4);
    const bob = await member(server.url, 'bob');
    expect((await bob.get('/api/uploads')).json).toEqual([]);

    const pdf = res.json.uploads[0];
    expect((await bob.get(`/api/uploads/${pdf.id}/download`)).status).toBe(404);
    const download = await alice.get(`/api/uploads/${pdf.id}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="Q3 statement.pdf"');
    expect(download.text).toBe(samplePdf().toString());

    expect((await alice.request('DELETE', `/api/uploads/${pdf.id}`)).status).toBe(204);
    expect((await alice.get('/api/uploads')).json).toHaveLength(3);
    expect(filesOnDisk(alice.user.id)).toHaveLength(3);
  });

  it('refuses a file whose content is not what its name says, keeping nothing of the batch', async () => {
    const carol = await member(server.url, 'carol');
    const res = await upload(carol, [
      pdfFile('fine.pdf'),
      { name: 'invoice.pdf', data: Buffer.from('MZ this is really a program'), type: 'application/pdf' },
    ]);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('"invoice.pdf" does not look like the file type its name says. Please check the file and try again.');
    expect((await carol.get('/api/uploads')).json).toEqual([]);
    expect(filesOnDisk(carol.user.id)).toEqual([]);
    expect(readdirSync(path.join(server.config.uploadsDir, 'tmp'))).toEqual([]);
  });

  it('refuses types outside PDF, DOC, XLS, JPG, PNG and files over 10MB', async () => {
    const dave = await member(server.url, 'dave');
    const exe = await upload(dave, [{ name: 'setup.exe', data: Buffer.from('MZ'), type: 'application/x-msdownload' }]);
    expect(exe.status).toBe(400);
    expect(exe.json.message).toBe('"setup.exe" is not an accepted file type. Please upload a PDF, DOC, XLS, JPG or PNG file.');

    const big = Buffer.concat([samplePdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(dave, [pdfFile('huge.pdf', big)]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.message).toBe('Each file must be 10MB or smaller.');
    expect((await dave.get('/api/uploads')).json).toEqual([]);
    expect(readdirSync(path.join(server.config.uploadsDir, 'tmp'))).toEqual([]);

    const none = await dave.postForm('/api/uploads', new FormData());
    expect(none.status).toBe(400);
    expect(none.json.message).toBe('Please choose at least one file to upload.');
  });

  it('keeps non-Latin file names as typed, in the list and in the download', async () => {
    const erin = await member(server.url, 'erin');
    const names = ['über straße.pdf', 'résumé 2024.pdf', '報告書.pdf', '😀 receipts.pdf'];
    const res = await upload(erin, names.map((name) => pdfFile(name)));
    expect(res.status).toBe(201);
    expect(res.json.uploads.map((u: { originalName: string }) => u.originalName)).toEqual(names);
    expect((await erin.get('/api/uploads')).json.map((u: { originalName: string }) => u.originalName).sort()).toEqual([...names].sort());
    const download = await erin.get(`/api/uploads/${res.json.uploads[0].id}/download`);
    expect(download.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('über straße.pdf')}`);
  });

  it('strips control and bidirectional-override characters from file names', async () => {
    const frank = await member(server.url, 'frank');
    // U+202E shows what follows right to left: a disguised name. (C0 controls do not survive the
    // multipart header at all: busboy refuses the part, and the upload is a 400.)
    const res = await upload(frank, [pdfFile('in\u009bvoice\u202Eexe.\u2066q3\u2069\u200F\u061C\u0085.pdf')]);
    expect(res.status).toBe(201);
    expect(res.json.uploads[0].originalName).toBe('invoiceexe.q3.pdf');
  });
});
