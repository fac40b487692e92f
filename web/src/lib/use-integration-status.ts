import { useCallback, useEffect, useRef, useState } from 'react';
import { getJson } from './api-client';

/**
 * The state of an integration card that connects in a popup (calendar, SMS): its status read from
 * `url` (null while loading or when it cannot be read), a reload for after the popup reports, and a
 * slot for the open popup's cleanup, run when the card unmounts.
 */
export function useIntegrationStatus<T>(url: string) {
  const [status, setStatus] = useState<T | null>(null);
  const cleanup = useRef<() => void>(() => {});
  const load = useCallback(async () => {
    try {
      setStatus(await getJson<T>(url));
    } catch {
      setStatus(null);
    }
  }, [url]);
  useEffect(() => {
    void load();
    // Read at unmount on purpose: the popup that needs closing is opened after this effect ran.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    return () => cleanup.current();
  }, [load]);
  return { status, setStatus, load, cleanup };
}
