import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './helpers/test-app';
import { person } from './helpers/live-training';
import { book, freshDate } from './helpers/consultations';
import { EVENT_RETRY_JOB } from '../src/events/event-bus';

/** The bus in the running app: a real service publishes, a real agenda job carries the retry. */
describe('domain events in the app', () => {
  let first: Awaited<ReturnType<typeof startTestApp>>;
  let second: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    [first, second] = await Promise.all([startTestApp({}, { eventRetryDelaysMs: [200, 200] }), startTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
  });

  it('a handler that fails is run again by the retry job with the same event, once it succeeds the job is gone', async () => {
    const deliveries: { id: string; consultationId: string }[] = [];
    const off = first.events.subscribe('consultations.booked', 'test-flaky', (event) => {
      deliveries.push({ id: event.id, consultationId: event.payload.consultation.id });
      if (deliveries.length === 1) throw new Error('store briefly down');
    });
    try {
      const booked = await book(await person(first, 'operator'), freshDate('monday'), '11:00');
      expect(deliveries).toHaveLength(1);
      await expect.poll(() => deliveries.length, { timeout: 15_000 }).toBe(2);
      expect(deliveries[1]).toEqual(deliveries[0]);
      expect(deliveries[0]).toEqual({ id: `consultation:${booked.id}:0`, consultationId: booked.id });
      const jobs = first.database.connection.collection('agendaJobs');
      await expect.poll(() => jobs.countDocuments({ name: EVENT_RETRY_JOB }), { timeout: 15_000 }).toBe(0);
    } finally {
      off();
    }
  });

  it('two apps in one process share no bus: a booking on one is heard only there', async () => {
    const heard: string[] = [];
    const offs = [first, second].map((app, i) => app.events.subscribe('consultations.booked', 'test-which-app', () => void heard.push(i === 0 ? 'first' : 'second')));
    try {
      await book(await person(second, 'operator'), freshDate('thursday'), '14:00');
      expect(heard).toEqual(['second']);
    } finally {
      offs.forEach((off) => off());
    }
  });
});
