import { describe, expect, it } from 'vitest';
import { LIVE_MESSAGES, type TLiveSession, type TRegisterResult } from '@app/shared-types/live-training';
import { appSuite, type TestServer } from '../helpers/test-app';
import { HttpClient } from '../helpers/http-client';
import { inMinutes, person, register, scheduleSession, stored, unknownId } from '../helpers/live-training';

let server: TestServer;
appSuite((app) => (server = app));

describe('registration', () => {
  it('registers a member once; a second call answers the same registration', async () => {
    const instructor = await person(server, 'instructor');
    const session = await scheduleSession(instructor);
    const alice = await person(server);

    const first = await alice.post(`/api/live-training/${session.id}/register`, { userId: 'someone-else' });
    expect(first.status).toBe(201);
    const body = first.json as TRegisterResult;
    expect(body.registration).toMatchObject({ sessionId: session.id, userId: alice.user.id, status: 'registered' });
    expect(body.session).toMatchObject({ registeredCount: 1, viewer: { registered: true, canManage: false, canAccess: true } });
    expect(body.session.zoomJoinUrl).toMatch(/^https:\/\/meet\.jit\.si\/cost-plus-pricing-clinic-[0-9a-f]{32}$/);
    expect(body.session.zoomStartUrl).toBeNull();

    const again = await alice.post(`/api/live-training/${session.id}/register`);
    expect(again.status).toBe(200);
    expect((again.json as TRegisterResult).registration.id).toBe(body.registration.id);
    expect((await alice.get(`/api/live-training/${session.id}`)).json.registeredCount).toBe(1);
  });

  it('refuses a seat to the session’s own instructor and to operators, who run it without one', async () => {
    const instructor = await person(server, 'instructor');
    const operator = await person(server, 'operator');
    const session = await scheduleSession(instructor, { maxParticipants: 1 });
    for (const manager of [instructor, operator]) {
      const res = await manager.post(`/api/live-training/${session.id}/register`);
      expect(res.status).toBe(409);
      expect(res.json.message).toBe('You run this session, so you do not need to register for it.');
    }
    expect(await stored(server.database.connection).Registrations.countDocuments({ sessionId: session.id })).toBe(0);
    const alice = await person(server);
    expect((await alice.post(`/api/live-training/${session.id}/register`)).status).toBe(201);
  });

  it('asks visitors to sign in and changes nothing', async () => {
    const instructor = await person(server, 'instructor');
    const session = await scheduleSession(instructor);
    const res = await new HttpClient(server.url).post(`/api/live-training/${session.id}/register`);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ message: LIVE_MESSAGES.signInToRegister, code: 'UNAUTHENTICATED' });
    expect(await stored(server.database.connection).Registrations.countDocuments({ sessionId: session.id })).toBe(0);
  });

  it('gives exactly the free seats to 50 members registering at once', async () => {
    const instructor = await person(server, 'instructor');
    const session = await scheduleSession(instructor, { maxParticipants: 10 });
    const members = await Promise.all(Array.from({ length: 50 }, () => person(server)));
    const results = await Promise.all(members.map((m) => m.post(`/api/live-training/${session.id}/register`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    for (const r of results.filter((r) => r.status === 409)) expect(r.json.message).toBe(LIVE_MESSAGES.sessionFull);
    const { Sessions, Registrations } = stored(server.database.connection);
    expect((await Sessions.findById(session.id).lean())?.registeredCount).toBe(10);
    expect(await Registrations.countDocuments({ sessionId: session.id, status: 'registered' })).toBe(10);
    // Fifty accounts means fifty password hashes: slow on a busy machine, so this test gets more time.
  }, 120_000);

  it('frees a seat when a registration is cancelled, and lets the member come back', async () => {
    const instructor = await person(server, 'instructor');
    const session = await scheduleSession(instructor, { maxParticipants: 1 });
    const [a, b] = [await person(server), await person(server)];
    await register(a, session.id);
    expect((await b.post(`/api/live-training/${session.id}/register`)).status).toBe(409);

    const cancelled = await a.request('DELETE', `/api/live-training/${session.id}/register`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json as TLiveSession).toMatchObject({ registeredCount: 0, zoomJoinUrl: null, viewer: { registered: false } });
    expect((await a.request('DELETE', `/api/live-training/${session.id}/register`)).status).toBe(404);

    expect((await b.post(`/api/live-training/${session.id}/register`)).status).toBe(201);
    expect((await a.post(`/api/live-training/${session.id}/register`)).status).toBe(409);
    await b.request('DELETE', `/api/live-training/${session.id}/register`);
    expect((await a.post(`/api/live-training/${session.id}/register`)).status).toBe(201);
    expect((await a.get(`/api/live-training/${session.id}`)).json.registeredCount).toBe(1);
  });

  it('answers unknown and malformed ids with 404', async () => {
    const a = await person(server);
    expect((await a.post(`/api/live-training/${unknownId()}/register`)).status).toBe(404);
    expect((await a.post(`/api/live-training/not-an-id/register`)).status).toBe(404);
    expect((await a.get(`/api/live-training/${unknownId()}`)).status).toBe(404);
  });

  it('refuses registration for cancelled and completed sessions', async () => {
    const instructor = await person(server, 'instructor');
    const cancelled = await scheduleSession(instructor, { scheduledStartTime: inMinutes(30) });
    expect((await instructor.post(`/api/live-training/${cancelled.id}/cancel`)).status).toBe(200);
    const a = await person(server);
    const res = await a.post(`/api/live-training/${cancelled.id}/register`);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('This session has been cancelled.');

    const ended = await scheduleSession(instructor);
    await instructor.post(`/api/live-training/${ended.id}/start`);
    await instructor.post(`/api/live-training/${ended.id}/end`);
    const late = await a.post(`/api/live-training/${ended.id}/register`);
    expect(late.status).toBe(409);
    expect(late.json.message).toBe('This session has already ended.');
  });
});
