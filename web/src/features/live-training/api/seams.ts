import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { toast, type ToastInput } from '../../../lib/toast-store';

/**
 * Stand-in for the shared action helper the web-seams work adds to web/src/lib: every api/ hook
 * goes through `useAction`, so switching to the shared one is a change of this file.
 */

export type TActionOptions<T> = {
  /** The toast after success (none when omitted). */
  success?: ToastInput | ((result: T) => ToastInput);
  /** The failure toast's title; its text is the server's message, else `errorFallback`. */
  errorTitle?: string;
  errorFallback?: string;
};

export type TActionOutcome<T> = { ok: true; data: T } | { ok: false; error: unknown };

/** Runs an action once at a time with its pending state and its toasts. */
export function useAction<A extends unknown[], T>(fn: (...args: A) => Promise<T>, options: TActionOptions<T> = {}) {
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const latest = useRef({ fn, options });
  useEffect(() => {
    latest.current = { fn, options };
  });
  const run = useCallback(async (...args: A): Promise<TActionOutcome<T>> => {
    if (busy.current) return { ok: false, error: new Error('busy') };
    busy.current = true;
    setPending(true);
    const { fn: call, options: opts } = latest.current;
    try {
      const data = await call(...args);
      const success = typeof opts.success === 'function' ? opts.success(data) : opts.success;
      if (success) toast({ variant: 'success', ...success });
      return { ok: true, data };
    } catch (error) {
      toast({ title: opts.errorTitle ?? 'Error', description: errorMessage(error, opts.errorFallback), variant: 'destructive' });
      return { ok: false, error };
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { run, pending };
}
