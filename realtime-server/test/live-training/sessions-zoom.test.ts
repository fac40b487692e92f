import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { LIVE_MESSAGES, type TLiveSession } from '@app/shared-types/live-training';
import { createZoomProvider } from '../../src/integrations/meetings/zoom';
import { loadConfig } from '../../src/config';
import { inMinutes, person, register, scheduleSession, stored } from '../helpers/live-training';
import { appSuite, type TestServer } from '../helpers/test-app';
import { startZoomFake, ZOOM_CREDENTIALS, type ZoomFake } from '../helpers/zoom-fake';

const silent = pino({ level: 'silent' });
let zoom: ZoomFake;
beforeAll(async () => {
  zoom = await startZoomFake();
});
afterAll(() => zoom?.close());

function provider(fake: ZoomFake, overrides: Partial<Record<keyof typeof ZOOM_CREDENTIALS, string>> = {}) {
  return createZoomProvider({ ...ZOOM_CREDENTIALS, ...overrides, apiBaseUrl: fake.url, oauthBaseUrl: fake.url }, silent);
}
const request = { topic: 'Payroll clinic', startTime: new Date('2030-01-02T15:30:00.000Z'), durationMinutes: 45, timezone: 'America/Chicago', instant: false };

describe('Zoom provider against a local fake of Zoom’s API', () => {
  it('fetches one token with Basic credentials, reuses it, and creates scheduled and instant meetings', async () => {
    const fake = await startZoomFake();
    try {
      const zoomProvider = provider(fake);
      const [a, b] = await Promise.all([zoomProvider.createMeeting(request), zoomProvider.createMeeting({ ...request, instant: true })]);
      await zoomProvider.createMeeting(request);
      expect(fake.calls.token).toBe(1);
      expect(fake.calls.create).toBe(3);
      expect(a).toMatchObject({ provider: 'zoom', meetingId: expect.stringMatching(/^\d{11}$/), joinUrl: expect.stringContaining('/j/'), startUrl: expect.stringContaining('/s/') });
      expect(a.password).toBeTruthy();
      expect(a.meetingUuid).toBeTruthy();
      const sent = fake.meetings.get(Number(a.meetingId))!.body;
      expect(sent).toMatchObject({ topic: 'Payroll clinic', type: 2, start_time: '2030-01-02T15:30:00Z', duration: 45, timezone: 'America/Chicago' });
      expect(fake.meetings.get(Number(b.meetingId))!.body).toMatchObject({ type: 1 });
      expect(fake.meetings.get(Number(b.meetingId))!.body.start_time).toBeUndefined();
    } finally {
      await fake.close();
    }
  });

  it('gets a new token when the old one is about to expire or is revoked', async () => {
    const fake = await startZoomFake({ tokenTtlSeconds: 61 });
    try {
      const zoomProvider = provider(fake);
      await zoomProvider.createMeeting(request);
      // 61 s minus the 60 s renewal margin: the token is stale after a second.
      await new Promise((r) => setTimeout(r, 1100));
      await zoomProvider.createMeeting(request);
      expect(fake.calls.token).toBe(2);

      fake.setTokenTtl(3599);
      fake.revokeTokens();
      await zoomProvider.createMeeting(request);
      expect(fake.calls.token).toBe(3);
      // The revoked token's call was refused, then made again with the new one.
      expect(fake.requests.filter((r) => r.path === '/v2/users/me/meetings').map((r) => r.status)).toEqual([201, 201, 401, 201]);
    } finally {
      await fake.close();
    }
  });

  it('turns wrong credentials and API failures into an UPSTREAM_FAILED AppError (HTTP 502)', async () => {
    await expect(provider(zoom, { clientSecret: 'wrong' }).createMeeting(request)).rejects.toMatchObject({ code: 'UPSTREAM_FAILED' });
    zoom.failNextCreates(1);
    await expect(provider(zoom).createMeeting(request)).rejects.toMatchObject({ code: 'UPSTREAM_FAILED' });
  });

  it('moves and deletes meetings', async () => {
    const zoomProvider = provider(zoom);
    const meeting = await zoomProvider.createMeeting(request);
    await zoomProvider.updateMeeting(meeting, { ...request, topic: 'Moved', startTime: new Date('2030-01-03T15:30:00.000Z') });
    expect(zoom.meetings.get(Number(meeting.meetingId))!.body).toMatchObject({ topic: 'Moved', start_time: '2030-01-03T15:30:00Z' });
    await zoomProvider.deleteMeeting(meeting);
    expect(zoom.meetings.has(Number(meeting.meetingId))).toBe(false);
  });
});

