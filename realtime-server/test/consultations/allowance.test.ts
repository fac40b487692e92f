import { describe, expect, it } from 'vitest';
import { CONSULTATION_MESSAGES as M, type TConsultationAllowance } from '@app/shared-types/consultations';
import { person, type Person } from '../helpers/live-training';
import { paidMember } from '../helpers/membership';
import { HttpClient } from '../helpers/http-client';
import { appSuite, type TestServer } from '../helpers/test-app';
import { book, client } from '../helpers/consultations';

/**
 * GET /api/consultations/allowance tells the truth: the numbers come from the rule the booking
 * applies (the plan's max, the month's count), so "remaining 0" and a refused booking go together.
 */
let server: TestServer;
let operator: Person;
appSuite(async (app) => {
  server = app;
  operator = await person(server, 'operator');
});

// Mondays (open days) far enough ahead for any cutoff: March and April 2029.
const MARCH = ['2029-03-05', '2029-03-12', '2029-03-19'];
const APRIL = '2029-04-02';

const allowance = async (who: HttpClient, month = '2029-03'): Promise<TConsultationAllowance> => {
  const res = await who.get(`/api/consultations/allowance?month=${month}`);
  expect(res.status, res.text).toBe(200);
  return res.json as TConsultationAllowance;
};
const tryBooking = (who: HttpClient, date: string, time = '10:00') =>
  who.post('/api/consultations', { kind: 'booking', ...client, preferredDate: date, preferredTime: time, message: 'Quarterly estimated taxes for my LLC.' });

async function member(plan?: 'starter' | 'professional' | 'premium'): Promise<Person> {
  const m = await person(server);
  if (plan) await paidMember(m, operator, plan);
  return m;
}

describe('GET /api/consultations/allowance matches the booking rule', () => {
  it('Free and Starter: none included, and the booking is refused', async () => {
    for (const plan of [undefined, 'starter'] as const) {
      const m = await member(plan);
      expect(await allowance(m)).toMatchObject({ plan: plan ?? 'free', staff: false, max: 0, used: 0, remaining: 0, month: '2029-03' });
      const refused = await tryBooking(m, MARCH[0]!);
      expect(refused.status).toBe(403);
      expect(refused.json).toMatchObject({ code: 'PLAN_LIMIT', message: M.planLimit(plan === 'starter' ? 'Starter' : 'Free', 0) });
      expect((await allowance(m)).used).toBe(0);
    }
  });

  it('Professional: 1 a month; with 1 used, remaining 0 and the booking refused; a cancellation gives it back', async () => {
    const m = await member('professional');
    expect(await allowance(m)).toMatchObject({ plan: 'professional', max: 1, used: 0, remaining: 1 });
    const first = await book(m, MARCH[0]!);
    expect(await allowance(m)).toMatchObject({ max: 1, used: 1, remaining: 0 });
    const second = await tryBooking(m, MARCH[1]!);
    expect(second.status).toBe(403);
    expect(second.json).toMatchObject({ code: 'PLAN_LIMIT', message: M.planLimit('Professional', 1) });
    // Another month has its own allowance.
    expect(await allowance(m, '2029-04')).toMatchObject({ used: 0, remaining: 1 });

    expect((await m.request('PUT', `/api/consultations/${first.id}/cancel`)).status).toBe(200);
    expect(await allowance(m)).toMatchObject({ used: 0, remaining: 1 });
    expect((await tryBooking(m, MARCH[1]!)).status).toBe(201);
    expect(await allowance(m)).toMatchObject({ used: 1, remaining: 0 });
  });

  it('a reschedule into another month counts there: refused when that month is used, moved when free', async () => {
    const m = await member('professional');
    const march = await book(m, MARCH[0]!);
    await book(m, APRIL);
    const full = await m.request('PUT', `/api/consultations/${march.id}/reschedule`, { body: { scheduledDate: '2029-04-09T10:00:00' } });
    expect(full.status).toBe(403);
    expect(full.json.code).toBe('PLAN_LIMIT');
    expect(await allowance(m, '2029-04')).toMatchObject({ used: 1, remaining: 0 });

    const may = await member('professional');
    const c = await book(may, MARCH[2]!, '13:00');
    expect((await may.request('PUT', `/api/consultations/${c.id}/reschedule`, { body: { scheduledDate: '2029-05-07T13:00:00' } })).status).toBe(200);
    expect(await allowance(may, '2029-03')).toMatchObject({ used: 0, remaining: 1 });
    expect(await allowance(may, '2029-05')).toMatchObject({ used: 1, remaining: 0 });
    // An operator's move is not refused by the member's plan, and the count follows the booking.
    const back = await operator.request('PUT', `/api/consultations/${c.id}/reschedule`, { body: { scheduledDate: '2029-03-19T15:00:00' } });
    expect(back.status).toBe(200);
    expect(await allowance(may, '2029-03')).toMatchObject({ used: 1, remaining: 0 });
    expect(await allowance(may, '2029-05')).toMatchObject({ used: 0, remaining: 1 });
  });

  it('Premium: unlimited (-1), and its bookings are counted', async () => {
    const m = await member('premium');
    expect(await allowance(m)).toMatchObject({ plan: 'premium', staff: false, max: -1, used: 0, remaining: -1 });
    await book(m, MARCH[0]!, '16:00');
    await book(m, MARCH[1]!, '16:00');
    expect(await allowance(m)).toMatchObject({ max: -1, used: 2, remaining: -1 });
  });

  it('staff: no monthly limit, and operators\u2019 bookings for clients are not counted', async () => {
    const instructor = await person(server, 'instructor');
    expect(await allowance(instructor)).toMatchObject({ staff: true, max: -1, remaining: -1 });
    expect(await allowance(operator)).toMatchObject({ staff: true, max: -1, used: 0, remaining: -1 });
    await book(operator, MARCH[2]!, '10:00');
    expect((await allowance(operator)).used).toBe(0);
  });

  it('defaults to this month (firm time) and says when the count starts again; refuses a bad month and visitors', async () => {
    const m = await member('professional');
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit' }).format(new Date());
    const res = await m.get('/api/consultations/allowance');
    expect(res.json).toMatchObject({ month, max: 1, remaining: 1 });
    const resetsAt = new Date(res.json.resetsAt);
    const [y, mo] = month.split('-').map(Number);
    const next = `${mo === 12 ? y! + 1 : y}-${String(mo === 12 ? 1 : mo! + 1).padStart(2, '0')}-01`;
    expect(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(resetsAt)).toBe(next);
    expect(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(resetsAt.getTime() - 1))).not.toBe(next);
    expect(await allowance(m, '2029-12')).toMatchObject({ resetsAt: '2030-01-01T05:00:00.000Z' });
    expect(await allowance(m, '2029-07')).toMatchObject({ resetsAt: '2029-08-01T04:00:00.000Z' });

    const bad = await m.get('/api/consultations/allowance?month=2029-13');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Please choose a month (yyyy-MM)');
    expect((await new HttpClient(server.url).get('/api/consultations/allowance')).status).toBe(401);
  });
});
