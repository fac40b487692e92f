import { describe, expect, it } from 'vitest';
import type { TContactMessage } from '@app/shared-types/contact/model';
import { applyReceived, applySnapshot, applyUpdated, initialInboxState, setFilters } from './inbox';

const msg = (id: string, over: Partial<TContactMessage> = {}): TContactMessage => ({
  id,
  firstName: 'A',
  lastName: 'B',
  email: 'a@example.com',
  phone: null,
  serviceInterest: 'tax-preparation',
  message: 'Hello there, a question.',
  isUrgent: false,
  smsOptIn: false,
  userId: null,
  status: 'new',
  readAt: null,
  handledAt: null,
  handledBy: null,
  createdAt: new Date().toISOString(),
  ...over,
});

describe('contact inbox state', () => {
  const loaded = applySnapshot(initialInboxState, { items: [msg('1')], total: 1, page: 1, pageSize: 20, unread: 1 });

  it('puts a live message on top once, and counts it unread', () => {
    const s = applyReceived(applyReceived(loaded, msg('2', { isUrgent: true })), msg('2', { isUrgent: true }));
    expect(s.items.map((m) => m.id)).toEqual(['2', '1']);
    expect(s.unread).toBe(2);
    expect(s.total).toBe(2);
  });

  it('keeps a message that does not fit the filters out of the list but counts it', () => {
    const s = applyReceived(setFilters(loaded, { urgent: true }), msg('3'));
    expect(s.items.map((m) => m.id)).toEqual(['1']);
    expect(s.unread).toBe(2);
  });

  it('updates in place and drops what no longer fits the status filter', () => {
    expect(applyUpdated(loaded, msg('1', { status: 'read' }))).toMatchObject({ unread: 0, items: [{ id: '1', status: 'read' }] });
    const onlyNew = setFilters(loaded, { status: 'new' });
    expect(applyUpdated(onlyNew, msg('1', { status: 'handled' })).items).toEqual([]);
  });
});
