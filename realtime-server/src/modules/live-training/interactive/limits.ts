import { RateLimiterRes } from 'rate-limiter-flexible';
import type { LimiterStore } from '../../../db/limiter-store';
import { tooManyRequests } from '../../../errors/app-error';

/**
 * How often one member may do each thing the panel lets them repeat (issue 25, "hold under
 * abuse"). Counted per member in the app's rate-limit store, which is Redis on a cluster, so
 * spreading requests over nodes or tabs or REST and the socket meets one limit. A refusal is the
 * API's 429 (RATE_LIMITED, Retry-After over HTTP; the same error in a socket ack).
 */
export const MEMBER_LIMITS = {
  ask: { points: 10, seconds: 60, message: (s: number) => `You are asking questions too quickly. Please wait ${s} s before asking another.` },
  upvote: { points: 30, seconds: 60, message: (s: number) => `You are upvoting too quickly. Please wait ${s} s and try again.` },
  react: { points: 5, seconds: 5, message: (s: number) => `Reactions are limited to 5 every 5 seconds. Please wait ${s} s.` },
  /** For attendance checks (the CPE slice answers them through this too). */
  checkAnswer: { points: 10, seconds: 60, message: (s: number) => `Too many answers to attendance checks. Please wait ${s} s.` },
} as const;
export type TMemberAction = keyof typeof MEMBER_LIMITS;

export type MemberLimits = {
  /** Takes one of the member's points for `action`, or throws the 429 AppError. */
  take(action: TMemberAction, userId: string): Promise<void>;
};

export function createMemberLimits(store: LimiterStore): MemberLimits {
  const limiters = Object.fromEntries(
    Object.entries(MEMBER_LIMITS).map(([action, limit]) => [action, store({ keyPrefix: `live-${action}`, points: limit.points, duration: limit.seconds })]),
  ) as Record<TMemberAction, ReturnType<LimiterStore>>;
  return {
    async take(action, userId) {
      try {
        await limiters[action].consume(userId);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw tooManyRequests(seconds, MEMBER_LIMITS[action].message(seconds));
      }
    },
  };
}
