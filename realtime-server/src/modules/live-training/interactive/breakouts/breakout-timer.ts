import { Types } from 'mongoose';
import { BREAKOUT_TIMER, type TBreakoutTimer } from '@app/shared-types/live-training';
import type { Clock, ClockTimer } from '../../../../lib/clock';
import type { BreakoutsEvents } from './breakouts.events';
import type { BreakoutsModels, IBreakoutTimer } from './breakouts.model';

const MINUTE = 60_000;

/**
 * The breakout rooms' timer (issue 25): set when rooms open, extendable while they are open,
 * shortened to the one-minute countdown by the instructor; when it runs out every open room of the
 * session closes and everybody is told to come back. The stored `endsAt` is the rule; a node's
 * wake-up (or the recurring sweep, when that node stopped) only asks "has it run out?", and the
 * one that deletes the timer closes the rooms, so they close once however many nodes wake up.
 */
export function breakoutTimer(deps: {
  models: Pick<BreakoutsModels, 'Timers'>;
  clock: Clock;
  events: Pick<BreakoutsEvents, 'timerChanged'>;
  /** Closes every open room of the session (and announces it). */
  closeAllRooms: (sessionId: string) => Promise<unknown>;
  onError: (err: unknown) => void;
}) {
  const { Timers } = deps.models;
  const { clock, events } = deps;
  const wakeUps = new Map<string, ClockTimer>();

  const toDTO = (t: Pick<IBreakoutTimer, 'sessionId' | 'endsAt'>): TBreakoutTimer => ({
    sessionId: t.sessionId.toString(),
    endsAt: t.endsAt.toISOString(),
    countdownAt: new Date(t.endsAt.getTime() - BREAKOUT_TIMER.countdownSeconds * 1000).toISOString(),
    serverNow: new Date(clock.now()).toISOString(),
  });

  function arm(sessionId: string, endsAt: Date): void {
    wakeUps.get(sessionId)?.cancel();
    wakeUps.set(
      sessionId,
      clock.setTimer(() => {
        wakeUps.delete(sessionId);
        expire(sessionId).catch(deps.onError);
      }, endsAt.getTime() - clock.now()),
    );
  }

  async function current(sessionId: string): Promise<TBreakoutTimer | null> {
    const t = await Timers.findOne({ sessionId }, { sessionId: 1, endsAt: 1 }).lean<IBreakoutTimer>();
    return t ? toDTO(t) : null;
  }

  /** The rooms close `ms` from now (replacing any timer). */
  async function set(sessionId: string, ms: number): Promise<TBreakoutTimer> {
    const endsAt = new Date(clock.now() + ms);
    const t = await Timers.findOneAndUpdate({ sessionId: new Types.ObjectId(sessionId) }, { $set: { endsAt } }, { upsert: true, returnDocument: 'after' }).lean<IBreakoutTimer>();
    arm(sessionId, endsAt);
    const dto = toDTO(t ?? { sessionId: new Types.ObjectId(sessionId), endsAt });
    events.timerChanged(sessionId, dto);
    return dto;
  }

  const start = (sessionId: string, minutes: number) => set(sessionId, minutes * MINUTE);

  /** More time: `minutes` added to the timer (or from now, when none runs). */
  async function extend(sessionId: string, minutes: number): Promise<TBreakoutTimer> {
    const t = await Timers.findOne({ sessionId }, { endsAt: 1 }).lean<IBreakoutTimer>();
    if (!t) return start(sessionId, minutes);
    const base = Math.max(t.endsAt.getTime(), clock.now());
    // Conditional on the value read: two instructors extending at once both add their minutes.
    const moved = await Timers.findOneAndUpdate({ sessionId, endsAt: t.endsAt }, { $set: { endsAt: new Date(base + minutes * MINUTE) } }, { returnDocument: 'after' }).lean<IBreakoutTimer>();
    if (!moved) return extend(sessionId, minutes);
    arm(sessionId, moved.endsAt);
    const dto = toDTO(moved);
    events.timerChanged(sessionId, dto);
    return dto;
  }

  /** The last minute now: the rooms close after the countdown (unless they would close sooner). */
  async function countdown(sessionId: string): Promise<TBreakoutTimer> {
    const soon = BREAKOUT_TIMER.countdownSeconds * 1000;
    const existing = await current(sessionId);
    if (existing && Date.parse(existing.endsAt) - clock.now() <= soon) return existing;
    return set(sessionId, soon);
  }

  /** Closes the rooms when the stored timer has run out (once, whoever gets here first). */
  async function expire(sessionId: string): Promise<boolean> {
    const due = await Timers.findOneAndDelete({ sessionId, endsAt: { $lte: new Date(clock.now()) } }).lean<IBreakoutTimer>();
    if (!due) {
      // Moved later by another node: wake up again then.
      const later = await Timers.findOne({ sessionId }, { endsAt: 1 }).lean<IBreakoutTimer>();
      if (later) arm(sessionId, later.endsAt);
      return false;
    }
    await deps.closeAllRooms(sessionId);
    events.timerChanged(sessionId, null);
    return true;
  }

  /** The rooms were closed by hand: no timer any more. */
  async function clear(sessionId: string): Promise<void> {
    wakeUps.get(sessionId)?.cancel();
    wakeUps.delete(sessionId);
    const removed = await Timers.deleteOne({ sessionId });
    if (removed.deletedCount) events.timerChanged(sessionId, null);
  }

  /** Timers that ran out while no node was awake for them. */
  async function sweep(): Promise<number> {
    const due = await Timers.find({ endsAt: { $lte: new Date(clock.now()) } }, { sessionId: 1 }).limit(500).lean<Pick<IBreakoutTimer, 'sessionId'>[]>();
    let closed = 0;
    for (const t of due) if (await expire(t.sessionId.toString())) closed++;
    return closed;
  }

  function stop(): void {
    for (const w of wakeUps.values()) w.cancel();
    wakeUps.clear();
  }

  return { current, start, extend, countdown, clear, sweep, stop };
}
