import { describe, expect, it } from 'vitest';
import { makeSession, SESSION_ID } from '../../test-data';
import { initialControls, isRecording, reduceControls } from './controls';

const ctx = { me: 'me', role: 'attendee' as const };

describe('controls slice: the "Recording" badge is true', () => {
  it('follows the recording the server announces, and says "Recording" only while the session is live', () => {
    const on = reduceControls({ ...initialControls, ...ctx }, { type: 'controls:changed', payload: { sessionId: SESSION_ID, controls: { recording: true } } });
    expect(isRecording({ ...on, session: makeSession({ status: 'live' }) })).toBe(true);
    expect(isRecording({ ...on, session: makeSession({ status: 'completed' }) })).toBe(false);
    expect(isRecording({ ...initialControls, session: makeSession({ status: 'live' }) })).toBe(false);
  });
});
