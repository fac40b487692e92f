import { describe, expect, it } from 'vitest';
import { REACTION_MESSAGES, type THand, type THandsView, type TReactionsState, type TSessionSnapshot } from '@app/shared-types/live-training';
import { liveRoom, record } from '../helpers/live-training';
import { command, eventWhere, settle } from './interactive-helpers';

const room = liveRoom();

type Queue = { sessionId: string; queue: THand[] };
type Mine = { sessionId: string; position: number | null };

describe('raised hands', () => {
  it('an ordered queue live for the instructor; each attendee sees only their own place; either side lowers', async () => {
    const aliceFirst = eventWhere<Mine>(room.tabs.alice, 'hand:mine', (e) => e.position === 1);
    const raised = await command<THandsView>(room.tabs.alice, 'hand:raise', { sessionId: room.session.id, raised: true });
    expect(raised).toEqual({ ok: true, data: { myPosition: 1 } });
    await aliceFirst;

    const queueOfTwo = eventWhere<Queue>(room.tabs.instructor, 'hand:queue', (e) => e.queue.length === 2);
    const bobHears = record<Queue>(room.tabs.bob, 'hand:queue');
    expect((await room.bob.post(`/api/training/hands/${room.session.id}`, {})).json).toEqual({ myPosition: 2 });
    // Raising again (another tab, a double click) keeps the place.
    expect((await room.bob.post(`/api/training/hands/${room.session.id}`, { raised: true })).json).toEqual({ myPosition: 2 });
    expect((await queueOfTwo).queue.map((h) => [h.position, h.userId])).toEqual([
      [1, room.alice.user.id],
      [2, room.bob.user.id],
    ]);
    expect((await room.instructor.get(`/api/training/hands/${room.session.id}`)).json.queue.map((h: THand) => h.userId)).toEqual([room.alice.user.id, room.bob.user.id]);
    // Attendees never learn who else raised a hand.
    expect((await room.bob.get(`/api/training/hands/${room.session.id}`)).json).toEqual({ myPosition: 2 });
    expect(((await room.bob.get(`/api/live-training/${room.session.id}/snapshot`)).json as TSessionSnapshot).hands).toEqual({ myPosition: 2 });
    await settle();
    expect(bobHears).toEqual([]);

    // Alice lowers hers: Bob moves up.
    const bobMovesUp = eventWhere<Mine>(room.tabs.bob, 'hand:mine', (e) => e.position === 1);
    await command(room.tabs.alice, 'hand:raise', { sessionId: room.session.id, raised: false });
    await bobMovesUp;

    // The instructor lowers Bob's (he had the floor).
    const bobLowered = eventWhere<Mine>(room.tabs.bob, 'hand:mine', (e) => e.position === null);
    expect((await room.alice.request('DELETE', `/api/training/hands/${room.session.id}/${room.bob.user.id}`)).status).toBe(403);
    expect((await room.instructor.request('DELETE', `/api/training/hands/${room.session.id}/${room.bob.user.id}`)).json.queue).toEqual([]);
    await bobLowered;
    expect((await room.instructor.request('DELETE', `/api/training/hands/${room.session.id}/${room.bob.user.id}`)).status).toBe(404);
  });
});

describe('reactions', () => {
  it('counted for the session and shown to everyone; hidden and refused while the instructor has them off', async () => {
    const bobSees = eventWhere<TReactionsState>(room.tabs.bob, 'reactions:counted', (e) => e.counts['thumbs-up'] === 2 && e.counts.heart === 1);
    await command(room.tabs.alice, 'reaction:send', { sessionId: room.session.id, reaction: 'thumbs-up' });
    await command(room.tabs.alice, 'reaction:send', { sessionId: room.session.id, reaction: 'thumbs-up' });
    expect((await room.bob.post(`/api/training/reactions/${room.session.id}`, { reaction: 'heart' })).json).toMatchObject({ enabled: true });
    expect((await bobSees).enabled).toBe(true);
    expect((await room.alice.post(`/api/training/reactions/${room.session.id}`, { reaction: 'confetti' })).status).toBe(400);

    const off = eventWhere<TReactionsState>(room.tabs.alice, 'reactions:counted', (e) => !e.enabled);
    expect((await room.alice.request('PUT', `/api/training/reactions/${room.session.id}/settings`, { body: { enabled: false } })).status).toBe(403);
    expect((await room.instructor.request('PUT', `/api/training/reactions/${room.session.id}/settings`, { body: { enabled: false } })).json).toMatchObject({ enabled: false });
    await off;
    const refused = await command(room.tabs.bob, 'reaction:send', { sessionId: room.session.id, reaction: 'clap' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'CONFLICT', message: REACTION_MESSAGES.off } });
    expect(((await room.alice.get(`/api/live-training/${room.session.id}/snapshot`)).json as TSessionSnapshot).reactions).toMatchObject({ enabled: false, counts: { 'thumbs-up': 2, heart: 1, clap: 0 } });

    await room.instructor.request('PUT', `/api/training/reactions/${room.session.id}/settings`, { body: { enabled: true } });
    expect((await command(room.tabs.bob, 'reaction:send', { sessionId: room.session.id, reaction: 'clap' })).ok).toBe(true);
  });
});
