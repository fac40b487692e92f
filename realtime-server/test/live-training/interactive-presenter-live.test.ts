import { describe, expect, it } from 'vitest';
import type { TLiveSession, TPresenterView, TSessionSnapshot } from '@app/shared-types/live-training';
import { liveRoomSuite, unknownId, type LiveTabs, type Person } from '../helpers/live-training';
import { createPoll, eventWhere } from './interactive-helpers';

// The presenter view: chosen by the instructor, pushed live to every open page of the session, carried by the snapshot.
let instructor: Person;
let alice: Person;
let session: TLiveSession;
let tabs: LiveTabs;
liveRoomSuite((room) => ({ instructor, alice, session, tabs } = room));

type Changed = { sessionId: string; view: TPresenterView };

describe('presenter view', () => {
  it('the instructor picks a poll: every tab hears it, a late page reads it from the snapshot; attendees cannot pick', async () => {
    expect((await alice.get(`/api/training/presenter/${session.id}`)).json).toEqual({ mode: 'auto', pollId: null });
    const poll = await createPoll(instructor, session.id);
    const heardByInstructor = eventWhere<Changed>(tabs.instructor, 'presenter:changed', (e) => e.view.mode === 'poll');
    const heardByAlice = eventWhere<Changed>(tabs.alice, 'presenter:changed', (e) => e.view.mode === 'poll');
    const set = await instructor.request('PUT', `/api/training/presenter/${session.id}`, { body: { mode: 'poll', pollId: poll.id } });
    expect([set.status, set.json]).toEqual([200, { mode: 'poll', pollId: poll.id }]);
    for (const heard of [heardByInstructor, heardByAlice]) expect(await heard).toEqual({ sessionId: session.id, view: { mode: 'poll', pollId: poll.id } });
    expect(((await instructor.get(`/api/live-training/${session.id}/snapshot`)).json as TSessionSnapshot).presenter).toEqual({ mode: 'poll', pollId: poll.id });

    expect((await alice.request('PUT', `/api/training/presenter/${session.id}`, { body: { mode: 'questions' } })).status).toBe(403);
    const noPoll = await instructor.request('PUT', `/api/training/presenter/${session.id}`, { body: { mode: 'poll' } });
    expect([noPoll.status, noPoll.json.errors]).toEqual([400, [{ path: 'pollId', message: 'Please choose a poll to show' }]]);
    expect((await instructor.request('PUT', `/api/training/presenter/${session.id}`, { body: { mode: 'poll', pollId: unknownId() } })).status).toBe(404);
    // Refusals changed nothing.
    expect((await alice.get(`/api/training/presenter/${session.id}`)).json).toEqual({ mode: 'poll', pollId: poll.id });
    // Another mode drops the poll.
    expect((await instructor.request('PUT', `/api/training/presenter/${session.id}`, { body: { mode: 'questions', pollId: poll.id } })).json).toEqual({ mode: 'questions', pollId: null });
  });
});
