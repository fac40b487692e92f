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
};

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
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
      definition.concurrency ? { concurrency: definition.concurrency } : {},
    );
  }

  /** Payloads are validated when queued as well as when run, so a bad payload fails at the caller. */
  function checked<S extends z.ZodType>(definition: JobDefinition<S>, data: z.input<S>): z.output<S> {
    if (!registered.has(definition.name)) throw new Error(`Job "${definition.name}" is not registered`);
    return definition.schema.parse(data);
  }

  return {
    agenda,
    register,
    now: <S extends z.ZodType>(definition: JobDefinition<S>, data: z.input<S>) => agenda.now(definition.name, checked(definition, data)),
    schedule: <S extends z.ZodType>(definition: JobDefinition<S>, when: string | Date, data: z.input<S>) =>
      agenda.schedule(when, definition.name, checked(definition, data)),
    every: <S extends z.ZodType>(definition: JobDefinition<S>, interval: string | number, data: z.input<S>) =>
      agenda.every(interval, definition.name, checked(definition, data), { skipImmediate: true }),
    cancel: (name: string, data?: Record<string, unknown>) => agenda.cancel({ name, ...(data ? { data } : {}) }),
    start: () => agenda.start(),
    stop: () => agenda.stop(false),
  };
}
