import { useEffect, useState } from 'react';
import type { TMeetingProviderInfo } from '@app/shared-types/live-training/model';
import { getJson } from '../../../lib/api-client';

/** `GET /api/live-training/meeting-provider`: which meeting service makes the links (and the Jitsi server that embeds them). */
export function fetchMeetingProvider(signal?: AbortSignal): Promise<TMeetingProviderInfo> {
  return getJson<TMeetingProviderInfo>('/api/live-training/meeting-provider', { signal });
}

// One answer per page load: the page's line and the panel's meeting both read it.
let known: TMeetingProviderInfo | null = null;
let pending: Promise<TMeetingProviderInfo> | null = null;

/** The provider in use, or null until known (or when the server would not say). */
export function useMeetingProvider(): TMeetingProviderInfo | null {
  const [info, setInfo] = useState<TMeetingProviderInfo | null>(known);
  useEffect(() => {
    if (known) return;
    let live = true;
    pending ??= fetchMeetingProvider().then((answer) => (known = answer));
    pending
      .then((answer) => {
        if (live) setInfo(answer);
      })
      .catch(() => {
        // Each card still names its own provider; without the answer meetings open in a new tab.
        pending = null;
      });
    return () => {
      live = false;
    };
  }, []);
  return info;
}

/** Tests start from nothing. */
export function forgetMeetingProvider(): void {
  known = null;
  pending = null;
}
