import type { ServerToClientEvents } from '@app/shared-types/realtime';
import type { AppServer } from './types';

export type EmitTarget = {
  room: string | string[];
  /** Sockets in these rooms are left out (e.g. entitled sockets that get a fuller payload). */
  except?: string | string[];
  /** Droppable updates (metrics, progress): a slow client skips them instead of buffering. */
  volatile?: boolean;
  /** Only this node's sockets (per-node figures such as memory, which every node sends to its own). */
  local?: boolean;
};

type EventName = keyof ServerToClientEvents;
type EventArgs<E extends EventName> = Parameters<ServerToClientEvents[E]>;

/** What services receive to announce a change after it is stored; they never see Socket.IO itself. */
export interface RealtimeEmitter {
  emit<E extends EventName>(target: EmitTarget, event: E, ...args: EventArgs<E>): void;
  /**
   * Disconnects every socket in a room (e.g. the tabs of a signed-out browser session), on every
   * node, less those also in `except` (the browser that changed its password keeps its tabs).
   */
  disconnect(room: string, except?: string): void;
  /** Takes every socket in `room` out of `leave` (e.g. a user who lost an entitlement), on every node. */
  leave(room: string, leave: string | string[]): void;
}

export function createIoEmitter(io: AppServer): RealtimeEmitter {
  return {
    emit(target, event, ...args) {
      let op = target.local ? io.local.to(target.room) : io.to(target.room);
      if (target.except) op = op.except(target.except);
      if (target.volatile) op = op.volatile;
      op.emit(event, ...args);
    },
    disconnect(room, except) {
      (except ? io.in(room).except(except) : io.in(room)).disconnectSockets(true);
    },
    leave(room, leave) {
      io.in(room).socketsLeave(leave);
    },
  };
}
