import { describe, expect, it } from 'vitest';
import type { TLedgerEntry } from '@app/shared-types/billing/model';
import { currentMonth, entrySummary, entryTitle, hasReceipt, monthLabel, receiptHref } from './ledger';

const entry = (over: Partial<TLedgerEntry> = {}): TLedgerEntry => ({
  id: 'e1',
  memberId: 'u1',
  subscriptionId: 's1',
  planType: 'professional',
  rail: 'paypal',
  reference: 'SALE-1',
  amount: 19700,
  currency: 'USD',
  state: 'settled',
  verifiedBy: 'paypal',
  verifiedAt: '2026-11-26T10:00:00.000Z',
  periodStart: '2026-11-26T10:00:00.000Z',
  periodEnd: '2026-12-26T10:00:00.000Z',
  receiptNumber: 'R-2026-000007',
  refundedAmount: 0,
  createdAt: '2026-11-26T10:00:00.000Z',
  ...over,
});

describe('ledger entries as the member reads them', () => {
  it('names the plan and the period paid, the amount, the rail and the state', () => {
    expect(entryTitle(entry())).toBe('Professional plan, Nov 26, 2026 to Dec 26, 2026');
    expect(entrySummary(entry())).toBe('$197.00 by PayPal · Paid');
    expect(receiptHref(entry(), 'pdf')).toBe('/api/billing/receipts/e1?format=pdf');
    expect(hasReceipt(entry())).toBe(true);
  });

  it('a payment waiting for verification says when it was asked, and has no receipt', () => {
    const waiting = entry({ rail: 'cashapp', state: 'verifying', periodStart: null, periodEnd: null, receiptNumber: null });
    expect(entryTitle(waiting)).toBe('Professional plan, requested Nov 26, 2026');
    expect(entrySummary(waiting)).toBe('$197.00 by Cash App · Awaiting verification');
    expect(hasReceipt(waiting)).toBe(false);
  });

  it('a partial refund is named beside a payment that stays paid; a whole one is the state', () => {
    expect(entrySummary(entry({ refundedAmount: 5000 }))).toBe('$197.00 by PayPal · Paid · $50.00 refunded');
    expect(entrySummary(entry({ state: 'refunded', refundedAmount: 19700 }))).toBe('$197.00 by PayPal · Refunded');
  });

  it('months are UTC, as the server counts them', () => {
    expect(currentMonth(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12');
    expect(monthLabel('2026-02')).toBe('February 2026');
  });
});
