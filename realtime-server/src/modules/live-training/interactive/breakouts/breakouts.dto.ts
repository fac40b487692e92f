import type { TBreakoutRoom } from '@app/shared-types/live-training';
import type { IBreakoutRoom, IBreakoutSeat } from './breakouts.model';

/** Participants in seat order (the order they took the room's places). */
export function toBreakoutDTO(room: IBreakoutRoom, seats: Pick<IBreakoutSeat, 'userId' | 'name' | 'slot'>[]): TBreakoutRoom {
  return {
    id: room._id.toString(),
    sessionId: room.sessionId.toString(),
    name: room.name,
    topic: room.topic,
    maxParticipants: room.maxParticipants,
    participants: [...seats].sort((a, b) => a.slot - b.slot).map((s) => ({ userId: s.userId.toString(), name: s.name })),
    status: room.status,
    joinUrl: room.joinUrl,
    createdAt: room.createdAt.toISOString(),
  };
}
