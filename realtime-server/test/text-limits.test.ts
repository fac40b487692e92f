import { describe, expect, it } from 'vitest';
import { COMMENT_MAX, POST_CONTENT_MAX, POST_TITLE_MAX } from '@app/shared-types/community';
import { TRAINING_VIDEO_DESCRIPTION_MAX, TRAINING_VIDEO_TITLE_MAX } from '@app/shared-types/training-videos';
import { USER_TEXT_LIMITS } from '@app/shared-types/auth';
import { appSuite, type TestServer } from './helpers/test-app';
import { HttpClient } from './helpers/http-client';
import { createPost, member, uniqueName } from './helpers/community';

let server: TestServer;
let staff: HttpClient;
appSuite(async (app) => {
  server = app;
  staff = new HttpClient(server.url);
  const user = await staff.register(uniqueName('staff'));
  await server.users.setRole(user.id, 'instructor');
});

/** Each emoji is one character to a person (and to the form's counter) but two UTF-16 units. */
const emoji = (n: number) => '😀'.repeat(n);

describe('text limits count characters the same way in validation and in storage', () => {
  it('stores a post whose title and content are exactly at their limits in emoji, and refuses one more', async () => {
    const alice = await member(server.url);
    const atLimit = await alice.post('/api/posts', { title: emoji(POST_TITLE_MAX), content: emoji(POST_CONTENT_MAX) });
    expect(atLimit.status).toBe(201);
    expect(atLimit.json).toMatchObject({ title: emoji(POST_TITLE_MAX), content: emoji(POST_CONTENT_MAX) });

    const longTitle = await alice.post('/api/posts', { title: emoji(POST_TITLE_MAX + 1), content: 'Long enough content here.' });
    expect(longTitle.status).toBe(400);
    expect(longTitle.json.errors).toContainEqual({ path: 'title', message: `Title must be at most ${POST_TITLE_MAX} characters` });
  });

  it('stores a comment of exactly the limit in emoji', async () => {
    const post = await createPost(await member(server.url));
    const bob = await member(server.url);
    const res = await bob.post(`/api/posts/${post.id}/comments`, { content: emoji(COMMENT_MAX) });
    expect(res.status).toBe(201);
    expect(res.json.content).toBe(emoji(COMMENT_MAX));
    expect((await bob.post(`/api/posts/${post.id}/comments`, { content: emoji(COMMENT_MAX + 1) })).status).toBe(400);
  });

  it('signs up someone whose names and company use non-Latin scripts and emoji up to the limits', async () => {
    const c = new HttpClient(server.url);
    const res = await c.post('/api/register', {
      username: uniqueName('names'),
      password: 'secret-pass',
      firstName: emoji(USER_TEXT_LIMITS.firstName),
      lastName: '𠜎'.repeat(USER_TEXT_LIMITS.lastName),
      company: emoji(USER_TEXT_LIMITS.company),
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ firstName: emoji(USER_TEXT_LIMITS.firstName), company: emoji(USER_TEXT_LIMITS.company) });
    const tooLong = await new HttpClient(server.url).post('/api/register', { username: uniqueName('names'), password: 'secret-pass', company: emoji(USER_TEXT_LIMITS.company + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errors[0].path).toBe('company');
  });

  it('stores a training video whose title and description are at their limits in emoji, on create and on edit', async () => {
    const body = { title: emoji(TRAINING_VIDEO_TITLE_MAX), description: emoji(TRAINING_VIDEO_DESCRIPTION_MAX), videoUrl: '/media/training/emoji.webm', category: 'Compliance' };
    const created = await staff.post('/api/training-videos', body);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ title: body.title, description: body.description });
    const edited = await staff.request('PATCH', `/api/training-videos/${created.json.id}`, { body: { title: '🎬'.repeat(TRAINING_VIDEO_TITLE_MAX) } });
    expect(edited.status).toBe(200);
    expect(edited.json.title).toBe('🎬'.repeat(TRAINING_VIDEO_TITLE_MAX));
  });
});
