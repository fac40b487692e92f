import { listenForSessionExpiry, loadCurrentUser } from './user-store';

let started = false;

/** Runs `task` once the page has loaded and the browser has a moment to spare. */
function afterStartUp(task: () => void): void {
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 3000 });
    else setTimeout(task, 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * Called once when the app mounts: who is signed in, at once; the live connection for everyone once
 * the page is up. socket.io-client is its own chunk, kept out of what the first paint needs; pages
 * that use live updates (getSocket, useRoom) load it with their own code and connect on mount.
 */
export function startSession(): void {
  if (started) return;
  started = true;
  void loadCurrentUser();
  afterStartUp(() => {
    void import('../socket/socket').then(({ getSocket }) => listenForSessionExpiry(getSocket()));
  });
}
