import { useEffect, useRef } from 'react';
import type { ServerToClientEvents } from '@app/shared-types/realtime';
import { getSocket } from './socket';

type Listener = (...args: unknown[]) => void;

/**
 * Calls `handler` for each `event` from the server while the component is mounted. The latest
 * handler is always used, so it may close over state without re-subscribing on every render.
 */
export function useSocketEvent<E extends keyof ServerToClientEvents>(event: E, handler: ServerToClientEvents[E]): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });

  useEffect(() => {
    const socket = getSocket() as unknown as { on(e: string, l: Listener): void; off(e: string, l: Listener): void };
    const listener: Listener = (...args) => (latest.current as Listener)(...args);
    socket.on(event, listener);
    return () => socket.off(event, listener);
  }, [event]);
}
