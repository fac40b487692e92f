// Reads a page load's trace: the page's main thread, its top-level tasks and what each spent its time on.

export type TTraceEvent = { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: Record<string, unknown> };

/** Lighthouse's default CPU slowdown: the blocking proxy's factor unless told (see mainThreadOf). */
const DEFAULT_SLOWDOWN = 4;

/** What an event inside a task is, for the breakdown; null for the ones it is not broken down by. */
function kindOf(e: TTraceEvent): string | null {
  switch (e.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule': {
      const data = e.args?.data as { url?: string } | undefined;
      const chunk = (data?.url ?? '').replace(/^.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, '');
      return `evaluate ${chunk || '(module)'}`;
    }
    case 'v8.compile':
    case 'v8.compileModule':
      return 'compile';
    case 'FunctionCall':
    case 'TimerFire':
    case 'EventDispatch':
    case 'FireAnimationFrame':
    case 'v8.callFunction':
    case 'RunMicrotasks':
      return 'script';
    case 'ParseHTML':
      return 'parse HTML';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
      return 'paint';
    case 'MajorGC':
    case 'MinorGC':
      return 'gc';
    default:
      return null;
  }
}

const cpuOf = (e: TTraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
const endOf = (e: TTraceEvent) => e.ts + (e.dur ?? 0);

/**
 * The main thread of the page at `url` (the renderer thread that parsed its HTML, or the busiest
 * renderer main thread), from its first parse on: total thread time, the blocking proxy (each task
 * `slowdown` times longer, as Lighthouse's simulation slows it), the longest task, the breakdown and
 * the tasks that would block once slowed down.
 */
export function mainThreadOf(events: TTraceEvent[], url: string, slowdown = DEFAULT_SLOWDOWN) {
  // A task longer than this (ms of thread time) is listed with what it did: slowed down, it passes Lighthouse's 50 ms.
  const listedMs = 50 / slowdown;
  let parse = events.find((e) => e.name === 'ParseHTML' && String((e.args?.beginData as { url?: string } | undefined)?.url ?? '') === url);
  if (!parse) {
    const renderers = new Set(events.filter((e) => e.name === 'thread_name' && (e.args as { name?: string })?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
    const busy = new Map<string, number>();
    for (const e of events) if (e.name === 'RunTask' && e.ph === 'X' && renderers.has(`${e.pid}:${e.tid}`)) busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
    const [thread] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? [];
    parse = events.filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X').sort((a, b) => a.ts - b.ts)[0];
    if (!parse) throw new Error(`no main thread found for ${url}`);
  }
  const thread = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X').sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // Top-level tasks only (task events nest).
  const tasks: TTraceEvent[] = [];
  for (const e of thread) {
    if (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') continue;
    const last = tasks.at(-1);
    if ((last && e.ts < endOf(last)) || endOf(e) < parse.ts) continue;
    tasks.push(e);
  }
  const result = { cpu: 0, blocking: 0, longest: 0, groups: {} as Record<string, number>, long: [] as { at: number; cpu: number; what: string }[] };
  let cursor = 0;
  for (const task of tasks) {
    const cpu = cpuOf(task);
    result.cpu += cpu;
    result.blocking += Math.max(0, slowdown * cpu - 50);
    result.longest = Math.max(result.longest, cpu);
    // The outermost classified events inside the task.
    while (cursor < thread.length && thread[cursor]!.ts < task.ts) cursor++;
    const groups: Record<string, number> = {};
    let coveredUntil = -1;
    for (let i = cursor; i < thread.length && thread[i]!.ts < endOf(task); i++) {
      const e = thread[i]!;
      const kind = e === task ? null : kindOf(e);
      if (!kind || e.ts < coveredUntil) continue;
      groups[kind] = (groups[kind] ?? 0) + cpuOf(e);
      coveredUntil = endOf(e);
    }
    for (const [k, v] of Object.entries(groups)) result.groups[k] = (result.groups[k] ?? 0) + v;
    if (cpu > listedMs) {
      const what = Object.entries(groups).sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ');
      result.long.push({ at: (task.ts - parse.ts) / 1000, cpu, what });
    }
  }
  return result;
}