describe('config', () => {
  it('refuses half a set of Zoom credentials and defaults to Zoom’s own hosts', () => {
    expect(() => loadConfig({ ZOOM_ACCOUNT_ID: 'x', EMBEDDED_MONGO_IN_MEMORY: 'true' })).toThrow(/ZOOM_CLIENT_ID/);
    const config = loadConfig({ ZOOM_ACCOUNT_ID: 'a', ZOOM_CLIENT_ID: 'b', ZOOM_CLIENT_SECRET: 'c', EMBEDDED_MONGO_IN_MEMORY: 'true' });
    expect(config.zoom).toMatchObject({ apiBaseUrl: 'https://api.zoom.us', oauthBaseUrl: 'https://zoom.us' });
    expect(loadConfig({ EMBEDDED_MONGO_IN_MEMORY: 'true' }).zoom).toBeUndefined();
  });
});

describe('sessions with Zoom configured', () => {
  let server: TestServer;
  appSuite((app) => (server = app), { env: () => zoom.env });
  afterEach(() => zoom.failNextCreates(0));

  it('says Zoom is in use and gives sessions real Zoom meetings', async () => {
    const info = await (await person(server)).get('/api/live-training/meeting-provider');
    expect(info.json).toEqual({ provider: 'zoom', label: 'Zoom', jitsiDomain: null });
    // Zoom meetings open in Zoom's own app: no outside script or frame is allowed in.
    expect(info.headers.get('content-security-policy')).toContain("script-src 'self';");
    const instructor = await person(server, 'instructor');
    const res = await instructor.post('/api/live-training/instant', { topic: 'Urgent: new SAM rule', agenda: 'What changed' });
    expect(res.status).toBe(201);
    const session = res.json as TLiveSession;
    expect(session).toMatchObject({ meetingProvider: 'zoom', status: 'live', sessionType: 'instant' });
    expect(session.zoomStartUrl).toMatch(/^https:\/\/zoom\.example\/s\//);
    const doc = await stored(server.database.connection).Sessions.findById(session.id).lean();
    expect(zoom.meetings.get(Number(doc!.zoomMeetingId))?.body).toMatchObject({ topic: 'Urgent: new SAM rule', type: 1, agenda: 'What changed' });
    expect(doc!.zoomPassword).toBeTruthy();

    const member = await person(server);
    const scheduled = await scheduleSession(instructor);
    const { session: seen } = await register(member, scheduled.id);
    expect(seen.zoomJoinUrl).toMatch(/^https:\/\/zoom\.example\/j\//);
    expect(seen.zoomStartUrl).toBeNull();
  });

  it('answers 502 with a clear message and stores nothing when Zoom fails', async () => {
    const instructor = await person(server, 'instructor');
    const { Sessions } = stored(server.database.connection);
    const before = await Sessions.countDocuments();
    zoom.failNextCreates(2);
    const instant = await instructor.post('/api/live-training/instant', { topic: 'Will fail' });
    expect(instant.status).toBe(502);
    expect(instant.json).toEqual({ code: 'UPSTREAM_FAILED', message: 'The Zoom meeting could not be created, so nothing was saved. Please try again in a moment.' });
    const scheduled = await instructor.post('/api/live-training', { title: 'Will fail too', category: 'tax', scheduledStartTime: inMinutes(90) });
    expect(scheduled.status).toBe(502);
    expect(await Sessions.countDocuments()).toBe(before);
    expect(LIVE_MESSAGES.instantFailedTitle).toBe('Meeting Creation Failed');
  });

  it('moves the Zoom meeting when a session is rescheduled, and deletes it when cancelled', async () => {
    const instructor = await person(server, 'instructor');
    const session = await scheduleSession(instructor);
    const doc = await stored(server.database.connection).Sessions.findById(session.id).lean();
    const meetingId = Number(doc!.zoomMeetingId);
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCMilliseconds(0);
    expect((await instructor.request('PATCH', `/api/live-training/${session.id}`, { body: { scheduledStartTime: start.toISOString() } })).status).toBe(200);
    expect(zoom.meetings.get(meetingId)?.body.start_time).toBe(start.toISOString().replace('.000Z', 'Z'));
    expect((await instructor.post(`/api/live-training/${session.id}/cancel`)).status).toBe(200);
    await expect.poll(() => zoom.meetings.has(meetingId)).toBe(false);
  });
});
