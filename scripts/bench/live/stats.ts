export const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.max(0, Math.ceil((p / 100) * xs.length) - 1))] ?? NaN;

export const ms = (x: number) => `${x.toFixed(1)} ms`;

/** p50 / p99 / max of a list of milliseconds, for printing. */
export const summary = (xs: number[]) => `p50 ${ms(percentile(xs, 50))}, p99 ${ms(percentile(xs, 99))}, max ${ms(Math.max(...xs))} (n=${xs.length})`;

/** The first arrival time of a tally with revision >= `revision` on one socket (receipts in arrival order). */
export function firstAtLeast(receipts: [number, number][], revision: number): number {
  for (const [rev, at] of receipts) if (rev >= revision) return at;
  return Infinity;
}
