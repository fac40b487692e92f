import { describe, expect, it } from 'vitest';
import { shuffled } from './shuffle';

describe('shuffled', () => {
  it('returns a permutation and leaves the input alone', () => {
    const input = Array.from({ length: 50 }, (_, i) => i);
    const out = shuffled(input);
    expect([...out].sort((a, b) => a - b)).toEqual(input);
    expect(input).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('puts every item first about equally often', () => {
    const firsts = new Map<number, number>();
    for (let k = 0; k < 6000; k++) {
      const first = shuffled([0, 1, 2])[0]!;
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    for (const i of [0, 1, 2]) expect(firsts.get(i)).toBeGreaterThan(1700);
  });
});
