import { Agenda, InMemoryNotificationChannel } from 'agenda';
import { MongoBackend } from '@agendajs/mongo-backend';
import type { z } from 'zod';
import type { Database } from '../db/database';
import type { Logger } from '../logger';

/** A background job: a unique name, the zod schema of its payload and the handler. */
export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  name: string;
  schema: S;
  handler: (data: z.output<S>, ctx: { logger: Logger }) => Promise<void>;
  concurrency?: number;
  /**
   * The longest one run takes, for a job that may safely run twice at once. agenda locks a job up to
   * processEvery before it is due and keeps the lock for its lock lifetime, 10 minutes by default: a
   * node killed while holding it (almost always, for a job recurring about every processEvery) stops
   * that job on every node for 10 minutes. With maxRunMs the lock lifetime is processEvery + maxRunMs,
   * after which another node takes a dead node's lock; a longer run is reported expired by agenda.
   */
  maxRunMs?: number;
  /** A one-off job whose document is deleted once it succeeds (its payload need not outlive it). */
  removeOnComplete?: boolean;
};

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

/** A module's job as it declares it (ModuleParts.jobs): the definition, and a schedule if it recurs. */
export type ModuleJob = {
  definition: JobDefinition;
  /** Run every `interval` (agenda's human interval, e.g. '1 minute', or milliseconds) with `data`. */
  every?: { interval: string | number; data: unknown };
};

/** Keeps the payload type checked where the module declares its job; the registry sees it erased. */
export function moduleJob<S extends z.ZodType>(definition: JobDefinition<S>, schedule?: { every: string | number; data: z.input<S> }): ModuleJob {
  return {
    definition: definition as unknown as JobDefinition,
    ...(schedule ? { every: { interval: schedule.every, data: schedule.data } } : {}),
  };
}

export type Jobs = ReturnType<typeof createJobs>;

/**
 * agenda on the app's own database. agenda's lock (a findOneAndUpdate on the job) makes each job run
 * once across app nodes; the in-process notification channel runs jobs queued by this node at once
 * instead of waiting for the next poll.
 */
export function createJobs({ db, logger, processEvery }: { db: Database; logger: Logger; processEvery: string }) {
  const mongo = db.connection.db;
  if (!mongo) throw new Error('Database must be connected before jobs are created');
  const agenda = new Agenda({
    backend: new MongoBackend({ mongo, collection: 'agendaJobs' }),
    notificationChannel: new InMemoryNotificationChannel(),
    processEvery,
    defaultConcurrency: 5,
    maxConcurrency: 20,
  });
  agenda.on('error', (err) => logger.error({ err }, 'job scheduler error'));
  agenda.on('fail', (err: Error | string, job: { attrs: { name: string } }) => logger.error({ err, job: job.attrs.name }, 'job failed'));

  const registered = new Map<string, JobDefinition>();

  function register<S extends z.ZodType>(definition: JobDefinition<S>): void {
    if (registered.has(definition.name)) throw new Error(`Job "${definition.name}" is registered twice`);
    registered.set(definition.name, definition as unknown as JobDefinition);
    agenda.define(
      definition.name,
      async (job) => {
        const data = definition.schema.parse(job.attrs.data);
        await definition.handler(data, { logger: logger.child({ job: definition.name }) });
      },
      {
        ...(definition.concurrency ? { concurrency: definition.concurrency } : {}),
        ...(definition.maxRunMs ? { lockLifetime: agenda.attrs.processEvery + definition.maxRunMs } : {}),
        ...(definition.removeOnComplete ? { removeOnComplete: true } : {}),
      },
    );
  }

  /** Payloads are validated when queued as well as when run, so a bad payload fails at the caller. */
  function checked<S extends z.ZodType>(definition: JobDefinition<S>, data: z.input<S>): z.output<S> {
    if (!registered.has(definition.name)) throw new Error(`Job "${definition.name}" is not registered`);
    return definition.schema.parse(data);
  }

  /**
   * Registers the modules' jobs and saves their recurring schedules. Each recurring job is one
   * 'single' agenda job per name (an upsert), so several nodes declaring it share one schedule, and
   * the lock lets one node run each due time.
   */
  async function registerModuleJobs(jobs: ModuleJob[]): Promise<void> {
    for (const job of jobs) register(job.definition);
    const stored = mongo!.collection<{ name: string; type?: string; repeatInterval?: unknown; data?: unknown }>('agendaJobs');
    for (const job of jobs) {
      if (!job.every) continue;
      const data = checked(job.definition, job.every.data);
      // Saving a schedule that exists already would clear the lock of a node about to run it (agenda's
      // upsert resets lockedAt), and both nodes would then run it. A node joining leaves it alone.
      const existing = await stored.findOne({ name: job.definition.name, type: 'single' });
      if (existing && existing.repeatInterval === job.every.interval && JSON.stringify(existing.data) === JSON.stringify(data)) continue;
      await agenda.every(job.every.interval, job.definition.name, data, { skipImmediate: true });
    }
  }

  return {
    agenda,
    register,
    registerModuleJobs,
    now: <S extends z.ZodType>(definition: JobDefinition<S>, data: z.input<S>) => agenda.now(definition.name, checked(definition, data)),
    schedule: <S extends z.ZodType>(definition: JobDefinition<S>, when: string | Date, data: z.input<S>) =>
      agenda.schedule(when, definition.name, checked(definition, data)),
    every: <S extends z.ZodType>(definition: JobDefinition<S>, interval: string | number, data: z.input<S>) =>
      agenda.every(interval, definition.name, checked(definition, data), { skipImmediate: true }),
    cancel: (name: string, data?: Record<string, unknown>) => agenda.cancel({ name, ...(data ? { data } : {}) }),
    start: () => agenda.start(),
    /**
     * agenda connects its backend (index creation) as soon as it is built; a start-up that fails
     * later must let that finish before closing the database, or it rejects with nobody listening.
     */
    settle: (timeoutMs = 5_000) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        void agenda.ready.then(() => {
          clearTimeout(timer);
          resolve();
        });
      }),
    stop: () => agenda.stop(false),
  };
}
