import { describe, expect, it } from 'vitest';
import { rooms } from '@app/shared-types/realtime';
import { LIVE_MESSAGES, type TLiveSession } from '@app/shared-types/live-training';
import { appSuite, type TestServer } from '../helpers/test-app';
import { HttpClient } from '../helpers/http-client';
import { connectSocket, emitWithAck, nextEvent } from '../helpers/socket-client';
import { liveSession, person, record, register, scheduleSession, sessionTab, stored, sessionWithAttendees } from '../helpers/live-training';

let server: TestServer;
const open = appSuite((app) => (server = app), { closeSockets: 'afterEach' });

const SECRET_AGENDA = 'CONFIDENTIAL agenda: rate pool worksheet';
const SECRET_MATERIAL = 'https://files.example.com/CONFIDENTIAL-worksheet.xlsx';
const SECRET_RECORDING = 'https://videos.example.com/CONFIDENTIAL-recording.mp4';

async function premiumSession(instructor: HttpClient) {
  return scheduleSession(instructor, { title: 'Premium rate structures', isPremiumOnly: true, agenda: SECRET_AGENDA, materials: [SECRET_MATERIAL] });
}

describe('premium-only sessions', () => {
  it('show free members and visitors the card only: no links, agenda, materials or recording', async () => {
    const instructor = await person(server, 'instructor');
    const session = await premiumSession(instructor);
    const completed = await premiumSession(instructor);
    await instructor.post(`/api/live-training/${completed.id}/start`);
    await instructor.post(`/api/live-training/${completed.id}/end`);
    await instructor.request('PUT', `/api/live-training/${completed.id}/recording`, { body: { recordingUrl: SECRET_RECORDING } });

    for (const viewer of [new HttpClient(server.url), await person(server)]) {
      const bodies = [
        (await viewer.get('/api/live-training')).text,
        (await viewer.get('/api/live-training?category=accounting')).text,
        (await viewer.get('/api/live-training/upcoming')).text,
        (await viewer.get(`/api/live-training/${session.id}`)).text,
        (await viewer.get(`/api/live-training/${completed.id}`)).text,
      ];
      for (const body of bodies) {
        expect(body).not.toContain('CONFIDENTIAL');
        expect(body).not.toContain('meet.jit.si');
      }
      const card = (await viewer.get(`/api/live-training/${session.id}`)).json as TLiveSession;
      expect(card).toMatchObject({ title: 'Premium rate structures', isPremiumOnly: true, agenda: null, materials: [], zoomJoinUrl: null, viewer: { canAccess: false } });
    }

    const premium = await person(server, 'premium');
    const seen = (await premium.get(`/api/live-training/${session.id}`)).json as TLiveSession;
    expect(seen).toMatchObject({ agenda: SECRET_AGENDA, materials: [SECRET_MATERIAL], zoomJoinUrl: null, viewer: { canAccess: true, registered: false } });
    expect(((await premium.get(`/api/live-training/${completed.id}`)).json as TLiveSession).recordingUrl).toBe(SECRET_RECORDING);
  });

  it('refuse registration without premium access (403 PREMIUM_REQUIRED) and change nothing', async () => {
    const instructor = await person(server, 'instructor');
    const session = await premiumSession(instructor);
    const free = await person(server);
    const res = await free.post(`/api/live-training/${session.id}/register`);
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ code: 'PREMIUM_REQUIRED', message: LIVE_MESSAGES.premiumOnly });
    expect((await new HttpClient(server.url).post(`/api/live-training/${session.id}/register`)).status).toBe(401);
    expect(await stored(server.database.connection).Registrations.countDocuments({ sessionId: session.id })).toBe(0);

    const premium = await person(server, 'premium');
    const { session: registered } = await register(premium, session.id);
    expect(registered.zoomJoinUrl).toMatch(/^https:\/\/meet\.jit\.si\//);
  });

  it('refuse the room to visitors and free members, even registered ones who lost premium', async () => {
    const instructor = await person(server, 'instructor');
    const session = await liveSession(instructor, { isPremiumOnly: true, agenda: SECRET_AGENDA });
    const join = async (client: HttpClient | null) => {
      const socket = await connectSocket(server.url, client?.cookieHeader);
      open.push(socket);
      return { socket, ack: await emitWithAck(socket, 'room:join', { room: rooms.session(session.id) }) };
    };
    expect((await join(null)).ack).toMatchObject({ ok: false, error: { code: 'UNAUTHENTICATED' } });
    const free = await join(await person(server));
    expect(free.ack).toMatchObject({ ok: false, error: { code: 'PREMIUM_REQUIRED' } });
    const freeHeard = record(free.socket, 'live-session:updated');

    const lapsing = await person(server, 'premium');
    await register(lapsing, session.id);
    const tab = await sessionTab(server, lapsing, session.id, open);
    const kicked = nextEvent(tab, 'user:updated');
    await server.users.setPremium(lapsing.user.id, false);
    await kicked;
    // Out of the room at once: the next update does not reach the lapsed member's tab.
    const heard = record(tab, 'live-session:updated');
    const instructorTab = await sessionTab(server, instructor, session.id, open);
    const instructorHeard = nextEvent(instructorTab, 'live-session:updated');
    await new Promise((r) => setTimeout(r, 200));
    await instructor.request('PUT', `/api/live-training/${session.id}/recording`, { body: { recordingUrl: SECRET_RECORDING } });
    await instructorHeard;
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toEqual([]);
    expect(freeHeard).toEqual([]);
    expect((await join(lapsing)).ack).toMatchObject({ ok: false, error: { code: 'PREMIUM_REQUIRED' } });
  });

  it('removes free registrants from the room when a session becomes premium-only', async () => {
    const { instructor, session, attendees: [free] } = await sessionWithAttendees(server);
    const tab = await sessionTab(server, free, session.id, open);
    const heard = record(tab, 'live-session:updated');
    expect((await instructor.request('PATCH', `/api/live-training/${session.id}`, { body: { isPremiumOnly: true } })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    await instructor.request('PATCH', `/api/live-training/${session.id}`, { body: { title: 'Now premium' } });
    await new Promise((r) => setTimeout(r, 200));
    expect(heard.filter((e) => JSON.stringify(e).includes('Now premium'))).toEqual([]);
    expect(((await free.get(`/api/live-training/${session.id}`)).json as TLiveSession).zoomJoinUrl).toBeNull();
  });
});
