import { getSocket } from '../socket/socket';
import { listenForSessionExpiry, loadCurrentUser } from './user-store';

let started = false;

/** Called once when the app mounts: who is signed in, and the live connection for everyone. */
export function startSession(): void {
  if (started) return;
  started = true;
  void loadCurrentUser();
  listenForSessionExpiry(getSocket());
}
