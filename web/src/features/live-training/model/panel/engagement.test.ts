import { describe, expect, it } from 'vitest';
import type { TSliceContext } from './actions';
import { initialEngagement, reduceEngagement } from './engagement';

const me: TSliceContext = { me: 'me', role: 'attendee' };
const state = (ctx = me) => ({ ...initialEngagement, ...ctx });
const counts = { 'thumbs-up': 1, clap: 0, heart: 0, laugh: 0, question: 0 };

describe('engagement slice', () => {
  it('raised hands: the viewer’s place follows their own room and the instructors’ queue', () => {
    let s = reduceEngagement(state(), { type: 'hand:mine', payload: { sessionId: 's1', position: 2 } });
    expect(s.hands.myPosition).toBe(2);
    s = reduceEngagement(s, { type: 'hand:queue', payload: { sessionId: 's1', queue: [{ userId: 'me', name: 'Me', raisedAt: '2030-01-01T00:00:00Z', position: 1 }] } });
    expect(s.hands).toMatchObject({ myPosition: 1, queue: [{ userId: 'me' }] });
    s = reduceEngagement(s, { type: 'hand:mine', payload: { sessionId: 's1', position: null } });
    expect(s.hands.myPosition).toBeNull();
  });

  it('reactions: an older count arriving late changes nothing', () => {
    let s = reduceEngagement(state(), { type: 'reactions:counted', payload: { sessionId: 's1', enabled: true, counts: { ...counts, clap: 3 }, revision: 3 } });
    s = reduceEngagement(s, { type: 'reactions:counted', payload: { sessionId: 's1', enabled: true, counts, revision: 2 } });
    expect(s.reactions).toEqual({ enabled: true, counts: { ...counts, clap: 3 }, revision: 3 });
  });

  it('breakout rooms: the timer and the broadcast message go when the rooms close', () => {
    let s = reduceEngagement(state(), { type: 'breakout:timer', payload: { sessionId: 's1', timer: { sessionId: 's1', endsAt: '2030-01-01T00:10:00Z', countdownAt: '2030-01-01T00:09:00Z', serverNow: '2030-01-01T00:00:00Z' } } });
    s = reduceEngagement(s, { type: 'breakout:message', payload: { sessionId: 's1', message: 'Five minutes left', from: 'Dana', sentAt: '2030-01-01T00:05:00Z' } });
    expect(s.breakoutMessage?.message).toBe('Five minutes left');
    s = reduceEngagement(s, { type: 'breakout:closed', payload: { sessionId: 's1', roomIds: [], message: 'closed' } });
    expect([s.breakoutTimer, s.breakoutMessage]).toEqual([null, null]);
  });

  it('leaves the state as it is for other actions', () => {
    const s = state();
    expect(reduceEngagement(s, { type: 'ui:poll-notice-dismissed' })).toBe(s);
  });
});
