import { describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { rooms } from '@app/shared-types/realtime';
import type { TPost } from '@app/shared-types/community';
import type { TLiveSession } from '@app/shared-types/live-training';
import type { TPaidPlanId } from '@app/shared-types/membership/model';
import { postModel } from '../../src/modules/community/community.models';
import { createPost } from '../helpers/community';
import { HttpClient } from '../helpers/http-client';
import { liveSession, person, record, register, scheduleSession, sessionTab, type Person } from '../helpers/live-training';
import { connectSocket, emitWithAck, nextEvent } from '../helpers/socket-client';
import { appSuite, type TestServer } from '../helpers/test-app';

let server: TestServer;
const open = appSuite((app) => (server = app), { closeSockets: 'afterEach' });

const inMonth = () => new Date(Date.now() + 30 * 24 * 60 * 60_000);
/** A member whose active membership is on `plan` (the memberships module's effect on the account). */
async function onPlan(plan: TPaidPlanId): Promise<Person> {
  const member = await person(server);
  await server.users.setPremium(member.user.id, true, inMonth(), plan);
  return member;
}
/** A member on `plan`, registered for the session, with its room open in a tab. */
async function registeredTab(plan: TPaidPlanId, sessionId: string) {
  const member = await onPlan(plan);
  await register(member, sessionId);
  return { member, tab: await sessionTab(server, member, sessionId, open) };
}
const feedTab = async (client: HttpClient | null) => {
  const socket = await connectSocket(server.url, client?.cookieHeader);
  open.push(socket);
  expect(await emitWithAck(socket, 'room:join', { room: rooms.feed })).toMatchObject({ ok: true });
  return socket;
};
const PRO_TEXT = 'CONFIDENTIAL professional-tier notes on indirect rates';

describe('community posts gated by requiredTier', () => {
  it('a Starter member is refused a Professional post (content, likes, comments) and reads a Starter one', async () => {
    const author = await onPlan('professional');
    const pro = await createPost(author, { title: 'Pro notes', content: PRO_TEXT, requiredTier: 'professional' });
    const starterPost = await createPost(author, { title: 'Starter notes', content: 'Starter-tier notes on bookkeeping.', requiredTier: 'starter' });
    const starter = await onPlan('starter');

    const locked = (await starter.get(`/api/posts/${pro.id}`)).json as TPost;
    expect(locked).toMatchObject({ locked: true, content: null, requiredTier: 'professional', isPremiumOnly: true });
    expect((await starter.get('/api/posts')).text).not.toContain('CONFIDENTIAL');
    const like = await starter.post(`/api/posts/${pro.id}/like`);
    expect(like.status).toBe(403);
    expect(like.json.message).toContain('Professional plan');
    expect((await starter.post(`/api/posts/${pro.id}/comments`, { content: 'me too' })).status).toBe(403);
    expect((await starter.get(`/api/posts/${pro.id}/comments`)).status).toBe(403);

    expect((await starter.get(`/api/posts/${starterPost.id}`)).json).toMatchObject({ locked: false, content: 'Starter-tier notes on bookkeeping.', requiredTier: 'starter' });
    expect((await starter.post(`/api/posts/${starterPost.id}/like`)).status).toBe(200);
    // The author's own plan and above read it; a free member and a visitor see the locked card.
    expect(((await (await onPlan('premium')).get(`/api/posts/${pro.id}`)).json as TPost).content).toBe(PRO_TEXT);
    expect(((await (await person(server)).get(`/api/posts/${starterPost.id}`)).json as TPost).locked).toBe(true);
    expect(((await new HttpClient(server.url).get(`/api/posts/${pro.id}`)).json as TPost).content).toBeNull();
  });

  it('an author cannot gate a post above their own plan', async () => {
    const starter = await onPlan('starter');
    const res = await starter.post('/api/posts', { title: 'Too high', content: 'Trying to gate above my plan.', requiredTier: 'premium' });
    expect(res.status).toBe(403);
    expect(res.json.message).toContain('Premium plan');
    expect((await starter.post('/api/posts', { title: 'Bad', content: 'An unknown tier is refused.', requiredTier: 'gold' })).status).toBe(400);
  });

  it('keeps posts stored before tiers working: premium-only alone means any paid plan', async () => {
    const author = await onPlan('premium');
    const { _id } = await postModel(server.database.connection).create({ userId: new Types.ObjectId(author.user.id), title: 'Old premium post', content: 'Written before tiers existed.', isPremiumOnly: true });
    await postModel(server.database.connection).updateOne({ _id }, { $unset: { requiredTier: 1 } });
    const id = _id.toString();
    expect((await (await onPlan('starter')).get(`/api/posts/${id}`)).json).toMatchObject({ locked: false, requiredTier: 'starter' });
    expect((await (await person(server)).get(`/api/posts/${id}`)).json).toMatchObject({ locked: true, requiredTier: 'starter' });
  });

  it('sockets get full content only at or above the post tier, and leave higher tier rooms on a downgrade', async () => {
    const author = await onPlan('premium');
    const starter = await onPlan('starter');
    const downgrading = await onPlan('professional');
    const [starterTab, proTab] = [await feedTab(starter), await feedTab(downgrading)];

    const toStarter = nextEvent<{ post: TPost }>(starterTab, 'post:created');
    const toPro = nextEvent<{ post: TPost }>(proTab, 'post:created');
    await createPost(author, { title: 'Pro live', content: PRO_TEXT, requiredTier: 'professional' });
    expect((await toStarter).post).toMatchObject({ locked: true, content: null, requiredTier: 'professional' });
    expect((await toPro).post).toMatchObject({ locked: false, content: PRO_TEXT });

    const told = nextEvent(proTab, 'user:updated');
    await server.users.setPremium(downgrading.user.id, true, inMonth(), 'starter');
    await told;
    const afterDowngrade = nextEvent<{ post: TPost }>(proTab, 'post:created');
    await createPost(author, { title: 'Pro live again', content: PRO_TEXT, requiredTier: 'professional' });
    expect((await afterDowngrade).post).toMatchObject({ locked: true, content: null });
  });
});

describe('live sessions gated by requiredTier', () => {
  it('a Starter member cannot register for or enter a Professional session, and can for a Starter one', async () => {
    const instructor = await person(server, 'instructor');
    const pro = await scheduleSession(instructor, { title: 'Pro clinic', requiredTier: 'professional', agenda: 'CONFIDENTIAL pro agenda' });
    const starterSession = await scheduleSession(instructor, { title: 'Starter clinic', requiredTier: 'starter', agenda: 'Starter agenda' });
    expect(pro).toMatchObject({ requiredTier: 'professional', isPremiumOnly: true });
    const starter = await onPlan('starter');

    const card = (await starter.get(`/api/live-training/${pro.id}`)).json as TLiveSession;
    expect(card).toMatchObject({ requiredTier: 'professional', agenda: null, viewer: { canAccess: false } });
    const refused = await starter.post(`/api/live-training/${pro.id}/register`);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'PREMIUM_REQUIRED' });
    expect(refused.json.message).toContain('Professional plan');
    const socket = await connectSocket(server.url, starter.cookieHeader);
    open.push(socket);
    expect(await emitWithAck(socket, 'room:join', { room: rooms.session(pro.id) })).toMatchObject({ ok: false, error: { code: 'PREMIUM_REQUIRED' } });

    await register(starter, starterSession.id);
    expect(((await starter.get(`/api/live-training/${starterSession.id}`)).json as TLiveSession).agenda).toBe('Starter agenda');
    await sessionTab(server, starter, starterSession.id, open);
  });

  it('a member downgraded below a session tier leaves its room at once', async () => {
    const instructor = await person(server, 'instructor');
    const session = await liveSession(instructor, { requiredTier: 'professional' });
    const { member, tab } = await registeredTab('professional', session.id);
    const told = nextEvent(tab, 'user:updated');
    await server.users.setPremium(member.user.id, true, inMonth(), 'starter');
    await told;
    const heard = record(tab, 'live-session:updated');
    const instructorTab = await sessionTab(server, instructor, session.id, open);
    const instructorHeard = nextEvent(instructorTab, 'live-session:updated');
    await new Promise((r) => setTimeout(r, 200));
    await instructor.request('PUT', `/api/live-training/${session.id}/recording`, { body: { recordingUrl: 'https://videos.example.com/r.mp4' } });
    await instructorHeard;
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toEqual([]);
  });

  it('raising a session tier takes lower-plan registrants out of its room', async () => {
    const instructor = await person(server, 'instructor');
    const session = await scheduleSession(instructor, { requiredTier: 'starter' });
    const { tab } = await registeredTab('starter', session.id);
    const raised = await instructor.request('PATCH', `/api/live-training/${session.id}`, { body: { requiredTier: 'premium' } });
    expect(raised.json).toMatchObject({ requiredTier: 'premium', isPremiumOnly: true });
    await new Promise((r) => setTimeout(r, 200));
    const heard = record(tab, 'live-session:updated');
    await instructor.request('PATCH', `/api/live-training/${session.id}`, { body: { title: 'Renamed' } });
    await new Promise((r) => setTimeout(r, 300));
    expect(heard).toEqual([]);
  });
});
