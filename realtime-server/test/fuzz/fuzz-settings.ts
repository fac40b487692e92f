/**
 * One fixed seed so a failure is reproducible (fast-check prints the seed and path to replay it);
 * FUZZ_SEED and FUZZ_RUNS let a developer explore further locally. The time limit per route keeps
 * the whole suite bounded on a slow machine: a route that runs out of time stops early, not fails.
 */
const int = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value) ? Number(value) : fallback);

export const FUZZ = {
  seed: int(process.env.FUZZ_SEED, 9),
  runsPerRoute: int(process.env.FUZZ_RUNS, 25),
  msPerRoute: int(process.env.FUZZ_MS_PER_ROUTE, 3000),
} as const;
