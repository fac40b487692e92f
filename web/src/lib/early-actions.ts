import { useEffect, type ReactNode } from 'react';
import { useUserStore } from './auth/user-store';

/**
 * Dispatched on document once the app has hydrated its prerendered page and knows who is signed in.
 * The boot script (app/boot.ts, which cannot import this: same name there) holds back what was done
 * on the page before (clicks, submits) and replays it then, so an action runs with the page's real
 * state: a member's, not the visitor's or the "not known yet" state the HTML was made in.
 */
export const APP_READY_EVENT = 'app:ready';

let announced = false;

/**
 * Announces APP_READY_EVENT once, from an effect: effects run after the whole page has hydrated, and
 * after the render that applied the answer about the session. It wraps the app (its one child, the
 * same element on every render: the answer re-renders nothing else) instead of sitting beside it,
 * which would change every useId below and so the markup the prerendered HTML holds.
 */
export function AnnounceAppReady({ children }: { children: ReactNode }): ReactNode {
  const ready = useUserStore((s) => s.status === 'ready');
  useEffect(() => {
    if (!ready || announced) return;
    announced = true;
    document.dispatchEvent(new Event(APP_READY_EVENT));
  }, [ready]);
  return children;
}
