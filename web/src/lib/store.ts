import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createStore, type Mutate, type StateCreator, type StoreApi, type StoreMutatorIdentifier } from 'zustand/vanilla';
import { useHydrationPhase } from './ui/use-hydrated';

/**
 * The app's zustand stores, bound to React so that a change that does not come from the person's
 * own action (an answer from the server, a live event, a timer) re-renders its readers in a
 * transition: in slices React can interrupt, batched with the changes around it, instead of one
 * uninterruptible render per change. zustand's own binding (useSyncExternalStore) renders every
 * change at once: after a page's start, the session's answer, each first snapshot and each socket
 * state re-rendered whole pages in long tasks on a phone. A change made in a click, a key press or
 * typing still renders at once, as React renders that person's own updates.
 *
 * While React hydrates a prerendered page, readers show `serverState`, what the HTML was made from.
 */

type TBound<S extends StoreApi<unknown>> = {
  (): ExtractState<S>;
  <U>(selector: (state: ExtractState<S>) => U): U;
} & S;
type ExtractState<S> = S extends { getState: () => infer T } ? T : never;

const identity = <T>(value: T) => value;

/** The events React renders at once (its discrete events): a change made in one is the person's own. */
const DISCRETE_EVENTS = new Set([
  'click', 'auxclick', 'contextmenu', 'dblclick', 'keydown', 'keyup', 'keypress', 'input', 'change', 'submit', 'reset',
  'focusin', 'focusout', 'pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'beforeinput',
  'compositionstart', 'compositionend', 'copy', 'cut', 'paste', 'drop', 'select', 'toggle', 'close', 'cancel',
]);

function inPersonsAction(): boolean {
  const event = typeof window === 'undefined' ? undefined : window.event;
  return !!event && DISCRETE_EVENTS.has(event.type);
}

/**
 * Reads `selector` of `api` in a component, re-rendering it when the selected value changes (see above).
 *
 * Each reader holds the store's state it shows in React state, set from the store's notification:
 * every reader a change concerns gets it in the same batch of updates, so React commits them
 * together and no reader shows a newer state than another (a reader that read the store itself
 * while rendering in a transition, or in an unrelated render, could: a count beside a list it no
 * longer matched). After each commit it checks it is not behind (its selector may have changed, or
 * the store moved on before it subscribed), as useSyncExternalStore does.
 */
export function useStoreInTransitions<S, U>(api: StoreApi<S>, selector: (state: S) => U, serverState: () => S): U {
  // Hydrating, it holds what the HTML was made from; after, it catches up in a transition.
  const phase = useHydrationPhase();
  const [held, setHeld] = useState(() => (phase.fromHtml ? serverState() : api.getState()));
  const value = selector(held);
  // The state last given to setHeld (ahead of `held` while that update is pending), and the selector.
  const scheduled = useRef(held);
  const select = useRef(selector);
  const follow = useRef((fromStore: boolean) => {
    const wasFromHtml = phase.leave();
    const next = api.getState();
    if (Object.is(next, scheduled.current)) return;
    const changed = !Object.is(select.current(next), select.current(scheduled.current));
    scheduled.current = next;
    if (!changed) return;
    if (fromStore && inPersonsAction() && !wasFromHtml) setHeld(next);
    else startTransition(() => setHeld(next));
  }).current;
  useLayoutEffect(() => {
    select.current = selector;
    // Rendered with another selector than the one `scheduled` was compared with: hold the latest.
    if (!phase.fromHtml && !Object.is(selector(held), selector(api.getState()))) {
      scheduled.current = held;
      follow(false);
    }
  });
  useEffect(() => {
    // The store may have moved on since this rendered (hydration rendered what the HTML showed).
    follow(false);
    return api.subscribe(() => follow(true));
  }, [api, follow]);
  return value;
}

/** `api` as a hook (with the store's methods on it), like zustand's `create` returns. */
export function bindStore<S extends StoreApi<unknown>>(api: S, serverState: () => ExtractState<S> = () => api.getInitialState() as ExtractState<S>): TBound<S> {
  const useBound = (selector: (state: ExtractState<S>) => unknown = identity) =>
    useStoreInTransitions(api as unknown as StoreApi<ExtractState<S>>, selector, serverState);
  return Object.assign(useBound, api) as TBound<S>;
}

type TCreate = {
  <T, Mos extends [StoreMutatorIdentifier, unknown][] = []>(initializer: StateCreator<T, [], Mos>): TBound<Mutate<StoreApi<T>, Mos>>;
  <T>(): <Mos extends [StoreMutatorIdentifier, unknown][] = []>(initializer: StateCreator<T, [], Mos>) => TBound<Mutate<StoreApi<T>, Mos>>;
};

/** zustand's `create` (same calls, middleware included), with the binding above. */
export const create = (<T>(initializer?: StateCreator<T, [], []>) => {
  const make = (init: StateCreator<T, [], []>) => bindStore(createStore(init));
  return initializer ? make(initializer) : make;
}) as TCreate;
