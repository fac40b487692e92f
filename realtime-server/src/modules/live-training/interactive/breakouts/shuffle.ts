import { randomInt } from 'node:crypto';

/** Fisher-Yates with a uniform random source: random breakout assignment favours nobody. */
export function shuffled<T>(items: readonly T[], pick: (maxExclusive: number) => number = randomInt): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
