import { describe, expect, it } from 'vitest';
import { LIVE_MESSAGES, type TBreakoutMessage, type TBreakoutRoom, type TBreakoutTimer, type TLiveSession, type TSessionSnapshot } from '@app/shared-types/live-training';
import { manualClock } from '../../src/lib/clock';
import { NO_ROOMS_OPEN } from '../../src/modules/live-training/interactive/breakouts/breakouts.service';
import { liveRoomSuite, person, record, register, type LiveTabs, type Person, type TestServer } from '../helpers/live-training';
import { eventWhere, settle } from './interactive-helpers';

// Breakout rooms on a timer, with the instructor and two attendees in real tabs, on a clock the test moves.
const clock = manualClock();
let server: TestServer;
let instructor: Person;
let alice: Person;
let bob: Person;
let session: TLiveSession;
let tabs: LiveTabs;
liveRoomSuite((room) => ({ server, instructor, alice, bob, session, tabs } = room), { clock });

type TimerEvent = { sessionId: string; timer: TBreakoutTimer | null };
const MINUTE = 60_000;

describe('breakout timer', () => {
  it('set on opening, extendable while open, a message to every room, a one-minute countdown, then everyone back', async () => {
    const timerSeen = eventWhere<TimerEvent>(tabs.alice, 'breakout:timer', (e) => !!e.timer);
    const rooms = (await instructor.post(`/api/training/breakouts/${session.id}`, { name: 'Case study', maxParticipants: 5, count: 2, minutes: 10 })).json as TBreakoutRoom[];
    expect(rooms).toHaveLength(2);
    const { timer } = await timerSeen;
    expect(Date.parse(timer!.endsAt) - clock.now()).toBe(10 * MINUTE);
    expect(Date.parse(timer!.endsAt) - Date.parse(timer!.countdownAt)).toBe(MINUTE);
    // The server's clock travels with it: browsers count down from the server's time, not their own.
    expect(timer!.serverNow).toBe(new Date(clock.now()).toISOString());

    const extended = eventWhere<TimerEvent>(tabs.bob, 'breakout:timer', (e) => !!e.timer && Date.parse(e.timer.endsAt) - clock.now() === 15 * MINUTE);
    expect((await alice.post(`/api/training/breakouts/${session.id}/extend`, { minutes: 5 })).status).toBe(403);
    expect((await instructor.post(`/api/training/breakouts/${session.id}/extend`, { minutes: 5 })).status).toBe(200);
    await extended;

    const message = eventWhere<TBreakoutMessage>(tabs.bob, 'breakout:message', () => true);
    await instructor.post(`/api/training/breakouts/${session.id}/broadcast`, { message: 'Five more minutes, then share your numbers.' });
    expect(await message).toMatchObject({ sessionId: session.id, message: 'Five more minutes, then share your numbers.', from: 'Instructor Tester' });

    // A late joiner's snapshot carries the timer.
    expect(((await alice.get(`/api/live-training/${session.id}/snapshot`)).json as TSessionSnapshot).breakoutTimer?.endsAt).toBe(new Date(clock.now() + 15 * MINUTE).toISOString());

    const countdown = eventWhere<TimerEvent>(tabs.alice, 'breakout:timer', (e) => !!e.timer && Date.parse(e.timer.endsAt) - clock.now() === MINUTE);
    await instructor.post(`/api/training/breakouts/${session.id}/countdown`);
    expect(Date.parse((await countdown).timer!.countdownAt)).toBe(clock.now());

    const closed = record<{ roomIds: string[]; message: string }>(tabs.alice, 'breakout:closed');
    clock.advance(59_000);
    await settle();
    expect(closed).toEqual([]);
    const backToMain = eventWhere<{ roomIds: string[]; message: string }>(tabs.bob, 'breakout:closed', () => true);
    const cleared = eventWhere<TimerEvent>(tabs.alice, 'breakout:timer', (e) => e.timer === null);
    clock.advance(1_000);
    expect(await backToMain).toEqual({ sessionId: session.id, roomIds: rooms.map((r) => r.id), message: LIVE_MESSAGES.returnToMain });
    await cleared;
    expect((await instructor.get(`/api/training/breakouts/${session.id}`)).json).toEqual([]);
    const late = await instructor.post(`/api/training/breakouts/${session.id}/extend`, { minutes: 5 });
    expect([late.status, late.json.message]).toEqual([409, NO_ROOMS_OPEN]);
  });

  it('rooms pre-assigned from registrations seat every registered attendee, present or not', async () => {
    const carol = await person(server);
    await register(carol, session.id); // registered, never opened the panel
    const aliceToldHers = eventWhere<{ room: TBreakoutRoom }>(tabs.alice, 'breakout:assigned', () => true);
    const rooms = (await instructor.post(`/api/training/breakouts/${session.id}`, { name: 'Team', maxParticipants: 3, count: 2, assignment: 'registrations' })).json as TBreakoutRoom[];
    const seated = rooms.flatMap((r) => r.participants.map((p) => p.userId));
    expect(seated.sort()).toEqual([alice.user.id, bob.user.id, carol.user.id].sort());
    expect(rooms.map((r) => r.participants.length).sort()).toEqual([1, 2]);
    expect((await aliceToldHers).room.participants.some((p) => p.userId === alice.user.id)).toBe(true);
    expect(((await carol.get(`/api/live-training/${session.id}/snapshot`)).json as TSessionSnapshot).myBreakoutId).not.toBeNull();
    await instructor.post(`/api/training/breakouts/${session.id}/close-all`);
  });
});
