import { useCallback, useEffect, useRef, useState } from 'react';
import { runAction, type ActionOptions, type ActionOutcome } from './run-action';

/**
 * An action for a component: `run(...args)` calls `fn` with the toasts of `options` (see runAction)
 * and resolves with the outcome; `pending` is true while any run is on its way.
 *
 * `run` keeps its identity across renders and always uses the latest `fn` and `options`, so they
 * may be written inline.
 *
 * @example
 * const { run, pending } = useAction((vote: TVote) => sendCommand('poll:vote', vote), {
 *   errorTitle: 'Vote Failed',
 *   errorFallback: 'Failed to record your vote.',
 * });
 */
export function useAction<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  options: ActionOptions<R, A>,
): { run: (...args: A) => Promise<ActionOutcome<R>>; pending: boolean } {
  const [pending, setPending] = useState(false);
  const latest = useRef({ fn, options });
  useEffect(() => {
    latest.current = { fn, options };
  });
  const inFlight = useRef(0);

  const run = useCallback(async (...args: A) => {
    const { fn: action, options: current } = latest.current;
    const { success } = current;
    inFlight.current += 1;
    setPending(true);
    try {
      return await runAction(() => action(...args), {
        ...current,
        success: typeof success === 'function' ? (result: R) => success(result, ...args) : success,
      });
    } finally {
      inFlight.current -= 1;
      if (inFlight.current === 0) setPending(false);
    }
  }, []);

  return { run, pending };
}

/**
 * An action's `fn` that calls `request`, then `apply`s its answer (to a store) before resolving with
 * it, so what the caller changed shows at once; the matching live event is then a no-op.
 */
export function applyingResult<A extends unknown[], R>(request: (...args: A) => Promise<R>, apply: (result: R) => void): (...args: A) => Promise<R> {
  return async (...args: A) => {
    const result = await request(...args);
    apply(result);
    return result;
  };
}
