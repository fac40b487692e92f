import type { Request, RequestHandler } from 'express';
import type { z } from 'zod';
import { ZSessionIdRouteParam } from '@app/shared-types/live-training';
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

/** The `:sessionId` of a slice route; one that cannot exist answers 404 'Session not found'. */
export const sessionIdParam = (params: unknown): string => routeParam(ZSessionIdRouteParam, params, 'Session not found').sessionId;

/**
 * A slice route's handler. `run` reads the request in the order the answer depends on (the path's
 * id first, so an id that cannot exist is a 404 before the body is judged, then the body or query
 * through parseInput) and calls the service, whose access rule guards the caller. Its result goes
 * back as JSON with `status`; 204 sends no body.
 */
export function respond(run: (req: Request) => Promise<unknown>, status: 200 | 201 | 204 = 200): RequestHandler {
  return async (req, res) => {
    const result = await run(req);
    if (status === 204) res.status(204).end();
    else res.status(status).json(result);
  };
}
