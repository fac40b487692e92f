import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '../../../lib/toast-store';
import { json, stubFetch } from '../../../test/fetch-routes';
import { renderAt, preloadBeforeAll } from '../../../test/render-app';
import { resetLiveTrainingStores } from '../store';
import { makeSession } from '../test-data';
import { SessionActions } from './SessionActions';

// The lazily loaded parts these tests open, loaded before them.
preloadBeforeAll(() => import('./ScheduleSessionDialog'), () => import('./RecordingLinkDialog'), () => import('./AttendanceDialog'), () => import('./FeedbackDialog'));

let routes: ReturnType<typeof stubFetch>['routes'];
let calls: ReturnType<typeof stubFetch>['calls'];
const NOW = Date.parse('2030-03-01T12:00:00.000Z');

beforeEach(() => {
  resetLiveTrainingStores();
  ({ routes, calls } = stubFetch());
});
afterEach(() => vi.unstubAllGlobals());

const render = (session: ReturnType<typeof makeSession>) =>
  renderAt('/live-training', <SessionActions session={session} now={NOW} signedIn returnTo="/live-training" onOpenPanel={() => {}} />);
const lastToast = () => useToastStore.getState().toasts[0];
const manager = { registered: false, canManage: true, canAccess: true };


describe('session actions beyond the spec’s buttons', () => {
  it('a session above the member’s plan names the plan that opens it and links to the pricing page', () => {
    render(makeSession({ isPremiumOnly: true, requiredTier: 'professional', viewer: { registered: false, canManage: false, canAccess: false } }));
    expect(screen.getByText('This session is for Professional members. Included in the Professional plan and above.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Professional to attend Year-end payroll compliance' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('button', { name: /^Register/ })).toBeNull();
  });

  it('lets the instructor edit a scheduled session in the scheduling form, prefilled, and saves it with PATCH', async () => {
    const session = makeSession({ viewer: manager, agenda: 'Q4 deadlines' });
    routes['PATCH /api/live-training/s1'] = (init) => json({ ...session, ...JSON.parse(String(init!.body)) });
    render(session);
    await userEvent.click(screen.getByRole('button', { name: 'Edit: Year-end payroll compliance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Session' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect((title as HTMLInputElement).value).toBe('Year-end payroll compliance');
    expect((within(dialog).getByRole('textbox', { name: 'Agenda (optional)' }) as HTMLTextAreaElement).value).toBe('Q4 deadlines');
    await userEvent.clear(title);
    await userEvent.type(title, 'Payroll close-out');
    const attendance = within(dialog).getByRole('combobox', { name: 'Who can attend' }) as HTMLSelectElement;
    expect(attendance.value).toBe('free');
    await userEvent.selectOptions(attendance, 'Professional plan and above');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Session Updated'));
    const patch = calls.find((c) => c.key === 'PATCH /api/live-training/s1');
    expect(patch?.body).toMatchObject({ title: 'Payroll close-out', scheduledStartTime: session.scheduledStartTime, agenda: 'Q4 deadlines', requiredTier: 'professional', isPremiumOnly: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('links a completed session’s recording: a bad address is refused before sending, a good one is saved', async () => {
    const session = makeSession({ status: 'completed', viewer: manager });
    routes['PUT /api/live-training/s1/recording'] = (init) => json({ ...session, recordingUrl: JSON.parse(String(init!.body)).recordingUrl });
    render(session);
    await userEvent.click(screen.getByRole('button', { name: 'Add recording link: Year-end payroll compliance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recording link' });
    const field = within(dialog).getByRole('textbox', { name: 'Recording link' });
    await userEvent.type(field, 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save link' }));
    expect(await within(dialog).findByText('Recording link must be a valid http(s) URL')).toBeTruthy();
    expect(calls.some((c) => c.key.startsWith('PUT'))).toBe(false);
    await userEvent.clear(field);
    await userEvent.type(field, 'https://videos.example.test/payroll');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Recording Link Saved'));
    expect(calls.find((c) => c.key === 'PUT /api/live-training/s1/recording')?.body).toEqual({ recordingUrl: 'https://videos.example.test/payroll' });
  });

  it('shows the instructor who registered, who came and for how long', async () => {
    const session = makeSession({ status: 'completed', viewer: manager });
    const row = { sessionId: 's1', registeredAt: '2030-03-01T00:00:00.000Z', leftAt: null, feedbackComments: null };
    routes['GET /api/live-training/s1/attendance'] = () =>
      json([
        { ...row, id: 'r1', userId: 'u1', username: 'alice', displayName: 'Alice Ames', status: 'attended', joinedAt: '2030-03-05T19:01:00.000Z', attendanceDuration: 3540, completed: true, feedbackRating: 5 },
        { ...row, id: 'r2', userId: 'u2', username: 'bob', displayName: 'Bob Bell', status: 'registered', joinedAt: null, attendanceDuration: 0, completed: false, feedbackRating: null },
      ]);
    render(session);
    await userEvent.click(screen.getByRole('button', { name: 'Attendance: Year-end payroll compliance' }));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('2 registrants, 1 joined')).toBeTruthy();
    const alice = within(table).getByRole('row', { name: /Alice Ames/ });
    expect(within(alice).getByText('Attended')).toBeTruthy();
    expect(within(alice).getByText('59 min')).toBeTruthy();
    expect(within(alice).getByText('5 of 5')).toBeTruthy();
    expect(within(within(table).getByRole('row', { name: /Bob Bell/ })).getByText('Registered')).toBeTruthy();
  });

  it('lets a registered attendee rate a completed session; a rating is required', async () => {
    const session = makeSession({ status: 'completed', viewer: { registered: true, canManage: false, canAccess: true } });
    routes['POST /api/live-training/s1/feedback'] = () => json({ id: 'r1' });
    render(session);
    expect(screen.queryByRole('button', { name: /Attendance/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Rate session: Year-end payroll compliance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate “Year-end payroll compliance”' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByText('Please rate from 1 to 5')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 Stars' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comments (optional)' }), 'Clear and practical');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Thank You for Your Feedback'));
    expect(calls[0]).toEqual({ key: 'POST /api/live-training/s1/feedback', body: { rating: 4, comments: 'Clear and practical' } });
  });

  it('offers no rating to members who did not register', () => {
    render(makeSession({ status: 'completed' }));
    expect(screen.queryByRole('button', { name: /Rate session/ })).toBeNull();
  });
});
