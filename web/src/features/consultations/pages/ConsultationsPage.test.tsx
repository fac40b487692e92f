import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_BUSINESS_HOURS } from '@app/shared-types/consultations/model';
import { useUserStore } from '../../../lib/auth/user-store';
import { fakeSocket } from '../../../test/socket-mock';
import { json, stubFetch } from '../../../test/fetch-routes';
import { makeUser } from '../../../test/fixtures';
import { renderAt } from '../../../test/render-app';
import { resetConsultations } from '../store';
import { makeConsultation } from '../test-data';
import ConsultationsPage from './ConsultationsPage';

vi.mock('../../../lib/socket/socket', () => import('../../../test/socket-mock'));
const socket = fakeSocket;

// Records when the date pickers' chunk is first asked for (the module is the real one).
const calendarChunk = vi.hoisted(() => ({ requested: false }));
vi.mock('../components/BookingCalendar', async (importOriginal) => {
  calendarChunk.requested = true;
  return importOriginal();
});

// Monday 2 June 2025, 11:00 in New York: tomorrow (Tuesday) is closed, Wednesday 4 June is the first open day.
const NOW = new Date('2025-06-02T15:00:00Z');

const upcoming = makeConsultation();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  useUserStore.setState({ user: makeUser({ id: 'me' }), status: 'ready' });
  resetConsultations();
  socket().sent.length = 0;
  socket().connected = false;
  const { routes } = stubFetch();
  routes['GET /api/consultations'] = () => json([upcoming]);
  routes['GET /api/consultations/allowance'] = () =>
    json({ plan: 'premium', staff: false, max: -1, used: 0, remaining: -1, month: '2025-06', resetsAt: '2025-07-01T04:00:00.000Z' });
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

describe('ConsultationsPage for visitors and plans', () => {
  it('tells a visitor what a consultation is and how to book, without asking for a list', async () => {
    useUserStore.setState({ user: null, status: 'ready' });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'One-on-One Consultations' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What a consultation is' })).toBeTruthy();
    const how = screen.getByRole('region', { name: 'How to book' });
    expect(within(how).getByRole('link', { name: 'Request a free initial consultation' }).getAttribute('href')).toBe('/contact#consultation');
    expect(within(how).getByRole('link', { name: 'Sign in to book' }).getAttribute('href')).toBe('/api/login?returnTo=%2Fconsultations');
    expect(within(how).getByText('Consultations are included from the Professional plan (1 a month); Premium has unlimited.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Schedule New Consultation' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Upcoming Consultations' })).toBeNull();
    expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).startsWith('/api/consultations?'))).toBe(false);
  });

  it('tells a Free member the allowance before the booking button', async () => {
    useUserStore.setState({ user: makeUser({ id: 'me', plan: 'free' }), status: 'ready' });
    const { routes } = stubFetch();
    routes['GET /api/consultations'] = () => json([]);
    routes['GET /api/business-hours'] = () => json(DEFAULT_BUSINESS_HOURS);
    routes['GET /api/consultations/allowance'] = () => json({ plan: 'free', staff: false, max: 0, used: 0, remaining: 0, month: '2025-06', resetsAt: '2025-07-01T04:00:00.000Z' });
    render();
    const notice = await screen.findByText('Your Free plan does not include consultations');
    expect(notice.compareDocumentPosition(scheduleButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Professional' }).getAttribute('href')).toBe('/premium?plan=professional');
    const upcomingRegion = screen.getByRole('region', { name: 'Upcoming Consultations' });
    expect(await within(upcomingRegion).findByRole('heading', { name: 'No upcoming consultations' })).toBeTruthy();
  });
});

describe('ConsultationsPage live for operators', () => {
  beforeEach(() => {
    useUserStore.setState({ user: makeUser({ id: 'op', role: 'operator' }), status: 'ready' });
  });

  async function joined(room: string) {
    act(() => socket().connect());
    await waitFor(() => expect(socket().sent.some((m) => m.event === 'room:join' && (m.payload as { room: string }).room === room)).toBe(true));
    act(() => socket().sent.filter((m) => m.event === 'room:join').at(-1)!.answer({ ok: true, data: undefined }));
  }

  it('joins the operators\u2019 room, shows a booking made elsewhere with its details, and keeps a cancelled one in place', async () => {
    render();
    const upcomingRegion = await screen.findByRole('region', { name: 'Upcoming Consultations' });
    await within(upcomingRegion).findByRole('article', { name: 'Quarterly taxes' });
    await joined('consultations');

    const booked = makeConsultation({
      id: 'c-2',
      userId: 'someone',
      title: 'Payroll setup',
      firstName: 'Avery',
      lastName: 'Lee',
      phone: '555-0142',
      serviceType: 'hr-services',
      message: 'Two new hires in Virginia.',
      startsAt: '2025-06-12T17:00:00.000Z',
    });
    act(() => socket().fire('consultation:booked', booked));
    const card = await within(upcomingRegion).findByRole('article', { name: 'Payroll setup' });
    expect(card.textContent).toContain('555-0142');
    expect(card.textContent).toContain('Two new hires in Virginia.');
    expect(card.textContent).toContain('HR Services');
    expect(card.textContent).toContain('Avery Lee');
    expect(screen.getAllByRole('status').some((s) => s.textContent?.startsWith('New consultation: Payroll setup'))).toBe(true);
    expect(screen.getByTestId('stat-Upcoming').textContent).toBe('2');

    act(() => socket().fire('consultation:cancelled', { ...booked, status: 'cancelled', sequence: 1, updatedAt: '2025-06-02T15:01:00.000Z' }));
    await waitFor(() => expect(card.textContent).toContain('Cancelled'));
    expect(within(card).queryByRole('button', { name: 'Cancel Payroll setup' })).toBeNull();
    expect(screen.getByTestId('stat-Upcoming').textContent).toBe('1');
  });

  it('loads the whole list again after a reconnect', async () => {
    render();
    await screen.findByRole('article', { name: 'Quarterly taxes' });
    await joined('consultations');
    const lists = () => vi.mocked(fetch).mock.calls.filter(([url]) => String(url).startsWith('/api/consultations?')).length;
    const before = lists();
    act(() => socket().drop());
    await joined('consultations');
    await waitFor(() => expect(lists()).toBe(before + 1));
  });

  it('a member listens to their own room', async () => {
    useUserStore.setState({ user: makeUser({ id: 'me' }), status: 'ready' });
    render();
    await screen.findByRole('article', { name: 'Quarterly taxes' });
    await joined('user:me');
  });
});
