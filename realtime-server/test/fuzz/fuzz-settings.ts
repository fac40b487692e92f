/**
 * One fixed seed so a failure is reproducible (fast-check prints the seed and path to replay it);
 * FUZZ_SEED and FUZZ_RUNS let a developer explore further locally. The random phase of each file
 * shares a time budget, so the suite stays bounded on a loaded machine: a route whose share runs
 * out stops early (with fewer random requests), it does not fail.
 */
const int = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value) ? Number(value) : fallback);

export const FUZZ = {
  seed: int(process.env.FUZZ_SEED, 9),
  runsPerRoute: int(process.env.FUZZ_RUNS, 25),
  msPerRoute: int(process.env.FUZZ_MS_PER_ROUTE, 3000),
  budgetMs: int(process.env.FUZZ_BUDGET_MS, 50_000),
} as const;

/** Splits what is left of a budget evenly over the tests still to run. */
export function timeBudget(totalMs: number, tests: number) {
  const deadline = Date.now() + totalMs;
  let left = tests;
  return {
    /** The time the next test may spend on random requests (at least 250 ms, at most FUZZ.msPerRoute). */
    next(): number {
      const share = (deadline - Date.now()) / Math.max(1, left--);
      return Math.max(250, Math.min(FUZZ.msPerRoute, Math.floor(share)));
    },
  };
}
