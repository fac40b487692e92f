import { create } from 'zustand';
import { initialNotificationsState, type TNotificationsState } from './model/notifications';

/** A thin zustand store over model/notifications.ts: every change goes through `updateNotifications`. */
export const useNotificationsStore = create<TNotificationsState>()(() => initialNotificationsState);

export function updateNotifications<A extends unknown[]>(fn: (s: TNotificationsState, ...args: A) => TNotificationsState, ...args: A): void {
  useNotificationsStore.setState((s) => fn(s, ...args), true);
}

/** Whose the store is now (a load answered for someone else is dropped). */
export const currentViewer = () => useNotificationsStore.getState().viewerId;
