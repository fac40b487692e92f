import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DEFAULT_BUSINESS_HOURS, type TConsultationAllowance } from '@app/shared-types/consultations/model';
import type { TUser } from '@app/shared-types/auth';
import { json } from '../../../test/fetch-routes';
import { makeUser } from '../../../test/fixtures';
import { renderAt, preloadBeforeAll } from '../../../test/render-app';
import { resetConsultations } from '../store';
import { ScheduleConsultationDialog } from './ScheduleConsultationDialog';

// The lazily loaded parts these tests open, loaded before them.
preloadBeforeAll(() => import('./BookingCalendar'));

// Monday 2 June 2025, 11:00 in New York: this month is 2025-06; July 1 is a Tuesday (closed), July 2 the first open day.
const NOW = new Date('2025-06-02T15:00:00Z');

const allowance = (overrides: Partial<TConsultationAllowance>): TConsultationAllowance => ({
  plan: 'professional',
  staff: false,
  max: 1,
  used: 0,
  remaining: 1,
  month: '2025-06',
  resetsAt: '2025-07-01T04:00:00.000Z',
  ...overrides,
});

let byMonth: Record<string, TConsultationAllowance> = {};
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  resetConsultations();
  byMonth = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/consultations/allowance') {
        const month = url.searchParams.get('month')!;
        return byMonth[month] ? json(byMonth[month]) : json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
      }
      if (url.pathname === '/api/consultations/availability') return json([{ time: '10:00', available: true }]);
      return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const open = (user: TUser) => {
  renderAt('/consultations', <ScheduleConsultationDialog open onClose={() => undefined} hours={DEFAULT_BUSINESS_HOURS} user={user} />);
  return screen.getByRole('dialog', { name: 'Schedule New Consultation' });
};
const allowanceCalls = () => vi.mocked(fetch).mock.calls.filter(([url]) => String(url).startsWith('/api/consultations/allowance'));

describe('the booking dialog states the plan allowance before any field', () => {
  it('a Free member: what the plan includes and the way forward, and no form to fill', async () => {
    byMonth['2025-06'] = allowance({ plan: 'free', max: 0, remaining: 0 });
    const dialog = open(makeUser({ plan: 'free' }));
    expect(await within(dialog).findByText('Your Free plan does not include consultations')).toBeTruthy();
    expect(within(dialog).getByText('Consultations are included from the Professional plan (1 a month); Premium has unlimited.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Upgrade to Professional' }).getAttribute('href')).toBe('/premium?plan=professional');
    expect(within(dialog).getByRole('link', { name: 'Request a free initial consultation' }).getAttribute('href')).toBe('/contact#consultation');
    expect(within(dialog).queryAllByRole('textbox')).toEqual([]);
    expect(within(dialog).queryByRole('button', { name: 'Schedule Consultation' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('shows nothing to fill while the allowance is unknown, and says so', () => {
    byMonth['2025-06'] = allowance({ plan: 'starter', max: 0, remaining: 0 });
    const dialog = open(makeUser({ plan: 'starter', isPremium: true }));
    expect(within(dialog).getByText("Checking your plan's consultations…")).toBeTruthy();
    expect(within(dialog).queryAllByRole('textbox')).toEqual([]);
  });

  it('a Professional member with one left: the count first, then the form', async () => {
    byMonth['2025-06'] = allowance({});
    const dialog = open(makeUser({ plan: 'professional', isPremium: true }));
    const headline = await within(dialog).findByText('1 of 1 consultations left this month');
    const firstField = within(dialog).getAllByRole('textbox')[0]!;
    expect(headline.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(dialog).getByText(/the count starts again on Jul 1/)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Schedule Consultation' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a Professional member whose month is booked: told so, and the calendar opens on next month, which still has one', async () => {
    byMonth['2025-06'] = allowance({ used: 1, remaining: 0 });
    byMonth['2025-07'] = allowance({ month: '2025-07', resetsAt: '2025-08-01T04:00:00.000Z' });
    const dialog = open(makeUser({ plan: 'professional', isPremium: true }));
    expect(await within(dialog).findByText('0 of 1 consultations left this month')).toBeTruthy();
    expect(within(dialog).getByText(/You can book a date from Jul 1 on or upgrade to Premium/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/premium?plan=premium');
    expect(await within(dialog).findByText('Available times on Jul 02, 2025 (Eastern Time)')).toBeTruthy();
    expect(await within(dialog).findByText('1 of 1 consultations left in July 2025')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Schedule Consultation' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('cannot submit for a month whose consultations are booked', async () => {
    byMonth['2025-06'] = allowance({ used: 1, remaining: 0 });
    byMonth['2025-07'] = allowance({ month: '2025-07', used: 1, remaining: 0, resetsAt: '2025-08-01T04:00:00.000Z' });
    const dialog = open(makeUser({ plan: 'professional', isPremium: true }));
    expect(await within(dialog).findByText('0 of 1 consultations left in July 2025')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Schedule Consultation' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a Premium member: unlimited', async () => {
    byMonth['2025-06'] = allowance({ plan: 'premium', max: -1, remaining: -1, used: 3 });
    const dialog = open(makeUser({ plan: 'premium', isPremium: true }));
    expect(await within(dialog).findByText('Unlimited consultations')).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: /Upgrade/ })).toBeNull();
    expect(within(dialog).getAllByRole('textbox').length).toBeGreaterThan(0);
  });

  it('staff book for clients at once, without asking for an allowance', () => {
    const dialog = open(makeUser({ role: 'operator' }));
    expect(within(dialog).getAllByRole('textbox').length).toBeGreaterThan(0);
    expect(allowanceCalls()).toEqual([]);
  });
});
