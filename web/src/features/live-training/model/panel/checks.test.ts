import { describe, expect, it } from 'vitest';
import type { TAttendanceCheck, TCpeProgram, TCreditsReport } from '@app/shared-types/live-training/cpe/model';
import { applyCpeState, initialCpe, openCpe, pendingCheck, reduceCpe, riskOf, secondsLeft } from './checks';

const check = (id: string, closesAt = '2030-01-01T10:01:00Z'): TAttendanceCheck => ({
  id,
  sessionId: 's1',
  prompt: 'Still with us? Select Continue.',
  source: 'instructor',
  openedAt: '2030-01-01T10:00:00Z',
  closesAt,
  windowSeconds: 60,
  status: 'open',
});
const at = (iso: string) => Date.parse(iso);

describe('the CPE slice of the panel', () => {
  const ready = applyCpeState(openCpe(initialCpe, 's1'), { sessionId: 's1', program: null, checks: [] });

  it('offers an opened check until it is answered, closed or run out', () => {
    const opened = reduceCpe(ready, { type: 'check:opened', check: check('c1') });
    expect(pendingCheck(opened, at('2030-01-01T10:00:10Z'))?.id).toBe('c1');
    expect(secondsLeft(check('c1'), at('2030-01-01T10:00:10Z'))).toBe(50);
    expect(secondsLeft(check('c1'), at('2030-01-01T09:59:58Z'))).toBe(60);
    expect(secondsLeft(check('c1'), at('2030-01-01T10:02:00Z'))).toBe(0);
    expect(pendingCheck(opened, at('2030-01-01T10:01:00Z'))).toBeNull();
    const answered = reduceCpe(opened, { type: 'own:check-answered', checkId: 'c1', outcome: 'answered' });
    expect(pendingCheck(answered, at('2030-01-01T10:00:10Z'))).toBeNull();
    const closed = reduceCpe(opened, { type: 'check:closed', sessionId: 's1', checkId: 'c1' });
    expect(closed.checks[0]).toMatchObject({ status: 'closed', myOutcome: 'missed' });
    expect(reduceCpe(answered, { type: 'check:closed', sessionId: 's1', checkId: 'c1' }).checks[0]!.myOutcome).toBe('answered');
  });

  it('ignores other sessions and repeats', () => {
    const opened = reduceCpe(ready, { type: 'check:opened', check: check('c1') });
    expect(reduceCpe(opened, { type: 'check:opened', check: check('c1') })).toBe(opened);
    expect(reduceCpe(opened, { type: 'check:opened', check: { ...check('c2'), sessionId: 's2' } })).toBe(opened);
  });

  it('keeps an answer this tab made when a reload still says unanswered', () => {
    const answered = reduceCpe(reduceCpe(ready, { type: 'check:opened', check: check('c1') }), { type: 'own:check-answered', checkId: 'c1', outcome: 'answered' });
    const reloaded = applyCpeState(answered, { sessionId: 's1', program: null, checks: [{ ...check('c1'), myOutcome: null }] });
    expect(reloaded.checks[0]!.myOutcome).toBe('answered');
  });

  it('keeps what arrived before a state read earlier: a check opened since, a check closed since', () => {
    const seen = reduceCpe(reduceCpe(ready, { type: 'check:opened', check: check('c1') }), { type: 'check:opened', check: check('c2') });
    const closed = reduceCpe(seen, { type: 'check:closed', sessionId: 's1', checkId: 'c1' });
    // Read before c2 opened and before c1 closed.
    const loaded = applyCpeState(closed, { sessionId: 's1', program: null, checks: [{ ...check('c1'), myOutcome: null }] });
    expect(loaded.checks.map((c) => [c.id, c.status, c.myOutcome])).toEqual([
      ['c2', 'open', null],
      ['c1', 'closed', 'missed'],
    ]);
    expect(pendingCheck(loaded, at('2030-01-01T10:00:10Z'))?.id).toBe('c2');
  });

  it('takes the live credits of its session only', () => {
    const report: TCreditsReport = { sessionId: 's1', asOf: '2030-01-01T10:00:00.000Z', program: null, checksRun: 1, answersRequired: 0, rows: [] };
    expect(reduceCpe(ready, { type: 'credits:updated', sessionId: 's1', report }).credits).toBe(report);
    expect(reduceCpe(ready, { type: 'credits:updated', sessionId: 's2', report: { ...report, sessionId: 's2' } }).credits).toBeNull();
  });

  it('keeps the credits read last, whichever arrives last: a push or the snapshot', () => {
    const row = { userId: 'u1', name: 'Priya Shah', minutes: 0, checksAnswered: 0, checksMissed: 0, credits: 0 };
    const away: TCreditsReport = { sessionId: 's1', asOf: '2030-01-01T10:00:00.000Z', program: null, checksRun: 0, answersRequired: 0, rows: [{ ...row, atRisk: true, presentNow: false }] };
    const here: TCreditsReport = { ...away, asOf: '2030-01-01T10:00:01.500Z', rows: [{ ...row, atRisk: false, presentNow: true }] };
    // The push (she arrived) comes before the snapshot read a moment earlier (she was away).
    const pushed = reduceCpe(ready, { type: 'credits:updated', sessionId: 's1', report: here });
    expect(applyCpeState(pushed, { sessionId: 's1', program: null, checks: [], credits: away }).credits).toBe(here);
    expect(reduceCpe(pushed, { type: 'credits:updated', sessionId: 's1', report: away }).credits).toBe(here);
    // In order, each newer one is taken.
    const loaded = applyCpeState(ready, { sessionId: 's1', program: null, checks: [], credits: away });
    expect(reduceCpe(loaded, { type: 'credits:updated', sessionId: 's1', report: here }).credits).toBe(here);
  });

  it('takes a new program of its session, and never loses one to an update without it', () => {
    const program: TCpeProgram = { fieldOfStudy: 'Taxes', credits: 1.2, level: 'Basic', objectives: ['Know the deadlines'], prerequisites: null, deliveryMethod: 'Group Internet Based' };
    const set = reduceCpe(ready, { type: 'program:set', sessionId: 's1', program });
    expect(set.program).toEqual(program);
    expect(reduceCpe(set, { type: 'program:set', sessionId: 's1', program: null }).program).toEqual(program);
    expect(reduceCpe(ready, { type: 'program:set', sessionId: 's2', program }).program).toBe(ready.program);
  });

  it('says why a credit is at risk', () => {
    expect(riskOf({ atRisk: false, presentNow: true, checksMissed: 0 })).toBeNull();
    expect(riskOf({ atRisk: true, presentNow: true, checksMissed: 1 })).toBe('At risk: missed a check');
    expect(riskOf({ atRisk: true, presentNow: false, checksMissed: 0 })).toBe('At risk: away');
    expect(riskOf({ atRisk: true, presentNow: false, checksMissed: 2 })).toBe('At risk: missed 2 checks, away');
  });
});
