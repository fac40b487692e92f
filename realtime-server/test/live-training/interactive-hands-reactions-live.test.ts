import { describe, expect, it } from 'vitest';
import { REACTION_MESSAGES, type THand, type THandsView, type TLiveSession, type TReactionsState, type TSessionSnapshot } from '@app/shared-types/live-training';
import { liveRoomSuite, record, type LiveTabs, type Person } from '../helpers/live-training';
import { command, eventWhere, settle } from './interactive-helpers';

let instructor: Person;
let alice: Person;
let bob: Person;
let session: TLiveSession;
let tabs: LiveTabs;
liveRoomSuite((room) => ({ instructor, alice, bob, session, tabs } = room));

type Queue = { sessionId: string; queue: THand[] };
type Mine = { sessionId: string; position: number | null };

describe('raised hands', () => {
  it('an ordered queue live for the instructor; each attendee sees only their own place; either side lowers', async () => {
    const aliceFirst = eventWhere<Mine>(tabs.alice, 'hand:mine', (e) => e.position === 1);
    const raised = await command<THandsView>(tabs.alice, 'hand:raise', { sessionId: session.id, raised: true });
    expect(raised).toEqual({ ok: true, data: { myPosition: 1 } });
    await aliceFirst;

    const queueOfTwo = eventWhere<Queue>(tabs.instructor, 'hand:queue', (e) => e.queue.length === 2);
    const bobHears = record<Queue>(tabs.bob, 'hand:queue');
    expect((await bob.post(`/api/training/hands/${session.id}`, {})).json).toEqual({ myPosition: 2 });
    // Raising again (another tab, a double click) keeps the place.
    expect((await bob.post(`/api/training/hands/${session.id}`, { raised: true })).json).toEqual({ myPosition: 2 });
    expect((await queueOfTwo).queue.map((h) => [h.position, h.userId])).toEqual([
      [1, alice.user.id],
      [2, bob.user.id],
    ]);
    expect((await instructor.get(`/api/training/hands/${session.id}`)).json.queue.map((h: THand) => h.userId)).toEqual([alice.user.id, bob.user.id]);
    // Attendees never learn who else raised a hand.
    expect((await bob.get(`/api/training/hands/${session.id}`)).json).toEqual({ myPosition: 2 });
    expect(((await bob.get(`/api/live-training/${session.id}/snapshot`)).json as TSessionSnapshot).hands).toEqual({ myPosition: 2 });
    await settle();
    expect(bobHears).toEqual([]);

    // Alice lowers hers: Bob moves up.
    const bobMovesUp = eventWhere<Mine>(tabs.bob, 'hand:mine', (e) => e.position === 1);
    await command(tabs.alice, 'hand:raise', { sessionId: session.id, raised: false });
    await bobMovesUp;

    // The instructor lowers Bob's (he had the floor).
    const bobLowered = eventWhere<Mine>(tabs.bob, 'hand:mine', (e) => e.position === null);
    expect((await alice.request('DELETE', `/api/training/hands/${session.id}/${bob.user.id}`)).status).toBe(403);
    expect((await instructor.request('DELETE', `/api/training/hands/${session.id}/${bob.user.id}`)).json.queue).toEqual([]);
    await bobLowered;
    expect((await instructor.request('DELETE', `/api/training/hands/${session.id}/${bob.user.id}`)).status).toBe(404);
  });
});

describe('reactions', () => {
  it('counted for the session and shown to everyone; hidden and refused while the instructor has them off', async () => {
    const bobSees = eventWhere<TReactionsState>(tabs.bob, 'reactions:counted', (e) => e.counts['thumbs-up'] === 2 && e.counts.heart === 1);
    await command(tabs.alice, 'reaction:send', { sessionId: session.id, reaction: 'thumbs-up' });
    await command(tabs.alice, 'reaction:send', { sessionId: session.id, reaction: 'thumbs-up' });
    expect((await bob.post(`/api/training/reactions/${session.id}`, { reaction: 'heart' })).json).toMatchObject({ enabled: true });
    expect((await bobSees).enabled).toBe(true);
    expect((await alice.post(`/api/training/reactions/${session.id}`, { reaction: 'confetti' })).status).toBe(400);

    const off = eventWhere<TReactionsState>(tabs.alice, 'reactions:counted', (e) => !e.enabled);
    expect((await alice.request('PUT', `/api/training/reactions/${session.id}/settings`, { body: { enabled: false } })).status).toBe(403);
    expect((await instructor.request('PUT', `/api/training/reactions/${session.id}/settings`, { body: { enabled: false } })).json).toMatchObject({ enabled: false });
    await off;
    const refused = await command(tabs.bob, 'reaction:send', { sessionId: session.id, reaction: 'clap' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'CONFLICT', message: REACTION_MESSAGES.off } });
    expect(((await alice.get(`/api/live-training/${session.id}/snapshot`)).json as TSessionSnapshot).reactions).toMatchObject({ enabled: false, counts: { 'thumbs-up': 2, heart: 1, clap: 0 } });

    await instructor.request('PUT', `/api/training/reactions/${session.id}/settings`, { body: { enabled: true } });
    expect((await command(tabs.bob, 'reaction:send', { sessionId: session.id, reaction: 'clap' })).ok).toBe(true);
  });
});
