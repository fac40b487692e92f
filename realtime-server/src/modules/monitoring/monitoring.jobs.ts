import { z } from 'zod';
import { defineJob, moduleJob, type ModuleJob } from '../../jobs/jobs';
import type { MonitoringService } from './monitoring.service';

export const SAMPLE_JOB = 'monitoring:sample';

/** One sample per interval for the whole cluster (agenda's lock), which also evaluates the alerts. */
export function monitoringJobs(monitoring: Pick<MonitoringService, 'sample'>, everyMs: number): ModuleJob[] {
  const sample = defineJob({
    name: SAMPLE_JOB,
    schema: z.object({}),
    concurrency: 1,
    // The dashboard must not freeze for agenda's 10-minute lock when the sampling node dies.
    maxRunMs: 30_000,
    handler: async () => {
      await monitoring.sample();
    },
  });
  return [moduleJob(sample, { every: everyMs, data: {} })];
}
