import { z } from 'zod';
import { defineJob, moduleJob, type JobDefinition, type ModuleJob } from './jobs';

const ZNoPayload = z.object({});

/**
 * A module's recurring sweep: run every `every` (a saved schedule, so one node runs each due time),
 * one run at a time (concurrency 1). The schedule runs it with an empty payload; a `schema` with
 * optional fields (e.g. `at`, the clock of the run) is for runs queued by hand (tests, benchmarks).
 * What a run did, named (`{ ended: 3 }`), is logged with `done` when any figure is non-zero.
 */
export function recurringJob<S extends z.ZodType = typeof ZNoPayload>(job: {
  name: string;
  every: string | number;
  schema?: S;
  maxRunMs?: JobDefinition['maxRunMs'];
  run: (data: z.output<S>) => Promise<Record<string, number> | void>;
  done?: string;
}): ModuleJob {
  const definition = defineJob({
    name: job.name,
    schema: (job.schema ?? ZNoPayload) as S,
    concurrency: 1,
    ...(job.maxRunMs ? { maxRunMs: job.maxRunMs } : {}),
    handler: async (data, { logger }) => {
      const did = await job.run(data);
      if (did && job.done && Object.values(did).some((n) => n !== 0)) logger.info(did, job.done);
    },
  });
  return moduleJob(definition, { every: job.every, data: {} as z.input<S> });
}
