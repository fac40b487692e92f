import { describe, expect, it } from 'vitest';
import { makeBroadcastSession, makeSession } from '../test-data';
import { formatInZone, sameWallClock } from './format-time';
import { mergeSession, seatsLeftText } from './session';
import { applyCancelled, applyList, applySession, initialSessionsState, interactiveSessions, listSessions, recordings } from './sessions';

const NOW = Date.parse('2030-03-05T19:10:00.000Z');
const attending = { registered: true, canManage: false, canAccess: true };

describe('session lists', () => {
  it('a registration answered for one card shows on every list holding that session', () => {
    let s = applyList(initialSessionsState, 'upcoming', [makeSession()]);
    s = applyList(s, 'all:all', [makeSession(), makeSession({ id: 's2' })]);
    s = applySession(s, makeSession({ registeredCount: 11, viewer: attending, zoomJoinUrl: 'https://meet.example.test/x' }));
    expect(listSessions(s, 'upcoming')[0]).toMatchObject({ registeredCount: 11, viewer: attending });
    expect(listSessions(s, 'all:all')[0]).toMatchObject({ registeredCount: 11 });
  });

  it('a broadcast copy (no viewer facts) does not undo the viewer’s registration or link', () => {
    const held = makeSession({ viewer: attending, zoomJoinUrl: 'https://meet.example.test/x' });
    expect(mergeSession(held, makeBroadcastSession({ status: 'live' }))).toMatchObject({ status: 'live', viewer: attending, zoomJoinUrl: 'https://meet.example.test/x' });
    // A per-viewer answer is the truth, even when it says "no longer registered".
    const unregistered = makeSession({ viewer: { registered: false, canManage: false, canAccess: true } });
    expect(mergeSession(held, unregistered).viewer.registered).toBe(false);
  });

  it('marks a session cancelled', () => {
    const s = applyCancelled(applyList(initialSessionsState, 'upcoming', [makeSession()]), 's1');
    expect(listSessions(s, 'upcoming')[0]?.status).toBe('cancelled');
  });

  it('recordings: completed sessions only, newest first', () => {
    const list = recordings([
      makeSession({ id: 'a', status: 'completed', scheduledStartTime: '2030-01-01T10:00:00Z' }),
      makeSession({ id: 'b', status: 'scheduled' }),
      makeSession({ id: 'c', status: 'completed', scheduledStartTime: '2030-02-01T10:00:00Z', recordingUrl: 'https://example.test/rec' }),
    ]);
    expect(list.map((x) => x.id)).toEqual(['c', 'a']);
  });

  it('the interactive picker offers the viewer’s own sessions that are live or inside the join window', () => {
    const list = interactiveSessions(
      [
        makeSession({ id: 'soon', scheduledStartTime: '2030-03-05T19:20:00.000Z', viewer: attending }),
        makeSession({ id: 'live', status: 'live', scheduledStartTime: '2030-03-05T20:00:00.000Z', viewer: { ...attending, registered: false, canManage: true } }),
        makeSession({ id: 'not-mine', status: 'live' }),
        makeSession({ id: 'later', scheduledStartTime: '2030-03-05T21:00:00.000Z', viewer: attending }),
        makeSession({ id: 'done', status: 'completed', viewer: attending }),
      ],
      NOW,
    );
    expect(list.map((x) => x.id)).toEqual(['live', 'soon']);
  });

  it('says how many seats are left', () => {
    expect(seatsLeftText({ maxParticipants: 10, registeredCount: 9 })).toBe('1 seat left');
    expect(seatsLeftText({ maxParticipants: 10, registeredCount: 12 })).toBe('Full');
    expect(seatsLeftText({ maxParticipants: 100, registeredCount: 10 })).toBe('90 seats left');
  });
});

describe('time display', () => {
  it('writes the spec’s format in the session’s zone and the viewer’s', () => {
    expect(formatInZone('2030-03-05T19:00:00.000Z', 'America/New_York')).toEqual({ text: 'Mar 05, 2030 at 2:00 PM', zone: 'EST' });
    expect(formatInZone('2030-03-05T19:00:00.000Z', 'America/Los_Angeles')).toEqual({ text: 'Mar 05, 2030 at 11:00 AM', zone: 'PST' });
    expect(sameWallClock('2030-03-05T19:00:00.000Z', 'America/New_York', 'America/Detroit')).toBe(true);
    expect(sameWallClock('2030-03-05T19:00:00.000Z', 'America/New_York', 'Europe/Paris')).toBe(false);
  });
});
