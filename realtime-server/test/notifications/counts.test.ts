/**
 * The unread count is kept in the recipient's counter (moved atomically by each change to their rows),
 * not counted again from the rows: under concurrent creates, group joins and reads it must still be
 * exactly the number of unread rows, in the tab (highest version) and over REST.
 */
import { describe, expect, it } from 'vitest';
import type { TNotificationPage, TUnreadCount } from '@app/shared-types/notifications';
import { createPost } from '../helpers/community';
import { person, type Person } from '../helpers/live-training';
import { openBell } from '../helpers/notifications';
import { appSuite, type TestServer } from '../helpers/test-app';

let server: TestServer;
/** The bells' sockets, closed after the file's tests. */
const sockets = appSuite((app) => (server = app));

const count = async (client: Person) => (await client.get('/api/notifications/unread-count')).json as TUnreadCount;
const unreadRows = async (client: Person) => {
  let rows = 0;
  let before: string | null = null;
  do {
    const page: TNotificationPage = (await client.get(`/api/notifications?unread=true&limit=50${before ? `&before=${before}` : ''}`)).json as TNotificationPage;
    rows += page.items.length;
    before = page.nextBefore;
  } while (before);
  return rows;
};

describe('the unread count under concurrent changes', () => {
  it('stays exact while replies, likes joining a read group and mark-read calls run at once', async () => {
    const ana = await person(server, 'member', { firstName: 'Ana', lastName: 'Busy' });
    const tab = await openBell(server.url, ana.cookieHeader);
    sockets.push(tab.socket);
    const ben = await person(server, 'member', { firstName: 'Ben', lastName: 'Replier' });
    const likers = await Promise.all(Array.from({ length: 8 }, (_, i) => person(server, 'member', { firstName: `Fan${i}`, lastName: 'Liker' })));
    const post = await createPost(ana, { title: 'Quarter close' });
    const liked = await createPost(ana, { title: 'Checklist' });

    // 20 replies and a group row (2 likes), then everything read but 5 replies.
    for (let i = 0; i < 20; i++) await ben.post(`/api/posts/${post.id}/comments`, { content: `First ${i}` });
    await Promise.all(likers.slice(0, 2).map((l) => l.post(`/api/posts/${liked.id}/like`)));
    await expect.poll(() => tab.created.length).toBe(22);
    expect(await count(ana)).toMatchObject({ unread: 21 });
    const first = (await ana.get('/api/notifications?limit=50')).json as TNotificationPage;
    const group = first.items.find((n) => n.type === 'community.likes')!;
    const replies = first.items.filter((n) => n.type === 'community.reply').map((n) => n.id);
    await ana.post(`/api/notifications/${group.id}/read`);
    await Promise.all(replies.slice(5).map((id) => ana.post(`/api/notifications/${id}/read`)));
    expect(await count(ana)).toMatchObject({ unread: 5 });

    // At once: 15 new replies, 6 new likers (the read group becomes unread once), a repeated like
    // (counts nothing), reading the 5 unread replies (some twice) and the group again.
    await Promise.all([
      ...Array.from({ length: 15 }, (_, i) => ben.post(`/api/posts/${post.id}/comments`, { content: `Second ${i}` })),
      ...likers.slice(2).map((l) => l.post(`/api/posts/${liked.id}/like`)),
      ...[...replies.slice(0, 5), ...replies.slice(0, 3)].map((id) => ana.post(`/api/notifications/${id}/read`)),
      ana.post(`/api/notifications/${group.id}/read`),
    ]);
    await expect.poll(() => tab.created.length).toBe(22 + 15 + 6);
    await server.events.idle();

    const rows = await unreadRows(ana);
    const rest = await count(ana);
    // Every reply of the second wave is unread; the group is unread or read depending on the order
    // its read met the joins, and the count follows the rows either way.
    expect(rows === 15 || rows === 16).toBe(true);
    expect(rest.unread).toBe(rows);
    await expect.poll(() => tab.shown()).toEqual(rest);

    // Reading all leaves nothing, and a repeated like of a counted liker changes nothing.
    const all = (await ana.post('/api/notifications/read-all')).json as TUnreadCount;
    expect(all).toEqual({ unread: 0, version: rest.version + 1 });
    await likers[0]!.post(`/api/posts/${liked.id}/like`); // unlike
    await likers[0]!.post(`/api/posts/${liked.id}/like`); // like again: the same liker
    await server.events.idle();
    expect(await count(ana)).toEqual(all);
    expect(await unreadRows(ana)).toBe(0);
  });

  it('a reminder to many, published again with more recipients and at once, reaches each once and counts each once', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, (_, i) => person(server, 'member', { firstName: `Seat${i}`, lastName: 'Holder' })));
    const bells = await Promise.all(members.map((m) => openBell(server.url, m.cookieHeader)));
    sockets.push(...bells.map((b) => b.socket));
    const ids = members.map((m) => m.user.id);
    const payload = (registrantIds: string[]) => ({ session: { id: '65a1b2c3d4e5f6a7b8c9d0f1', title: 'Payroll clinic', startsAt: new Date(Date.now() + 14 * 60_000).toISOString() }, registrantIds, announcedAt: new Date().toISOString() });
    const id = 'session:65a1b2c3d4e5f6a7b8c9d0f1:soon:1';
    await server.events.publish('live-training.session-starting-soon', payload(ids.slice(0, 2)), { id });
    // The same event again (a retry), with two more seats, three times at once: only the new seats get it.
    await Promise.all([1, 2, 3].map(() => server.events.publish('live-training.session-starting-soon', payload(ids), { id })));
    for (const bell of bells) await expect.poll(() => bell.created.length).toBe(1);
    await server.events.idle();
    await new Promise((r) => setTimeout(r, 300));
    for (const [i, bell] of bells.entries()) {
      expect(bell.created).toHaveLength(1);
      expect(bell.created[0]).toMatchObject({ unread: 1, notification: { type: 'live.session-soon', text: 'Your live session “Payroll clinic” starts in 14 minutes' } });
      expect(await count(members[i]!)).toEqual({ unread: 1, version: bell.created[0]!.version });
    }
  });
});
