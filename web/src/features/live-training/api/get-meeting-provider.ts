import { useEffect, useState } from 'react';
import type { TMeetingProviderInfo } from '@app/shared-types/live-training/model';
import { getJson } from '../../../lib/api-client';

/** `GET /api/live-training/meeting-provider`: which meeting service makes the links. */
export function fetchMeetingProvider(signal?: AbortSignal): Promise<TMeetingProviderInfo> {
  return getJson<TMeetingProviderInfo>('/api/live-training/meeting-provider', { signal });
}

/** The provider in use, or null until known (or when the server would not say). */
export function useMeetingProvider(): TMeetingProviderInfo | null {
  const [info, setInfo] = useState<TMeetingProviderInfo | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchMeetingProvider(controller.signal)
      .then(setInfo)
      .catch(() => {
        // Each card still names its own provider; the page's line is only a summary.
      });
    return () => controller.abort();
  }, []);
  return info;
}
