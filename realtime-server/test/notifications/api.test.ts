/**
 * The notification centre's REST edge: identity from the session, bad input refused with the field
 * named, preferences per kind and channel with what a person cannot choose refused.
 */
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, OPERATOR_NOTIFICATION_TYPES, type TNotificationPreferences } from '@app/shared-types/notifications';
import { member } from '../helpers/community';
import { HttpClient } from '../helpers/http-client';
import { appSuite, type TestServer } from '../helpers/test-app';

let server: TestServer;
appSuite((app) => (server = app));

const ID = '65a1b2c3d4e5f6a7b8c9d0e1';

describe('notifications REST', () => {
  it('answers 401 to a visitor on every endpoint', async () => {
    const visitor = new HttpClient(server.url);
    const calls = [
      visitor.get('/api/notifications'),
      visitor.get('/api/notifications/unread-count'),
      visitor.post(`/api/notifications/${ID}/read`),
      visitor.post('/api/notifications/read-all'),
      visitor.get('/api/notifications/preferences'),
      visitor.request('PUT', '/api/notifications/preferences', { body: { types: {} } }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
  });

  it('starts empty: an empty page, no unread, version 0', async () => {
    const ana = await member(server.url);
    expect((await ana.get('/api/notifications')).json).toEqual({ items: [], nextBefore: null });
    expect((await ana.get('/api/notifications/unread-count')).json).toEqual({ unread: 0, version: 0 });
    expect((await ana.post('/api/notifications/read-all')).json).toEqual({ unread: 0, version: 0 });
  });

  it('refuses bad list queries and ids with 400 naming the field; an unknown id is 404', async () => {
    const ana = await member(server.url);
    const bad = async (path: string, field: string, method: 'GET' | 'POST' = 'GET') => {
      const res = await ana.request(method, path);
      expect(res.status, path).toBe(400);
      expect(res.json.code).toBe('VALIDATION_FAILED');
      if (field) expect(res.json.errors.map((e: { path: string }) => e.path), path).toContain(field);
      return res.json;
    };
    expect((await bad('/api/notifications?type=community.bogus', 'type')).message).toContain('type must be one of');
    await bad('/api/notifications?unread=yes', 'unread');
    await bad('/api/notifications?limit=51', 'limit');
    // The cursor is validated like the community feed's: anything this server did not write is a 400.
    expect(await bad(`/api/notifications?before=${Buffer.from(`8640000000000001.${ID}`).toString('base64url')}`, '')).toEqual({ code: 'VALIDATION_FAILED', message: 'Invalid cursor' });
    await bad('/api/notifications?before=not-a-cursor', '');
    await bad('/api/notifications/not-an-id/read', 'id', 'POST');
    const missing = await ana.post(`/api/notifications/${ID}/read`);
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Notification not found');
  });

  it('lists every kind a member can receive with its defaults, and operators also theirs', async () => {
    const ana = await member(server.url);
    const prefs = (await ana.get('/api/notifications/preferences')).json as TNotificationPreferences;
    const memberKinds = NOTIFICATION_TYPES.filter((t) => !OPERATOR_NOTIFICATION_TYPES.includes(t));
    expect(Object.keys(prefs.types).sort()).toEqual([...memberKinds].sort());
    expect(prefs.types['community.reply']).toEqual({ muted: false, email: 'digest', sms: false });
    expect(prefs.types['payments.approved']).toEqual({ muted: false, email: 'immediate', sms: false });
    expect(prefs).toMatchObject({ smsAvailable: false, emailAvailable: false });

    const operator = await server.users.register({ username: `op-${process.pid}-prefs`, password: 'secret-pass', email: 'op-prefs@example.com' }, 'operator');
    const op = new HttpClient(server.url);
    await op.login(operator.username);
    const opPrefs = (await op.get('/api/notifications/preferences')).json as TNotificationPreferences;
    expect(Object.keys(opPrefs.types)).toHaveLength(NOTIFICATION_TYPES.length);
    expect(opPrefs.emailAvailable).toBe(true);
  });

  it('refuses unknown kinds and channels, and what this person cannot choose, with the field named; stores the rest', async () => {
    const ana = await member(server.url);
    const put = (types: unknown) => ana.request('PUT', '/api/notifications/preferences', { body: { types } });
    const refused = async (types: unknown, path: string, message?: string) => {
      const res = await put(types);
      expect(res.status, JSON.stringify(types)).toBe(400);
      expect(res.json.errors[0].path).toBe(path);
      if (message) expect(res.json.message).toBe(message);
    };
    await refused({ 'community.bogus': { muted: true } }, 'types.community.bogus', 'Unknown notification type: community.bogus');
    await refused({ 'community.reply': { push: true } }, 'types.community.reply', 'Unknown channel: push');
    await refused({ 'community.reply': { email: 'hourly' } }, 'types.community.reply.email');
    await refused({ 'operators.urgent-contact': { muted: true } }, 'types.operators.urgent-contact', 'Only operators receive this notification');
    await refused({ 'community.reply': { sms: true } }, 'types.community.reply.sms', 'Texts are only sent for time-critical notifications');
    await refused({ 'live.session-soon': { sms: true } }, 'types.live.session-soon.sms', 'Opt in to texts with a mobile number on Settings first');
    await refused({ 'consultations.moved': { email: 'off' } }, 'types.consultations.moved.email', 'Consultation emails are always sent: they carry the calendar invite');
    // Nothing was stored by a refused request.
    expect(((await ana.get('/api/notifications/preferences')).json as TNotificationPreferences).types['community.reply']).toEqual({ muted: false, email: 'digest', sms: false });

    const settings = await ana.patch('/api/auth/user/settings', { phone: '+1 415 555 0134', smsOptIn: true });
    expect(settings.status).toBe(200);
    const saved = await put({ 'community.reply': { muted: true }, 'live.session-soon': { sms: true, email: 'off' } });
    expect(saved.status).toBe(200);
    expect((saved.json as TNotificationPreferences).types['community.reply']).toEqual({ muted: true, email: 'digest', sms: false });
    expect((saved.json as TNotificationPreferences).types['live.session-soon']).toEqual({ muted: false, email: 'off', sms: true });
    // Changing one channel keeps the others as stored.
    await put({ 'live.session-soon': { email: 'digest' } });
    const after = (await ana.get('/api/notifications/preferences')).json as TNotificationPreferences;
    expect(after.types['live.session-soon']).toEqual({ muted: false, email: 'digest', sms: true });
    expect(after.smsAvailable).toBe(true);
  });
});
