import { describe, expect, it } from 'vitest';
import type { TLiveSession } from '@app/shared-types/live-training';
import { appSuite, type TestServer } from '../helpers/test-app';
import { HttpClient } from '../helpers/http-client';
import { nextEvent } from '../helpers/socket-client';
import { liveSession, person, register, scheduleSession, sessionTab, stored, sessionWithAttendees } from '../helpers/live-training';
import { DEMO_RECORDING_URL } from '../../src/modules/live-training/sessions/sessions.seed';

describe('account deletion', () => {
  let server: TestServer;
  const open = appSuite((app) => (server = app), { closeSockets: 'afterEach' });

  it('gives a deleted member’s seats back and removes their registrations', async () => {
    const instructor = await person(server, 'instructor');
    const upcoming = await scheduleSession(instructor, { maxParticipants: 1 });
    const running = await liveSession(instructor);
    const leaving = await person(server);
    await register(leaving, upcoming.id);
    await register(leaving, running.id);
    await sessionTab(server, leaving, running.id, open);
    const instructorTab = await sessionTab(server, instructor, running.id, open);
    const seatFreed = nextEvent<{ session: TLiveSession }>(instructorTab, 'live-session:updated');

    expect((await leaving.request('DELETE', '/api/auth/user', { body: { password: 'secret-pass' } })).status).toBe(204);
    expect((await seatFreed).session.registeredCount).toBe(0);
    expect((await instructor.get(`/api/live-training/${upcoming.id}`)).json.registeredCount).toBe(0);
    expect(await stored(server.database.connection).Registrations.countDocuments({ userId: leaving.user.id })).toBe(0);
    // The freed seat is really free.
    expect((await (await person(server)).post(`/api/live-training/${upcoming.id}/register`)).status).toBe(201);
  });

  it('cancels a deleted instructor’s open sessions and tells the registrants', async () => {
    const { instructor, session, attendees: [member] } = await sessionWithAttendees(server);
    const memberTab = await sessionTab(server, member, session.id, open);
    const told = nextEvent<{ sessionId: string }>(memberTab, 'live-session:cancelled');
    expect((await instructor.request('DELETE', '/api/auth/user', { body: { password: 'secret-pass' } })).status).toBe(204);
    expect((await told).sessionId).toBe(session.id);
    expect((await member.get(`/api/live-training/${session.id}`)).json.status).toBe('cancelled');
  });
});

describe('demo data', () => {
  let server: TestServer;
  appSuite((app) => (server = app), { env: () => ({ SEED_DEMO_DATA: 'true' }) });

  it('gives the demo instructor sessions in every state, with the demo members registered for the live one', async () => {
    const visitor = new HttpClient(server.url);
    const sessions = (await visitor.get('/api/live-training')).json as TLiveSession[];
    const mine = sessions.filter((s) => s.instructorName === 'Marcus Reed');
    const statuses = new Set(mine.map((s) => s.status));
    expect([...statuses].sort()).toEqual(['cancelled', 'completed', 'live', 'scheduled']);
    const soon = mine.find((s) => s.status === 'scheduled' && Date.parse(s.scheduledStartTime) - Date.now() < 3600_000);
    expect(soon).toBeDefined();
    expect(mine.some((s) => s.isPremiumOnly && s.status === 'scheduled')).toBe(true);
    expect(new Set(mine.map((s) => s.category)).size).toBeGreaterThanOrEqual(4);

    const completed = mine.find((s) => s.status === 'completed' && s.recordingUrl);
    expect(completed?.recordingUrl).toBe(DEMO_RECORDING_URL);
    const media = await visitor.get(DEMO_RECORDING_URL);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toContain('video/webm');

    const member = new HttpClient(server.url);
    await member.login('member', 'member-demo');
    const live = ((await member.get('/api/live-training')).json as TLiveSession[]).find((s) => s.status === 'live' && s.instructorName === 'Marcus Reed');
    expect(live).toMatchObject({ registeredCount: 2, viewer: { registered: true } });
    expect(live?.zoomJoinUrl).toMatch(/^https:\/\/meet\.jit\.si\//);
  });
});
