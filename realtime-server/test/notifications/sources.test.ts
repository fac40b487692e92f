/**
 * The centre's other sources, each from the owning module's real action or job: consultations
 * (moved, cancelled, tomorrow), memberships (rejected, ending in 7 days), compliance (an alert).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNotification } from '@app/shared-types/notifications';
import type { TSubscription } from '@app/shared-types/membership';
import { REMINDER_JOB } from '../../src/modules/consultations/consultations.jobs';
import { EXPIRY_NOTICE_JOB } from '../../src/modules/membership/membership.jobs';
import { fixtureSite } from '../compliance/fixture-server';
import { scanAndWait } from '../compliance/scan-helpers';
import { book, freshDate } from '../helpers/consultations';
import { person, type Person } from '../helpers/live-training';
import { paidMember, subscribe } from '../helpers/membership';
import { runJobNow } from '../helpers/notifications';
import { HttpClient } from '../helpers/http-client';
import { startTestApp } from '../helpers/test-app';

let server: Awaited<ReturnType<typeof startTestApp>>;
let site: Awaited<ReturnType<typeof fixtureSite>>;
let operator: Person;
beforeAll(async () => {
  site = await fixtureSite();
  server = await startTestApp({ SCANNER_ALLOW_HOSTS: '127.0.0.1', SCAN_TIMEOUT_MS: '15000', SCAN_CONCURRENCY: '1' });
  operator = await person(server, 'operator', { firstName: 'Olga', lastName: 'Operator' });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await site?.close();
});

/** The member's notifications of the given kinds, oldest first (after every handler has run). */
async function of(client: Person, ...types: string[]): Promise<TNotification[]> {
  await server.events.idle();
  const items = (await client.get('/api/notifications?limit=50')).json.items as TNotification[];
  return items.filter((n) => types.includes(n.type)).reverse();
}

describe('consultations', () => {
  it('tells the member when an operator moves or cancels their booking, and the day before; never of their own changes', async () => {
    const ana = await person(server, 'member', { firstName: 'Ana', lastName: 'Client' });
    await paidMember(ana, operator, 'premium');
    const date = freshDate('wednesday');
    const mine = await book(ana, date, '10:00', { title: 'Payroll setup' });
    const theirs = await book(ana, date, '14:00', { title: 'Sales tax review' });
    // Her own booking and her own cancellation: nothing.
    expect((await ana.request('PUT', `/api/consultations/${mine.id}/cancel`)).status).toBe(200);
    expect(await of(ana, 'consultations.confirmed', 'consultations.cancelled')).toEqual([]);

    expect((await operator.request('PUT', `/api/consultations/${theirs.id}/reschedule`, { body: { scheduledDate: `${date}T15:00:00` } })).status).toBe(200);
    const [moved] = await of(ana, 'consultations.moved');
    expect(moved).toMatchObject({ actor: { id: operator.user.id, name: 'Olga Operator' }, link: '/consultations' });
    expect(moved!.text).toMatch(/^Your consultation “Sales tax review” moved to \w{3} \d{1,2}, \d{4} at 3:00 PM \(Eastern Time\)$/);

    const startsAt = ((await ana.get('/api/consultations')).json as { id: string; startsAt: string }[]).find((c) => c.id === theirs.id)!.startsAt;
    await runJobNow(server, REMINDER_JOB, { consultationId: theirs.id, startsAt, hoursBefore: 24 });
    await runJobNow(server, REMINDER_JOB, { consultationId: theirs.id, startsAt, hoursBefore: 1 });
    const reminders = await of(ana, 'consultations.tomorrow');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toMatch(/^Your consultation “Sales tax review” is tomorrow: /);

    expect((await operator.request('PUT', `/api/consultations/${theirs.id}/cancel`)).status).toBe(200);
    expect((await of(ana, 'consultations.cancelled')).map((n) => n.text)).toEqual([expect.stringMatching(/^Your consultation “Sales tax review” on .* was cancelled$/)]);
  });
});

