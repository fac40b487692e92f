import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { FIRM, firmAddressLine } from '@app/shared-types/firm';
import type { TLedgerEntry, TLedgerRow } from '@app/shared-types/billing';
import { pdfText } from '../certificates/pdf-text';
import { person, people, type Person } from '../helpers/people';
import { paidMember, subscribe } from '../helpers/membership';
import { useSuiteApp } from '../helpers/suite-app';

const app = useSuiteApp();
const ledgerOf = async (client: Person) => (await client.get('/api/billing/ledger')).json as TLedgerEntry[];
const fetchAs = (who: Person | null, path: string) => fetch(`${app.server.url}${path}`, { headers: who ? { Cookie: who.cookieHeader } : {} });
const seqOf = (receipt: string) => Number(receipt.split('-')[2]);

describe('receipt numbers', () => {
  it('50 settlements at once get 50 different numbers, in one unbroken sequence', async () => {
    const members = await people(app.server, 50);
    const subscriptions = await Promise.all(members.map(async (m) => (await subscribe(m, 'starter')).subscription));
    const answers = await Promise.all(subscriptions.map((s) => app.operator.post(`/api/payments/${s.id}/approve`, {})));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const numbers = (await Promise.all(members.map(ledgerOf))).map((entries) => entries[0]!.receiptNumber!);
    const year = new Date().getUTCFullYear();
    expect(numbers.every((n) => n.startsWith(`R-${year}-`))).toBe(true);
    const seqs = numbers.map(seqOf).sort((a, b) => a - b);
    expect(new Set(seqs).size).toBe(50);
    expect(seqs.at(-1)! - seqs[0]!).toBe(49);
  });
});

describe('receipts', () => {
  it('the owner downloads the PDF and the HTML; another member gets 404, an operator any', async () => {
    const member = await person(app.server, 'member', { firstName: 'Rosa', lastName: 'Parkerson', email: 'rosa@example.com' });
    await paidMember(member, app.operator, 'professional');
    const [entry] = await ledgerOf(member);
    expect(entry).toMatchObject({ state: 'settled', amount: 19700 });

    const pdf = await fetchAs(member, `/api/billing/receipts/${entry!.id}?format=pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).replace(/\s+/g, ' ');
    const period = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
    for (const field of [
      FIRM.legalName,
      firmAddressLine,
      'Receipt',
      `Receipt number: ${entry!.receiptNumber}`,
      `Member: Rosa Parkerson (${member.user.username}), rosa@example.com`,
      'Plan: Professional membership, monthly',
      `Period: ${period(entry!.periodStart!)} to ${period(entry!.periodEnd!)}`,
      'Amount paid: $197.00 USD',
      'Payment method: Cash App',
      `Payment reference: ${entry!.reference}`,
    ]) expect(text).toContain(field);

    const html = await fetchAs(member, `/api/billing/receipts/${entry!.id}?format=html`);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await html.text();
    expect(page).toContain(entry!.receiptNumber!);
    expect(page).toContain('$197.00 USD');

    const stranger = await person(app.server);
    expect((await fetchAs(stranger, `/api/billing/receipts/${entry!.id}?format=pdf`)).status).toBe(404);
    expect((await fetchAs(stranger, `/api/billing/receipts/${entry!.id}?format=html`)).status).toBe(404);
    expect((await fetchAs(null, `/api/billing/receipts/${entry!.id}`)).status).toBe(401);
    expect((await fetchAs(app.operator, `/api/billing/receipts/${entry!.id}?format=pdf`)).status).toBe(200);
    expect((await fetchAs(member, `/api/billing/receipts/${new Types.ObjectId().toString()}`)).status).toBe(404);
    expect((await fetchAs(member, `/api/billing/receipts/${entry!.id}?format=docx`)).status).toBe(400);
  });

  it('a payment still waiting for verification has no receipt yet', async () => {
    const member = await person(app.server);
    await subscribe(member, 'starter');
    const [entry] = await ledgerOf(member);
    expect(entry!.receiptNumber).toBeNull();
    expect((await fetchAs(member, `/api/billing/receipts/${entry!.id}`)).status).toBe(404);
  });

  it('members see only their own ledger; operators see everyone with filters', async () => {
    const [ann, bo] = await people(app.server, 2);
    await paidMember(ann!, app.operator, 'starter');
    await subscribe(bo!, 'premium');
    expect((await ledgerOf(ann!)).every((e) => e.memberId === ann!.user.id)).toBe(true);
    expect(await ledgerOf(bo!)).toHaveLength(1);
    const rows = (await app.operator.get(`/api/billing/ledger?member=${bo!.user.username}`)).json as TLedgerRow[];
    expect(rows).toEqual([expect.objectContaining({ memberUsername: bo!.user.username, state: 'verifying', amount: 29700 })]);
    const pending = (await app.operator.get('/api/billing/ledger?state=verifying&rail=cashapp&limit=500')).json as TLedgerRow[];
    expect(pending.every((r) => r.state === 'verifying' && r.rail === 'cashapp')).toBe(true);
    expect(pending.map((r) => r.memberId)).toContain(bo!.user.id);
    expect((await app.operator.get('/api/billing/ledger?rail=bitcoin')).status).toBe(400);
  });
});
