import type { Logger } from '../logger';

/** Demo data a module adds to an empty database outside production. Lower order runs first. */
export type Seed = {
  name: string;
  order: number;
  run: (ctx: { logger: Logger }) => Promise<SeedReport | void>;
};

/** Lines printed at start-up (e.g. demo accounts and their passwords). */
export type SeedReport = { lines: string[] };

export async function runSeeds(seeds: Seed[], logger: Logger): Promise<string[]> {
  const lines: string[] = [];
  for (const seed of [...seeds].sort((a, b) => a.order - b.order)) {
    const report = await seed.run({ logger: logger.child({ seed: seed.name }) });
    if (report) lines.push(...report.lines);
  }
  return lines;
}
