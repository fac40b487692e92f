import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { SAM_REGISTRATION_MESSAGES as M, type TSamRegistration } from '@app/shared-types/sam-registration';
import { HttpClient } from '../helpers/http-client';
import { person } from '../helpers/live-training';
import { startTestApp } from '../helpers/test-app';

let server: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server?.stop());

const put = (client: HttpClient, path: string, body: unknown) => client.request('PUT', path, { body });
const statuses = (r: TSamRegistration) => r.steps.map((s) => [s.id, s.status]);

/** Each member's own SAM registration checklist (issue 23): no fixed sample, nobody else's steps. */
describe('SAM registration progress per member', () => {
  it('starts a new account at 0% with every step pending', async () => {
    const member = await person(server);
    const res = await member.get('/api/sam-registration');
    expect(res.status).toBe(200);
    expect(statuses(res.json as TSamRegistration)).toEqual([
      ['assessment', 'pending'],
      ['submission', 'pending'],
      ['verification', 'pending'],
      ['maintenance', 'pending'],
    ]);
    expect((res.json as TSamRegistration).progress).toEqual({ completed: 0, inProgress: 0, total: 4, percent: 0 });
  });

  it("saves a member's steps and computes the progress with the spec's formula; another member sees only their own", async () => {
    const ana = await person(server);
    const ben = await person(server);
    expect((await put(ana, '/api/sam-registration/steps/assessment', { status: 'completed' })).status).toBe(200);
    const after = (await put(ana, '/api/sam-registration/steps/submission', { status: 'in-progress' })).json as TSamRegistration;
    // (1 + 0.5 x 1) / 4 x 100
    expect(after.progress).toEqual({ completed: 1, inProgress: 1, total: 4, percent: 37.5 });
    expect(after.steps.find((s) => s.id === 'submission')?.updatedAt).toEqual(expect.any(String));

    // Kept on the server: a new request (another tab, another day) reads the same.
    expect(((await ana.get('/api/sam-registration')).json as TSamRegistration).progress.percent).toBe(37.5);
    // Ben's checklist is untouched by Ana's and his changes never reach hers.
    expect(((await ben.get('/api/sam-registration')).json as TSamRegistration).progress.percent).toBe(0);
    await put(ben, '/api/sam-registration/steps/maintenance', { status: 'completed' });
    expect(statuses((await ana.get('/api/sam-registration')).json as TSamRegistration)).toEqual([
      ['assessment', 'completed'],
      ['submission', 'in-progress'],
      ['verification', 'pending'],
      ['maintenance', 'pending'],
    ]);
    // Back to pending counts nothing.
    const undone = (await put(ana, '/api/sam-registration/steps/assessment', { status: 'pending' })).json as TSamRegistration;
    expect(undone.progress.percent).toBe(12.5);
  });

  it('keeps one status per member and step under concurrent saves', async () => {
    const member = await person(server);
    const saves = await Promise.all(['completed', 'in-progress', 'completed', 'pending', 'in-progress'].map((status) => put(member, '/api/sam-registration/steps/verification', { status })));
    expect(saves.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const rows = await server.database.connection.collection('sam_registration_steps').countDocuments({ stepId: 'verification', userId: new Types.ObjectId(member.user.id) });
    expect(rows).toBe(1);
    const mine = (await member.get('/api/sam-registration')).json as TSamRegistration;
    expect(mine.steps.map((s) => s.id)).toEqual(['assessment', 'submission', 'verification', 'maintenance']);
  });

  it('asks visitors to sign in and refuses unknown steps and statuses with a clear 4xx', async () => {
    const visitor = new HttpClient(server.url);
    expect((await visitor.get('/api/sam-registration')).status).toBe(401);
    expect((await put(visitor, '/api/sam-registration/steps/assessment', { status: 'completed' })).status).toBe(401);

    const member = await person(server);
    const unknown = await put(member, '/api/sam-registration/steps/step-5', { status: 'completed' });
    expect([unknown.status, unknown.json.message]).toEqual([404, M.stepNotFound]);
    const bad = await put(member, '/api/sam-registration/steps/assessment', { status: 'done' });
    expect([bad.status, bad.json.message, bad.json.errors]).toEqual([400, M.statusInvalid, [{ path: 'status', message: M.statusInvalid }]]);
    expect(((await member.get('/api/sam-registration')).json as TSamRegistration).progress.percent).toBe(0);
  });

  it("takes a deleted account's steps with it", async () => {
    const member = await person(server);
    await put(member, '/api/sam-registration/steps/assessment', { status: 'completed' });
    const steps = server.database.connection.collection('sam_registration_steps');
    expect(await steps.countDocuments({ userId: new Types.ObjectId(member.user.id) })).toBe(1);
    expect((await member.request('DELETE', '/api/auth/user', { body: { password: 'secret-pass' } })).status).toBeLessThan(300);
    await expect.poll(() => steps.countDocuments({ userId: new Types.ObjectId(member.user.id) })).toBe(0);
  });
});
