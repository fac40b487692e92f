import { useEffect, useRef, useState } from 'react';
import { createRoomRegistry, type RoomJoinState, type RoomRegistry } from './room-registry';
import { getSocket } from './socket';

let registry: RoomRegistry | null = null;

function getRoomRegistry(): RoomRegistry {
  registry ??= createRoomRegistry(getSocket());
  return registry;
}

/**
 * Keeps the socket in `room` while the component is mounted (pass null to stay out, e.g. until the
 * user is known). The room is rejoined after every reconnect, and `onResync` is called after every
 * acknowledged join, the first one too: the feature reloads its REST snapshot, so nothing that
 * changed before the socket was in the room (or while it was offline) stays missing.
 *
 * Load the snapshot on mount as usual too (the page shows it without waiting for the socket).
 * Returns the join state; 'error' carries the server's reason (e.g. premium only).
 */
export function useRoom(room: string | null, options: { onResync?: () => void } = {}): RoomJoinState | null {
  const [state, setState] = useState<RoomJoinState | null>(null);
  const onResync = useRef(options.onResync);
  useEffect(() => {
    onResync.current = options.onResync;
  });

  useEffect(() => {
    if (!room) {
      setState(null);
      return;
    }
    // In a task of its own: creating the connection in the task that commits the page (its
    // hydration, on a phone) made that task longer, and nothing is lost by joining a moment later.
    let unsubscribe: (() => void) | null = null;
    const timer = setTimeout(() => {
      unsubscribe = getRoomRegistry().subscribe(room, {
        onState: setState,
        onResync: () => onResync.current?.(),
      });
    }, 0);
    return () => {
      clearTimeout(timer);
      unsubscribe?.();
    };
  }, [room]);

  return room ? state : null;
}
