import type { TBreakoutTimer } from '@app/shared-types/live-training/model';

/**
 * Where the breakout rooms' timer stands at a moment of the server's clock. The timer carries the
 * server's times (when the rooms close, when the countdown starts); a browser reads them against
 * its own clock corrected by the offset it measured (`clockOffset`), so every tab counts down to
 * the same instant the server closes the rooms, whatever its own clock says.
 */
export type TBreakoutClock = { msLeft: number; countingDown: boolean; over: boolean };

export function breakoutClock(timer: TBreakoutTimer, serverNow: number): TBreakoutClock {
  const msLeft = Math.max(0, Date.parse(timer.endsAt) - serverNow);
  return { msLeft, countingDown: serverNow >= Date.parse(timer.countdownAt) && msLeft > 0, over: msLeft === 0 };
}

/** The server's clock minus this browser's, measured when a timer arrives (its `serverNow`). */
export function clockOffset(timer: Pick<TBreakoutTimer, 'serverNow'>, localNow: number): number {
  const server = Date.parse(timer.serverNow);
  return Number.isFinite(server) ? server - localNow : 0;
}
