import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { preloadBeforeAll } from '../../../test/render-app';
import { makePost, makePosts, makeStats } from '../test-data';
import { calls, json, lastToast, render, routes, serve, socket, stubCommunityFetch } from './community-page-harness';

// The lazily loaded parts these tests open, loaded before them.
preloadBeforeAll(() => import('../components/PostComposerForm'), () => import('../components/CommentThread'), () => import('../components/ConfirmDialog'));

// The network boundary: the socket is a fake the test plays the server through.
vi.mock('../../../lib/socket/socket', () => import('../../../test/socket-mock'));
stubCommunityFetch();

describe('community page', () => {
  describe('likes', () => {
    it('likes at once and rolls back with an error toast when the server refuses', async () => {
      const post = makePost({ title: 'Timesheets', likesCount: 2, revision: 1 });
      let answer!: (r: Response) => void;
      serve({ posts: [post], nextCursor: null });
      routes[`POST /api/posts/${post.id}/like`] = () => new Promise<Response>((resolve) => (answer = resolve));
      render();
      const card = await screen.findByRole('article', { name: 'Timesheets' });
      const like = within(card).getByRole('button', { name: 'Like Timesheets, 2 likes' });
      expect(within(card).getByRole('button', { name: 'Comments on Timesheets: 0' })).toBeTruthy();
      expect(within(card).getByRole('button', { name: 'Share Timesheets' })).toBeTruthy();
      expect(like.getAttribute('aria-pressed')).toBe('false');
      fireEvent.click(like);
      // The server has not answered (the test holds the answer): pressed and counted at once, optimistically.
      await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
      expect(like.textContent).toContain('3');
      await act(async () => answer(json({ message: 'Something went wrong', code: 'INTERNAL' }, 500)));
      await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('false'));
      expect(like.textContent).toContain('2');
      expect(lastToast()).toMatchObject({ title: 'Could not update your like', description: 'Something went wrong', variant: 'destructive' });
    });

    it('follows live like counts from other members', async () => {
      const post = makePost({ title: 'Timesheets', likesCount: 2, revision: 1 });
      serve({ posts: [post], nextCursor: null });
      render();
      const card = await screen.findByRole('article', { name: 'Timesheets' });
      act(() => socket().fire('post:liked', { postId: post.id, likesCount: 7, revision: 5 }));
      expect(within(card).getByRole('button', { name: /^Like Timesheets/ }).textContent).toContain('7');
      act(() => socket().fire('post:liked', { postId: post.id, likesCount: 6, revision: 4 }));
      expect(within(card).getByRole('button', { name: /^Like Timesheets/ }).textContent).toContain('7');
    });
  });

  describe('live feed', () => {
    it('adds posts from others at the top, announces them politely and keeps focus where it was', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        const posts = makePosts(2);
        serve({ posts, nextCursor: null });
        render();
        const filter = await screen.findByRole('button', { name: 'Compliance' });
        filter.focus();
        const fresh = makePost({ title: 'Fresh insight', userId: 'someone', createdAt: '2026-11-22T00:00:00.000Z' });
        act(() => socket().fire('post:created', { post: fresh }));
        expect(screen.getAllByRole('article')[0]).toBe(screen.getByRole('article', { name: 'Fresh insight' }));
        expect(document.activeElement).toBe(filter);
        await act(async () => vi.advanceTimersByTimeAsync(1100));
        expect(screen.getAllByRole('status').some((s) => s.textContent === '1 new post')).toBe(true);
      } finally {
        vi.useRealTimers();
      }
    });

    it('removes a deleted post and updates the sidebar figures from their event', async () => {
      const posts = makePosts(2);
      serve({ posts, nextCursor: null });
      render();
      await screen.findByRole('article', { name: posts[1]!.title });
      act(() => socket().fire('post:deleted', { postId: posts[1]!.id }));
      expect(screen.queryByRole('article', { name: posts[1]!.title })).toBeNull();

      const sidebar = screen.getByRole('complementary', { name: 'Community sidebar' });
      await within(sidebar).findByText('32');
      act(() => socket().fire('community:stats-updated', makeStats({ totalPosts: 31, activeMembers: 12 })));
      expect(within(sidebar).getByText('31')).toBeTruthy();
      expect(within(sidebar).getByText('12')).toBeTruthy();
      expect(within(sidebar).getByRole('link', { name: 'SAM Registration' }).getAttribute('href')).toBe('/community?category=sam-registration');
      expect(within(sidebar).getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/premium');
    });
  });

  it('when a post the reader is in is deleted by someone else, focus moves to the next post', async () => {
    const posts = makePosts(3);
    serve({ posts, nextCursor: null });
    render();
    const card = await screen.findByRole('article', { name: posts[1]!.title });
    within(card).getByRole('button', { name: /^Share/ }).focus();
    act(() => socket().fire('post:deleted', { postId: posts[1]!.id }));
    const next = screen.getByRole('article', { name: posts[2]!.title });
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'The post you were reading was deleted.')).toBe(true);
  });

  it('after a reconnect, rejoins the feed and reloads the first page and the figures', async () => {
    const posts = makePosts(2);
    serve({ posts, nextCursor: null });
    render();
    await screen.findByRole('article', { name: posts[0]!.title });
    const feedLoads = () => calls.filter((c) => c.url.startsWith('/api/posts?')).length;
    const statsLoads = () => calls.filter((c) => c.url === '/api/community/stats').length;
    const [feedBefore, statsBefore] = [feedLoads(), statsLoads()];

    // Missed while offline: a new post, and posts[1] was deleted.
    const missed = makePost({ title: 'Missed while offline', createdAt: '2026-11-22T00:00:00.000Z' });
    serve({ posts: [missed, posts[0]!], nextCursor: null });
    act(() => socket().connect());
    const join = socket().sent.find((m) => m.event === 'room:join');
    expect(join?.payload).toEqual({ room: 'feed' });
    await act(async () => join!.answer({ ok: true, data: undefined }));

    expect(await screen.findByRole('article', { name: 'Missed while offline' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: posts[1]!.title })).toBeNull();
    expect(feedLoads()).toBe(feedBefore + 1);
    expect(statsLoads()).toBe(statsBefore + 1);
  });
});
