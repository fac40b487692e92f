import { describe, expect, it } from 'vitest';
import { appSuite, type TestServer } from '../helpers/test-app';
import { HttpClient } from '../helpers/http-client';
import { createPost, member } from '../helpers/community';

let server: TestServer;
appSuite((app) => (server = app));

type Page = { posts: { id: string; title: string; category: string; user: { username: string; isFollowing: boolean } | null }[]; nextCursor: string | null };

describe('feed pagination', () => {
  it('pages newest first without duplicates or gaps while new posts arrive', async () => {
    const writer = await member(server.url);
    const originals: string[] = [];
    for (let i = 0; i < 45; i++) originals.push((await createPost(writer, { title: `Original ${i}` })).id);

    const reader = new HttpClient(server.url);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await reader.get(`/api/posts?limit=20${cursor ? `&before=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      const page = res.json as Page;
      seen.push(...page.posts.map((p) => p.id));
      cursor = page.nextCursor;
      pages++;
      // Someone posts between page loads; the next page must not shift.
      await createPost(writer, { title: `Late ${pages}` });
    } while (cursor);

    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...originals].reverse());
    expect(pages).toBe(3);
  });

  it('caps the page size at 50, filters by category and rejects a forged cursor', async () => {
    const writer = await member(server.url);
    await createPost(writer, { title: 'Compliance one', category: 'compliance' });
    const reader = new HttpClient(server.url);
    expect((await reader.get('/api/posts?limit=51')).status).toBe(400);
    const compliance = (await reader.get('/api/posts?category=compliance')).json as Page;
    expect(compliance.posts.length).toBeGreaterThan(0);
    expect(compliance.posts.every((p) => p.category === 'compliance')).toBe(true);
    expect((await reader.get('/api/posts?before=not-a-cursor')).status).toBe(400);
  });

  it('answers a cursor whose time is past the range of dates with 400 Invalid cursor, for visitors and members', async () => {
    const id = '65a1b2c3d4e5f6a7b8c9d0e1';
    const crafted = [`8640000000000001.${id}`, `-8640000000000001.${id}`, `9007199254740991.${id}`, `1e21.${id}`, `0x10.${id}`, ` 1700000000000.${id}`, `1700000000000.${id}.x`];
    const signedIn = await member(server.url);
    for (const raw of crafted) {
      const before = Buffer.from(raw).toString('base64url');
      for (const reader of [new HttpClient(server.url), signedIn]) {
        const res = await reader.get(`/api/posts?before=${before}`);
        expect(res.status, raw).toBe(400);
        expect(res.json).toEqual({ code: 'VALIDATION_FAILED', message: 'Invalid cursor' });
      }
    }
  });

  it('carries the author username and shows posts of followed members with following=true', async () => {
    const star = await member(server.url, 'star');
    const fan = await member(server.url, 'fan');
    await createPost(star, { title: 'From the star' });
    await createPost(fan, { title: 'From the fan' });
    expect((await fan.post(`/api/users/${star.user.id}/follow`)).json).toEqual({ following: true });
    expect((await fan.post(`/api/users/${star.user.id}/follow`)).json).toEqual({ following: true });
    expect((await fan.post(`/api/users/${fan.user.id}/follow`)).status).toBe(400);

    const followed = (await fan.get('/api/posts?following=true')).json as Page;
    expect(followed.posts.map((p) => p.title)).toEqual(['From the star']);
    expect(followed.posts[0]!.user).toMatchObject({ username: star.user.username, isFollowing: true });

    expect((await fan.request('DELETE', `/api/users/${star.user.id}/follow`)).json).toEqual({ following: false });
    expect(((await fan.get('/api/posts?following=true')).json as Page).posts).toEqual([]);
  });
});

describe('cached feed pages', () => {
  it('never serve a stale page after a write, an upgrade or a follow', async () => {
    const author = await member(server.url, 'writer');
    await server.users.setPremium(author.user.id, true);
    const reader = await member(server.url, 'reader');
    const visitor = new HttpClient(server.url);
    const first = async (client: HttpClient) => ((await client.get('/api/posts?limit=5')).json as Page).posts[0] as Page['posts'][number] & Record<string, unknown>;

    const post = await createPost(author, { title: 'Fresh premium insight', content: 'Only for premium readers here.', isPremiumOnly: true });
    // Warm every cache level, then change things underneath.
    expect(await first(reader)).toMatchObject({ id: post.id, locked: true, likesCount: 0 });
    expect(await first(visitor)).toMatchObject({ id: post.id, locked: true });
    await server.users.setPremium(reader.user.id, true);
    expect(await first(reader)).toMatchObject({ id: post.id, locked: false, content: 'Only for premium readers here.' });

    await reader.post(`/api/posts/${post.id}/like`);
    expect(await first(reader)).toMatchObject({ likesCount: 1, userLiked: true });
    expect(await first(visitor)).toMatchObject({ likesCount: 1, userLiked: false });

    await reader.post(`/api/users/${author.user.id}/follow`);
    expect((await first(reader)).user).toMatchObject({ isFollowing: true });

    const newer = await createPost(author, { title: 'Even newer' });
    expect((await first(visitor)).id).toBe(newer.id);
    await author.request('DELETE', `/api/posts/${newer.id}`);
    expect((await first(visitor)).id).toBe(post.id);
  });
});

describe('community statistics', () => {
  it('counts posts, active and premium members, and posts per category', async () => {
    const before = (await new HttpClient(server.url).get('/api/community/stats')).json;
    const writer = await member(server.url);
    await server.users.setPremium(writer.user.id, true);
    await createPost(writer, { category: 'sam-registration' });
    await createPost(writer, { category: 'sam-registration' });
    const stats = (await new HttpClient(server.url).get('/api/community/stats')).json;
    expect(stats.totalPosts).toBe(before.totalPosts + 2);
    expect(stats.premiumMembers).toBe(before.premiumMembers + 1);
    expect(stats.activeMembers).toBeGreaterThanOrEqual(1);
    const sam = stats.categories.find((c: { category: string }) => c.category === 'sam-registration');
    const samBefore = before.categories.find((c: { category: string }) => c.category === 'sam-registration');
    expect(sam).toMatchObject({ label: 'SAM Registration', count: samBefore.count + 2 });
    expect(stats.categories).toHaveLength(5);
  });
});
