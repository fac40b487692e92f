/**
 * The notification centre end to end: real sources (community, memberships, live training) through
 * the domain event bus, to the right people's tabs once, with the exact unread count.
 */
import { describe, expect, it } from 'vitest';
import type { TNotificationPage, TUnreadCount } from '@app/shared-types/notifications';
import { STARTING_SOON_JOB } from '../../src/modules/live-training/sessions/sessions.jobs';
import { createPost } from '../helpers/community';
import { inMinutes, person, scheduleSession, type Person } from '../helpers/live-training';
import { approve, subscribe } from '../helpers/membership';
import { openBell, runJobNow } from '../helpers/notifications';
import { appSuite, type TestServer } from '../helpers/test-app';

let server: TestServer;
/** The bells' sockets, closed after the file's tests. */
const sockets = appSuite((app) => (server = app));

/** A member with `tabs` open tabs (each a socket with the bell). */
async function withTabs(tabs: number, profile: { firstName: string; lastName: string; email?: string }, kind: 'member' | 'operator' | 'instructor' = 'member') {
  const client = await person(server, kind, profile);
  const open = await Promise.all(Array.from({ length: tabs }, () => openBell(server.url, client.cookieHeader)));
  sockets.push(...open.map((b) => b.socket));
  return Object.assign(client, { tabs: open });
}

const page = async (client: Person, query = '') => (await client.get(`/api/notifications${query}`)).json as TNotificationPage;
const count = async (client: Person) => (await client.get('/api/notifications/unread-count')).json as TUnreadCount;
/** Lets anything still on its way arrive, so "nothing more" is a real observation. */
const settle = async () => {
  await server.events.idle();
  await new Promise((r) => setTimeout(r, 300));
};

