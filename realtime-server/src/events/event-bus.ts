import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineJob, moduleJob, type Jobs, type ModuleJob } from '../jobs/jobs';
import type { Logger } from '../logger';
import type { DomainEvents } from './domain-events';

export type EventName<E extends object = DomainEvents> = keyof E & string;

/** One published event as every subscriber receives it. */
export type DomainEvent<E extends object = DomainEvents, N extends EventName<E> = EventName<E>> = {
  name: N;
  /** The publisher's deterministic key when it gave one (e.g. `comment:<id>`), else a random one. Effects derive their unique keys from it. */
  id: string;
  at: Date;
  payload: E[N];
};

export type EventHandler<E extends object, N extends EventName<E>> = (event: DomainEvent<E, N>) => void | Promise<void>;

export type PublishOptions = {
  /** A key that names this change (the same change published twice carries the same id). */
  id?: string;
};

/**
 * The app's domain events (one bus per app instance, on the module context as `ctx.events`). A
 * service publishes after its write commits; modules subscribe in their setup. Events are handled
 * in this process, on the node that published them; what must reach browsers on other nodes still
 * goes through Socket.IO. `publish` resolves once every handler has run (or failed): a publisher
 * may rely on its subscribers' effects being done when it answers its own caller.
 */
export interface EventBus<E extends object = DomainEvents> {
  publish<N extends EventName<E>>(name: N, payload: E[N], options?: PublishOptions): Promise<void>;
  /**
   * `subscriber` names the handler in logs and retries (unique per event name). A failing handler
   * is logged and retried later with the same event (same id), so it must be idempotent: a unique
   * key per effect, derived from `event.id`. Returns the function that unsubscribes.
   */
  subscribe<N extends EventName<E>>(name: N, subscriber: string, handler: EventHandler<E, N>): () => void;
  /** Resolves once no handler runs on this node (tests; shutdown before the database closes). */
  idle(): Promise<void>;
  /** The retry job: registered with the modules' jobs by the composition root. */
  jobs: ModuleJob[];
}

export const EVENT_RETRY_JOB = 'events:retry';
/** After a failure, a handler is tried again this long later, once per entry; then it is given up (logged). */
export const DEFAULT_RETRY_DELAYS_MS = [10_000, 60_000, 5 * 60_000];

const ZRetry = z.object({
  name: z.string(),
  id: z.string(),
  at: z.coerce.date(),
  payload: z.unknown(),
  subscriber: z.string(),
  attempt: z.number().int().min(2),
});

export type EventBusOptions = {
  logger: Logger;
  /** Where failed handlers are queued to run again (agenda: durable, run once across nodes). Without it a failure is only logged. */
  jobs?: Pick<Jobs, 'schedule'>;
  retryDelaysMs?: number[];
};

export function createEventBus<E extends object = DomainEvents>({ logger, jobs, retryDelaysMs = DEFAULT_RETRY_DELAYS_MS }: EventBusOptions): EventBus<E> {
  type AnyEvent = DomainEvent<E>;
  type AnyHandler = (event: AnyEvent) => void | Promise<void>;
  const subscriptions = new Map<string, Map<string, AnyHandler>>();
  const inFlight = new Set<Promise<unknown>>();

  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => undefined);
    return work;
  }

  const retryJob = defineJob({
    name: EVENT_RETRY_JOB,
    schema: ZRetry,
    removeOnComplete: true,
    handler: async ({ subscriber, attempt, ...event }) => {
      const handler = subscriptions.get(event.name)?.get(subscriber);
      if (!handler) {
        logger.warn({ event: event.name, eventId: event.id, subscriber }, 'event retry dropped: no such subscriber any more');
        return;
      }
      await track(deliver(event as AnyEvent, subscriber, handler, attempt));
    },
  });

  /** Runs one handler; its failure is logged with who failed on what, and queued to run again. */
  async function deliver(event: AnyEvent, subscriber: string, handler: AnyHandler, attempt: number): Promise<void> {
    try {
      await handler(event);
    } catch (err) {
      const delay = jobs ? retryDelaysMs[attempt - 1] : undefined;
      const about = { err, event: event.name, eventId: event.id, subscriber, attempt };
      if (delay === undefined) {
        logger.error(about, 'event handler failed; given up');
        return;
      }
      logger.error(about, 'event handler failed; tried again later');
      try {
        await jobs!.schedule(retryJob, new Date(Date.now() + delay), { name: event.name, id: event.id, at: event.at, payload: event.payload, subscriber, attempt: attempt + 1 });
      } catch (scheduleErr) {
        logger.error({ err: scheduleErr, event: event.name, eventId: event.id, subscriber }, 'event handler retry not queued');
      }
    }
  }

  return {
    async publish(name, payload, options = {}) {
      const handlers = subscriptions.get(name);
      if (!handlers?.size) return;
      const event = { name, id: options.id ?? randomUUID(), at: new Date(), payload } as AnyEvent;
      await track(Promise.all([...handlers].map(([subscriber, handler]) => deliver(event, subscriber, handler, 1))));
    },

    subscribe(name, subscriber, handler) {
      const handlers = subscriptions.get(name) ?? new Map<string, AnyHandler>();
      if (handlers.has(subscriber)) throw new Error(`"${subscriber}" already subscribes to ${name}`);
      handlers.set(subscriber, handler as unknown as AnyHandler);
      subscriptions.set(name, handlers);
      return () => {
        if (handlers.get(subscriber) === (handler as unknown)) handlers.delete(subscriber);
      };
    },

    async idle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },

    jobs: [moduleJob(retryJob)],
  };
}
