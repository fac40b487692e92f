import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCheckAnswerResult, TLedgerEntry, TAttendanceCheck, TCreditsReport } from '@app/shared-types/live-training/cpe';
import type { TLiveSession } from '@app/shared-types/live-training';
import { CHECK_CLOSED_LATE } from '../../src/modules/live-training/interactive/checks/checks.service';
import { person, register, sessionTab, type Person } from '../helpers/live-training';
import type { TestSocket } from '../helpers/socket-client';
import { startTestApp } from '../helpers/test-app';
import { answerBySocket, controlClock, credits, openCheck, presenceIs, TWO_CREDIT_PROGRAM } from './cpe-helpers';
import { createPoll, eventWhere } from './interactive-helpers';
import { unzipText } from '../certificates/unzip';

/**
 * A 2-credit program run for 120 minutes with 6 checks, one at minutes 1, 21, 41, 61, 81 and 101,
 * each open 60 seconds, on the server's controlled clock. Five attendees, each in a real tab:
 * - Ann answers all six;
 * - Ben misses the one at minute 61 (then answers it late: refused, kept as late);
 * - Cleo leaves at minute 25 and comes back at 45 (away for 20 minutes, so she misses minute 41);
 * - Dev joins at minute 30 (misses 1 and 21);
 * - Eve misses three.
 * The rule: minutes / 50 in fifths after the first credit, capped at 2, and only with at least
 * 6 - 2 = 4 answers.
 */
