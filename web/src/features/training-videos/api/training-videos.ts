import { useCallback, useEffect, useRef, useState } from 'react';
import type { TTrainingVideo } from '@app/shared-types/training-videos/library';
import { getJson } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth/use-current-user';

export type TVideosState =
  | { status: 'loading'; videos: TTrainingVideo[] }
  | { status: 'success'; videos: TTrainingVideo[] }
  | { status: 'error'; videos: TTrainingVideo[]; error: unknown };

/**
 * `GET /api/training-videos`: the videos this visitor or member may watch. The list depends on who
 * asks, so signing out or in while the page is open loads it again.
 */
export function useTrainingVideos() {
  const [state, setState] = useState<TVideosState>({ status: 'loading', videos: [] });
  const [attempt, setAttempt] = useState(0);

  const { user, ready } = useCurrentUser();
  const identity = ready ? (user?.id ?? 'visitor') : null;
  const lastIdentity = useRef(identity);
  useEffect(() => {
    if (identity === null) return;
    if (lastIdentity.current !== null && lastIdentity.current !== identity) setAttempt((n) => n + 1);
    lastIdentity.current = identity;
  }, [identity]);

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', videos: s.videos }));
    getJson<TTrainingVideo[]>('/api/training-videos', { signal: controller.signal })
      .then((videos) => setState({ status: 'success', videos: Array.isArray(videos) ? videos : [] }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', videos: [], error });
      });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

/** The transcript file's text (plain text, sent with the session cookie). */
export async function fetchTranscript(url: string, signal?: AbortSignal): Promise<string> {
  const res = await fetch(url, { credentials: 'include', signal, headers: { Accept: 'text/plain, text/vtt' } });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  return res.text();
}
