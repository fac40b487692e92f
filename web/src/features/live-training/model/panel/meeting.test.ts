import { describe, expect, it } from 'vitest';
import { makeRoom, makeSession } from '../../test-data';
import { initialBreakouts } from './breakouts';
import { jitsiRoomOf, meetingTarget } from './meeting';

const session = makeSession({ status: 'live', zoomJoinUrl: 'https://meet.jit.si/main-abc', zoomStartUrl: null });
const table = makeRoom({ id: 'r1', name: 'Table 1', joinUrl: 'https://meet.jit.si/table-1-def' });

describe('the meeting button', () => {
  it('leads an attendee to the main meeting, to their breakout room while seated, and back when the rooms close', () => {
    const base = { ...initialBreakouts, session, role: 'attendee' as const };
    expect(meetingTarget(base)).toEqual({ url: 'https://meet.jit.si/main-abc', room: null, label: 'Join meeting' });
    const seated = { ...base, breakouts: [table], myBreakoutId: 'r1' };
    expect(meetingTarget(seated)).toMatchObject({ url: 'https://meet.jit.si/table-1-def', label: 'Join Table 1', room: { id: 'r1' } });
    expect(meetingTarget({ ...seated, breakouts: [], myBreakoutId: null })?.url).toBe('https://meet.jit.si/main-abc');
  });

  it('leads the instructor to the host link, and nobody without a link anywhere', () => {
    const host = makeSession({ zoomJoinUrl: 'https://zoom.example/j/1', zoomStartUrl: 'https://zoom.example/s/1' });
    expect(meetingTarget({ ...initialBreakouts, session: host, role: 'instructor' })).toEqual({ url: 'https://zoom.example/s/1', room: null, label: 'Start meeting' });
    expect(meetingTarget({ ...initialBreakouts, session: makeSession({ zoomJoinUrl: null }), role: 'attendee' })).toBeNull();
  });

  it('embeds only rooms on the configured Jitsi server', () => {
    expect(jitsiRoomOf('https://meet.jit.si/table-1-def', 'meet.jit.si')).toBe('table-1-def');
    expect(jitsiRoomOf('https://meet.jit.si/table-1-def', 'jitsi.example.org')).toBeNull();
    expect(jitsiRoomOf('https://zoom.example/j/1', null)).toBeNull();
    expect(jitsiRoomOf('http://meet.jit.si/room', 'meet.jit.si')).toBeNull();
    expect(jitsiRoomOf('https://meet.jit.si/team/room', 'meet.jit.si')).toBeNull();
    expect(jitsiRoomOf('not a url', 'meet.jit.si')).toBeNull();
  });
});
