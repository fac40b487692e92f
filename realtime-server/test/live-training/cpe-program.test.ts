import { describe, expect, it } from 'vitest';
import type { TLiveSession } from '@app/shared-types/live-training';
import type { TAttendanceCheck, TCheckState, TCreditsReport } from '@app/shared-types/live-training/cpe';
import { checkModel, checkPlanModel } from '../../src/modules/live-training/interactive/checks/checks.model';
import { CHECK_PLANNED_JOB } from '../../src/modules/live-training/interactive/checks/checks.jobs';
import { inMinutes, liveRoomSuite, person, scheduleSession, sessionTab, type LiveRoom } from '../helpers/live-training';
import type { TestSocket } from '../helpers/socket-client';
import { answerBySocket, openCheck, TWO_CREDIT_PROGRAM } from './cpe-helpers';
import { eventWhere } from './interactive-helpers';

const put = (client: LiveRoom['instructor'], id: string, body: unknown) => client.request('PUT', `/api/live-training/${id}/cpe`, { body });

describe('a CPE program on a session', () => {
  let room: LiveRoom;
  liveRoomSuite((r) => (room = r), { session: { duration: 120 } });

  it('is set by the instructor or an operator, carried by the session, and validated', async () => {
    const session = await scheduleSession(room.instructor, { duration: 60 });
    expect(session.cpe).toBeNull();
    expect((await put(room.alice, session.id, TWO_CREDIT_PROGRAM)).status).toBe(403);
    // 60 minutes award at most 1.2 credits.
    const tooMany = await put(room.instructor, session.id, TWO_CREDIT_PROGRAM);
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.errors[0]).toEqual({ path: 'credits', message: 'A 60-minute session can award at most 1.2 CPE credits (one per 50 minutes)' });
    const bad = await put(room.instructor, session.id, { ...TWO_CREDIT_PROGRAM, credits: 1.1, fieldOfStudy: 'Astrology', level: 'Advanced', objectives: [] });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.map((e: { path: string }) => e.path).sort()).toEqual(['credits', 'fieldOfStudy', 'objectives']);
    // Standard No. 3: Intermediate, Advanced and Update programs state their prerequisites.
    const noPrereq = await put(room.instructor, session.id, { ...TWO_CREDIT_PROGRAM, credits: 1, level: 'Advanced' });
    expect(noPrereq.json.errors).toEqual([{ path: 'prerequisites', message: 'Please state the prerequisites: Intermediate, Advanced and Update programs need them' }]);
    const ok = await put(room.instructor, session.id, { ...TWO_CREDIT_PROGRAM, credits: 1.2 });
    expect(ok.status).toBe(200);
    expect((ok.json as TLiveSession).cpe).toEqual({ ...TWO_CREDIT_PROGRAM, credits: 1.2, deliveryMethod: 'Group Internet Based' });
    const operator = await person(room.server, 'operator');
    expect((await put(operator, session.id, { ...TWO_CREDIT_PROGRAM, credits: 1, level: 'Update', prerequisites: 'The 2025 course' })).status).toBe(200);
    expect(((await room.alice.get(`/api/live-training/${session.id}`)).json as TLiveSession).cpe).toMatchObject({ credits: 1, level: 'Update' });
  });

  it('bounds the dates: no start after 2100, no end before the start', async () => {
    const late = await room.instructor.post('/api/live-training', { title: 'Far away', category: 'tax', scheduledStartTime: '2100-01-01T10:00:00Z' });
    expect(late.status).toBe(400);
    expect(late.json.errors).toEqual([{ path: 'scheduledStartTime', message: 'The start must be before the year 2100' }]);
    const start = inMinutes(120);
    const backwards = await room.instructor.post('/api/live-training', { title: 'Backwards', category: 'tax', scheduledStartTime: start, scheduledEndTime: inMinutes(60) });
    expect(backwards.status).toBe(400);
    expect(backwards.json.errors).toEqual([{ path: 'scheduledEndTime', message: 'The end must be after the start' }]);
    const session = await scheduleSession(room.instructor, { scheduledStartTime: start, scheduledEndTime: inMinutes(210) });
    expect(session.duration).toBe(90);
    const edit = await room.instructor.patch(`/api/live-training/${session.id}`, { scheduledEndTime: inMinutes(100) });
    expect(edit.status).toBe(400);
    expect(edit.json.message).toBe('The end must be after the start');
    expect((await room.instructor.patch(`/api/live-training/${session.id}`, { scheduledStartTime: '2150-05-01T10:00:00Z' })).status).toBe(400);
  });

  it('pushes a check to every tab of the room and takes the answer once', async () => {
    const seen = [room.tabs.alice, room.tabs.bob, room.tabs.instructor].map((s) => eventWhere<{ check: TAttendanceCheck }>(s, 'check:opened', () => true));
    const check = await openCheck(room.instructor, room.session.id, { prompt: 'Which form reports quarterly payroll taxes?', windowSeconds: 90 });
    expect(check).toMatchObject({ prompt: 'Which form reports quarterly payroll taxes?', windowSeconds: 90, status: 'open', source: 'instructor' });
    for (const got of await Promise.all(seen)) expect(got.check).toEqual(check);
    const first = await answerBySocket(room.tabs.alice, check.id);
    const again = await answerBySocket(room.tabs.alice, check.id);
    expect(first.ok && again.ok && again.data.answeredAt === first.data.answeredAt).toBe(true);
    expect((await room.instructor.post(`/api/training/checks/${check.id}/answer`, {})).status).toBe(403);
    expect((await room.alice.post(`/api/training/checks/${room.session.id}`, {})).status).toBe(403);
    expect((await openCheck(room.instructor, room.session.id, { windowSeconds: 5 }).catch((e: Error) => e.message))).toContain('400');
    const state = (await room.alice.get(`/api/training/checks/${room.session.id}`)).json as TCheckState;
    expect(state.checks[0]).toMatchObject({ id: check.id, myOutcome: 'answered' });
    expect(state.credits).toBeUndefined();
  });

  it("updates the instructors' credits live, and never the attendees'", async () => {
    expect((await put(room.instructor, room.session.id, { ...TWO_CREDIT_PROGRAM })).status).toBe(200);
    const update = eventWhere<{ report: TCreditsReport }>(room.tabs.instructor, 'credits:updated', (p) => p.report.rows.some((r) => r.userId === room.bob.user.id && r.checksAnswered > 0));
    let attendeeGot = false;
    room.tabs.alice.on('credits:updated', () => (attendeeGot = true));
    const check = await openCheck(room.instructor, room.session.id);
    expect((await answerBySocket(room.tabs.bob, check.id)).ok).toBe(true);
    const { report } = await update;
    expect(report.program?.credits).toBe(2);
    expect(report.rows.find((r) => r.userId === room.bob.user.id)).toMatchObject({ presentNow: true });
    expect(attendeeGot).toBe(false);
  });

  it('plans the random checks of a CPE session when it goes live: three per credit, spread over it', async () => {
    const instructor = await person(room.server, 'instructor');
    const session = await scheduleSession(instructor, { duration: 120, cpe: TWO_CREDIT_PROGRAM });
    expect((await instructor.post(`/api/live-training/${session.id}/start`)).status).toBe(200);
    await room.server.events.idle();
    const plan = await checkPlanModel(room.server.database.connection).findOne({ sessionId: session.id }).lean();
    expect(plan?.times).toHaveLength(6);
    const jobs = await room.server.database.connection.db!.collection('agendaJobs').find({ name: CHECK_PLANNED_JOB, 'data.sessionId': session.id }).toArray();
    expect(jobs.map((j) => (j.data as { index: number }).index).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    // The first falls due now: the server opens it for the room, once.
    const Checks = checkModel(room.server.database.connection);
    expect(await Checks.countDocuments({ sessionId: session.id })).toBe(0);
    await room.server.database.connection.db!.collection('agendaJobs').updateOne({ name: CHECK_PLANNED_JOB, 'data.sessionId': session.id, 'data.index': 0 }, { $set: { nextRunAt: new Date() } });
    await expect.poll(() => Checks.countDocuments({ sessionId: session.id }), { timeout: 15_000 }).toBe(1);
    expect(await Checks.findOne({ sessionId: session.id }).lean()).toMatchObject({ source: 'schedule', key: `plan:${session.id}:0`, windowSeconds: 60 });
  });

  it('adds the checks a live program lacks when an operator raises its credits, and tells the instructors', async () => {
    const instructor = await person(room.server, 'instructor');
    const operator = await person(room.server, 'operator');
    const session = await scheduleSession(instructor, { duration: 120, cpe: { ...TWO_CREDIT_PROGRAM, credits: 1 } });
    expect((await instructor.post(`/api/live-training/${session.id}/start`)).status).toBe(200);
    await room.server.events.idle();
    const Plans = checkPlanModel(room.server.database.connection);
    expect((await Plans.findOne({ sessionId: session.id }).lean())?.times).toHaveLength(3);
    const opened: TestSocket[] = [];
    const tab = await sessionTab(room.server, instructor, session.id, opened);
    const update = eventWhere<{ report: TCreditsReport }>(tab, 'credits:updated', (e) => e.report.program?.credits === 2);
    expect((await put(operator, session.id, TWO_CREDIT_PROGRAM)).status).toBe(200);
    await room.server.events.idle();
    expect((await update).report.program).toMatchObject({ credits: 2, fieldOfStudy: 'Taxes' });
    const times = (await Plans.findOne({ sessionId: session.id }).lean())!.times;
    expect(times).toHaveLength(6);
    // The three added lie ahead, before the scheduled end.
    for (const t of times.slice(3)) expect(t.getTime()).toBeGreaterThan(Date.now() - 5_000);
    for (const t of times.slice(3)) expect(t.getTime()).toBeLessThan(Date.parse(session.scheduledEndTime));
    const jobs = await room.server.database.connection.db!.collection('agendaJobs').find({ name: CHECK_PLANNED_JOB, 'data.sessionId': session.id }).toArray();
    expect(jobs.map((j) => (j.data as { index: number }).index).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    // The same program again adds nothing.
    expect((await put(instructor, session.id, TWO_CREDIT_PROGRAM)).status).toBe(200);
    await room.server.events.idle();
    expect((await Plans.findOne({ sessionId: session.id }).lean())!.times).toHaveLength(6);
    tab.disconnect();
  });
});
