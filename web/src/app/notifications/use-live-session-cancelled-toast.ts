import { useEffect } from 'react';
import type { LiveTrainingEvents } from '@app/shared-types/live-training/model';
import { useUserStore } from '../../lib/auth/user-store';
import { toast } from '../../lib/toast-store';

type CancelledPayload = Parameters<LiveTrainingEvents['live-session:cancelled']>[0];
type CancelSource = {
  on(event: 'live-session:cancelled', listener: (payload: CancelledPayload) => void): unknown;
  off(event: 'live-session:cancelled', listener: (payload: CancelledPayload) => void): unknown;
};

export const SESSION_CANCELLED_TITLE = 'Session Cancelled';
export const sessionCancelledText = (title: string) => `“${title}” has been cancelled. Your registration is released; we are sorry for the change of plans.`;

/** Tells the signed-in registrant, on whatever page they are, that a session of theirs was cancelled. */
export function listenForCancellations(socket: CancelSource): () => void {
  const onCancelled = ({ title }: CancelledPayload) => toast({ title: SESSION_CANCELLED_TITLE, description: sessionCancelledText(title), variant: 'destructive' });
  socket.on('live-session:cancelled', onCancelled);
  return () => socket.off('live-session:cancelled', onCancelled);
}

/** Runs `task` once the page has loaded and the browser is idle (the socket is not first-paint work). */
function whenIdle(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 3000 });
    else timer = setTimeout(task, 200);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    clearTimeout(timer);
  };
}

/**
 * Mounted once in the app layout. The server sends 'live-session:cancelled' to each registrant's
 * `user:<id>` room (every signed-in socket is in its own), so the toast shows anywhere in the app.
 * socket.io-client is loaded after start-up, as the rest of the live connection is (start-session.ts).
 *
 * It follows the user store without re-rendering the layout: a render of the layout when the
 * session became known (in its own render, above the header, page and footer still hydrating)
 * made React hydrate all three at once, in one long task on a phone.
 */
export function useLiveSessionCancelledToast(): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelIdle: (() => void) | undefined;
    let gone = false;
    // Visitors have no user room and no registrations: nothing to listen for (or to load) for them.
    const follow = (signedIn: boolean) => {
      if (signedIn === !!cancelIdle) return;
      cancelIdle?.();
      stop?.();
      cancelIdle = stop = undefined;
      if (!signedIn) return;
      cancelIdle = whenIdle(() => {
        void import('../../lib/socket/socket').then(({ getSocket }) => {
          const socket = getSocket();
          if (!gone && cancelIdle && socket) stop = listenForCancellations(socket);
        });
      });
    };
    follow(!!useUserStore.getState().user);
    const unsubscribe = useUserStore.subscribe((state) => follow(!!state.user));
    return () => {
      gone = true;
      unsubscribe();
      cancelIdle?.();
      stop?.();
    };
  }, []);
}
