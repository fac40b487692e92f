import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCalendarStatus } from '@app/shared-types/calendar/model';
import type { CalendarEvent } from '../../src/modules/calendar/contracts';
import { HttpClient } from '../helpers/http-client';
import { person, type Person } from '../helpers/live-training';
import { GOOGLE, startGoogleFake } from '../helpers/google-fake';
import { appSuite, startTestApp, type TestServer } from '../helpers/test-app';
import { book, freshDate } from '../helpers/consultations';
import { paidMember } from '../helpers/membership';
import type { TConsultation } from '@app/shared-types/consultations';

const event = { uid: 'consultation-1@capitolledger', summary: 'Tax consultation', description: 'Quarterly estimates', start: '2030-03-05T15:00:00.000Z', end: '2030-03-05T16:00:00.000Z', timeZone: 'America/New_York' };

describe('Google Calendar against a local fake of Google', () => {
  let google: Awaited<ReturnType<typeof startGoogleFake>>;
  let server: Awaited<ReturnType<typeof startTestApp>>;
  let member: Person;
  beforeAll(async () => {
    google = await startGoogleFake();
    server = await startTestApp(google.env());
    member = await person(server, 'member');
  });
  afterAll(async () => {
    await server?.stop();
    await google?.close();
  });
  // What other modules use of the calendar: the port the calendar module provides.
  const upsertCalendarEvent = (userId: string, e: CalendarEvent) => server.ports.get('calendar')!.upsertEvent(userId, e);
  const deleteCalendarEvent = (userId: string, eventId: string) => server.ports.get('calendar')!.deleteEvent(userId, eventId);

  const connect = async (client: Person) => {
    const { authUrl } = (await client.get('/api/auth/google')).json as { authUrl: string };
    const consent = google.consent(authUrl);
    return client.get(`/api/auth/google/callback?code=${consent.code}&state=${consent.state}`);
  };
  const connections = () => server.database.connection.db!.collection('calendar_connections');

  it('sends the user to Google with offline access, PKCE and a state', async () => {
    const res = await member.get('/api/auth/google');
    expect(res.status).toBe(200);
    const url = new URL(res.json.authUrl);
    expect(url.origin + url.pathname).toBe(`${google.url}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: GOOGLE.clientId, access_type: 'offline', response_type: 'code', code_challenge_method: 'S256', redirect_uri: 'http://app.test/api/auth/google/callback' });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
    expect((await new HttpClient(server.url).get('/api/auth/google')).status).toBe(401);
  });

  it('refuses a state it did not issue, one issued to someone else, and a replay', async () => {
    const { authUrl } = (await member.get('/api/auth/google')).json as { authUrl: string };
    const consent = google.consent(authUrl);
    const forged = await member.get(`/api/auth/google/callback?code=${consent.code}&state=not-the-state`);
    expect(forged.text).toContain('"GOOGLE_AUTH_ERROR"');
    expect(forged.text).toContain('expired or was already used');
    const other = await person(server, 'member');
    const stolen = await other.get(`/api/auth/google/callback?code=${consent.code}&state=${consent.state}`);
    expect(stolen.text).toContain('"GOOGLE_AUTH_ERROR"');
    // The state was consumed by that attempt: even its owner cannot use it again.
    expect((await member.get(`/api/auth/google/callback?code=${consent.code}&state=${consent.state}`)).text).toContain('"GOOGLE_AUTH_ERROR"');
    expect(((await member.get('/api/calendar/status')).json as TCalendarStatus).connected).toBe(false);
    expect(await connections().countDocuments()).toBe(0);
  });

  it('connects, posts success to the app origin only, and stores the tokens sealed', async () => {
    const res = await connect(member);
    expect(res.status).toBe(200);
    expect(res.text).toContain('"GOOGLE_AUTH_SUCCESS"');
    expect(res.text).toContain('postMessage(m,"http://app.test")');
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'nonce-/);
    // The popup keeps its opener: the app's pages allow their popups one, and this page accepts it.
    expect(res.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect((await member.get('/live-training')).headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect((await member.get('/api/calendar/status')).json).toEqual({ connected: true, email: GOOGLE.email, configured: true });
    const raw = await connections().findOne({ userId: member.user.id });
    const stored = JSON.stringify(raw);
    expect(stored).not.toMatch(/access-[0-9a-f]{24}|refresh-[0-9a-f]{24}/);
    expect(raw!.accessTokenSealed).toMatch(/^v1\./);
    expect(raw!.refreshTokenSealed).toMatch(/^v1\./);
  });

  it('inserts, moves and deletes events in the connected calendar; a user without one is a no-op', async () => {
    const id = await upsertCalendarEvent(member.user.id, event);
    expect(id).toBeTruthy();
    expect(google.events.get(id!)).toMatchObject({ summary: 'Tax consultation', iCalUID: event.uid, start: { dateTime: event.start, timeZone: 'America/New_York' } });
    const moved = await upsertCalendarEvent(member.user.id, { ...event, start: '2030-03-06T15:00:00.000Z', end: '2030-03-06T16:00:00.000Z', eventId: id });
    expect(moved).toBe(id);
    expect(google.events.get(id!)).toMatchObject({ start: { dateTime: '2030-03-06T15:00:00.000Z' } });
    await deleteCalendarEvent(member.user.id, id!);
    expect(google.events.has(id!)).toBe(false);
    const stranger = await person(server, 'member');
    expect(await upsertCalendarEvent(stranger.user.id, event)).toBeUndefined();
  });

  it('refreshes an expired access token before calling the Calendar API', async () => {
    const other = await person(server, 'member');
    google.state.expiresIn = 5; // already inside the refresh margin
    await connect(other);
    google.state.expiresIn = 3600;
    const before = google.state.refreshCount;
    const id = await upsertCalendarEvent(other.user.id, event);
    expect(id).toBeTruthy();
    expect(google.state.refreshCount).toBe(before + 1);
    // The refreshed token is stored (sealed) and reused: no second refresh.
    await upsertCalendarEvent(other.user.id, { ...event, eventId: id });
    expect(google.state.refreshCount).toBe(before + 1);
  });

  it('puts a member’s booking in their connected calendar, moves the same event on reschedule and deletes it on cancel', async () => {
    const client = await person(server, 'member');
    await paidMember(client, await person(server, 'operator'), 'premium');
    await connect(client);
    const booked = await book(client, freshDate('monday'), '10:00');
    const stored = async () => (await client.get('/api/consultations')).json as TConsultation[];
    const eventId = (await stored()).find((c) => c.id === booked.id)!.calendarEventId;
    expect(eventId).toBeTruthy();
    expect(google.events.get(eventId!)).toMatchObject({ iCalUID: `consultation-${booked.id}@consultations.firm`, start: { dateTime: booked.startsAt, timeZone: 'America/New_York' } });

    const moved = await client.request('PUT', `/api/consultations/${booked.id}/reschedule`, { body: { scheduledDate: `${freshDate('wednesday')}T13:00:00` } });
    expect(moved.status).toBe(200);
    const after = (await stored()).find((c) => c.id === booked.id)!;
    expect(after.calendarEventId).toBe(eventId);
    expect(google.events.get(eventId!)).toMatchObject({ start: { dateTime: after.startsAt } });
    expect(after.startsAt).not.toBe(booked.startsAt);

    expect((await client.request('PUT', `/api/consultations/${booked.id}/cancel`)).status).toBe(200);
    expect(google.events.has(eventId!)).toBe(false);
    expect((await stored()).find((c) => c.id === booked.id)!.calendarEventId).toBeNull();
  });

  it('disconnect revokes the grant at Google and deletes the tokens', async () => {
    const res = await member.post('/api/calendar/disconnect');
    expect(res.status).toBe(200);
    expect(google.revoked.some((t) => t.startsWith('refresh-'))).toBe(true);
    expect(await connections().countDocuments({ userId: member.user.id })).toBe(0);
    expect((await member.get('/api/calendar/status')).json).toMatchObject({ connected: false, email: null });
    expect(await upsertCalendarEvent(member.user.id, event)).toBeUndefined();
  });
});

describe('Google Calendar without credentials', () => {
  let server: TestServer;
  appSuite((app) => (server = app));

  it('says it is not configured instead of pretending', async () => {
    const member = await person(server, 'member');
    const res = await member.get('/api/auth/google');
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/not configured/);
    expect((await member.get('/api/calendar/status')).json).toEqual({ connected: false, email: null, configured: false });
  });
});
