import { describe, expect, it } from 'vitest';
import { rooms } from '@app/shared-types/realtime';
import { signedInAccount } from '../helpers/accounts';
import { createPost } from '../helpers/community';
import { HttpClient } from '../helpers/http-client';
import { person } from '../helpers/live-training';
import { subscribe } from '../helpers/membership';
import { connectSocket, emitWithAck, nextEvent } from '../helpers/socket-client';
import { appSuite, type TestServer } from '../helpers/test-app';

let server: TestServer;
appSuite((app) => (server = app));

type Author = { id: string; username: string; displayName: string } | null;
const authorOnFeed = async (postId: string): Promise<Author> => {
  const page = (await new HttpClient(server.url).get('/api/posts?limit=50')).json as { posts: { id: string; user: Author }[] };
  return page.posts.find((p) => p.id === postId)?.user ?? null;
};

describe("members' names where others see them", () => {
  it('names a post, its live announcement and a comment by first and last name, keeping the username beside it', async () => {
    const ada = await signedInAccount(server, { firstName: 'Ada', lastName: 'Lovelace' });
    const reader = await connectSocket(server.url);
    try {
      expect(await emitWithAck(reader, 'room:join', { room: rooms.feed })).toMatchObject({ ok: true });
      const announced = nextEvent<{ post: { user: Author } }>(reader, 'post:created');
      const post = await createPost(ada);
      expect((await announced).post.user).toMatchObject({ username: ada.username, displayName: 'Ada Lovelace' });
      expect(await authorOnFeed(post.id)).toMatchObject({ id: ada.user.id, username: ada.username, displayName: 'Ada Lovelace' });

      const comment = await ada.post(`/api/posts/${post.id}/comments`, { content: 'Adding a detail.' });
      expect(comment.json.user).toEqual({ id: ada.user.id, username: ada.username, displayName: 'Ada Lovelace' });
      const listed = (await new HttpClient(server.url).get(`/api/posts/${post.id}/comments`)).json as { user: Author }[];
      expect(listed[0]!.user).toMatchObject({ displayName: 'Ada Lovelace' });
    } finally {
      reader.close();
    }
  });

  it('falls back to the username, and follows a profile change', async () => {
    const plain = await signedInAccount(server);
    const post = await createPost(plain);
    expect((await authorOnFeed(post.id))?.displayName).toBe(plain.username);

    expect((await plain.patch('/api/auth/user/profile', { firstName: 'Grace', lastName: 'Hopper' })).status).toBe(200);
    // The feed's first pages are cached for two seconds at most.
    await expect.poll(async () => (await authorOnFeed(post.id))?.displayName).toBe('Grace Hopper');
  });

  it("names the member in the operators' payment queue", async () => {
    const operator = await person(server, 'operator');
    const payer = await signedInAccount(server, { firstName: 'Katherine', lastName: 'Johnson', email: `kj-${process.pid}@example.com` });
    await subscribe(payer, 'starter');
    const queue = (await operator.get('/api/payments/queue')).json as { pending: { userId: string; username: string; displayName: string }[] };
    expect(queue.pending.find((p) => p.userId === payer.user.id)).toMatchObject({ username: payer.username, displayName: 'Katherine Johnson' });
  });
});