describe('CPE credits from attendance checks and presence', () => {
  let server: Awaited<ReturnType<typeof startTestApp>>;
  let instructor: Person;
  let operator: Person;
  let people: Record<'ann' | 'ben' | 'cleo' | 'dev' | 'eve', Person>;
  let session: TLiveSession;
  const open: TestSocket[] = [];
  const tabs: Partial<Record<keyof typeof people, TestSocket>> = {};
  let clock: ReturnType<typeof controlClock>;
  const checks: TAttendanceCheck[] = [];
  let final: TCreditsReport;
  let lateAnswer: { status: number; message: string };

  beforeAll(async () => {
    server = await startTestApp({ CPE_AUTO_CHECKS: 'false' });
    [instructor, operator] = await Promise.all([person(server, 'instructor'), person(server, 'operator')]);
    const [ann, ben, cleo, dev, eve] = await Promise.all([person(server), person(server), person(server), person(server), person(server)]);
    people = { ann, ben, cleo, dev, eve };
    clock = controlClock(open);
    const scheduled = await instructor.post('/api/live-training', {
      title: 'Payroll tax filings update',
      category: 'tax',
      scheduledStartTime: new Date(clock.start + 60_000).toISOString(),
      duration: 120,
      cpe: TWO_CREDIT_PROGRAM,
    });
    expect(scheduled.status).toBe(201);
    session = scheduled.json as TLiveSession;
    for (const p of Object.values(people)) await register(p, session.id);
    expect((await instructor.post(`/api/live-training/${session.id}/start`)).status).toBe(200);
    // A poll and a question whose text a spreadsheet would run as a formula, for the evidence.
    await createPoll(instructor, session.id, { question: 'Which form is filed quarterly?', options: ['941', '940'] });
    expect((await ann.post(`/api/training/qa/${session.id}`, { question: '=HYPERLINK("http://evil.example","Click")' })).status).toBe(201);

    const tab = async (name: keyof typeof people) => {
      tabs[name] = await sessionTab(server, people[name], session.id, open);
    };
    await sessionTab(server, instructor, session.id, open);
    for (const name of ['ann', 'ben', 'cleo', 'eve'] as const) await tab(name);
    await presenceIs(instructor, session.id, { [ann.user.id]: true, [ben.user.id]: true, [cleo.user.id]: true, [eve.user.id]: true });

    const skips: Record<number, (keyof typeof people)[]> = { 0: ['dev'], 1: ['dev', 'eve'], 2: ['cleo', 'eve'], 3: ['ben', 'eve'] };
    for (let k = 0; k < 6; k++) {
      const minute = 20 * k + 1;
      if (k === 1) {
        // Cleo leaves at 25 (after this check's window) and Dev arrives at 30: handled below, by time.
      }
      clock.at(minute);
      const seen = Object.entries(tabs).map(([, s]) => eventWhere<{ check: TAttendanceCheck }>(s!, 'check:opened', () => true));
      const check = await openCheck(instructor, session.id, k === 0 ? { prompt: 'Still with us? Select Continue.' } : {});
      checks.push(check);
      // Every tab in the room is shown the check.
      for (const got of await Promise.all(seen)) expect(got.check.id).toBe(check.id);
      for (const [name, socket] of Object.entries(tabs) as [keyof typeof people, TestSocket][]) {
        if (skips[k]?.includes(name)) continue;
        // Some answer through the socket command, some through REST: the same service.
        if (name === 'ben' || name === 'dev') {
          const res = await people[name].post(`/api/training/checks/${check.id}/answer`, {});
          expect(res.status).toBe(200);
          expect((res.json as TCheckAnswerResult).outcome).toBe('answered');
        } else {
          const ack = await answerBySocket(socket, check.id);
          expect(ack.ok).toBe(true);
        }
      }
      clock.at(minute + 2);
      if (k === 1) {
        clock.at(25);
        tabs.cleo!.disconnect();
        delete tabs.cleo;
        await presenceIs(instructor, session.id, { [cleo.user.id]: false });
        clock.at(30);
        await tab('dev');
        await presenceIs(instructor, session.id, { [dev.user.id]: true });
      }
      if (k === 2) {
        clock.at(45);
        await tab('cleo');
        await presenceIs(instructor, session.id, { [cleo.user.id]: true });
      }
      if (k === 3) {
        // Ben answers the check at minute 61 a minute after its window.
        const res = await ben.post(`/api/training/checks/${check.id}/answer`, {});
        lateAnswer = { status: res.status, message: res.json?.message };
      }
    }
    clock.at(120);
    expect((await instructor.post(`/api/live-training/${session.id}/end`)).status).toBe(200);
    await server.events.idle();
    final = await credits(instructor, session.id);
  });

  afterAll(async () => {
    clock?.restore();
    for (const s of open) s.disconnect();
    await server?.stop();
  });

  const row = (name: keyof typeof people) => final.rows.find((r) => r.userId === people[name].user.id)!;

  it('gives each attendee exactly the credits the rule gives', () => {
    expect(final.checksRun).toBe(6);
    expect(final.answersRequired).toBe(4);
    expect(row('ann')).toMatchObject({ minutes: 120, checksAnswered: 6, checksMissed: 0, credits: 2 });
    expect(row('ben')).toMatchObject({ minutes: 120, checksAnswered: 5, checksMissed: 1, credits: 2 });
    // Away from 25 to 45: 100 minutes, 2 credits; the check at 41 is missed.
    expect(row('cleo')).toMatchObject({ minutes: 100, checksAnswered: 5, checksMissed: 1, credits: 2 });
    // From 30: 90 minutes make 1.8 (fifths after the first credit); 4 answers are enough.
    expect(row('dev')).toMatchObject({ minutes: 90, checksAnswered: 4, checksMissed: 2, credits: 1.8 });
    // Three missed of six: fewer than the 4 answers required, so no credit however long she stayed.
    expect(row('eve')).toMatchObject({ minutes: 120, checksAnswered: 3, checksMissed: 3, credits: 0 });
  });

  it('keeps every prompt and every answer, silence and late answer in the ledger', async () => {
    const res = await instructor.get(`/api/training/checks/${session.id}/ledger`);
    expect(res.status).toBe(200);
    const { checks: prompts, entries } = res.json as { checks: TAttendanceCheck[]; entries: TLedgerEntry[] };
    expect(prompts.map((c) => c.id)).toEqual(checks.map((c) => c.id));
    expect(prompts.every((c) => c.status === 'closed')).toBe(true);
    expect(prompts[0]!.prompt).toBe('Still with us? Select Continue.');
    const outcomes = (name: keyof typeof people) =>
      checks.map((c) => entries.filter((e) => e.checkId === c.id && e.userId === people[name].user.id).map((e) => e.outcome).sort().join('+') || '-');
    expect(outcomes('ann')).toEqual(['answered', 'answered', 'answered', 'answered', 'answered', 'answered']);
    expect(outcomes('ben')).toEqual(['answered', 'answered', 'answered', 'late+missed', 'answered', 'answered']);
    // Cleo was not in the room during the check at 41 (no silence of hers to record there).
    expect(outcomes('cleo')).toEqual(['answered', 'answered', '-', 'answered', 'answered', 'answered']);
    expect(outcomes('dev')).toEqual(['-', '-', 'answered', 'answered', 'answered', 'answered']);
    expect(outcomes('eve')).toEqual(['answered', 'missed', 'missed', 'missed', 'answered', 'answered']);
    // Times are the server's: an answer at the check's opening minute, a silence at its window's end.
    const benMissed = entries.find((e) => e.userId === people.ben.user.id && e.outcome === 'missed')!;
    expect(benMissed.at).toBe(checks[3]!.closesAt);
    const annFirst = entries.find((e) => e.userId === people.ann.user.id && e.checkId === checks[0]!.id)!;
    expect(annFirst.at).toBe(checks[0]!.openedAt);
  });

  it('refuses an answer after the window and records it as late', () => {
    expect(lateAnswer).toEqual({ status: 409, message: CHECK_CLOSED_LATE });
  });

  it('shows the credits to operators but not to attendees', async () => {
    expect((await credits(operator, session.id)).rows).toHaveLength(5);
    expect((await people.ann.get(`/api/live-training/${session.id}/credits`)).status).toBe(403);
    expect((await people.ann.get(`/api/training/checks/${session.id}/ledger`)).status).toBe(403);
  });

  it('gives operators the audit evidence as a zip of spreadsheet-safe CSVs, and nobody else', async () => {
    expect((await instructor.get(`/api/live-training/${session.id}/evidence`)).status).toBe(403);
    expect((await people.ann.get(`/api/live-training/${session.id}/evidence`)).status).toBe(403);
    const res = await fetch(`${server.url}/api/live-training/${session.id}/evidence`, { headers: { Cookie: operator.cookieHeader } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const files = await unzipText(Buffer.from(await res.arrayBuffer()));
    expect([...files.keys()].sort()).toEqual(['attendance-minutes.csv', 'attendance.csv', 'check-responses.csv', 'checks.csv', 'credits.csv', 'polls.csv', 'program.csv', 'qa.csv', 'roster.csv']);
    const lines = (file: string) => files.get(file)!.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(files.get('roster.csv')!.startsWith('\uFEFF')).toBe(true);
    expect(lines('program.csv')).toContain('Field of study,Taxes');
    expect(lines('program.csv')).toContain('Credits offered,2');
    expect(lines('roster.csv')).toHaveLength(1 + 5);
    expect(lines('checks.csv')).toHaveLength(1 + 6);
    // Every answer, silence and late answer of the ledger: 6 + 7 + 5 + 4 + 6 rows.
    expect(lines('check-responses.csv')).toHaveLength(1 + 28);
    const cleo = people.cleo.user.id;
    // Cleo's two visits, and the 20 minutes she was away between them.
    expect(lines('attendance.csv').filter((l) => l.startsWith(cleo)).map((l) => l.split(',').slice(4).join(','))).toEqual(['25,', '75,20']);
    expect(lines('credits.csv')).toContain(`${people.dev.user.id},Member Tester,90,4,2,1.8`);
    expect(lines('polls.csv').slice(1).map((l) => l.split(',').slice(2, 6).join(','))).toEqual(['Which form is filed quarterly?,1,941,0', 'Which form is filed quarterly?,2,940,0']);
    // The formula is kept as text: an apostrophe before the =.
    expect(files.get('qa.csv')).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
  });
});
