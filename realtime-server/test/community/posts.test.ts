import { describe, expect, it } from 'vitest';
import { appSuite, type TestServer } from '../helpers/test-app';
import { HttpClient } from '../helpers/http-client';
import { createPost, member } from '../helpers/community';
import { people } from '../helpers/people';

let server: TestServer;
appSuite((app) => (server = app));

describe('creating posts', () => {
  it('answers the spec messages for a missing title and short content', async () => {
    const alice = await member(server.url);
    const noTitle = await alice.post('/api/posts', { title: '  ', content: 'Long enough content here.' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.json.message).toBe('Title is required');
    const short = await alice.post('/api/posts', { title: 'Hi', content: 'too short' });
    expect(short.status).toBe(400);
    expect(short.json.message).toBe('Content must be at least 10 characters');
    const badCategory = await alice.post('/api/posts', { title: 'Hi', content: 'Long enough content here.', category: 'gossip' });
    expect(badCategory.status).toBe(400);
  });

  it('creates a post with the spec defaults and answers 201 with it', async () => {
    const alice = await member(server.url);
    const res = await alice.post('/api/posts', { title: 'SAM tip', content: 'Renew sixty days early, always.' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      title: 'SAM tip',
      content: 'Renew sixty days early, always.',
      category: 'general',
      isPublic: true,
      isPremiumOnly: false,
      likesCount: 0,
      commentsCount: 0,
      userLiked: false,
      locked: false,
      user: { username: alice.user.username },
    });
  });

  it('requires signing in', async () => {
    const res = await new HttpClient(server.url).post('/api/posts', { title: 'x', content: 'Long enough content here.' });
    expect(res.status).toBe(401);
  });

  it('lets only premium members and operators mark a post premium-only', async () => {
    const free = await member(server.url);
    const refused = await free.post('/api/posts', { title: 'Secret', content: 'Premium knowledge inside.', isPremiumOnly: true });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('Only premium members can share premium-only insights.');

    const paid = await member(server.url, 'paid');
    await server.users.setPremium(paid.user.id, true);
    expect((await paid.post('/api/posts', { title: 'Secret', content: 'Premium knowledge inside.', isPremiumOnly: true })).status).toBe(201);

    const op = await member(server.url, 'op');
    await server.users.setRole(op.user.id, 'operator');
    expect((await op.post('/api/posts', { title: 'Secret', content: 'Premium knowledge inside.', isPremiumOnly: true })).status).toBe(201);
  });
});

describe('premium-only and members-only posts', () => {
  it('shows premium content to premium members, operators and the author only', async () => {
    const author = await member(server.url, 'author');
    await server.users.setPremium(author.user.id, true);
    const post = await createPost(author, { title: 'Indirect rates', content: 'The secret sauce of indirect rates.', isPremiumOnly: true });
    // The author's premium lapses: they still read their own post.
    await server.users.setPremium(author.user.id, false);

    const reader = async (client: HttpClient) => (await client.get(`/api/posts/${post.id}`)).json;
    const visitor = new HttpClient(server.url);
    const free = await member(server.url);
    const paid = await member(server.url, 'paid');
    await server.users.setPremium(paid.user.id, true);
    const op = await member(server.url, 'op');
    await server.users.setRole(op.user.id, 'operator');

    for (const client of [visitor, free]) {
      const seen = await reader(client);
      expect(seen).toMatchObject({ title: 'Indirect rates', locked: true, content: null, isPremiumOnly: true, category: 'general' });
      const feed = await client.get('/api/posts?limit=50');
      expect(feed.text).not.toContain('secret sauce');
      const comments = await client.get(`/api/posts/${post.id}/comments`);
      expect(comments.status).toBe(403);
      expect(comments.json.code).toBe('PREMIUM_REQUIRED');
      expect((await client.post(`/api/posts/${post.id}/like`)).status).toBe(client === visitor ? 401 : 403);
    }
    for (const client of [paid, op, author]) expect(await reader(client)).toMatchObject({ locked: false, content: 'The secret sauce of indirect rates.' });
  });

  it('hides members-only posts from visitors', async () => {
    const alice = await member(server.url);
    const post = await createPost(alice, { title: 'Members only note', isPublic: false });
    const visitor = new HttpClient(server.url);
    expect((await visitor.get(`/api/posts/${post.id}`)).status).toBe(404);
    expect((await visitor.get('/api/posts?limit=50')).text).not.toContain('Members only note');
    const bob = await member(server.url);
    expect((await bob.get(`/api/posts/${post.id}`)).status).toBe(200);
  });
});

describe('likes', () => {
  it('toggles the caller’s like and reports it in the feed', async () => {
    const author = await member(server.url);
    const post = await createPost(author);
    const fan = await member(server.url);
    expect((await fan.post(`/api/posts/${post.id}/like`)).json).toMatchObject({ liked: true, likesCount: 1 });
    const feedItem = (await fan.get(`/api/posts/${post.id}`)).json;
    expect(feedItem).toMatchObject({ likesCount: 1, userLiked: true });
    expect((await author.get(`/api/posts/${post.id}`)).json.userLiked).toBe(false);
    expect((await fan.post(`/api/posts/${post.id}/like`)).json).toMatchObject({ liked: false, likesCount: 0 });
    expect((await fan.get(`/api/posts/${post.id}`)).json).toMatchObject({ likesCount: 0, userLiked: false });
  });

  it('counts exactly 50 when 50 members like one post at the same moment', async () => {
    const author = await member(server.url);
    const post = await createPost(author);
    // The fans' accounts are made without the production password hash (people()): 50 of those at
    // once were most of this test's time on a busy machine, and the likes are what it is about.
    const fans = await people(server, 50);
    const results = await Promise.all(fans.map((fan) => fan.post(`/api/posts/${post.id}/like`)));
    expect(results.every((r) => r.status === 200 && r.json.liked === true)).toBe(true);
    expect((await author.get(`/api/posts/${post.id}`)).json.likesCount).toBe(50);
    const likes = await server.database.connection.collection('likes').countDocuments({ postId: new (await import('mongoose')).Types.ObjectId(post.id) });
    expect(likes).toBe(50);
  });
});

describe('comments', () => {
  it('adds and lists comments, keeping commentsCount exact; refuses an empty one', async () => {
    const author = await member(server.url);
    const post = await createPost(author);
    const bob = await member(server.url);
    const empty = await bob.post(`/api/posts/${post.id}/comments`, { content: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe('Comment cannot be empty');
    const first = await bob.post(`/api/posts/${post.id}/comments`, { content: 'Great point!' });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ content: 'Great point!', user: { username: bob.user.username } });
    await author.post(`/api/posts/${post.id}/comments`, { content: 'Thanks Bob.' });
    const list = await new HttpClient(server.url).get(`/api/posts/${post.id}/comments`);
    expect(list.json.map((c: { content: string }) => c.content)).toEqual(['Great point!', 'Thanks Bob.']);
    expect((await bob.get(`/api/posts/${post.id}`)).json.commentsCount).toBe(2);
  });
});

describe('deleting', () => {
  it('lets the author or an operator delete a post, not another member', async () => {
    const author = await member(server.url);
    const other = await member(server.url);
    const op = await member(server.url, 'op');
    await server.users.setRole(op.user.id, 'operator');
    const mine = await createPost(author);
    expect((await other.request('DELETE', `/api/posts/${mine.id}`)).status).toBe(403);
    expect((await author.request('DELETE', `/api/posts/${mine.id}`)).status).toBe(204);
    expect((await author.get(`/api/posts/${mine.id}`)).status).toBe(404);
    const another = await createPost(author);
    expect((await op.request('DELETE', `/api/posts/${another.id}`)).status).toBe(204);
    expect((await op.request('DELETE', `/api/posts/${another.id}`)).status).toBe(404);
  });

  it('lets the comment author or an operator delete a comment and lowers the count', async () => {
    const author = await member(server.url);
    const post = await createPost(author);
    const bob = await member(server.url);
    const op = await member(server.url, 'op');
    await server.users.setRole(op.user.id, 'operator');
    const c1 = (await bob.post(`/api/posts/${post.id}/comments`, { content: 'one' })).json;
    const c2 = (await bob.post(`/api/posts/${post.id}/comments`, { content: 'two' })).json;
    expect((await author.request('DELETE', `/api/comments/${c1.id}`)).status).toBe(403);
    expect((await bob.request('DELETE', `/api/comments/${c1.id}`)).status).toBe(204);
    expect((await op.request('DELETE', `/api/comments/${c2.id}`)).status).toBe(204);
    expect((await bob.get(`/api/posts/${post.id}`)).json.commentsCount).toBe(0);
  });

  it('deletes a member’s posts, comments and likes with the account, keeping others’ counts exact', async () => {
    const leaver = await member(server.url, 'leaver');
    const stayer = await member(server.url, 'stayer');
    const leaversPost = await createPost(leaver, { title: 'Leaving soon' });
    const stayersPost = await createPost(stayer);
    await leaver.post(`/api/posts/${stayersPost.id}/like`);
    await stayer.post(`/api/posts/${stayersPost.id}/like`);
    await leaver.post(`/api/posts/${stayersPost.id}/comments`, { content: 'bye' });

    const wrong = await leaver.request('DELETE', '/api/auth/user', { body: { password: 'nope-nope' } });
    expect(wrong.status).toBe(401);
    expect((await leaver.request('DELETE', '/api/auth/user', { body: { password: 'secret-pass' } })).status).toBe(204);

    expect((await stayer.get(`/api/posts/${leaversPost.id}`)).status).toBe(404);
    expect((await stayer.get(`/api/posts/${stayersPost.id}`)).json).toMatchObject({ likesCount: 1, commentsCount: 0 });
    expect((await leaver.get('/api/user')).status).toBe(401);
  });
});
