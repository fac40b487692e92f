import { describe, expect, it } from 'vitest';
import { makeConsultation } from '../test-data';
import { appliedEvent, appliedOwn, initialConsultationsState, loaded, loading, sections } from './consultations';

// Monday 2 June 2025, 11:00 in New York.
const NOW = new Date('2025-06-02T15:00:00Z');
const a = makeConsultation({ id: 'a', startsAt: '2025-06-09T14:00:00.000Z' });
const b = makeConsultation({ id: 'b', title: 'Payroll', startsAt: '2025-06-11T14:00:00.000Z', serviceType: 'hr-services' });
const start = loaded(initialConsultationsState, [b, a], 'all');

describe('consultations list transitions', () => {
  it('loads a snapshot sorted by start and forgets what was kept', () => {
    expect(start.consultations.map((c) => c.id)).toEqual(['a', 'b']);
    expect(loaded({ ...start, kept: { a: true } }, [a], 'all').kept).toEqual({});
  });

  it('adds a booking made elsewhere in its place by time, and announces it', () => {
    const c = makeConsultation({ id: 'c', startsAt: '2025-06-10T14:00:00.000Z' });
    const next = appliedEvent(start, 'booked', c, 'all', 'New consultation: Quarterly taxes.');
    expect(next.consultations.map((x) => x.id)).toEqual(['a', 'c', 'b']);
    expect(next.announcement).toEqual({ text: 'New consultation: Quarterly taxes.', seq: 1 });
  });

  it('ignores a repeated or stale event, and a booking outside the category filter', () => {
    const moved = { ...a, sequence: 1, status: 'rescheduled' as const, startsAt: '2025-06-12T14:00:00.000Z' };
    const once = appliedEvent(start, 'rescheduled', moved, 'all', 'x');
    expect(appliedEvent(once, 'rescheduled', moved, 'all', 'x')).toBe(once);
    expect(appliedEvent(once, 'booked', a, 'all', 'x')).toBe(once);
    expect(appliedEvent(start, 'booked', makeConsultation({ id: 'tax', serviceType: 'tax-preparation' }), 'hr', 'x')).toBe(start);
  });

  it('keeps a card someone else cancelled where it was, marked cancelled; the page\u2019s own cancellation removes it', () => {
    const cancelled = { ...a, sequence: 1, status: 'cancelled' as const };
    const live = appliedEvent(start, 'cancelled', cancelled, 'all', 'Consultation cancelled: Quarterly taxes.');
    expect(live.kept).toEqual({ a: true });
    expect(sections(live.consultations, live.kept, NOW).upcoming.map((c) => [c.id, c.status])).toEqual([
      ['a', 'cancelled'],
      ['b', 'scheduled'],
    ]);

    // The page's own cancel: the echo is not news (announce null) and the answer is shown as it is.
    const echo = appliedEvent(start, 'cancelled', cancelled, 'all', null);
    expect(echo.kept).toEqual({});
    const own = appliedOwn(live, cancelled);
    expect(own.kept).toEqual({});
    expect(sections(own.consultations, own.kept, NOW).upcoming.map((c) => c.id)).toEqual(['b']);
  });

  it('applies events that arrived while a snapshot was loading on top of it', () => {
    const c = makeConsultation({ id: 'c', startsAt: '2025-06-10T14:00:00.000Z' });
    const cancelledB = { ...b, sequence: 1, status: 'cancelled' as const };
    let s = loading(start);
    s = appliedEvent(s, 'booked', c, 'all', 'New consultation.');
    s = appliedEvent(s, 'cancelled', cancelledB, 'all', 'Consultation cancelled.');
    // The snapshot was read before both changes.
    const after = loaded(s, [a, b], 'all');
    expect(after.consultations.map((x) => [x.id, x.status])).toEqual([
      ['a', 'scheduled'],
      ['c', 'scheduled'],
      ['b', 'cancelled'],
    ]);
    expect(after.kept).toEqual({ b: true });
    expect(after.duringLoad).toEqual([]);
    expect(after.announcement).toEqual(s.announcement);
  });

  it('does not let an older answer overwrite a newer event', () => {
    const moved = { ...a, sequence: 2, status: 'rescheduled' as const };
    const after = appliedEvent(start, 'rescheduled', moved, 'all', 'x');
    expect(appliedOwn(after, { ...a, sequence: 1 })).toBe(after);
  });

  it('lists contact-page requests without a time apart, and none of the sections twice', () => {
    const request = makeConsultation({ id: 'r', kind: 'request', startsAt: null, preferredDate: null, preferredTime: null });
    const done = makeConsultation({ id: 'd', startsAt: '2025-05-20T14:00:00.000Z', status: 'completed' });
    const s = sections([a, b, request, done], {}, NOW);
    expect(s.unscheduled.map((c) => c.id)).toEqual(['r']);
    expect(s.upcoming.map((c) => c.id)).toEqual(['a', 'b']);
    expect(s.past.map((c) => c.id)).toEqual(['d']);
    expect(s.today).toEqual([]);
  });
});
