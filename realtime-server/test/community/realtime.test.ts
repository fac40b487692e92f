import { describe, expect, it } from 'vitest';
import { rooms } from '@app/shared-types/realtime';
import { appSuite, type TestServer } from '../helpers/test-app';
import { createPost, member } from '../helpers/community';
import { connectSocket, emitWithAck, nextEvent, type TestSocket } from '../helpers/socket-client';
import type { HttpClient } from '../helpers/http-client';

let server: TestServer;
const open = appSuite((app) => (server = app), { closeSockets: 'afterEach' });

async function feedSocket(client?: HttpClient) {
  const socket = await connectSocket(server.url, client?.cookieHeader);
  open.push(socket);
  expect(await emitWithAck(socket, 'room:join', { room: rooms.feed })).toEqual({ ok: true, data: undefined });
  return socket;
}

/** Collects every event of a name a socket receives. */
function record<T>(socket: TestSocket, event: string): T[] {
  const seen: T[] = [];
  (socket as unknown as { on: (e: string, cb: (v: T) => void) => void }).on(event, (v) => seen.push(v));
  return seen;
}

describe('live feed between two members', () => {
  it('B sees A’s new post, like and comment as they happen', async () => {
    const a = await member(server.url, 'alice');
    const b = await member(server.url, 'bob');
    const bSocket = await feedSocket(b);

    const created = nextEvent<{ post: { id: string; title: string; user: { username: string } } }>(bSocket, 'post:created');
    const post = await createPost(a, { title: 'Live from A' });
    expect((await created).post).toMatchObject({ id: post.id, title: 'Live from A', user: { username: a.user.username } });

    const liked = nextEvent<{ postId: string; likesCount: number }>(bSocket, 'post:liked');
    await a.post(`/api/posts/${post.id}/like`);
    expect(await liked).toMatchObject({ postId: post.id, likesCount: 1 });

    const commented = nextEvent<{ postId: string; comment: { content: string }; commentsCount: number }>(bSocket, 'comment:created');
    await a.post(`/api/posts/${post.id}/comments`, { content: 'First!' });
    expect(await commented).toMatchObject({ postId: post.id, comment: { content: 'First!' }, commentsCount: 1 });

    const deleted = nextEvent<{ postId: string }>(bSocket, 'post:deleted');
    await a.request('DELETE', `/api/posts/${post.id}`);
    expect(await deleted).toEqual({ postId: post.id });
  });

  it('sends updated statistics to the feed after changes', async () => {
    const a = await member(server.url);
    const socket = await feedSocket();
    const stats = nextEvent<{ totalPosts: number }>(socket, 'community:stats-updated', 5000);
    await createPost(a);
    expect((await stats).totalPosts).toBeGreaterThan(0);
  });
});

describe('premium content over sockets', () => {
  it('never sends premium content to a visitor or free member; premium sockets get it', async () => {
    const author = await member(server.url, 'author');
    await server.users.setPremium(author.user.id, true);
    const paid = await member(server.url, 'paid');
    await server.users.setPremium(paid.user.id, true);
    const free = await member(server.url, 'free');

    const visitorSocket = await feedSocket();
    const freeSocket = await feedSocket(free);
    const paidSocket = await feedSocket(paid);
    const visitorPosts = record<{ post: unknown }>(visitorSocket, 'post:created');
    const visitorComments = record<{ comment: unknown }>(visitorSocket, 'comment:created');
    const freePosts = record<{ post: unknown }>(freeSocket, 'post:created');
    const freeComments = record<{ comment: unknown }>(freeSocket, 'comment:created');
    const paidGotPost = nextEvent<{ post: { content: string } }>(paidSocket, 'post:created');

    const post = await createPost(author, { title: 'Premium pricing playbook', content: 'CONFIDENTIAL pricing playbook body', isPremiumOnly: true });
    expect((await paidGotPost).post.content).toBe('CONFIDENTIAL pricing playbook body');

    const paidGotComment = nextEvent<{ comment: { content: string } }>(paidSocket, 'comment:created');
    await paid.post(`/api/posts/${post.id}/comments`, { content: 'CONFIDENTIAL reply' });
    expect((await paidGotComment).comment.content).toBe('CONFIDENTIAL reply');

    await expect.poll(() => visitorComments.length + freeComments.length).toBe(2);
    for (const events of [visitorPosts, freePosts]) {
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ post: { title: 'Premium pricing playbook', locked: true, content: null } });
    }
    for (const events of [visitorComments, freeComments]) expect(events[0]).toMatchObject({ comment: null, commentsCount: 1 });
    expect(JSON.stringify([visitorPosts, visitorComments, freePosts, freeComments])).not.toContain('CONFIDENTIAL');
  });

  it('stops premium content at once for a member who loses premium, even if the client re-joins', async () => {
    const author = await member(server.url, 'author');
    await server.users.setPremium(author.user.id, true);
    const reader = await member(server.url, 'reader');
    await server.users.setPremium(reader.user.id, true);
    const socket = await feedSocket(reader);

    const updated = nextEvent<{ isPremium: boolean }>(socket, 'user:updated');
    await server.users.setPremium(reader.user.id, false);
    expect((await updated).isPremium).toBe(false);

    const got = nextEvent<{ post: { locked: boolean; content: string | null } }>(socket, 'post:created');
    await createPost(author, { content: 'SECRET after the downgrade', isPremiumOnly: true });
    expect((await got).post).toMatchObject({ locked: true, content: null });

    // A client that ignores user:updated and asks again gets only what it is entitled to now.
    expect(await emitWithAck(socket, 'room:join', { room: rooms.feed })).toEqual({ ok: true, data: undefined });
    const again = nextEvent<{ post: { locked: boolean; content: string | null } }>(socket, 'post:created');
    await createPost(author, { content: 'SECRET second time', isPremiumOnly: true });
    expect((await again).post).toMatchObject({ locked: true, content: null });
  });

  it('does not announce members-only posts to visitors', async () => {
    const author = await member(server.url);
    const visitorSocket = await feedSocket();
    const memberSocket = await feedSocket(await member(server.url));
    const visitorPosts = record(visitorSocket, 'post:created');
    const memberGot = nextEvent(memberSocket, 'post:created');
    await createPost(author, { isPublic: false, title: 'Members only' });
    await memberGot;
    await new Promise((r) => setTimeout(r, 200));
    expect(visitorPosts).toEqual([]);
  });
});
