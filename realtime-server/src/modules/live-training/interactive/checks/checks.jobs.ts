import { z } from 'zod';
import { defineJob, moduleJob, type ModuleJob } from '../../../../jobs/jobs';

export const CHECK_CLOSE_JOB = 'live-training:check-close';
export const CHECK_PLANNED_JOB = 'live-training:check-planned';
export const CHECK_SWEEP_JOB = 'live-training:check-sweep';

const objectId = z.string().regex(/^[0-9a-f]{24}$/i);

/**
 * The checks' background work: a window's close at its end, a planned check at its time, and a
 * sweep that closes any window a lost job left open. Each is idempotent (conditional updates, keys).
 */
export function checksJobs(run: { close: (checkId: string) => Promise<void>; planned: (sessionId: string, index: number) => Promise<void>; sweep: () => Promise<void> }) {
  const close = defineJob({ name: CHECK_CLOSE_JOB, schema: z.object({ checkId: objectId }), removeOnComplete: true, handler: ({ checkId }) => run.close(checkId) });
  const planned = defineJob({
    name: CHECK_PLANNED_JOB,
    schema: z.object({ sessionId: objectId, index: z.number().int().min(0) }),
    removeOnComplete: true,
    handler: ({ sessionId, index }) => run.planned(sessionId, index),
  });
  const sweep = defineJob({ name: CHECK_SWEEP_JOB, schema: z.object({}), concurrency: 1, maxRunMs: 60_000, handler: () => run.sweep() });
  const moduleJobs: ModuleJob[] = [moduleJob(close), moduleJob(planned), moduleJob(sweep, { every: '1 minute', data: {} })];
  return { close, planned, moduleJobs };
}
