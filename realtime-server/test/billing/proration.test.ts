import { describe, expect, it } from 'vitest';
import { prorate } from '../../src/modules/membership/proration';

const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2026-11-01T15:00:00Z');
const end = new Date('2026-12-01T15:00:00Z'); // 30 days
const at = (days: number, hours = 0) => new Date(start.getTime() + days * DAY + hours * 3_600_000);

// Upgrade figures in cents: the unused whole days of the current period credited at the old price
// (rounded down), the rest of the new plan's monthly price due now.
describe('upgrade proration (integer cents)', () => {
  it.each([
    // label, from, to, now, unusedDays, credit, due
    ['Starter to Professional on day one', 9700, 19700, at(0), 30, 9700, 10000],
    ['Starter to Professional an hour in', 9700, 19700, at(0, 1), 29, 9376, 10324],
    ['Starter to Professional half way', 9700, 19700, at(15), 15, 4850, 14850],
    ['Starter to Premium with 10 days left', 9700, 29700, at(20), 10, 3233, 26467],
    ['Professional to Premium with 1 day left', 19700, 29700, at(29), 1, 656, 29044],
    ['Professional to Premium in the last hours', 19700, 29700, at(29, 20), 0, 0, 29700],
    ['after the period ended (nothing unused)', 19700, 29700, at(31), 0, 0, 29700],
  ])('%s', (_label, oldCents, newCents, now, unusedDays, credit, due) => {
    const figures = prorate({ oldCents, newCents, periodStart: start, periodEnd: end, now });
    expect(figures).toEqual({ unusedDays, periodDays: 30, prorationCredit: credit, amountDue: due });
    expect(Number.isInteger(figures.prorationCredit) && Number.isInteger(figures.amountDue)).toBe(true);
    // Never a credit left over: what is credited is at most what the old period cost, and all of it is used.
    expect(figures.prorationCredit).toBeLessThanOrEqual(oldCents);
    expect(figures.prorationCredit + figures.amountDue).toBe(newCents);
  });

  it('counts February as 28 days and a long month as 31', () => {
    const feb = prorate({ oldCents: 9700, newCents: 19700, periodStart: new Date('2027-02-01T00:00:00Z'), periodEnd: new Date('2027-03-01T00:00:00Z'), now: new Date('2027-02-15T00:00:00Z') });
    expect(feb).toEqual({ unusedDays: 14, periodDays: 28, prorationCredit: 4850, amountDue: 14850 });
    const dec = prorate({ oldCents: 9700, newCents: 19700, periodStart: new Date('2026-12-01T00:00:00Z'), periodEnd: new Date('2027-01-01T00:00:00Z'), now: new Date('2026-12-21T00:00:00Z') });
    expect(dec).toEqual({ unusedDays: 11, periodDays: 31, prorationCredit: 3441, amountDue: 16259 });
  });
});
