import { describe, expect, it } from 'vitest';
import type { TPaymentQueue } from '@app/shared-types/membership/model';
import { makePendingPayment } from '../test-data';
import { applyQueueEvent } from './payment-queue';

const row = (id: string) => makePendingPayment(id);
const empty: TPaymentQueue = { pending: [], refunds: [] };

describe('the live payment queue', () => {
  it('adds a queued payment to its list once, however often the event is replayed', () => {
    const once = applyQueueEvent(empty, { type: 'queued', list: 'pending', payment: row('a') });
    expect(once.pending.map((r) => r.id)).toEqual(['a']);
    expect(applyQueueEvent(once, { type: 'queued', list: 'pending', payment: row('a') })).toBe(once);
    expect(applyQueueEvent(once, { type: 'queued', list: 'refunds', payment: row('b') }).refunds.map((r) => r.id)).toEqual(['b']);
  });

  it('removes a decided payment from its list only', () => {
    const queue: TPaymentQueue = { pending: [row('a'), row('b')], refunds: [row('a')] };
    const after = applyQueueEvent(queue, { type: 'dequeued', list: 'pending', id: 'a', status: 'active' });
    expect(after.pending.map((r) => r.id)).toEqual(['b']);
    expect(after.refunds.map((r) => r.id)).toEqual(['a']);
    expect(applyQueueEvent(after, { type: 'dequeued', list: 'pending', id: 'a', status: 'active' })).toBe(after);
  });
});
