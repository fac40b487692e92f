import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LIVE_MESSAGES } from '@app/shared-types/live-training/model';
import { useToastStore } from '../../../lib/toast-store';
import { fakeSocket } from '../../../test/socket-mock';
import { json } from '../../../test/fetch-routes';
import { renderAt, preloadBeforeAll } from '../../../test/render-app';
import { makePoll, makeSession, makeSnapshot, SESSION_ID } from '../test-data';
import { resetLiveTrainingStores } from '../store';
import LiveTrainingPage from './LiveTrainingPage';
import { livePageEachTest } from './live-page-test-setup';

// The lazily loaded parts these tests open, loaded before them.
preloadBeforeAll(() => import('../components/InteractiveTab'), () => import('../components/InstantSessionDialog'), () => import('../components/ScheduleSessionDialog'));

// The network boundary: the socket is a fake the test plays the server through; fetch is stubbed.
vi.mock('../../../lib/socket/socket', () => import('../../../test/socket-mock'));
const socket = fakeSocket;

const page = livePageEachTest({
  connected: false,
  routes: () => ({
    'GET /api/live-training/upcoming': () => json([makeSession()]),
    'GET /api/live-training': () => json([makeSession(), makeSession({ id: 'done', title: 'Done', status: 'completed', recordingUrl: 'https://example.test/rec' })]),
    'GET /api/live-training/meeting-provider': () => json({ provider: 'jitsi', label: 'Jitsi Meet (no account needed)' }),
  }),
});

const lastToast = () => useToastStore.getState().toasts[0];
const render = (path = '/live-training') => renderAt(path, <LiveTrainingPage />);


describe('live training page', () => {
  it('opens on the tab and category in the address, and lists completed sessions with their recordings', async () => {
    render('/live-training?tab=recordings&category=compliance');
    expect(screen.getByRole('tab', { name: 'Recordings' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Compliance' }).getAttribute('aria-pressed')).toBe('true');
    const card = await screen.findByRole('article', { name: 'Done' });
    expect(within(card).getByRole('link', { name: 'Watch recording: Done (opens in a new tab)' }).getAttribute('href')).toBe('https://example.test/rec');
    expect(page.calls).toContain('GET /api/live-training?category=compliance');
    expect(screen.getByText('Meetings run on Jitsi Meet (no account needed).')).toBeTruthy();
  });

  it('registers with the spec’s toasts: success, then the server’s message on failure', async () => {
    page.routes['POST /api/live-training/s1/register'] = () =>
      json({ registration: {}, session: makeSession({ registeredCount: 11, viewer: { registered: true, canManage: false, canAccess: true } }) }, 201);
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Register: Year-end payroll compliance' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: LIVE_MESSAGES.registrationSuccessfulTitle, description: LIVE_MESSAGES.registrationSuccessfulText }));
    expect(await screen.findByText('Registered')).toBeTruthy();
    expect(screen.getByText(/89 seats left/)).toBeTruthy();

    resetLiveTrainingStores();
    page.routes['POST /api/live-training/s1/register'] = () => json({ message: LIVE_MESSAGES.sessionFull, code: 'CONFLICT' }, 409);
    render();
    const buttons = await screen.findAllByRole('button', { name: 'Register: Year-end payroll compliance' });
    fireEvent.click(buttons.at(-1)!);
    await waitFor(() => expect(lastToast()).toMatchObject({ title: LIVE_MESSAGES.registrationFailedTitle, description: LIVE_MESSAGES.sessionFull, variant: 'destructive' }));
  });
});

describe('interactive panel', () => {
  it('loads the snapshot, applies live tallies, and loads the whole snapshot again after a reconnect', async () => {
    let snapshots = 0;
    page.routes[`GET /api/live-training/${SESSION_ID}/snapshot`] = () => {
      snapshots += 1;
      return json(makeSnapshot({ polls: [makePoll({ votes: { '0': 1, '1': 0, '2': 0 }, totalVoters: 1, revision: 1 })], presence: { count: 2 + snapshots } }));
    };
    render(`/live-training?tab=interactive&session=${SESSION_ID}&panel=polls`);
    const poll = await screen.findByRole('article', { name: 'Which form is due first?' });
    expect(screen.getByText('3 participants')).toBeTruthy();
    expect(within(poll).getByText('1 person voted')).toBeTruthy();

    // The room is joined once the socket connects, and the snapshot loaded again (what happened
    // between the first load and the join would be missed); from then on events move the tally.
    act(() => socket().connect());
    await waitFor(() => expect(socket().sent.some((s) => s.event === 'room:join')).toBe(true));
    act(() => socket().sent.find((s) => s.event === 'room:join')!.answer({ ok: true, data: undefined }));
    await waitFor(() => expect(snapshots).toBe(2));
    expect(await screen.findByText('4 participants')).toBeTruthy();
    act(() => socket().fire('poll:vote-counted', { sessionId: SESSION_ID, pollId: 'p1', votes: { '0': 1, '1': 2, '2': 0 }, totalVoters: 3, revision: 3 }));
    expect(within(poll).getByText('3 people voted')).toBeTruthy();
    expect(within(poll).getAllByTestId('option-tally').map((el) => el.textContent)).toEqual(['1 vote (33%)', '2 votes (67%)', '0 votes (0%)']);
    // An older tally arriving late changes nothing.
    act(() => socket().fire('poll:vote-counted', { sessionId: SESSION_ID, pollId: 'p1', votes: { '0': 1, '1': 1, '2': 0 }, totalVoters: 2, revision: 2 }));
    expect(within(poll).getByText('3 people voted')).toBeTruthy();

    // Reconnect: the room is joined again and the whole snapshot reloaded.
    act(() => socket().drop());
    act(() => socket().connect());
    const rejoin = socket().sent.filter((s) => s.event === 'room:join').at(-1)!;
    act(() => rejoin.answer({ ok: true, data: undefined }));
    await waitFor(() => expect(snapshots).toBe(3));
    expect(await screen.findByText('5 participants')).toBeTruthy();
  });

  it('votes through the socket command and shows the viewer’s vote', async () => {
    page.routes[`GET /api/live-training/${SESSION_ID}/snapshot`] = () => json(makeSnapshot({ polls: [makePoll()] }));
    socket().connected = true;
    render(`/live-training?tab=interactive&session=${SESSION_ID}&panel=polls`);
    const poll = await screen.findByRole('article', { name: 'Which form is due first?' });
    fireEvent.click(within(poll).getByRole('radio', { name: '1099-NEC' }));
    fireEvent.click(within(poll).getByRole('button', { name: 'Vote' }));
    const vote = await waitFor(() => {
      const sent = socket().sent.find((s) => s.event === 'poll:vote');
      expect(sent).toBeDefined();
      return sent!;
    });
    expect(vote.payload).toEqual({ pollId: 'p1', optionIndex: 1 });
    act(() => vote.answer({ ok: true, data: { pollId: 'p1', myVote: [1], votes: { '0': 0, '1': 1, '2': 0 }, totalVoters: 1, revision: 1 } }));
    expect(await within(poll).findByText('1099-NEC (your vote)')).toBeTruthy();
    expect(await within(poll).findByRole('button', { name: 'Change vote' })).toBeTruthy();
  });
});
