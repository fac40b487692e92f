import { describe, expect, it } from 'vitest';
import { LIVE_MESSAGES } from '@app/shared-types/live-training/model';
import { makeRoom, makeSnapshot, SESSION_ID } from '../../test-data';
import type { TSliceContext } from './actions';
import { breakoutsFromSnapshot, initialBreakouts, myRoom, reduceBreakouts, type TBreakoutsState } from './breakouts';

const ME = 'me';
const attendee: TSliceContext = { me: ME, role: 'attendee' };
const state = (overrides: Partial<TBreakoutsState> = {}) => ({ ...initialBreakouts, ...attendee, ...overrides });
const mine = makeRoom({ id: 'r1', name: 'Table 1', joinUrl: 'https://meet.example.test/table-1', participants: [{ userId: ME, name: 'Me' }] });
const assigned = { type: 'breakout:assigned' as const, payload: { sessionId: SESSION_ID, room: mine } };
const closed = { type: 'breakout:closed' as const, payload: { sessionId: SESSION_ID, roomIds: ['r1', 'r2'], message: LIVE_MESSAGES.returnToMain } };

describe('breakouts slice: a seat the instructor gives is put in front of the attendee', () => {
  it('an assignment seats the viewer in that room and names it, whichever of it and the room list comes first', () => {
    const s = reduceBreakouts(state(), assigned);
    expect(s).toMatchObject({ myBreakoutId: 'r1', assignedRoomId: 'r1' });
    expect(myRoom(s)?.joinUrl).toBe('https://meet.example.test/table-1');
    const listedFirst = reduceBreakouts(state(), { type: 'breakout:opened', payload: { sessionId: SESSION_ID, assignment: 'random', rooms: [mine, makeRoom({ id: 'r2' })] } });
    expect(reduceBreakouts(listedFirst, assigned)).toMatchObject({ myBreakoutId: 'r1', assignedRoomId: 'r1', breakouts: [{ id: 'r1' }, { id: 'r2' }] });
  });

  it('closing the rooms replaces the assignment by the call back to the main session', () => {
    const s = reduceBreakouts(reduceBreakouts(state(), assigned), closed);
    expect(s).toMatchObject({ myBreakoutId: null, assignedRoomId: null, breakoutNotice: LIVE_MESSAGES.returnToMain, breakouts: [] });
    expect(myRoom(s)).toBeNull();
  });

  it('the notice goes when the viewer moves on (leaves, or picks another room) or puts it away; the seat stays when put away', () => {
    const s = reduceBreakouts(state(), assigned);
    expect(reduceBreakouts(s, { type: 'own:breakout-left' }).assignedRoomId).toBeNull();
    const moved = reduceBreakouts(s, { type: 'own:breakout-joined', room: makeRoom({ id: 'r2', participants: [{ userId: ME, name: 'Me' }] }) });
    expect(moved).toMatchObject({ myBreakoutId: 'r2', assignedRoomId: null });
    const dismissed = reduceBreakouts(s, { type: 'ui:breakout-notice-dismissed' });
    expect(dismissed).toMatchObject({ myBreakoutId: 'r1', assignedRoomId: null });
    expect(reduceBreakouts(reduceBreakouts(s, closed), { type: 'ui:breakout-notice-dismissed' }).breakoutNotice).toBeNull();
  });

  it('a reload keeps the notice only while the snapshot still seats the viewer there', () => {
    const held = reduceBreakouts(state(), assigned);
    expect(breakoutsFromSnapshot(makeSnapshot({ breakouts: [mine], myBreakoutId: 'r1' }), held).assignedRoomId).toBe('r1');
    expect(breakoutsFromSnapshot(makeSnapshot({ breakouts: [], myBreakoutId: null }), held).assignedRoomId).toBeNull();
  });
});
