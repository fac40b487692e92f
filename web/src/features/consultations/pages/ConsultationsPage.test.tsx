import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { DEFAULT_BUSINESS_HOURS, type TConsultation } from '@app/shared-types/consultations/model';
import { useUserStore } from '../../../lib/auth/user-store';
import { json, stubFetch } from '../../../test/fetch-routes';
import { makeUser } from '../../../test/fixtures';
import { renderAt } from '../../../test/render-app';
import { useConsultationsStore } from '../store';
import ConsultationsPage from './ConsultationsPage';

// Records when the date pickers' chunk is first asked for (the module is the real one).
const calendarChunk = vi.hoisted(() => ({ requested: false }));
vi.mock('../components/BookingCalendar', async (importOriginal) => {
  calendarChunk.requested = true;
  return importOriginal();
});

// Monday 2 June 2025, 11:00 in New York: tomorrow (Tuesday) is closed, Wednesday 4 June is the first open day.
const NOW = new Date('2025-06-02T15:00:00Z');

const upcoming: TConsultation = {
  id: 'c-1',
  kind: 'booking',
  userId: 'me',
  firstName: 'Jordan',
  lastName: 'Rivera',
  email: 'j.rivera@example.com',
  phone: null,
  companyName: null,
  serviceType: 'general-consultation',
  title: 'Quarterly taxes',
  preferredDate: '2025-06-09',
  preferredTime: '10:00',
  startsAt: '2025-06-09T14:00:00.000Z',
  duration: 60,
  meetingType: 'phone',
  priority: 'medium',
  message: 'Estimated payments',
  status: 'scheduled',
  hasConflict: false,
  rating: null,
  outcome: null,
  calendarEventId: null,
  sequence: 0,
  createdAt: '2025-05-01T00:00:00.000Z',
  updatedAt: '2025-05-01T00:00:00.000Z',
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  useUserStore.setState({ user: makeUser({ id: 'me' }), status: 'ready' });
  useConsultationsStore.setState({ consultations: [], status: 'idle', error: null });
  const { routes } = stubFetch();
  routes['GET /api/consultations'] = () => json([upcoming]);
  routes['GET /api/business-hours'] = () => json(DEFAULT_BUSINESS_HOURS);
  routes['GET /api/consultations/availability'] = () => json([
    { time: '10:00', available: true },
    { time: '11:00', available: true },
  ]);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const render = () => renderAt('/consultations', <ConsultationsPage />);
const scheduleButton = () => screen.getByRole('button', { name: 'Schedule New Consultation' });

describe('ConsultationsPage', () => {
  // First in the file: no other test has loaded the calendar's chunk yet.
  it('loads the date pickers on the intent to book, not with the page, and then opens the dialog without a placeholder', async () => {
    render();
    expect(await screen.findByRole('article', { name: 'Quarterly taxes' })).toBeTruthy();
    expect(calendarChunk.requested).toBe(false);

    fireEvent.pointerEnter(scheduleButton());
    await vi.waitFor(() => expect(calendarChunk.requested).toBe(true));
    // Lets the chunk the hover asked for finish loading, as it can between hover and click.
    await import('../components/BookingCalendar');
    await new Promise((resolve) => setTimeout(resolve, 0));

    fireEvent.click(scheduleButton());
    const dialog = screen.getByRole('dialog', { name: 'Schedule New Consultation' });
    expect(within(dialog).getByRole('grid')).toBeTruthy();
    expect(within(dialog).queryByRole('progressbar', { name: 'Loading the calendar' })).toBeNull();
  });

  it('opens the booking dialog on the first open day, with its slots; another day shows its own', async () => {
    render();
    fireEvent.click(scheduleButton());
    const dialog = screen.getByRole('dialog', { name: 'Schedule New Consultation' });
    const grid = await within(dialog).findByRole('grid');
    expect(within(grid).getByRole('gridcell', { name: '4' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByText('Available times on Jun 04, 2025 (Eastern Time)')).toBeTruthy();
    expect(await within(dialog).findByRole('button', { name: '10:00 AM' })).toBeTruthy();

    fireEvent.click(within(grid).getByRole('gridcell', { name: '5' }));
    expect(within(dialog).getByText('Available times on Jun 05, 2025 (Eastern Time)')).toBeTruthy();
    const slot = await within(dialog).findByRole('button', { name: '11:00 AM' });
    fireEvent.click(slot);
    expect(slot.getAttribute('aria-pressed')).toBe('true');
  });

  it('opens the reschedule dialog from an upcoming consultation with the calendar', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Reschedule Quarterly taxes' }));
    const dialog = screen.getByRole('dialog', { name: 'Reschedule Consultation' });
    expect(await within(dialog).findByRole('grid')).toBeTruthy();
    expect(within(dialog).getByText('Available times on Jun 04, 2025 (Eastern Time)')).toBeTruthy();
  });
});
