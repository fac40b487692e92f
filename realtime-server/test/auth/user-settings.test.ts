import { describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import type { TUser } from '@app/shared-types/auth';
import { HttpClient } from '../helpers/http-client';
import { person, type Person } from '../helpers/live-training';
import { appSuite, type TestServer } from '../helpers/test-app';

describe('PATCH /api/auth/user/settings', () => {
  let server: TestServer;
  let member: Person;
  let other: Person;
  appSuite(async (app) => {
    server = app;
    member = await person(server, 'member');
    other = await person(server, 'member');
  });
  const stored = async (id: string) => server.database.connection.collection('users').findOne({ _id: new Types.ObjectId(id) });

  it('saves the meeting ID and seals its password; the password is never sent back', async () => {
    const res = await member.patch('/api/auth/user/settings', { zoomPmi: '123 456 7890', zoomPmiPassword: 'pmi-secret-42', userId: other.user.id });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: member.user.id, zoomPmi: '123 456 7890', hasZoomPmiPassword: true });
    expect(res.text).not.toContain('pmi-secret-42');
    const row = await stored(member.user.id);
    expect(row?.zoomPmiPassword).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain('pmi-secret-42');
    // Only the session's own account changed, whatever the body says.
    expect((await stored(other.user.id))?.zoomPmi ?? null).toBeNull();
    expect(((await member.get('/api/user')).json as TUser).hasZoomPmiPassword).toBe(true);
  });

  it('keeps the password when it is left out and removes it when emptied', async () => {
    await member.patch('/api/auth/user/settings', { zoomPmi: '987 654 3210' });
    expect((await stored(member.user.id))?.zoomPmiPassword).toMatch(/^v1\./);
    const cleared = await member.patch('/api/auth/user/settings', { zoomPmiPassword: '' });
    expect(cleared.json).toMatchObject({ zoomPmi: '987 654 3210', hasZoomPmiPassword: false });
  });

  it('text opt-in needs a valid mobile number, stored in E.164', async () => {
    expect((await member.patch('/api/auth/user/settings', { smsOptIn: true })).status).toBe(400);
    const bad = await member.patch('/api/auth/user/settings', { phone: '12', smsOptIn: true });
    expect([bad.status, bad.json.message]).toEqual([400, 'Enter a valid phone number']);
    const ok = await member.patch('/api/auth/user/settings', { phone: '(202) 555-0175', smsOptIn: true });
    expect(ok.json).toMatchObject({ phone: '+12025550175', smsOptIn: true });
    expect((await member.patch('/api/auth/user/settings', { zoomPmi: 'x'.repeat(51) })).status).toBe(400);
  });

  it('is for signed-in users', async () => {
    expect((await new HttpClient(server.url).patch('/api/auth/user/settings', { zoomPmi: '1' })).status).toBe(401);
  });
});
