import { describe, expect, it } from 'vitest';
import { makeSubscription } from '../test-data';
import { canAskRefund, openSubscription } from './membership';

const sub = makeSubscription;

describe('membership model', () => {
  it('finds the open membership among past ones', () => {
    expect(openSubscription([sub({ id: 'a', status: 'expired' }), sub({ id: 'b', status: 'pending' })])?.id).toBe('b');
    expect(openSubscription([sub({ status: 'rejected' })])).toBeNull();
  });
  it('offers the refund only within 30 days of the start, once', () => {
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    expect(canAskRefund(sub({}), start + 29 * 86_400_000)).toBe(true);
    expect(canAskRefund(sub({}), start + 31 * 86_400_000)).toBe(false);
    expect(canAskRefund(sub({ refundRequestedAt: '2026-01-02T00:00:00.000Z' }), start + 86_400_000)).toBe(false);
    expect(canAskRefund(sub({ status: 'pending', startDate: null }), start)).toBe(false);
  });
});
