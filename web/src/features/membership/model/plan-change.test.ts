import { describe, expect, it } from 'vitest';
import type { TPlanChangeQuote } from '@app/shared-types/membership/model';
import { pendingChangeDetail, pendingChangeText, quoteLines } from './plan-change';

// Mid-day UTC: the same calendar day in any time zone the tests run in.
const END = '2026-12-31T15:00:00.000Z';

describe('plan change texts', () => {
  it('names a scheduled downgrade with both plans and its date', () => {
    const s = { planType: 'professional' as const, pendingChange: { kind: 'downgrade' as const, planId: 'starter' as const, effectiveAt: END } };
    expect(pendingChangeText(s)).toBe('Professional until Dec 31, then Starter');
    expect(pendingChangeDetail(s)).toBe('Starter starts on Dec 31, 2026 at $97 per month.');
  });

  it('names a cancellation as the Free plan from the end of the period', () => {
    const s = { planType: 'premium' as const, pendingChange: { kind: 'cancel' as const, planId: 'free' as const, effectiveAt: END } };
    expect(pendingChangeText(s)).toBe('Premium until Dec 31, then Free');
    expect(pendingChangeDetail(s)).toContain('Dec 31, 2026');
  });

  it('says an upgrade waits for its payment, with the amount', () => {
    const s = { planType: 'starter' as const, pendingChange: { kind: 'upgrade' as const, planId: 'professional' as const, amountDue: 14850, prorationCredit: 4850, requestedAt: END } };
    expect(pendingChangeText(s)).toBe('Upgrade to Professional waiting for verification of your $148.50 payment');
    expect(pendingChangeText({ planType: 'starter', pendingChange: null })).toBeNull();
  });

  it('shows an upgrade quote as price, credit and amount due that add up', () => {
    const q: TPlanChangeQuote = { planId: 'professional', fromPlanId: 'starter', effective: 'now', effectiveAt: END, prorationCredit: 4850, amountDue: 14850, unusedDays: 15, periodDays: 30, instructions: null };
    expect(quoteLines(q)).toEqual([
      { label: 'Takes effect', value: 'Now, as soon as your payment is verified, for a full month' },
      { label: 'Professional for a month', value: '$197.00' },
      { label: 'Credit for 15 unused days of Starter', value: '−$48.50' },
      { label: 'Due now', value: '$148.50' },
    ]);
  });

  it('shows a downgrade quote with its date and nothing due now', () => {
    const q: TPlanChangeQuote = { planId: 'starter', fromPlanId: 'premium', effective: 'period-end', effectiveAt: END, prorationCredit: 0, amountDue: 0, unusedDays: 0, periodDays: 0, instructions: null };
    expect(quoteLines(q)).toContainEqual({ label: 'Takes effect', value: 'Dec 31, 2026, at the end of your paid period' });
    expect(quoteLines(q)).toContainEqual({ label: 'Due now', value: '$0.00' });
    expect(quoteLines(q)).toContainEqual({ label: 'From then', value: 'Starter at $97 per month' });
  });
});
