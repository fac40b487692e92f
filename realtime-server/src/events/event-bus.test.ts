import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { JobDefinition } from '../jobs/jobs';
import { createEventBus, type EventBus } from './event-bus';

/** The events of these tests (the app's own are declared by its modules' contracts.ts). */
type TestEvents = {
  'posts.created': { postId: string; authorId: string };
  'comments.added': { commentId: string };
};

/** A logger whose lines the test can read. */
function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'debug' }, stream), lines };
}

/** agenda's part the bus uses: what was queued, and a way to run it as the job would. */
function recordingJobs() {
  const queued: { definition: JobDefinition; when: Date; data: Record<string, unknown> }[] = [];
  return {
    queued,
    jobs: {
      schedule: async (definition: JobDefinition, when: string | Date, data: unknown) => {
        queued.push({ definition, when: new Date(when), data: definition.schema.parse(data) as Record<string, unknown> });
        return undefined as never;
      },
    },
    /** Runs the oldest queued retry, as agenda would once it is due. */
    async runNext() {
      const next = queued.shift();
      if (!next) throw new Error('nothing queued');
      await next.definition.handler(next.data, { logger: pino({ level: 'silent' }) });
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('the domain event bus', () => {
  it('delivers a typed payload with the publisher’s id (or a random one) and the time', async () => {
    const bus = createEventBus<TestEvents>({ logger: recordingLogger().logger });
    const seen: { id: string; at: Date; authorId: string }[] = [];
    bus.subscribe('posts.created', 'feed', (event) => void seen.push({ id: event.id, at: event.at, authorId: event.payload.authorId }));
    await bus.publish('posts.created', { postId: 'p1', authorId: 'u1' }, { id: 'post:p1' });
    await bus.publish('posts.created', { postId: 'p2', authorId: 'u2' });
    await bus.publish('posts.created', { postId: 'p3', authorId: 'u3' });
    expect(seen.map((s) => s.authorId)).toEqual(['u1', 'u2', 'u3']);
    expect(seen[0]!.id).toBe('post:p1');
    expect(seen[1]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]!.id).not.toBe(seen[2]!.id);
    expect(seen.every((s) => s.at instanceof Date)).toBe(true);
    // @ts-expect-error a payload of another event is refused at compile time
    await bus.publish('comments.added', { postId: 'p1', authorId: 'u1' });
  });

  it('waits for every handler before publish resolves', async () => {
    const bus = createEventBus<TestEvents>({ logger: recordingLogger().logger });
    let done = false;
    bus.subscribe('comments.added', 'slow', async () => {
      await flush();
      done = true;
    });
    await bus.publish('comments.added', { commentId: 'c1' });
    expect(done).toBe(true);
  });

  it('isolates a failing handler: the publisher and the other handlers go on, the failure is logged with who failed on what', async () => {
    const { logger, lines } = recordingLogger();
    const bus = createEventBus<TestEvents>({ logger });
    const reached: string[] = [];
    bus.subscribe('comments.added', 'breaks', () => {
      throw new Error('store down');
    });
    bus.subscribe('comments.added', 'works', (e) => void reached.push(e.payload.commentId));
    await expect(bus.publish('comments.added', { commentId: 'c1' }, { id: 'comment:c1' })).resolves.toBeUndefined();
    expect(reached).toEqual(['c1']);
    const failure = lines.find((l) => l.msg === 'event handler failed; given up');
    expect(failure).toMatchObject({ subscriber: 'breaks', eventId: 'comment:c1', event: 'comments.added', level: 50 });
    expect(JSON.stringify(failure)).toContain('store down');
  });

  it('queues a failed handler to run again with the same event, with growing delays, then gives up', async () => {
    const { logger, lines } = recordingLogger();
    const retries = recordingJobs();
    const bus = createEventBus<TestEvents>({ logger, jobs: retries.jobs, retryDelaysMs: [1_000, 5_000] });
    const attempts: { id: string; commentId: string }[] = [];
    let other = 0;
    bus.subscribe('comments.added', 'flaky', (e) => {
      attempts.push({ id: e.id, commentId: e.payload.commentId });
      throw new Error('try later');
    });
    bus.subscribe('comments.added', 'steady', () => void other++);
    const before = Date.now();
    await bus.publish('comments.added', { commentId: 'c9' }, { id: 'comment:c9' });
    expect(retries.queued).toHaveLength(1);
    expect(retries.queued[0]!.when.getTime() - before).toBeGreaterThanOrEqual(1_000);
    expect(retries.queued[0]!.data).toMatchObject({ subscriber: 'flaky', id: 'comment:c9', attempt: 2 });

    await retries.runNext();
    expect(retries.queued[0]!.data).toMatchObject({ attempt: 3 });
    expect(retries.queued[0]!.when.getTime() - before).toBeGreaterThanOrEqual(5_000);
    await retries.runNext();
    expect(retries.queued).toHaveLength(0);
    // Only the failing subscriber ran again, each time with the same event.
    expect(attempts).toEqual([1, 2, 3].map(() => ({ id: 'comment:c9', commentId: 'c9' })));
    expect(other).toBe(1);
    expect(lines.filter((l) => l.msg === 'event handler failed; tried again later')).toHaveLength(2);
    expect(lines.filter((l) => l.msg === 'event handler failed; given up')).toHaveLength(1);
  });

  it('a retried handler that now succeeds is done; a retry for a subscriber that left is dropped', async () => {
    const { logger, lines } = recordingLogger();
    const retries = recordingJobs();
    const bus = createEventBus<TestEvents>({ logger, jobs: retries.jobs });
    let calls = 0;
    bus.subscribe('comments.added', 'once-flaky', () => {
      calls++;
      if (calls === 1) throw new Error('first time fails');
    });
    await bus.publish('comments.added', { commentId: 'c1' });
    await retries.runNext();
    expect(calls).toBe(2);
    expect(retries.queued).toHaveLength(0);

    const off = bus.subscribe('comments.added', 'always-fails', () => {
      throw new Error('no');
    });
    await bus.publish('comments.added', { commentId: 'c2' });
    expect(retries.queued.map((q) => q.data.subscriber)).toEqual(['always-fails']);
    off();
    await retries.runNext();
    expect(retries.queued).toHaveLength(0);
    expect(lines.find((l) => l.msg === 'event retry dropped: no such subscriber any more')).toMatchObject({ subscriber: 'always-fails' });
  });

  it('a duplicated event (same id delivered twice) changes nothing twice: the handler keys its effect by the event id', async () => {
    const bus = createEventBus<TestEvents>({ logger: recordingLogger().logger });
    // A unique index, as a collection would have one: the effect's key is derived from the event id.
    const notifications = new Map<string, { recipient: string }>();
    bus.subscribe('comments.added', 'notify-author', (e) => {
      const key = `${e.id}:author`;
      if (!notifications.has(key)) notifications.set(key, { recipient: 'author' });
    });
    let deliveries = 0;
    bus.subscribe('comments.added', 'count', () => void deliveries++);
    await bus.publish('comments.added', { commentId: 'c1' }, { id: 'comment:c1' });
    await bus.publish('comments.added', { commentId: 'c1' }, { id: 'comment:c1' });
    expect(deliveries).toBe(2);
    expect([...notifications.keys()]).toEqual(['comment:c1:author']);
  });

  it('keeps two app instances apart: an event published on one never reaches the other', async () => {
    const logger = recordingLogger().logger;
    const first: EventBus<TestEvents> = createEventBus<TestEvents>({ logger });
    const second: EventBus<TestEvents> = createEventBus<TestEvents>({ logger });
    const heard: string[] = [];
    first.subscribe('posts.created', 'feed', () => void heard.push('first'));
    second.subscribe('posts.created', 'feed', () => void heard.push('second'));
    await second.publish('posts.created', { postId: 'p1', authorId: 'u1' });
    expect(heard).toEqual(['second']);
  });

  it('refuses a second handler under the same subscriber name, stops delivering after unsubscribe', async () => {
    const bus = createEventBus<TestEvents>({ logger: recordingLogger().logger });
    let calls = 0;
    const off = bus.subscribe('posts.created', 'feed', () => void calls++);
    expect(() => bus.subscribe('posts.created', 'feed', () => undefined)).toThrow(/already subscribes/);
    off();
    await bus.publish('posts.created', { postId: 'p1', authorId: 'u1' });
    expect(calls).toBe(0);
  });

  it('idle() resolves once handlers of an event nobody awaited are done', async () => {
    const bus = createEventBus<TestEvents>({ logger: recordingLogger().logger });
    const written: string[] = [];
    bus.subscribe('posts.created', 'slow-writer', async (e) => {
      await flush();
      written.push(e.payload.postId);
    });
    void bus.publish('posts.created', { postId: 'p1', authorId: 'u1' });
    expect(written).toEqual([]);
    await bus.idle();
    expect(written).toEqual(['p1']);
  });
});
