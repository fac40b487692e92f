import type { ModuleJob } from '../../jobs/jobs';
import { recurringJob } from '../../jobs/recurring-job';
import type { MonitoringService } from './monitoring.service';

export const SAMPLE_JOB = 'monitoring:sample';

/** One sample per interval for the whole cluster (agenda's lock), which also evaluates the alerts. */
export function monitoringJobs(monitoring: Pick<MonitoringService, 'sample'>, everyMs: number): ModuleJob[] {
  return [
    recurringJob({
      name: SAMPLE_JOB,
      every: everyMs,
      // The dashboard must not freeze for agenda's 10-minute lock when the sampling node dies.
      maxRunMs: 30_000,
      run: async () => {
        await monitoring.sample();
      },
    }),
  ];
}
