import { startTransition, useEffect, useReducer, useRef, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export type THydrationPhase = {
  /** True in this component's renders from the server's HTML (the build's prerender, then its hydration in the browser). */
  readonly fromHtml: boolean;
  /**
   * Ends that phase for the component: its later renders are ordinary ones. Returns whether it was
   * in it (then the caller re-renders it, in a transition, to show what the HTML could not).
   */
  leave: () => boolean;
};

/**
 * Whether this component is rendering what the server's HTML holds: while React renders on the
 * server and hydrates that HTML in the browser, until the component leaves that phase (`leave`). A
 * component rendered in the browser from the start is never in it.
 *
 * Unlike the plain useSyncExternalStore(server: true, browser: false) idiom, hydrating does not end
 * with React re-rendering every such component at once (it does that synchronously, in the task
 * that commits the hydration: a long task on a phone): each leaves when it likes, and re-renders in
 * a transition, in slices.
 */
export function useHydrationPhase(): THydrationPhase {
  const phase = useRef({ hydrated: false, left: false }).current;
  const fromHtml = useSyncExternalStore(
    noSubscription,
    // In the browser's renders: only a component that hydrated and has not left yet.
    () => phase.hydrated && !phase.left,
    // Called only while React renders on the server or hydrates.
    () => {
      phase.hydrated = true;
      return true;
    },
  );
  return {
    fromHtml,
    leave: () => {
      const was = phase.hydrated && !phase.left;
      phase.left = true;
      return was;
    },
  };
}

/**
 * False while React renders on the server (the build's prerender) and while it hydrates that HTML in
 * the browser, true in every other render (right after hydrating, in a transition). What the HTML
 * cannot know (the address's #hash, say) waits for it, so hydration sees the markup it was given; a
 * page rendered in the browser from the start gets true at once and never shows the in-between state.
 */
export function useHydrated(): boolean {
  const { fromHtml, leave } = useHydrationPhase();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (leave()) startTransition(rerender);
    // Once, after the first commit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return !fromHtml;
}
