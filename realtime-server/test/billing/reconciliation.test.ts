import { describe, expect, it } from 'vitest';
import type { TReconciliation } from '@app/shared-types/billing';
import { ledgerEntryModel } from '../../src/modules/billing/ledger.model';
import { person } from '../helpers/people';
import { paidMember, subscribe } from '../helpers/membership';
import { useSuiteApp } from '../helpers/suite-app';

// Its own app: the figures are a whole month's, so no other test's payments may land in it.
const app = useSuiteApp();
const month = () => new Date().toISOString().slice(0, 7);
const reconcile = async (m: string) => (await app.operator.get(`/api/billing/reconciliation?month=${m}`)).json as TReconciliation;

describe('reconciliation', () => {
  it('per rail: received, settled, granted and refunded for the month; verifications waiting over 48 hours', async () => {
    const [ann, bo, cy, di] = await Promise.all([person(app.server), person(app.server), person(app.server), person(app.server)]);
    await paidMember(ann, app.operator, 'starter');
    await paidMember(bo, app.operator, 'professional');
    const { subscription: waiting } = await subscribe(cy, 'premium');
    const { subscription: old } = await subscribe(di, 'starter');
    // di's claim was made three days ago and is still not verified.
    await ledgerEntryModel(app.server.database.connection).collection.updateOne({ reference: old.id }, { $set: { createdAt: new Date(Date.now() - 3 * 86_400_000) } });
    // bo's payment is refunded.
    await bo.post('/api/subscriptions/mine/refund', { reason: 'Changed my mind' });
    expect((await app.operator.post(`/api/payments/${(await bo.get('/api/subscriptions/mine')).json[0].id}/refund`, {})).status).toBe(200);

    const report = await reconcile(month());
    const cash = report.rails.find((r) => r.rail === 'cashapp')!;
    // Received this month: ann, bo and cy's claims (di's is from three days ago: in this month only when today is the 4th or later).
    const diThisMonth = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 7) === month();
    expect(cash.received).toEqual({ count: diThisMonth ? 4 : 3, amount: 9700 + 19700 + 29700 + (diThisMonth ? 9700 : 0) });
    expect(cash.settled).toEqual({ count: 2, amount: 9700 + 19700 });
    expect(cash.granted).toEqual({ count: 2, amount: 9700 + 19700 });
    expect(cash.refunded).toEqual({ count: 1, amount: 19700 });
    expect(report.rails.find((r) => r.rail === 'square')).toEqual({ rail: 'square', received: { count: 0, amount: 0 }, settled: { count: 0, amount: 0 }, granted: { count: 0, amount: 0 }, refunded: { count: 0, amount: 0 } });
    expect(report.pendingVerifications.map((p) => p.reference)).toEqual([old.id]);
    expect(report.pendingVerifications[0]).toMatchObject({ memberUsername: di.user.username, state: 'verifying' });
    expect(report.pendingVerifications.map((p) => p.reference)).not.toContain(waiting.id);

    const empty = await reconcile('2020-01');
    expect(empty.rails.every((r) => r.received.count === 0 && r.settled.count === 0)).toBe(true);
  });

  it('is for operators only and needs a YYYY-MM month', async () => {
    const member = await person(app.server);
    expect((await member.get(`/api/billing/reconciliation?month=${month()}`)).status).toBe(403);
    expect((await member.get('/api/billing/ledger.csv')).status).toBe(403);
    expect((await app.operator.get('/api/billing/reconciliation?month=2026-13')).status).toBe(400);
    expect((await app.operator.get('/api/billing/reconciliation')).status).toBe(400);
  });

  it('exports the ledger as CSV with formulas neutralised', async () => {
    const member = await person(app.server, 'member', { firstName: '=HYPERLINK("https://evil.example","x")', lastName: '+1' });
    await paidMember(member, app.operator, 'starter');
    const res = await app.operator.get(`/api/billing/ledger.csv?month=${month()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Entry,Created,Member,Username,Plan,Rail,Reference,Amount (cents),Currency,State,Verified by,Verified at,Period start,Period end,Receipt,Refunded (cents)');
    const row = lines.find((l) => l.includes(member.user.username))!;
    expect(row).toContain(`"'=HYPERLINK(""https://evil.example"",""x"") +1"`);
    expect(row).toContain(',starter,cashapp,');
    expect(row).toContain(',9700,USD,settled,');
    expect(row).not.toMatch(/,=HYPERLINK/);
    expect(row).toMatch(/,R-\d{4}-\d{6},0$/);
  });
});
