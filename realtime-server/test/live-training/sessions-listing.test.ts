import { describe, expect, it } from 'vitest';
import { rooms } from '@app/shared-types/realtime';
import { MEETING_PROVIDER_LABELS, type TLiveSession } from '@app/shared-types/live-training';
import { appSuite, type TestServer } from '../helpers/test-app';
import { HttpClient } from '../helpers/http-client';
import { connectSocket, emitWithAck } from '../helpers/socket-client';
import { inMinutes, liveSession, person, register, scheduleSession } from '../helpers/live-training';

let server: TestServer;
const open = appSuite((app) => (server = app), { closeSockets: 'afterEach' });

describe('listing', () => {
  it('lists every session newest start first, filters by category, and refuses unknown categories', async () => {
    const instructor = await person(server, 'instructor');
    const tax = await scheduleSession(instructor, { title: 'Tax later', category: 'tax', scheduledStartTime: inMinutes(600) });
    const hr = await scheduleSession(instructor, { title: 'HR sooner', category: 'hr', scheduledStartTime: inMinutes(300) });
    const visitor = new HttpClient(server.url);

    const all = (await visitor.get('/api/live-training')).json as TLiveSession[];
    const ids = all.map((s) => s.id);
    expect(ids.indexOf(tax.id)).toBeLessThan(ids.indexOf(hr.id));
    const taxOnly = (await visitor.get('/api/live-training?category=tax')).json as TLiveSession[];
    expect(taxOnly.map((s) => s.id)).toContain(tax.id);
    expect(taxOnly.every((s) => s.category === 'tax')).toBe(true);
    expect(((await visitor.get('/api/live-training?category=all')).json as TLiveSession[]).length).toBe(all.length);
    const bad = await visitor.get('/api/live-training?category=astrology');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Unknown category');
    for (const s of all) expect(s).toMatchObject({ zoomJoinUrl: null, zoomStartUrl: null, viewer: { registered: false, canManage: false } });
  });

  it('lists upcoming sessions (scheduled or live, not ended) soonest first', async () => {
    const instructor = await person(server, 'instructor');
    const later = await scheduleSession(instructor, { scheduledStartTime: inMinutes(240) });
    const sooner = await scheduleSession(instructor, { scheduledStartTime: inMinutes(90) });
    const running = await liveSession(instructor, { scheduledStartTime: inMinutes(60) });
    const cancelled = await scheduleSession(instructor, { scheduledStartTime: inMinutes(30) });
    await instructor.post(`/api/live-training/${cancelled.id}/cancel`);
    const ended = await liveSession(instructor);
    await instructor.post(`/api/live-training/${ended.id}/end`);

    const upcoming = ((await new HttpClient(server.url).get('/api/live-training/upcoming')).json as TLiveSession[]).map((s) => s.id);
    expect(upcoming).not.toContain(cancelled.id);
    expect(upcoming).not.toContain(ended.id);
    const order = [running.id, sooner.id, later.id].map((id) => upcoming.indexOf(id));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('gives each viewer their own flags and links', async () => {
    const instructor = await person(server, 'instructor');
    const session = await scheduleSession(instructor);
    const member = await person(server);
    await register(member, session.id);
    const find = async (client: HttpClient) => ((await client.get('/api/live-training')).json as TLiveSession[]).find((s) => s.id === session.id)!;
    const asMember = await find(member);
    expect(asMember.viewer).toEqual({ registered: true, canManage: false, canAccess: true });
    expect(asMember.zoomJoinUrl).toMatch(/^https:\/\/meet\.jit\.si\//);
    expect(asMember.zoomStartUrl).toBeNull();
    const asInstructor = await find(instructor);
    expect(asInstructor.viewer).toEqual({ registered: false, canManage: true, canAccess: true });
    expect(asInstructor.zoomStartUrl).toBe(asInstructor.zoomJoinUrl);
    const asOther = await find(await person(server));
    expect(asOther).toMatchObject({ zoomJoinUrl: null, zoomStartUrl: null, viewer: { registered: false, canManage: false, canAccess: true } });
  });

  it('says which meeting provider is in use, and lets pages load its IFrame API and frames from that server only', async () => {
    const res = await new HttpClient(server.url).get('/api/live-training/meeting-provider');
    expect(res.json).toEqual({ provider: 'jitsi', label: MEETING_PROVIDER_LABELS.jitsi, jitsiDomain: 'meet.jit.si' });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://meet.jit.si;");
    expect(csp).toContain("frame-src 'self' https://meet.jit.si;");
  });
});

describe('one session’s rights never reach another', () => {
  it('a registration for one session opens neither the room nor the feedback of another', async () => {
    const instructor = await person(server, 'instructor');
    const mine = await liveSession(instructor);
    const other = await liveSession(instructor);
    const member = await person(server);
    await register(member, mine.id);

    const socket = await connectSocket(server.url, member.cookieHeader);
    open.push(socket);
    expect(await emitWithAck(socket, 'room:join', { room: rooms.session(mine.id) })).toEqual({ ok: true, data: undefined });
    expect(await emitWithAck(socket, 'room:join', { room: rooms.session(other.id) })).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect((await member.post(`/api/live-training/${other.id}/feedback`, { rating: 4 })).status).toBe(403);
    expect((await member.request('DELETE', `/api/live-training/${other.id}/register`)).status).toBe(404);
    expect((await member.get(`/api/live-training/${mine.id}/attendance`)).status).toBe(403);
  });

  it('an instructor manages their own sessions only', async () => {
    const a = await person(server, 'instructor');
    const b = await person(server, 'instructor');
    const bSession = await scheduleSession(b);
    expect((await a.get(`/api/live-training/${bSession.id}/attendance`)).status).toBe(403);
    expect((await a.request('PUT', `/api/live-training/${bSession.id}/recording`, { body: { recordingUrl: 'https://example.com/x.mp4' } })).status).toBe(403);
    const socket = await connectSocket(server.url, a.cookieHeader);
    open.push(socket);
    expect(await emitWithAck(socket, 'room:join', { room: rooms.session(bSession.id) })).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(((await a.get(`/api/live-training/${bSession.id}`)).json as TLiveSession).zoomStartUrl).toBeNull();
  });

  it('visitors must sign in to cancel a registration, edit or rate', async () => {
    const instructor = await person(server, 'instructor');
    const session = await scheduleSession(instructor);
    const visitor = new HttpClient(server.url);
    expect((await visitor.request('DELETE', `/api/live-training/${session.id}/register`)).status).toBe(401);
    expect((await visitor.request('PATCH', `/api/live-training/${session.id}`, { body: { title: 'x' } })).status).toBe(401);
    expect((await visitor.post(`/api/live-training/${session.id}/feedback`, { rating: 5 })).status).toBe(401);
    expect((await visitor.get(`/api/live-training/${session.id}/attendance`)).status).toBe(401);
  });
});