describe('memberships', () => {
  it('tells the member a rejection with the operator’s note, and a week before a membership cancelled at period end ends, once', async () => {
    const ana = await person(server, 'member', { firstName: 'Ana', lastName: 'Member' });
    const { subscription } = await subscribe(ana, 'starter');
    const rejected = await operator.post(`/api/payments/${subscription.id}/reject`, { note: 'No payment with this reference arrived' });
    expect(rejected.status).toBe(200);
    expect((await of(ana, 'payments.rejected')).map((n) => n.text)).toEqual(['Your $97.00 payment for Starter was not approved: No payment with this reference arrived']);

    const active: TSubscription = await paidMember(ana, operator, 'starter');
    // Cancelled at period end: it will not renew, so the member hears it ends (a Cash App month that
    // renews gets a renewal request instead: test/membership/renewal-reminders.test.ts).
    expect((await ana.post('/api/subscriptions/mine/cancel', {})).status).toBe(200);
    const sixDaysBefore = new Date(Date.parse(active.expiresAt!) - 6 * 24 * 3_600_000).toISOString();
    await runJobNow(server, EXPIRY_NOTICE_JOB, { at: new Date(Date.parse(active.expiresAt!) - 9 * 24 * 3_600_000).toISOString() });
    expect(await of(ana, 'payments.expiring')).toEqual([]);
    await Promise.all([runJobNow(server, EXPIRY_NOTICE_JOB, { at: sixDaysBefore }), runJobNow(server, EXPIRY_NOTICE_JOB, { at: sixDaysBefore })]);
    const expiring = await of(ana, 'payments.expiring');
    expect(expiring).toHaveLength(1);
    expect(expiring[0]!.text).toMatch(/^Your Starter membership ends on \w{3} \d{1,2}, \d{4}$/);
  });
});

describe('compliance', () => {
  it('tells the scan’s owner that the scan finished, and of the alert its results raised', async () => {
    const ana = await person(server, 'member', { firstName: 'Ana', lastName: 'Scanner' });
    const { scan } = await scanAndWait(server.url, ana, `${site.url}/violations`);
    expect(scan.criticalIssues).toBeGreaterThan(0);
    await expect.poll(async () => (await of(ana, 'compliance.alert')).length).toBeGreaterThan(0);
    const [alert] = await of(ana, 'compliance.alert');
    expect(alert).toMatchObject({ actor: null, link: '/compliance-monitoring?tab=alerts' });
    expect(alert!.text).toContain(`${site.url}/violations`);
    const finished = await of(ana, 'compliance.scan-finished');
    expect(finished.map((n) => n.text)).toEqual([`Your scan of ${scan.url} finished: score ${scan.overallScore ?? scan.score}, ${scan.criticalIssues} critical issues`]);
  });
});

describe('operators', () => {
  it('tells every operator, and nobody else, of an urgent contact message; a message not urgent tells nobody', async () => {
    const second = await person(server, 'operator');
    const ben = await person(server, 'member', { firstName: 'Ben', lastName: 'Member' });
    const visitor = new HttpClient(server.url);
    const message = { firstName: 'Vera', lastName: 'Visitor', email: 'vera@example.com', message: 'Our payroll run failed and is due today, please call.' };
    expect((await visitor.post('/api/contact', { ...message, isUrgent: false })).status).toBe(201);
    expect((await visitor.post('/api/contact', { ...message, isUrgent: true })).status).toBe(201);
    for (const op of [operator, second]) {
      expect((await of(op, 'operators.urgent-contact')).map((n) => [n.text, n.link, n.actor])).toEqual([['Urgent message from Vera Visitor: “Our payroll run failed and is due today, please call.”', '/contact/inbox', null]]);
    }
    expect((await ben.get('/api/notifications')).json.items).toEqual([]);
  });
});
