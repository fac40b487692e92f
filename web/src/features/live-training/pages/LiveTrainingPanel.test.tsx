import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LIVE_MESSAGES } from '@app/shared-types/live-training/model';
import { fakeSocket } from '../../../test/socket-mock';
import { json } from '../../../test/fetch-routes';
import { renderAt, preloadBeforeAll } from '../../../test/render-app';
import { makePoll, makeRoom, makeSession, makeSnapshot, SESSION_ID } from '../test-data';
import LiveTrainingPage from './LiveTrainingPage';
import { livePageEachTest } from './live-page-test-setup';

// The lazily loaded parts these tests open, loaded before them.
preloadBeforeAll(() => import('../components/InteractiveTab'));

// The panel as an attendee or instructor meets it: the socket is a fake the test plays the server through; fetch is stubbed.
vi.mock('../../../lib/socket/socket', () => import('../../../test/socket-mock'));
const socket = fakeSocket;

const MAIN = 'https://meet.jit.si/main-abc';
const liveSession = makeSession({ status: 'live', viewer: { registered: true, canManage: false, canAccess: true }, zoomJoinUrl: MAIN });
const page = livePageEachTest({
  connected: true,
  routes: () => ({
    'GET /api/live-training/upcoming': () => json([liveSession]),
    'GET /api/live-training': () => json([liveSession]),
    'GET /api/live-training/meeting-provider': () => json({ provider: 'jitsi', label: 'Jitsi Meet (no account needed)', jitsiDomain: 'meet.jit.si' }),
    [`GET /api/live-training/${SESSION_ID}/snapshot`]: () => json(makeSnapshot({ session: liveSession, polls: [] })),
  }),
});
afterEach(() => {
  document.head.querySelectorAll('script[src*="external_api.js"]').forEach((s) => s.remove());
});

const render = (path: string) => renderAt(path, <LiveTrainingPage />);
const panelTitle = () => screen.findByRole('heading', { level: 2, name: 'Year-end payroll compliance' });
const fire = (event: string, payload: unknown) => act(() => socket().fire(event, payload));

