import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TTrainingVideo } from '@app/shared-types/training-videos/library';
import { useUserStore } from '../../../lib/auth/user-store';
import { makeUser } from '../../../test/fixtures';
import { renderAt, preloadBeforeAll } from '../../../test/render-app';
import { TrainingVideoLibrary } from './TrainingVideoLibrary';

// The lazily loaded parts these tests open, loaded before them.
preloadBeforeAll(() => import('./VideoPlayerDialog'));

const video = (id: string, category: TTrainingVideo['category'], extra: Partial<TTrainingVideo> = {}): TTrainingVideo => ({
  id,
  title: `Video ${id}`,
  description: `About ${id}`,
  videoUrl: `/media/training/${id}.mp4`,
  captionsUrl: `/media/training/${id}.vtt`,
  transcriptUrl: `/media/training/${id}.txt`,
  category,
  isPublic: true,
  requiredTier: 'free',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

function stubFetch(handler: (url: string) => Promise<Response>) {
  const fn = vi.fn((input: RequestInfo | URL) => handler(String(input)));
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => vi.unstubAllGlobals());

describe('training video library', () => {
  it('shows three placeholders while loading, then the videos from GET /api/training-videos', async () => {
    let release!: (r: Response) => void;
    const fetchMock = stubFetch(() => new Promise<Response>((r) => (release = r)));
    renderAt('/client-portal', <TrainingVideoLibrary />);
    expect(screen.getAllByTestId('video-placeholder')).toHaveLength(3);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/training-videos');

    release(new Response(JSON.stringify([video('a', 'Compliance'), video('b', 'Financial')]), { status: 200 }));
    expect(await screen.findByRole('heading', { name: 'Video a' })).toBeTruthy();
    expect(screen.queryAllByTestId('video-placeholder')).toHaveLength(0);
    expect(screen.getByTestId('video-count').textContent).toBe('Showing 2 of 2 videos');
  });

  it('loads the list again when the member signs out on the page (premium videos go)', async () => {
    useUserStore.setState({ user: makeUser({ isPremium: true }), status: 'ready' });
    const signedIn = () => useUserStore.getState().user !== null;
    const fetchMock = stubFetch(async () =>
      Response.json(signedIn() ? [video('a', 'Compliance'), video('p', 'Financial', { requiredTier: 'premium' })] : [video('a', 'Compliance')]),
    );
    renderAt('/client-portal', <TrainingVideoLibrary />);
    expect(await screen.findByRole('heading', { name: 'Video p' })).toBeTruthy();

    act(() => useUserStore.setState({ user: null }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Video p' })).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Video a' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    useUserStore.setState({ user: null, status: 'loading' });
  });

  it('filters by category with pressed toggle buttons', async () => {
    stubFetch(async () => new Response(JSON.stringify([video('a', 'Compliance'), video('b', 'Financial'), video('c', 'Compliance')])));
    renderAt('/client-portal', <TrainingVideoLibrary />);
    await screen.findByRole('heading', { name: 'Video a' });
    const all = screen.getByRole('button', { name: 'All Videos' });
    expect(all.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Financial' }));
    expect(screen.getByRole('button', { name: 'Financial' }).getAttribute('aria-pressed')).toBe('true');
    expect(all.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('heading', { name: 'Video a' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Video b' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Government Contracting' }));
    expect(screen.getByTestId('video-count').textContent).toBe('No Government Contracting videos are available yet.');
  });

  it('disables Captions and Transcript with a visible reason when the video has none', async () => {
    stubFetch(async () => new Response(JSON.stringify([video('a', 'Compliance', { captionsUrl: null, transcriptUrl: null })])));
    renderAt('/client-portal', <TrainingVideoLibrary />);
    const captions = await screen.findByRole('button', { name: /Captions: Video a/ });
    expect((captions as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Captions are not available for this video yet.')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Transcript: Video a/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('A transcript is not available for this video yet.')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Watch Video: Video a/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('opens the player with the captions track, and shows the fetched transcript', async () => {
    stubFetch(async (url) =>
      url.endsWith('.txt') ? new Response('Welcome to the course.', { status: 200 }) : new Response(JSON.stringify([video('a', 'Compliance')])),
    );
    renderAt('/client-portal', <TrainingVideoLibrary />);
    fireEvent.click(await screen.findByRole('button', { name: /Transcript: Video a/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Video a' });
    const track = dialog.querySelector('video track')!;
    expect(track.getAttribute('kind')).toBe('captions');
    expect(track.getAttribute('srclang')).toBe('en');
    expect(track.getAttribute('src')).toBe('/media/training/a.vtt');
    expect(dialog.querySelector('video')?.getAttribute('src')).toBe('/media/training/a.mp4');
    await waitFor(() => expect(screen.getByTestId('transcript-text').textContent).toBe('Welcome to the course.'));
  });

  it('says so when the list cannot be loaded and can try again', async () => {
    let calls = 0;
    stubFetch(async () => (++calls === 1 ? new Response('down', { status: 503, statusText: 'Service Unavailable' }) : new Response('[]')));
    renderAt('/client-portal', <TrainingVideoLibrary />);
    expect(await screen.findByText(/The training videos could not be loaded\. 503: down/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No training videos are available yet.')).toBeTruthy();
  });
});
