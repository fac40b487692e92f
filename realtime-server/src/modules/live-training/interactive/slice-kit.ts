import type { z } from 'zod';
import type { TUser } from '@app/shared-types/auth';
import type { Clock } from '../../../lib/clock';
import type { Logger } from '../../../logger';
import type { RealtimeEmitter } from '../../../realtime/emitter';
import type { SessionAccess, SessionFacts } from '../contracts';
import { conflict, notFound, unauthenticated } from './errors';
import type { MemberLimits } from './limits';

/**
 * What every slice of the panel is built with: the sessions half's access rules, the emitter its
 * events go out through, and the log.
 */
export type SliceDeps = {
  access: SessionAccess;
  emitter: RealtimeEmitter;
  logger: Logger;
};

/** The engagement slices (polls, questions, breakouts, hands, reactions, presenter) also read the clock and the members' rate limits. */
export type PanelDeps = SliceDeps & {
  /** The time rules read (quiz timers, breakout countdowns). */
  clock: Clock;
  /** Per-member rate limits shared by every node. */
  limits: MemberLimits;
};

export const SESSION_ENDED = 'This session has ended.';

/**
 * Polls, questions and breakout rooms belong to a session that has not ended; a completed or
 * cancelled session keeps its history (and its resources) but takes no new votes, questions or seats.
 */
export function requireNotEnded(session: SessionFacts): void {
  if (session.status === 'completed' || session.status === 'cancelled') throw conflict(SESSION_ENDED);
}

/** The signed-in caller, once access.require has let them through (it refuses visitors first). */
export function actor(user: TUser | null): TUser {
  if (!user) throw unauthenticated();
  return user;
}

/** A route parameter; an id that cannot exist answers 404, like one that does not. */
export function routeParam<S extends z.ZodType>(schema: S, params: unknown, message: string): z.output<S> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw notFound(message);
  return parsed.data;
}
