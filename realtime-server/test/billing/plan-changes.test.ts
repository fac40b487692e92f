import { describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import type { TUser } from '@app/shared-types/auth';
import type { TEntitlement, TLedgerEntry } from '@app/shared-types/billing';
import { PLAN_CHANGE_MESSAGES as C, type TPendingPayment, type TPlanChangeQuote, type TSubscription } from '@app/shared-types/membership';
import { manualClock } from '../../src/lib/clock';
import { PLAN_CHANGE_JOB } from '../../src/modules/membership/plan-change.jobs';
import { person, type Person } from '../helpers/people';
import { paidMember } from '../helpers/membership';
import { runJobNow } from '../helpers/notifications';
import { appSuite, type TestServer } from '../helpers/test-app';

const DAY = 24 * 60 * 60 * 1000;

/**
 * An app whose plan-change rules read a clock the tests move (to the end of a paid period). Each
 * describe block gets its own: the clock only moves forward, and each block needs its own "now".
 */
function planSuite() {
  const ctx = { clock: manualClock() } as { clock: ReturnType<typeof manualClock>; server: TestServer; operator: Person };
  appSuite(
    async (s) => {
      ctx.server = s;
      ctx.operator = await person(s, 'operator');
    },
    { start: { clock: ctx.clock } },
  );
  return ctx;
}

const mine = async (member: Person) => ((await member.get('/api/subscriptions/mine')).json as TSubscription[])[0]!;
const me = async (member: Person) => (await member.get('/api/auth/user')).json as TUser;
const meter = async (member: Person, key: string) => ((await member.get('/api/billing/entitlements')).json as TEntitlement[]).find((m) => m.key === key)!;
/** A Cash App renewal of the next period, as the renewal path (issue 27 section 3) records it: the paid end moves a month on. */
const renewed = (server: TestServer, s: TSubscription) =>
  server.database.connection.collection('subscriptions').updateOne({ _id: new Types.ObjectId(s.id) }, { $set: { expiresAt: new Date(Date.parse(s.expiresAt!) + 31 * DAY) } });

describe('plan changes: input and upgrades', () => {
  const app = planSuite();
  const { clock } = app;
  it('refuses bad input with a clear status and writes nothing', async () => {
    const free = await person(app.server);
    expect((await free.post('/api/subscriptions/mine/change', { planId: 'starter' })).status).toBe(409);
    expect((await free.post('/api/subscriptions/mine/change', { planId: 'starter' })).json).toMatchObject({ message: C.noActiveMembership });
    const member = await person(app.server);
    await paidMember(member, app.operator, 'professional');
    for (const body of [{ planId: 'gold' }, { planId: 2 }, {}, { planId: 'free' }]) {
      expect((await member.post('/api/subscriptions/mine/change', body)).status, JSON.stringify(body)).toBe(400);
      expect((await member.post('/api/subscriptions/mine/change/preview', body)).status, JSON.stringify(body)).toBe(400);
    }
    const same = await member.post('/api/subscriptions/mine/change', { planId: 'professional' });
    expect(same.status).toBe(409);
    expect(same.json).toMatchObject({ message: 'You are already on the Professional plan.' });
    expect((await member.post('/api/subscriptions/mine/undo-change')).status).toBe(409);
    expect((await mine(member)).pendingChange).toBeNull();
    expect((await app.operator.post(`/api/subscriptions/${(await mine(member)).id}/upgrade/approve`)).status).toBe(409);
    expect((await member.post(`/api/subscriptions/${(await mine(member)).id}/upgrade/approve`)).status).toBe(403);
    expect((await new (member.constructor as new (url: string) => Person)(app.server.url).post('/api/subscriptions/mine/change', { planId: 'starter' })).status).toBe(401);
  });


  it('an upgrade is prorated, claimed in the ledger, and moves the plan only when an operator verifies the payment', async () => {
    const member = await person(app.server);
    const paid = await paidMember(member, app.operator, 'starter');
    // Ten days and an hour into the period: the days left but the one begun are credited.
    clock.set(Date.parse(paid.startDate!) + 10 * DAY + 3_600_000);
    const preview = (await member.post('/api/subscriptions/mine/change/preview', { planId: 'professional' })).json as TPlanChangeQuote;
    expect(preview.periodDays).toBeGreaterThanOrEqual(28);
    expect(preview.unusedDays).toBe(preview.periodDays - 11);
    expect(preview.prorationCredit).toBe(Math.floor((9700 * preview.unusedDays) / preview.periodDays));
    expect(preview).toMatchObject({ effective: 'now', fromPlanId: 'starter', amountDue: 19700 - preview.prorationCredit });
    expect(preview.instructions).toContain(`$${preview.amountDue / 100}`);

    const confirmed = await Promise.all([member.post('/api/subscriptions/mine/change', { planId: 'professional' }), member.post('/api/subscriptions/mine/change', { planId: 'professional' })]);
    expect(confirmed.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(confirmed.find((r) => r.status === 200)!.json).toEqual(preview);
    const waiting = await mine(member);
    expect(waiting.pendingChange).toMatchObject({ kind: 'upgrade', planId: 'professional', amountDue: preview.amountDue, prorationCredit: preview.prorationCredit });
    // Nothing granted before the money is verified.
    expect(await me(member)).toMatchObject({ plan: 'starter' });
    const entries = (await member.get('/api/billing/ledger')).json as TLedgerEntry[];
    expect(entries.filter((e) => e.state === 'verifying')).toMatchObject([{ amount: preview.amountDue, planType: 'professional', rail: 'cashapp' }]);
    expect((await member.post('/api/subscriptions/mine/undo-change')).json).toMatchObject({ message: C.upgradePending });

    // The operators' list of upgrades to verify: the plan and the amount to find in Cash App.
    const queued = (await app.operator.get('/api/subscriptions/upgrades')).json as TPendingPayment[];
    expect(queued.filter((r) => r.id === waiting.id)).toMatchObject([{ planType: 'professional', amount: preview.amountDue / 100 }]);
    expect((await member.get('/api/subscriptions/upgrades')).status).toBe(403);

    const approvals = await Promise.all([app.operator.post(`/api/subscriptions/${waiting.id}/upgrade/approve`), app.operator.post(`/api/subscriptions/${waiting.id}/upgrade/approve`)]);
    expect(approvals.map((r) => r.status).sort()).toEqual([200, 409]);
    const upgraded = await mine(member);
    expect(upgraded).toMatchObject({ planType: 'professional', amount: 197, pendingChange: null });
    expect(Date.parse(upgraded.expiresAt!)).toBeGreaterThan(Date.parse(paid.expiresAt!));
    expect(await me(member)).toMatchObject({ plan: 'professional' });
    expect(((await app.operator.get('/api/subscriptions/upgrades')).json as TPendingPayment[]).some((r) => r.id === waiting.id)).toBe(false);
    const settled = ((await member.get('/api/billing/ledger')).json as TLedgerEntry[]).find((e) => e.amount === preview.amountDue)!;
    expect(settled).toMatchObject({ state: 'settled', periodEnd: upgraded.expiresAt });
    expect(settled.receiptNumber).toMatch(/^R-\d{4}-\d{6}$/);
  });

  it('an upgrade the operator finds no payment for leaves the plan as it was', async () => {
    const member = await person(app.server);
    await paidMember(member, app.operator, 'starter');
    clock.set(Math.max(clock.now(), Date.now()));
    expect((await member.post('/api/subscriptions/mine/change', { planId: 'premium' })).status).toBe(200);
    const id = (await mine(member)).id;
    const rejected = await app.operator.post(`/api/subscriptions/${id}/upgrade/reject`);
    expect(rejected.json).toMatchObject({ planType: 'starter', pendingChange: null });
    expect(((await member.get('/api/billing/ledger')).json as TLedgerEntry[]).map((e) => e.state).sort()).toEqual(['rejected', 'settled']);
    expect(await me(member)).toMatchObject({ plan: 'starter' });
  });
});

describe('plan changes: a downgrade at period end', () => {
  const app = planSuite();
  const { clock } = app;
  it('a downgrade waits for the end of the paid period, once however many submits race, then applies', async () => {
    clock.set(Math.max(clock.now(), Date.now()));
    const member = await person(app.server);
    const paid = await paidMember(member, app.operator, 'professional');
    const preview = (await member.post('/api/subscriptions/mine/change/preview', { planId: 'starter' })).json as TPlanChangeQuote;
    expect(preview).toMatchObject({ planId: 'starter', fromPlanId: 'professional', effective: 'period-end', effectiveAt: paid.expiresAt, prorationCredit: 0, amountDue: 0 });
    expect((await mine(member)).pendingChange).toBeNull();

    const submits = await Promise.all([1, 2, 3, 4].map(() => member.post('/api/subscriptions/mine/change', { planId: 'starter' })));
    expect(submits.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const scheduled = await mine(member);
    expect(scheduled.pendingChange).toEqual({ kind: 'downgrade', planId: 'starter', effectiveAt: paid.expiresAt });
    // Access stays as paid until then.
    expect(await me(member)).toMatchObject({ plan: 'professional' });
    expect((await member.post('/api/subscriptions/mine/change', { planId: 'premium' })).json).toMatchObject({ message: C.changePending });

    await runJobNow(app.server, PLAN_CHANGE_JOB, {});
    expect((await mine(member)).planType).toBe('professional');

    await renewed(app.server, scheduled);
    clock.set(Date.parse(paid.expiresAt!) + 60_000);
    await runJobNow(app.server, PLAN_CHANGE_JOB, {});
    const after = await mine(member);
    expect(after).toMatchObject({ planType: 'starter', amount: 97, status: 'active', pendingChange: null });
    expect(await me(member)).toMatchObject({ plan: 'starter', isPremium: true });
    expect(await meter(member, 'live-sessions')).toMatchObject({ limit: 2 });
  });

});

describe('plan changes: undo and cancel', () => {
  const app = planSuite();
  const { clock } = app;
  it('undo takes a pending downgrade or cancellation back: the plan renews as it was', async () => {
    const member = await person(app.server);
    const paid = await paidMember(member, app.operator, 'premium');
    expect((await member.post('/api/subscriptions/mine/change', { planId: 'starter' })).status).toBe(200);
    const undone = await member.post('/api/subscriptions/mine/undo-change');
    expect(undone.status).toBe(200);
    expect(undone.json).toMatchObject({ planType: 'premium', pendingChange: null, cancelAtPeriodEnd: false });
    expect((await member.post('/api/subscriptions/mine/undo-change')).json).toMatchObject({ message: C.nothingToUndo });

    // Cancel at period end: access kept until then, shown as pending; a change waits for its undo.
    const cancelled = await member.post('/api/subscriptions/mine/cancel');
    expect(cancelled.json).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, pendingChange: { kind: 'cancel', planId: 'free', effectiveAt: paid.expiresAt } });
    expect(await me(member)).toMatchObject({ plan: 'premium', isPremium: true });
    expect((await member.post('/api/subscriptions/mine/change', { planId: 'starter' })).json).toMatchObject({ message: C.cancelPending });
    expect((await member.post('/api/subscriptions/mine/undo-change')).json).toMatchObject({ cancelAtPeriodEnd: false, pendingChange: null });

    // An undone downgrade is not applied when its date comes.
    await renewed(app.server, await mine(member));
    clock.set(Math.max(clock.now(), Date.parse(paid.expiresAt!) + 60_000));
    await runJobNow(app.server, PLAN_CHANGE_JOB, {});
    expect((await mine(member)).planType).toBe('premium');
  });

});
