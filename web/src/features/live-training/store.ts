import { create } from '../../lib/store';
import { forgetMeetingProvider } from './api/get-meeting-provider';
import { useCpeStore } from './cpe-store';
import { initialCpe } from './model/panel/checks';
import { initialPanelState, type TPanelState } from './model/panel';
import type { TLiveSession } from '@app/shared-types/live-training/model';
import { applySession, initialSessionsState, type TSessionsState } from './model/sessions';

/**
 * Thin zustand stores over the pure functions in model/: the session lists of /live-training and
 * the interactive panel of the session that is open. Every change goes through `updateSessions` or
 * `updatePanel` with one of those functions, so the rules are tested without React.
 */

export const useSessionsStore = create<TSessionsState>()(() => initialSessionsState);
export const usePanelStore = create<TPanelState>()(() => initialPanelState);

export function updateSessions<A extends unknown[]>(fn: (s: TSessionsState, ...args: A) => TSessionsState, ...args: A): void {
  useSessionsStore.setState((s) => fn(s, ...args), true);
}

export function updatePanel<A extends unknown[]>(fn: (s: TPanelState, ...args: A) => TPanelState, ...args: A): void {
  usePanelStore.setState((s) => fn(s, ...args), true);
}

/** A session as the server answered it, merged into the copy every list shows. */
export const storeSession = (session: TLiveSession) => updateSessions(applySession, session);

/** Back to nothing (tests; another viewer). */
export function resetLiveTrainingStores(): void {
  useSessionsStore.setState(initialSessionsState, true);
  usePanelStore.setState(initialPanelState, true);
  useCpeStore.setState(initialCpe, true);
  forgetMeetingProvider();
}
