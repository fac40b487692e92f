import { describe, expect, it } from 'vitest';
import { manualClock } from './clock';

describe('manual clock', () => {
  it('runs timers in due order as time is moved, and never a cancelled one', () => {
    const clock = manualClock(1_000);
    const ran: string[] = [];
    clock.setTimer(() => ran.push('b'), 200);
    clock.setTimer(() => ran.push('a'), 100);
    const c = clock.setTimer(() => ran.push('c'), 150);
    c.cancel();
    clock.advance(99);
    expect(ran).toEqual([]);
    clock.advance(150);
    expect(ran).toEqual(['a', 'b']);
    expect(clock.now()).toBe(1_249);
  });

  it('runs a timer a timer set when it falls due in the same move, at its own time', () => {
    const clock = manualClock(0);
    const ran: number[] = [];
    clock.setTimer(() => clock.setTimer(() => ran.push(clock.now()), 10), 10);
    clock.advance(100);
    expect(ran).toEqual([20]);
    expect(clock.now()).toBe(100);
  });
});
