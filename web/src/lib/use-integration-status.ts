import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest, getJson } from './api-client';

/**
 * The state of an integration card that connects in a popup (calendar, SMS): its status read from
 * `url` (null while loading or when it cannot be read), a reload for after the popup reports, a slot
 * for the open popup's cleanup, run when the card unmounts, what the card is doing (`phase`: idle,
 * connecting, disconnecting, or the card's own `Extra` phases), and the disconnect every such card has.
 */
export function useIntegrationStatus<T, Extra extends string = never>(url: string) {
  const [status, setStatus] = useState<T | null>(null);
  const [phase, setPhase] = useState<'idle' | 'connecting' | 'disconnecting' | Extra>('idle');
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

  /** After the popup has reported or closed: idle again, and the status read anew. */
  const settle = useCallback(() => {
    setPhase('idle');
    void load();
  }, [load]);

  /** POSTs `disconnectUrl`, whose answer is the new status; then `done`, or `failed` with the error. */
  async function disconnect(disconnectUrl: string, done: () => void, failed: (error: unknown) => void) {
    setPhase('disconnecting');
    try {
      setStatus(await apiRequest<T>('POST', disconnectUrl));
      done();
    } catch (error) {
      failed(error);
    } finally {
      setPhase('idle');
    }
  }

  return { status, setStatus, load, cleanup, phase, setPhase, settle, disconnect };
}
