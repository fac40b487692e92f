import { describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { LIVE_MESSAGES, type TAttendanceRow, type TLiveSession } from '@app/shared-types/live-training';
import { LIFECYCLE_JOB } from '../../src/modules/live-training/sessions/sessions.jobs';
import { appSuite, type TestServer } from '../helpers/test-app';
import { HttpClient } from '../helpers/http-client';
import { inMinutes, liveSession, person, register, scheduleSession, stored, unknownId, sessionWithAttendees } from '../helpers/live-training';

let server: TestServer;
appSuite((app) => (server = app));

const valid = () => ({ title: 'Payroll tax deposits', category: 'tax', scheduledStartTime: inMinutes(60) });

describe('scheduling', () => {
  it('lets instructors schedule with their own identity, whatever the body claims', async () => {
    const instructor = await person(server, 'instructor');
    const other = await person(server, 'instructor');
    const res = await instructor.post('/api/live-training', { ...valid(), instructorId: other.user.id, instructorName: 'Someone Else', userId: other.user.id });
    expect(res.status).toBe(201);
    const session = res.json as TLiveSession;
    expect(session).toMatchObject({
      instructorId: instructor.user.id,
      instructorName: 'Instructor Tester',
      status: 'scheduled',
      duration: 60,
      maxParticipants: 100,
      registeredCount: 0,
      timezone: 'America/New_York',
      sessionType: 'webinar',
      meetingProvider: 'jitsi',
      viewer: { registered: false, canManage: true, canAccess: true },
    });
    expect(Date.parse(session.scheduledEndTime) - Date.parse(session.scheduledStartTime)).toBe(60 * 60_000);
    expect(session.zoomStartUrl).toMatch(/^https:\/\/meet\.jit\.si\//);
    expect(JSON.stringify(session)).not.toMatch(/"_id"|__v|zoomPassword/);
  });

  it('refuses members and visitors', async () => {
    expect((await (await person(server)).post('/api/live-training', valid())).status).toBe(403);
    expect((await (await person(server, 'premium')).post('/api/live-training/instant', { topic: 'x' })).status).toBe(403);
    expect((await new HttpClient(server.url).post('/api/live-training', valid())).status).toBe(401);
  });

  it('answers each wrong field with a 400 naming it, and stores nothing', async () => {
    const instructor = await person(server, 'instructor');
    const { Sessions } = stored(server.database.connection);
    const before = await Sessions.countDocuments();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(256) }, 'title'],
      [{ category: 'astrology' }, 'category'],
      [{ sessionType: 'party' }, 'sessionType'],
      [{ scheduledStartTime: 'tomorrow' }, 'scheduledStartTime'],
      [{ scheduledStartTime: inMinutes(-5) }, 'scheduledStartTime'],
      [{ duration: 5 }, 'duration'],
      [{ duration: 'long' }, 'duration'],
      [{ maxParticipants: 0 }, 'maxParticipants'],
      [{ timezone: 'Mars/Olympus' }, 'timezone'],
      [{ isPremiumOnly: 'yes' }, 'isPremiumOnly'],
      [{ learningObjectives: 'learn' }, 'learningObjectives'],
      [{ status: 'live' }, ''],
    ];
    for (const [change, path] of cases) {
      const res = await instructor.post('/api/live-training', { ...valid(), ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.json.code).toBe('VALIDATION_FAILED');
      if (path) expect(res.json.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect(await Sessions.countDocuments()).toBe(before);
  });

  it('starts an instant session now, live, for an hour, with the host link', async () => {
    const instructor = await person(server, 'instructor');
    const missing = await instructor.post('/api/live-training/instant', { topic: '   ', instructorId: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe(LIVE_MESSAGES.topicRequired);
    const res = await instructor.post('/api/live-training/instant', { topic: 'Quick SAM update', agenda: 'New rules', instructorId: unknownId(), instructorName: 'Fake' });
    expect(res.status).toBe(201);
    const session = res.json as TLiveSession;
    expect(session).toMatchObject({ title: 'Quick SAM update', agenda: 'New rules', status: 'live', sessionType: 'instant', duration: 60, instructorId: instructor.user.id });
    expect(Math.abs(Date.parse(session.scheduledStartTime) - Date.now())).toBeLessThan(10_000);
    expect(session.actualStartTime).not.toBeNull();
    expect(session.zoomStartUrl).toMatch(/^https:\/\//);
  });
});

describe('editing', () => {
  it('lets the own instructor or an operator edit a scheduled session, no one else', async () => {
    const instructor = await person(server, 'instructor');
    const session = await scheduleSession(instructor);
    const other = await person(server, 'instructor');
    expect((await other.request('PATCH', `/api/live-training/${session.id}`, { body: { title: 'Hijacked' } })).status).toBe(403);
    expect((await (await person(server)).request('PATCH', `/api/live-training/${session.id}`, { body: { title: 'Hijacked' } })).status).toBe(403);
    const operator = await person(server, 'operator');
    const res = await operator.request('PATCH', `/api/live-training/${session.id}`, { body: { title: 'Renamed', duration: 90 } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ title: 'Renamed', duration: 90, instructorId: instructor.user.id });
    expect(Date.parse(res.json.scheduledEndTime) - Date.parse(res.json.scheduledStartTime)).toBe(90 * 60_000);
    const bad = await instructor.request('PATCH', `/api/live-training/${session.id}`, { body: { scheduledStartTime: inMinutes(-1) } });
    expect(bad.status).toBe(400);
    expect((await instructor.request('PATCH', `/api/live-training/${session.id}`, { body: { registeredCount: 0 } })).status).toBe(400);
  });

  it('never lowers capacity below the seats taken', async () => {
    const instructor = await person(server, 'instructor');
    const session = await scheduleSession(instructor, { maxParticipants: 5 });
    for (const m of await Promise.all([person(server), person(server), person(server)])) await register(m, session.id);
    const res = await instructor.request('PATCH', `/api/live-training/${session.id}`, { body: { maxParticipants: 2 } });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('Capacity cannot be lower than the 3 seats already taken.');
    expect((await instructor.get(`/api/live-training/${session.id}`)).json.maxParticipants).toBe(5);
    expect((await instructor.request('PATCH', `/api/live-training/${session.id}`, { body: { maxParticipants: 3 } })).json.maxParticipants).toBe(3);
    expect((await (await person(server)).post(`/api/live-training/${session.id}/register`)).status).toBe(409);
  });

  it('refuses edits once the session is live', async () => {
    const instructor = await person(server, 'instructor');
    const session = await liveSession(instructor);
    expect((await instructor.request('PATCH', `/api/live-training/${session.id}`, { body: { title: 'Too late' } })).status).toBe(409);
  });
});

describe('lifecycle', () => {
  it('goes scheduled -> live -> completed and refuses every other move with 409', async () => {
    const instructor = await person(server, 'instructor');
    const session = await scheduleSession(instructor);
    expect((await instructor.post(`/api/live-training/${session.id}/end`)).status).toBe(409);
    const started = await instructor.post(`/api/live-training/${session.id}/start`);
    expect(started.json).toMatchObject({ status: 'live' });
    expect(started.json.actualStartTime).not.toBeNull();
    const again = await instructor.post(`/api/live-training/${session.id}/start`);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('This session is live; it cannot be started.');
    const ended = await instructor.post(`/api/live-training/${session.id}/end`);
    expect(ended.json).toMatchObject({ status: 'completed' });
    expect((await instructor.post(`/api/live-training/${session.id}/cancel`)).status).toBe(409);
    expect((await instructor.post(`/api/live-training/${session.id}/start`)).status).toBe(409);
  });

  it('lets only the own instructor or an operator move a session', async () => {
    const { instructor, session, attendees: [member] } = await sessionWithAttendees(server);
    expect((await member.post(`/api/live-training/${session.id}/start`)).status).toBe(403);
    expect((await (await person(server, 'instructor')).post(`/api/live-training/${session.id}/cancel`)).status).toBe(403);
    expect((await new HttpClient(server.url).post(`/api/live-training/${session.id}/cancel`)).status).toBe(401);
    expect((await member.get(`/api/live-training/${session.id}`)).json.status).toBe('scheduled');
    expect((await (await person(server, 'operator')).post(`/api/live-training/${session.id}/cancel`)).json.status).toBe('cancelled');
    expect((await instructor.post(`/api/live-training/${unknownId()}/start`)).status).toBe(404);
  });

  it('stores a recording link once the session has run', async () => {
    const instructor = await person(server, 'instructor');
    const session = await scheduleSession(instructor);
    const url = 'https://videos.example.com/recording.mp4';
    expect((await instructor.request('PUT', `/api/live-training/${session.id}/recording`, { body: { recordingUrl: url } })).status).toBe(409);
    await instructor.post(`/api/live-training/${session.id}/start`);
    await instructor.post(`/api/live-training/${session.id}/end`);
    expect((await instructor.request('PUT', `/api/live-training/${session.id}/recording`, { body: { recordingUrl: 'javascript:alert(1)' } })).status).toBe(400);
    expect((await (await person(server)).request('PUT', `/api/live-training/${session.id}/recording`, { body: { recordingUrl: url } })).status).toBe(403);
    const res = await instructor.request('PUT', `/api/live-training/${session.id}/recording`, { body: { recordingUrl: url } });
    expect(res.json.recordingUrl).toBe(url);
    expect((await new HttpClient(server.url).get(`/api/live-training/${session.id}`)).json.recordingUrl).toBe(url);
  });
});

describe('feedback and attendance', () => {
  it('takes feedback from registered attendees once the session started, replacing earlier feedback', async () => {
    const { instructor, session, attendees: [member] } = await sessionWithAttendees(server);
    expect((await member.post(`/api/live-training/${session.id}/feedback`, { rating: 5 })).status).toBe(409);
    await instructor.post(`/api/live-training/${session.id}/start`);
    expect((await member.post(`/api/live-training/${session.id}/feedback`, { rating: 6 })).status).toBe(400);
    expect((await member.post(`/api/live-training/${session.id}/feedback`, { rating: 'great' })).status).toBe(400);
    expect((await (await person(server)).post(`/api/live-training/${session.id}/feedback`, { rating: 4 })).status).toBe(403);
    expect((await member.post(`/api/live-training/${session.id}/feedback`, { rating: 3, comments: 'ok' })).json).toMatchObject({ feedbackRating: 3, feedbackComments: 'ok' });
    const second = await member.post(`/api/live-training/${session.id}/feedback`, { rating: 5, comments: 'Great after all' });
    expect(second.json).toMatchObject({ feedbackRating: 5, feedbackComments: 'Great after all' });

    const rows = (await instructor.get(`/api/live-training/${session.id}/attendance`)).json as TAttendanceRow[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: member.user.id, username: member.user.username, displayName: 'Member Tester', feedbackRating: 5 });
    expect((await member.get(`/api/live-training/${session.id}/attendance`)).status).toBe(403);
  });
});

describe('lifecycle job', () => {
  it('moves due sessions live and overdue ones to completed, each once, announcing nothing twice', async () => {
    const { Sessions } = stored(server.database.connection);
    const instructor = await person(server, 'instructor');
    const now = Date.now();
    const base = {
      title: 'Job-driven',
      category: 'tax',
      sessionType: 'webinar',
      meetingProvider: 'jitsi',
      zoomJoinUrl: 'https://meet.jit.si/x',
      zoomStartUrl: 'https://meet.jit.si/x',
      duration: 60,
      instructorId: new Types.ObjectId(instructor.user.id),
      instructorName: 'Instructor Tester',
    } as const;
    const [due, overdue, running, overrun, future] = await Sessions.insertMany([
      { ...base, scheduledStartTime: new Date(now - 60_000), scheduledEndTime: new Date(now + 59 * 60_000), status: 'scheduled' as const },
      { ...base, scheduledStartTime: new Date(now - 2 * 3600_000), scheduledEndTime: new Date(now - 3600_000), status: 'scheduled' as const },
      { ...base, scheduledStartTime: new Date(now - 3600_000), scheduledEndTime: new Date(now - 5 * 60_000), status: 'live' as const, actualStartTime: new Date(now - 3600_000) },
      { ...base, scheduledStartTime: new Date(now - 2 * 3600_000), scheduledEndTime: new Date(now - 20 * 60_000), status: 'live' as const, actualStartTime: new Date(now - 2 * 3600_000) },
      { ...base, scheduledStartTime: new Date(now + 3600_000), scheduledEndTime: new Date(now + 2 * 3600_000), status: 'scheduled' as const },
    ]);
    // Two runs at once, as two nodes might: each session moves once.
    await Promise.all([server.jobs.agenda.now(LIFECYCLE_JOB, {}), server.jobs.agenda.now(LIFECYCLE_JOB, {})]);
    await expect.poll(async () => (await Sessions.findById(due!._id).lean())?.status, { timeout: 15_000 }).toBe('live');
    await expect.poll(async () => (await Sessions.findById(overdue!._id).lean())?.status, { timeout: 15_000 }).toBe('completed');
    await expect.poll(async () => (await Sessions.findById(overrun!._id).lean())?.status, { timeout: 15_000 }).toBe('completed');
    // Within the overrun grace: still live. Not yet due: still scheduled.
    expect((await Sessions.findById(running!._id).lean())?.status).toBe('live');
    expect((await Sessions.findById(future!._id).lean())?.status).toBe('scheduled');
    const closed = await Sessions.findById(overdue!._id).lean();
    expect(closed?.actualStartTime?.getTime()).toBe(closed?.scheduledStartTime.getTime());
    expect(closed?.actualEndTime?.getTime()).toBe(closed?.scheduledEndTime.getTime());
  });

  it('is scheduled once as a recurring job', async () => {
    const jobs = await server.database.connection.db!.collection('agendaJobs').find({ name: LIFECYCLE_JOB, type: 'single' }).toArray();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ repeatInterval: '1 minute' });
  });
});
