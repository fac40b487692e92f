import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { meterText, type TEntitlement } from '@app/shared-types/billing';
import { person, scheduleSession } from '../helpers/live-training';
import { paidMember } from '../helpers/membership';
import { client } from '../helpers/consultations';
import { useSuiteApp } from '../helpers/suite-app';

const app = useSuiteApp();
/** 17:00 UTC (noon in Washington) on a day of next month: all in one plan month. */
const nextMonthDay = (day: number) => dayjs().add(1, 'month').startOf('month').add(day - 1, 'day').hour(17).toISOString();
const nextMonth = () => dayjs().add(1, 'month').format('YYYY-MM');
const meters = async (client: Awaited<ReturnType<typeof person>>, month?: string) =>
  Object.fromEntries(((await client.get(`/api/billing/entitlements${month ? `?month=${month}` : ''}`)).json as TEntitlement[]).map((e) => [e.key, e]));

describe('metered entitlements', () => {
  it('four registrations at once on a 2-session plan: two pass, and the meter says none left', async () => {
    const instructor = await person(app.server, 'instructor');
    const member = await person(app.server);
    await paidMember(member, app.operator, 'starter');
    expect((await meters(member, nextMonth()))['live-sessions']).toMatchObject({ limit: 2, used: 0, remaining: 2 });

    const sessions = [];
    for (const day of [5, 6, 7, 8]) sessions.push(await scheduleSession(instructor, { isPremiumOnly: true, scheduledStartTime: nextMonthDay(day) }));
    const results = await Promise.all(sessions.map((s) => member.post(`/api/live-training/${s.id}/register`)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 403, 403]);

    const after = await meters(member, nextMonth());
    expect(after['live-sessions']).toMatchObject({ limit: 2, used: 2, remaining: 0 });
    expect(meterText(after['live-sessions']!)).toBe('0 of 2 premium live sessions left this month');
    expect(new Date(after['live-sessions']!.resetsAt!).getTime()).toBeGreaterThan(new Date(nextMonthDay(28)).getTime());
    // This month is untouched by next month's seats.
    expect((await meters(member))['live-sessions']).toMatchObject({ used: 0, remaining: 2 });

    // Giving a seat back frees one, on the meter as at registration.
    const held = results.findIndex((r) => r.status === 201);
    expect((await member.request('DELETE', `/api/live-training/${sessions[held]!.id}/register`)).status).toBe(200);
    expect((await meters(member, nextMonth()))['live-sessions']).toMatchObject({ used: 1, remaining: 1 });
  });

  it('the consultations meter counts the bookings the booking rule counts', async () => {
    const member = await person(app.server);
    await paidMember(member, app.operator, 'professional');
    expect((await meters(member, '2029-03'))['consultations']).toMatchObject({ limit: 1, used: 0, remaining: 1 });
    // A Monday (open day) far ahead: the booking counts in March 2029.
    const booked = await member.post('/api/consultations', { kind: 'booking', ...client, preferredDate: '2029-03-05', preferredTime: '10:00', message: 'Quarterly estimated taxes for my LLC.' });
    expect(booked.status, booked.text).toBe(201);
    const march = await meters(member, '2029-03');
    expect(march['consultations']).toMatchObject({ limit: 1, used: 1, remaining: 0 });
    expect(meterText(march['consultations']!)).toBe('0 of 1 consultation left this month');
    expect(march['live-sessions']).toMatchObject({ limit: -1, remaining: -1 });
    expect((await meters(member, '2029-04'))['consultations']).toMatchObject({ used: 0, remaining: 1 });
  });

  it('a free member sees what the plan does not include, before filling any form', async () => {
    const member = await person(app.server);
    const mine = await meters(member);
    expect(mine['consultations']).toMatchObject({ limit: 0, remaining: 0 });
    expect(meterText(mine['consultations']!)).toBe('No consultations on your plan');
    expect(mine['premium-content']).toMatchObject({ limit: 0 });
    expect((await member.get('/api/billing/entitlements?month=2026-13')).status).toBe(400);
  });
});
