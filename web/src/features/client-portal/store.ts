import { create } from '../../lib/store';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Which sample messages this browser has read (the portal demo keeps it locally). */
type TPortalState = {
  readMessageIds: string[];
  markRead: (id: string) => void;
};

export const usePortalStore = create<TPortalState>()(
  persist(
    (set) => ({
      readMessageIds: [],
      markRead: (id) => set((s) => (s.readMessageIds.includes(id) ? s : { readMessageIds: [...s.readMessageIds, id] })),
    }),
    {
      name: 'cla.portal-demo',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // Restored after mount (useRestoredFromStorage): /client-portal is prerendered without storage.
      skipHydration: true,
      partialize: (s) => ({ readMessageIds: s.readMessageIds }),
      merge: (persisted, current) => {
        const ids = (persisted as { readMessageIds?: unknown } | undefined)?.readMessageIds;
        return { ...current, readMessageIds: Array.isArray(ids) ? ids.filter((x): x is string => typeof x === 'string') : [] };
      },
    },
  ),
);

/** A sample message shows 'New' until read here. */
export function isUnread(message: { id: string; unread: boolean }, readIds: readonly string[]): boolean {
  return message.unread && !readIds.includes(message.id);
}