describe('getting to the panel', () => {
  it('a link with only the session opens the Interactive tab on its panel: the frame at once, then the content', async () => {
    render(`/live-training?session=${SESSION_ID}`);
    expect(screen.getByRole('tab', { name: 'Interactive' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('Loading the session panel')).toBeTruthy();
    await panelTitle();
    expect(screen.queryByRole('combobox', { name: 'Live session' })).toBeNull();
  });

  it('an attendee with one live session lands in its panel from the Interactive tab, with no list to pick from', async () => {
    render('/live-training?tab=interactive');
    await panelTitle();
    expect(screen.queryByRole('combobox', { name: 'Live session' })).toBeNull();
    expect(page.calls).toContain(`GET /api/live-training/${SESSION_ID}/snapshot`);
  });

  it('with several live sessions the attendee picks one', async () => {
    const other = { ...liveSession, id: 's2', title: 'Indirect rates' };
    page.routes['GET /api/live-training'] = () => json([liveSession, other]);
    render('/live-training?tab=interactive');
    const picker = await screen.findByRole('combobox', { name: 'Live session' });
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a session…', 'Year-end payroll compliance (Live Now)', 'Indirect rates (Live Now)']);
  });

  it('the card’s Join takes a registered attendee to the panel', async () => {
    render('/live-training');
    fireEvent.click(await screen.findByRole('button', { name: 'Join: Year-end payroll compliance' }));
    await panelTitle();
    expect(screen.getByRole('tab', { name: 'Interactive' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('what concerns the attendee comes to the front', () => {
  it('a seat in a breakout room: a notice naming it, the meeting button leads there; closing sends them back to the main meeting', async () => {
    render(`/live-training?session=${SESSION_ID}`);
    await panelTitle();
    const newTab = () => screen.getByTestId('meeting-link').getAttribute('href');
    expect(newTab()).toBe(MAIN);
    const status = screen.getByRole('status', { name: '' });
    const room = makeRoom({ id: 'r1', name: 'Table 1', topic: 'Payroll calendar', joinUrl: 'https://meet.jit.si/table-1', participants: [{ userId: 'me', name: 'Me' }] });
    fire('breakout:assigned', { sessionId: SESSION_ID, room });
    const notice = screen.getByRole('region', { name: 'Breakout room: Table 1' });
    expect(within(notice).getByText('The instructor placed you in this room. Topic: Payroll calendar')).toBeTruthy();
    expect(within(notice).getByRole('button', { name: 'Join Table 1' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Join Table 1' })).toHaveLength(2);
    expect(newTab()).toBe('https://meet.jit.si/table-1');
    expect(status.textContent).toContain('You are in breakout room Table 1.');
    // Nothing took the reader's focus.
    expect(notice.contains(document.activeElement)).toBe(false);

    fire('breakout:closed', { sessionId: SESSION_ID, roomIds: ['r1'], message: LIVE_MESSAGES.returnToMain });
    expect(screen.queryByRole('region', { name: 'Breakout room: Table 1' })).toBeNull();
    const closed = screen.getByRole('region', { name: 'Breakout rooms closed' });
    expect(within(closed).getByText(LIVE_MESSAGES.returnToMain)).toBeTruthy();
    expect(within(closed).getByRole('button', { name: 'Back to the main meeting' })).toBeTruthy();
    expect(newTab()).toBe(MAIN);
    fireEvent.click(within(closed).getByRole('button', { name: 'Dismiss: Breakout rooms closed' }));
    expect(screen.queryByRole('region', { name: 'Breakout rooms closed' })).toBeNull();
  });

  it('a new poll: a notice the attendee votes from in a dialog, while the tab they read stays as it was', async () => {
    render(`/live-training?session=${SESSION_ID}&panel=qa`);
    await panelTitle();
    const { myVote: _mine, ...poll } = makePoll({ id: 'p9', question: 'Ready for the quiz?', options: ['Yes', 'No'], votes: { '0': 0, '1': 0 } });
    fire('poll:created', { poll });
    const notice = screen.getByRole('region', { name: 'New poll' });
    expect(within(notice).getByText('Ready for the quiz?')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /^Q&A/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(notice).getByRole('button', { name: 'Vote now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ready for the quiz?' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vote' }));
    const vote = await waitFor(() => socket().sent.find((s) => s.event === 'poll:vote')!);
    expect(vote.payload).toEqual({ pollId: 'p9', optionIndex: 0 });
    act(() => vote.answer({ ok: true, data: { pollId: 'p9', myVote: [0], votes: { '0': 1, '1': 0 }, totalVoters: 1, revision: 1 } }));
    expect(await within(dialog).findByText('Yes (your vote)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('region', { name: 'New poll' })).toBeNull();
    expect(screen.getByRole('tab', { name: /^Q&A/ }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('meeting controls act or are not shown', () => {
  it('with Jitsi the meeting opens in the page through the IFrame API, loaded only then; Mute acts on it and shows its state', async () => {
    render(`/live-training?session=${SESSION_ID}`);
    await panelTitle();
    // The panel's content (and its meeting button) follows its title once the snapshot is in.
    const join = await screen.findByRole('button', { name: 'Join meeting' });
    expect(document.querySelector('script[src="https://meet.jit.si/external_api.js"]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mute' })).toBeNull();

    fireEvent.click(join);
    const script = document.querySelector<HTMLScriptElement>('script[src="https://meet.jit.si/external_api.js"]');
    expect(script).not.toBeNull();
    const commands: string[] = [];
    const listeners = new Map<string, (payload: unknown) => void>();
    class FakeApi {
      constructor(domain: string, options: { roomName: string; parentNode: HTMLElement }) {
        expect([domain, options.roomName]).toEqual(['meet.jit.si', 'main-abc']);
        options.parentNode.append(document.createElement('iframe'));
      }
      executeCommand(command: string) {
        commands.push(command);
      }
      addListener(event: string, listener: (payload: unknown) => void) {
        listeners.set(event, listener);
      }
      isAudioMuted = async () => false;
      isVideoMuted = async () => false;
      getIFrame = () => document.querySelector('[data-testid="meeting-frame"] iframe') as HTMLIFrameElement;
      dispose() {}
    }
    (window as unknown as { JitsiMeetExternalAPI: unknown }).JitsiMeetExternalAPI = FakeApi;
    act(() => script!.dispatchEvent(new Event('load')));
    const mute = await screen.findByRole('button', { name: 'Mute' });
    expect(screen.getByTitle('Meeting: Main meeting')).toBeTruthy();
    // Share screen is the instructor's.
    expect(screen.queryByRole('button', { name: 'Share screen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record' })).toBeNull();
    fireEvent.click(mute);
    expect(commands).toEqual(['toggleAudio']);
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    act(() => listeners.get('audioMuteStatusChanged')!({ muted: true }));
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Leave meeting' }));
    expect(commands).toEqual(['toggleAudio', 'hangup']);
    expect(screen.queryByRole('button', { name: 'Mute' })).toBeNull();
  });

  it('with Zoom the instructor records through the server; attendees see "Recording" only while it runs', async () => {
    const zoomSession = makeSession({ status: 'live', meetingProvider: 'zoom', viewer: { registered: false, canManage: true, canAccess: true }, zoomJoinUrl: 'https://zoom.example/j/1', zoomStartUrl: 'https://zoom.example/s/1' });
    page.routes['GET /api/live-training/meeting-provider'] = () => json({ provider: 'zoom', label: 'Zoom', jitsiDomain: null });
    page.routes[`GET /api/live-training/${SESSION_ID}/snapshot`] = () => json(makeSnapshot({ session: zoomSession, role: 'instructor' }));
    page.routes[`PUT /api/training/controls/${SESSION_ID}`] = (init) => json({ recording: JSON.parse(String(init!.body)).recording });
    render(`/live-training?session=${SESSION_ID}`);
    await panelTitle();
    expect(screen.getByRole('link', { name: 'Start meeting on Zoom (opens in a new tab)' }).getAttribute('href')).toBe('https://zoom.example/s/1');
    expect(screen.queryByRole('button', { name: 'Mute' })).toBeNull();
    expect(screen.queryByText('Recording')).toBeNull();
    const record = screen.getByRole('button', { name: 'Record' });
    fireEvent.click(record);
    await waitFor(() => expect(record.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByText('Recording')).toBeTruthy();
    expect(page.calls).toContain(`PUT /api/training/controls/${SESSION_ID}`);
    fire('controls:changed', { sessionId: SESSION_ID, controls: { recording: false } });
    expect(screen.queryByText('Recording')).toBeNull();
  });
});