describe('notifications reach the right people once', () => {
  it('a reply reaches both tabs of the post’s author once, with the exact count; the replier and another member get nothing', async () => {
    const ana = await withTabs(2, { firstName: 'Ana', lastName: 'Ruiz' });
    const ben = await withTabs(1, { firstName: 'Ben', lastName: 'Okafor' });
    const post = await createPost(ana, { title: 'SAM renewal' });
    const reply = await ben.post(`/api/posts/${post.id}/comments`, { content: 'Renewed ours last week.' });
    expect(reply.status).toBe(201);
    // Ana answering on her own post tells nobody.
    await ana.post(`/api/posts/${post.id}/comments`, { content: 'Thanks!' });

    for (const tab of ana.tabs) await expect.poll(() => tab.created.length).toBe(1);
    await settle();
    for (const tab of ana.tabs) {
      expect(tab.created).toHaveLength(1);
      expect(tab.created[0]).toMatchObject({ unread: 1, notification: { type: 'community.reply', text: 'Ben Okafor replied to your post “SAM renewal”', link: `/community?post=${post.id}`, actor: { id: ben.user.id, name: 'Ben Okafor' }, actorCount: 1, readAt: null } });
    }
    expect(ben.tabs[0]!.created).toEqual([]);
    const listed = await page(ana);
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0]).toEqual(ana.tabs[0]!.created[0]!.notification);
    expect(await count(ana)).toEqual({ unread: 1, version: ana.tabs[0]!.created[0]!.version });
    expect((await page(ben)).items).toEqual([]);
  });

  it('13 likes make one row “… and 12 others”, updated in place; an unlike and like again counts nobody twice', async () => {
    const ana = await withTabs(2, { firstName: 'Ana', lastName: 'Likes' });
    const other = await withTabs(1, { firstName: 'Oli', lastName: 'Other' });
    const post = await createPost(ana, { title: 'Payroll checklist' });
    const likers = await Promise.all(Array.from({ length: 13 }, (_, i) => person(server, 'member', { firstName: `Liker${i}`, lastName: 'Fan' })));
    const results = await Promise.all(likers.map((l) => l.post(`/api/posts/${post.id}/like`)));
    expect(results.map((r) => r.status)).toEqual(Array(13).fill(200));
    await ana.post(`/api/posts/${post.id}/like`); // her own like tells nobody

    for (const tab of ana.tabs) await expect.poll(() => tab.created.length).toBe(13);
    const items = (await page(ana)).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ type: 'community.likes', actorCount: 13, readAt: null });
    expect(items[0]!.text).toMatch(/^Liker\d+ Fan and 12 others liked your post “Payroll checklist”$/);
    for (const tab of ana.tabs) {
      expect(new Set(tab.created.map((e) => e.notification.id))).toEqual(new Set([items[0]!.id]));
      expect(tab.shown()?.unread).toBe(1);
    }

    // Read, then one liker unlikes and likes again: the same like, so nothing changes or arrives.
    await ana.post(`/api/notifications/${items[0]!.id}/read`);
    await likers[0]!.post(`/api/posts/${post.id}/like`);
    await likers[0]!.post(`/api/posts/${post.id}/like`);
    await settle();
    expect(ana.tabs[0]!.created).toHaveLength(13);
    expect((await page(ana)).items[0]).toMatchObject({ actorCount: 13 });
    expect(await count(ana)).toMatchObject({ unread: 0 });

    // A 14th person: the row comes back to the top, unread again, "and 13 others".
    const late = await person(server, 'member', { firstName: 'Late', lastName: 'Comer' });
    await late.post(`/api/posts/${post.id}/like`);
    await expect.poll(() => ana.tabs[1]!.created.length).toBe(14);
    expect(ana.tabs[1]!.created[13]).toMatchObject({ unread: 1, notification: { id: items[0]!.id, actorCount: 14, readAt: null, text: 'Late Comer and 13 others liked your post “Payroll checklist”' } });
    expect(other.tabs[0]!.created).toEqual([]);
  });

  it('a Cash App payment tells the operators; its approval tells the member once and nobody else', async () => {
    const operator = await withTabs(1, { firstName: 'Olga', lastName: 'Operator' }, 'operator');
    const ana = await withTabs(2, { firstName: 'Ana', lastName: 'Payer' });
    const ben = await withTabs(1, { firstName: 'Ben', lastName: 'Bystander' });
    const { subscription } = await subscribe(ana, 'starter');
    await expect.poll(() => operator.tabs[0]!.created.filter((e) => e.notification.type === 'operators.payment-to-verify' && e.notification.actor?.id === ana.user.id).length).toBe(1);
    expect(operator.tabs[0]!.created.at(-1)!.notification.text).toBe('Ana Payer sent a Cash App payment of $97.00 for Starter to verify');

    await approve(operator, subscription.id);
    for (const tab of ana.tabs) await expect.poll(() => tab.created.length).toBe(1);
    await settle();
    for (const tab of ana.tabs) {
      expect(tab.created).toHaveLength(1);
      expect(tab.created[0]!.notification).toMatchObject({ type: 'payments.approved', text: 'Your $97.00 payment for Starter was approved: your membership is active', actor: { id: operator.user.id, name: 'Olga Operator' }, link: '/premium' });
    }
    expect(ben.tabs[0]!.created).toEqual([]);
    // Members never get the operators' kinds.
    expect(ana.tabs[0]!.created.some((e) => e.notification.type.startsWith('operators.'))).toBe(false);
  });

  it('the session-soon job tells each registrant once, whatever how many times it runs; a move and a cancellation follow', async () => {
    const instructor = await person(server, 'instructor');
    const ana = await withTabs(2, { firstName: 'Ana', lastName: 'Attendee' });
    const ben = await withTabs(1, { firstName: 'Ben', lastName: 'Absent' });
    const startsAt = inMinutes(30);
    const session = await scheduleSession(instructor, { title: 'Year-end payroll', scheduledStartTime: startsAt });
    expect((await ana.post(`/api/live-training/${session.id}/register`)).status).toBeLessThan(300);

    // 20 minutes before: not yet. 14 minutes before: now, and only once however often the sweep runs.
    await runJobNow(server, STARTING_SOON_JOB, { at: new Date(Date.parse(startsAt) - 20 * 60_000).toISOString() });
    const at = new Date(Date.parse(startsAt) - 14 * 60_000).toISOString();
    await Promise.all([runJobNow(server, STARTING_SOON_JOB, { at }), runJobNow(server, STARTING_SOON_JOB, { at })]);
    await runJobNow(server, STARTING_SOON_JOB, { at });
    for (const tab of ana.tabs) await expect.poll(() => tab.created.length).toBe(1);
    await settle();
    for (const tab of ana.tabs) {
      expect(tab.created).toHaveLength(1);
      expect(tab.created[0]!.notification).toMatchObject({ type: 'live.session-soon', actor: null, text: 'Your live session “Year-end payroll” starts in 14 minutes', link: `/live-training?session=${session.id}` });
    }
    expect(ben.tabs[0]!.created).toEqual([]);

    const moved = await instructor.patch(`/api/live-training/${session.id}`, { scheduledStartTime: inMinutes(24 * 60) });
    expect(moved.status).toBe(200);
    await expect.poll(() => ana.tabs[0]!.created.map((e) => e.notification.type)).toEqual(['live.session-soon', 'live.session-moved']);
    expect((await instructor.post(`/api/live-training/${session.id}/cancel`)).status).toBe(200);
    await expect.poll(() => ana.tabs[1]!.created.map((e) => e.notification.type)).toEqual(['live.session-soon', 'live.session-moved', 'live.session-cancelled']);
    await settle();
    expect(ben.tabs[0]!.created).toEqual([]);
    expect(await count(ana)).toMatchObject({ unread: 3 });
  });
});

