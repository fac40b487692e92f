import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { TSessionSnapshot } from '@app/shared-types/live-training/model';
import { useUserStore } from '../../../lib/auth/user-store';
import { json, stubFetch } from '../../../test/fetch-routes';
import { makeUser } from '../../../test/fixtures';
import { preloadBeforeAll, renderApp } from '../../../test/render-app';
import { fakeSocket } from '../../../test/socket-mock';
import { resetLiveTrainingStores } from '../store';
import { makePoll, makeQuestion, makeSnapshot, SESSION_ID } from '../test-data';

vi.mock('../../../lib/socket/socket', () => import('../../../test/socket-mock'));
const PATH = `/live-training/${SESSION_ID}/present`;
preloadBeforeAll(PATH);

const poll = makePoll({ id: 'p1', question: 'Which form is due first?', votes: { '0': 1, '1': 0, '2': 1 }, totalVoters: 2, revision: 2 });
let snapshot: TSessionSnapshot;
beforeEach(() => {
  resetLiveTrainingStores();
  fakeSocket().connected = true;
  useUserStore.setState({ user: makeUser({ id: 'teacher', role: 'instructor' }), status: 'ready' });
  snapshot = makeSnapshot({ role: 'instructor', polls: [poll], questions: [makeQuestion({ id: 'q1', question: 'Is a W-9 needed?', upvotes: 4 })] });
  const { routes } = stubFetch();
  routes[`GET /api/live-training/${SESSION_ID}/snapshot`] = () => json(snapshot);
});
afterEach(() => vi.unstubAllGlobals());

const fire = (event: string, payload: unknown) => act(() => fakeSocket().fire(event, payload));

describe('the presenter view', () => {
  it('shows the open poll’s results outside the site’s frame, follows votes live, and has no controls', async () => {
    renderApp(PATH);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Which form is due first?' });
    const main = screen.getByRole('main');
    expect(main.contains(heading)).toBe(true);
    // No site navigation, no buttons: a projector's page.
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(within(main).getByTestId('poll-voters').textContent).toBe('2 people voted');
    fire('poll:vote-counted', { sessionId: SESSION_ID, pollId: 'p1', votes: { '0': 2, '1': 1, '2': 1 }, totalVoters: 4, revision: 4 });
    expect(within(main).getByTestId('poll-voters').textContent).toBe('4 people voted');
    expect(within(main).getAllByTestId('option-tally').map((t) => t.textContent)).toEqual(['2 votes (50%)', '1 vote (25%)', '1 vote (25%)']);
  });

  it('switches to the top questions when the instructor chooses them in the panel', async () => {
    renderApp(PATH);
    await screen.findByRole('heading', { level: 2, name: 'Which form is due first?' });
    fire('presenter:changed', { sessionId: SESSION_ID, view: { mode: 'questions', pollId: null } });
    expect(screen.getByRole('heading', { level: 2, name: 'Top questions' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Top questions' })).getByText('Is a W-9 needed?')).toBeTruthy();
  });

  it('is refused to attendees and asks visitors to sign in', async () => {
    snapshot = { ...snapshot, role: 'attendee' };
    const { unmount } = renderApp(PATH);
    expect(await screen.findByText('The presenter view is for the session’s instructor and operators.')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    unmount();
    resetLiveTrainingStores();
    useUserStore.setState({ user: null, status: 'ready' });
    renderApp(PATH);
    expect(await screen.findByRole('link', { name: 'sign in' })).toBeTruthy();
  });
});
