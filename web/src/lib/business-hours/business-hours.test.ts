import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_HOURS, consultationStats, hoursLines, slotTimesOn, type TConsultation } from '@app/shared-types/consultations/model';
import { openDates } from './firm-dates';

describe('business hours', () => {
  it('offers the spec times inside the published hours, only where the duration fits', () => {
    expect(slotTimesOn(DEFAULT_BUSINESS_HOURS, '2027-01-04')).toEqual(['10:00', '11:00', '13:00', '14:00', '15:00', '16:00']);
    expect(slotTimesOn(DEFAULT_BUSINESS_HOURS, '2027-01-05')).toEqual([]); // a Tuesday
    const short = { ...DEFAULT_BUSINESS_HOURS, days: { ...DEFAULT_BUSINESS_HOURS.days, monday: { open: '09:00', close: '17:00' } } };
    expect(slotTimesOn(short, '2027-01-04', 120)).toEqual(['09:00', '10:00', '11:00', '13:00', '14:00', '15:00']);
    expect(slotTimesOn({ ...short, closures: [{ date: '2027-01-04', reason: null }] }, '2027-01-04')).toEqual([]);
  });

  it('reads the published hours for the card', () => {
    expect(hoursLines(DEFAULT_BUSINESS_HOURS).slice(0, 3)).toEqual([
      { days: 'Monday', hours: '10:00 AM - 8:00 PM' },
      { days: 'Tuesday', hours: 'Closed' },
      { days: 'Wednesday', hours: '10:00 AM - 8:00 PM' },
    ]);
  });

  it('lists open dates from tomorrow in firm time, skipping closed days', () => {
    // Monday 2026-11-23 at 23:30 in New York is already Tuesday in UTC.
    expect(openDates(DEFAULT_BUSINESS_HOURS, 4, new Date('2026-11-24T04:30:00Z'))).toEqual(['2026-11-25', '2026-11-26', '2026-11-30', '2026-12-02']);
  });
});

describe('stat cards', () => {
  const at = (iso: string, extra: Partial<TConsultation> = {}) => ({ id: iso, startsAt: iso, status: 'scheduled', rating: null, ...extra }) as TConsultation;
  const now = new Date('2027-01-04T15:00:00Z');
  it('counts today, upcoming and completed, and shows no average until a rating exists', () => {
    const list = [at('2027-01-04T20:00:00Z'), at('2027-01-06T15:00:00Z'), at('2027-01-07T15:00:00Z', { status: 'cancelled' }), at('2026-12-01T15:00:00Z', { status: 'completed' })];
    expect(consultationStats(list, now)).toEqual({ today: 1, upcoming: 1, completed: 1, averageRating: null, ratedCount: 0 });
    const rated = [...list, at('2026-12-02T15:00:00Z', { status: 'completed', rating: 5 }), at('2026-12-03T15:00:00Z', { status: 'completed', rating: 4 })];
    expect(consultationStats(rated, now)).toMatchObject({ completed: 3, averageRating: 4.5, ratedCount: 2 });
  });
});
