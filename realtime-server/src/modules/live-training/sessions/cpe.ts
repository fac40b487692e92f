import type { z } from 'zod';
import type { TUser } from '@app/shared-types/auth';
import { LIVE_LIMITS, DATE_MESSAGES, type TLiveSession } from '@app/shared-types/live-training';
import { CPE_DELIVERY_METHOD, creditsForDuration, formatCredits, type TCpeProgram, type ZCpeProgramRequest } from '@app/shared-types/live-training/cpe';
import { badRequest, conflict, forbidden } from '../../../errors/app-error';
import type { EventBus } from '../../../events/event-bus';
import type { ILiveSession } from './session.model';
import { canManage } from './session-rules';
import type { SessionsService } from './sessions.service';
import type { SessionsEvents } from './sessions.events';
import type { SessionsStore } from './sessions.store';

/** Minutes from `start` to `end`: after the start, and within the session length limits. */
export function durationBetween(start: Date, end: Date): number {
  if (end.getTime() <= start.getTime()) throw badRequest(DATE_MESSAGES.endBeforeStart, [{ path: 'scheduledEndTime', message: DATE_MESSAGES.endBeforeStart }]);
  const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
  if (minutes < LIVE_LIMITS.durationMin || minutes > LIVE_LIMITS.durationMax) {
    const message = `A session lasts ${LIVE_LIMITS.durationMin} to ${LIVE_LIMITS.durationMax} minutes`;
    throw badRequest(message, [{ path: 'scheduledEndTime', message }]);
  }
  return minutes;
}

/**
 * Credits offered cannot exceed what the session's length can award by the 50-minute hour
 * (Standard No. 16): a 60-minute session offers at most 1.2.
 */
export function requireProgramFits(credits: number, durationMinutes: number): void {
  const most = creditsForDuration(durationMinutes);
  if (credits > most + 1e-9) {
    const message = most
      ? `A ${durationMinutes}-minute session can award at most ${formatCredits(most)} CPE credits (one per 50 minutes)`
      : `A ${durationMinutes}-minute session is too short for CPE credit (50 minutes make one credit)`;
    throw badRequest(message, [{ path: 'credits', message }]);
  }
}

export function programFor(input: z.output<typeof ZCpeProgramRequest>, durationMinutes: number): TCpeProgram {
  requireProgramFits(input.credits, durationMinutes);
  return { ...input, deliveryMethod: CPE_DELIVERY_METHOD };
}

export const PROGRAM_LOCKED = 'A completed or cancelled session’s CPE program can no longer change: its credits are awarded.';

/**
 * PUT /api/live-training/:id/cpe: the session's instructor or an operator makes it a CPE program (or
 * changes it) while it is scheduled or live; then 'live-training.cpe-program-set' lets the panel plan
 * its attendance checks.
 */
export function createCpePrograms({ store, events, sessions, domainEvents }: { store: SessionsStore; events: SessionsEvents; sessions: Pick<SessionsService, 'load' | 'view'>; domainEvents: Pick<EventBus, 'publish'> }) {
  return {
    async setProgram(user: TUser, id: string, input: z.output<typeof ZCpeProgramRequest>): Promise<TLiveSession> {
      const current = await sessions.load(id);
      if (!canManage(user, current)) throw forbidden('Only the session’s instructor or an operator can do that.');
      if (current.status === 'completed' || current.status === 'cancelled') throw conflict(PROGRAM_LOCKED);
      const cpe = programFor(input, current.duration);
      const updated = await store.Sessions.findOneAndUpdate({ _id: current._id, status: { $in: ['scheduled', 'live'] } }, { $set: { cpe } }, { returnDocument: 'after' }).lean<ILiveSession>();
      if (!updated) throw conflict(PROGRAM_LOCKED);
      await store.sessionChanged(id);
      events.updated(updated);
      const sessionId = updated._id.toString();
      await domainEvents.publish('live-training.cpe-program-set', { sessionId, program: cpe, status: updated.status }, { id: `session:${sessionId}:cpe:${updated.updatedAt.getTime()}` });
      return sessions.view(user, updated);
    },
  };
}

export type CpePrograms = ReturnType<typeof createCpePrograms>;
