import { useEffect, useState } from 'react';

export type Loaded<T> = { data: T | null; failed: boolean };

/**
 * What `load` answers, asked again whenever `key` changes (null: not yet, e.g. signed out). What
 * was shown stays until the new answer arrives; a load that `key` has moved past is aborted and its
 * answer dropped; a failed load leaves `data` null and `failed` true.
 */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>, key: string | null): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ data: null, failed: false });
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setState({ data, failed: false }),
      () => {
        if (!controller.signal.aborted) setState({ data: null, failed: true });
      },
    );
    return () => controller.abort();
    // `load` may be rebuilt each render; `key` says when the answer would differ.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
