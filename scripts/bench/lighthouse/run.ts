// One Lighthouse run (mobile profile, simulated throttling) and the figures the bench reports from it.
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';

/** Lighthouse's own CPU slowdown for its mobile profile, calibrated for a machine whose benchmarkIndex is about 1,500. */
export const DEFAULT_CPU_SLOWDOWN = 4;
/** The benchmarkIndex the default slowdown stands for (issue 23: "a machine whose benchmarkIndex is 1,500 or lower"). */
export const REFERENCE_BENCHMARK_INDEX = 1500;

/**
 * The CPU slowdown that makes this machine stand for the reference one: Lighthouse's 4x up to an
 * index of 1,500, and in proportion above it (a machine twice as fast is slowed twice as much).
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!(benchmarkIndex > REFERENCE_BENCHMARK_INDEX)) return DEFAULT_CPU_SLOWDOWN;
  return Math.round(((DEFAULT_CPU_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX) * 100) / 100;
}

export type TRunOptions = {
  /** The debugging port of the Chromium Lighthouse drives. */
  port: number;
  cpuSlowdown: number;
  /** A Cookie header sent with every request (a signed-in run). */
  cookie?: string;
};

export type TRunFigures = {
  performance: number;
  accessibility: number;
  FCP: number;
  LCP: number;
  TBT: number;
  CLS: number;
  SI: number;
  benchmarkIndex: number;
  /** The accessibility audits that failed. */
  failingAccessibility: string[];
  /** Where the main thread's time went (ms, as Lighthouse reports it: already slowed down). */
  mainThread: Record<string, number>;
  /** Script -> [total, scripting, parse/compile] ms (Lighthouse's bootup-time), largest first. */
  scripts: { url: string; total: number; scripting: number; parse: number }[];
  /** The longest main-thread tasks (ms) and the script each is attributed to. */
  longTasks: { url: string; duration: number; startTime: number }[];
};

type TItem = Record<string, unknown>;
const items = (lhr: Result, id: string): TItem[] => ((lhr.audits[id]?.details as { items?: TItem[] } | undefined)?.items ?? []) as TItem[];
const num = (value: unknown) => (typeof value === 'number' ? value : NaN);
const short = (url: unknown) => (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') : String(url));

/** One run; a run Lighthouse itself reports as broken (no navigation start in the trace) is made again. */
export async function runLighthouse(url: string, options: TRunOptions, attempts = 3): Promise<TRunFigures> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: options.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Merged into the mobile profile's throttling: only the CPU slowdown changes.
      throttling: { cpuSlowdownMultiplier: options.cpuSlowdown } as never,
      extraHeaders: options.cookie ? { Cookie: options.cookie } : null,
    });
    const lhr = result!.lhr;
    if (lhr.runtimeError && attempt < attempts) {
      console.log(`    ${url}: ${lhr.runtimeError.code}, running it again`);
      continue;
    }
    return figuresOf(lhr);
  }
}

function figuresOf(lhr: Result): TRunFigures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const a11y = lhr.categories.accessibility!;
  return {
    performance: Math.round((lhr.categories.performance!.score ?? 0) * 100),
    accessibility: Math.round((a11y.score ?? 0) * 100),
    FCP: audit('first-contentful-paint'),
    LCP: audit('largest-contentful-paint'),
    TBT: audit('total-blocking-time'),
    CLS: audit('cumulative-layout-shift'),
    SI: audit('speed-index'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failingAccessibility: a11y.auditRefs
      .map((ref) => lhr.audits[ref.id]!)
      .filter((a) => a.score === 0)
      .map((a) => `${a.id} - ${a.title}`),
    mainThread: Object.fromEntries(items(lhr, 'mainthread-work-breakdown').map((i) => [String(i.group), num(i.duration)])),
    scripts: items(lhr, 'bootup-time').map((i) => ({ url: short(i.url), total: num(i.total), scripting: num(i.scripting), parse: num(i.scriptParseCompile) })),
    longTasks: items(lhr, 'long-tasks')
      .map((i) => ({ url: short(i.url), duration: num(i.duration), startTime: num(i.startTime) }))
      .sort((a, b) => b.duration - a.duration),
  };
}