describe('counts, reading and preferences', () => {
  it('keeps the unread count exact after 50 concurrent mark-read calls, in every tab and over REST', async () => {
    const ana = await withTabs(2, { firstName: 'Ana', lastName: 'Reader' });
    const ben = await person(server, 'member', { firstName: 'Ben', lastName: 'Writer' });
    const post = await createPost(ana, { title: 'Busy thread' });
    for (let i = 0; i < 60; i++) await ben.post(`/api/posts/${post.id}/comments`, { content: `Reply ${i}` });
    await expect.poll(() => ana.tabs[0]!.created.length).toBe(60);
    const ids = (await page(ana, '?limit=50')).items.map((n) => n.id);
    const second = await page(ana, `?limit=50&before=${(await page(ana, '?limit=50')).nextBefore}`);
    expect(second.items).toHaveLength(10);
    expect(new Set([...ids, ...second.items.map((n) => n.id)]).size).toBe(60);

    // 50 calls at once: 40 distinct rows, 10 of them twice.
    const targets = [...ids.slice(0, 40), ...ids.slice(0, 10)];
    const answers = await Promise.all(targets.map((id) => ana.post(`/api/notifications/${id}/read`)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(await count(ana)).toMatchObject({ unread: 20 });
    for (const tab of ana.tabs) await expect.poll(() => tab.shown()?.unread).toBe(20);
    expect(ana.tabs[0]!.read.flatMap((e) => e.ids)).toHaveLength(40);
    expect((await page(ana, '?unread=true&limit=50')).items).toHaveLength(20);

    const all = await ana.post('/api/notifications/read-all');
    expect(all.json).toMatchObject({ unread: 0 });
    for (const tab of ana.tabs) await expect.poll(() => tab.shown()).toEqual(all.json);
  });

  it('answers 404 for another member’s notification and leaves it unread', async () => {
    const ana = await withTabs(1, { firstName: 'Ana', lastName: 'Owner' });
    const ben = await person(server, 'member', { firstName: 'Ben', lastName: 'Nosy' });
    const post = await createPost(ana, { title: 'Mine' });
    await ben.post(`/api/posts/${post.id}/comments`, { content: 'Hello' });
    await expect.poll(async () => (await page(ana)).items.length).toBe(1);
    const id = (await page(ana)).items[0]!.id;
    const res = await ben.post(`/api/notifications/${id}/read`);
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('Notification not found');
    expect((await page(ana)).items[0]!.readAt).toBeNull();
    expect(await count(ana)).toMatchObject({ unread: 1 });
  });

  it('a muted kind creates nothing, in the tab or the list; the other kinds still arrive', async () => {
    const ana = await withTabs(1, { firstName: 'Ana', lastName: 'Muted' });
    const ben = await person(server, 'member', { firstName: 'Ben', lastName: 'Talker' });
    expect((await ana.request('PUT', '/api/notifications/preferences', { body: { types: { 'community.reply': { muted: true } } } })).status).toBe(200);
    const post = await createPost(ana, { title: 'Quiet please' });
    await ben.post(`/api/posts/${post.id}/comments`, { content: 'Loud reply' });
    await ben.post(`/api/posts/${post.id}/like`);
    await expect.poll(() => ana.tabs[0]!.created.length).toBe(1);
    await settle();
    expect(ana.tabs[0]!.created.map((e) => e.notification.type)).toEqual(['community.likes']);
    expect((await page(ana, '?type=community.reply')).items).toEqual([]);
    expect((await page(ana)).items).toHaveLength(1);
  });

  it('a duplicated or retried event creates nothing twice', async () => {
    const ana = await withTabs(1, { firstName: 'Ana', lastName: 'Once' });
    const ben = await person(server, 'member', { firstName: 'Ben', lastName: 'Twice' });
    const event = { post: { id: '65a1b2c3d4e5f6a7b8c9d0e1', title: 'Retried' }, comment: { id: '65a1b2c3d4e5f6a7b8c9d0e2', authorId: ben.user.id } };
    const payload = { ...event, post: { ...event.post, authorId: ana.user.id } };
    await Promise.all([1, 2, 3].map(() => server.events.publish('community.commented', payload, { id: `comment:${event.comment.id}` })));
    await settle();
    expect(ana.tabs[0]!.created).toHaveLength(1);
    expect((await page(ana)).items).toHaveLength(1);
  });
});
