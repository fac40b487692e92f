import { create } from '../../lib/store';
import { initialInboxState, type TInboxState } from './model/inbox';

/** A thin zustand store over model/inbox.ts: every change goes through `updateInbox`. */
export const useInboxStore = create<TInboxState>()(() => initialInboxState);

export function updateInbox<A extends unknown[]>(fn: (s: TInboxState, ...args: A) => TInboxState, ...args: A): void {
  useInboxStore.setState((s) => fn(s, ...args), true);
}
