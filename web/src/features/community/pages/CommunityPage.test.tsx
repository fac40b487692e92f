import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TPost } from '@app/shared-types/community/feed';
import { useUserStore } from '../../../lib/auth/user-store';
import { preloadBeforeAll } from '../../../test/render-app';
import { makeComment, makePost, makePosts } from '../test-data';
import { calls, json, render, routes, serve, socket, stubCommunityFetch } from './community-page-harness';

// The lazily loaded parts these tests open, loaded before them.
preloadBeforeAll(() => import('../components/PostComposerForm'), () => import('../components/CommentThread'), () => import('../components/ConfirmDialog'));

// The network boundary: the socket is a fake the test plays the server through.
vi.mock('../../../lib/socket/socket', () => import('../../../test/socket-mock'));
stubCommunityFetch();

describe('community page', () => {
  it('shows the header, three placeholders while loading, then the posts', async () => {
    let answer!: (r: Response) => void;
    const posts = makePosts(2);
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    render();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Government Contracting Community']);
    expect(screen.getByText('Premium Community')).toBeTruthy();
    expect(screen.getAllByTestId('post-placeholder')).toHaveLength(3);
    await act(async () => answer(json({ posts, nextCursor: null })));
    expect(await screen.findByRole('article', { name: posts[0]!.title })).toBeTruthy();
    expect(screen.queryAllByTestId('post-placeholder')).toHaveLength(0);
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it("offers 'Share Your First Insight' on an empty feed, which opens the composer", async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Share Your First Insight' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toBeTruthy();
  });

  it('shows a card’s author, date, premium icon, category and content', async () => {
    const post = makePost({ title: 'Indirect rates', category: 'contracts', isPremiumOnly: true, createdAt: '2026-11-21T15:00:00.000Z' });
    const orphan = makePost({ title: 'Left behind', user: null });
    serve({ posts: [post, orphan], nextCursor: null });
    render();
    const card = await screen.findByRole('article', { name: 'Indirect rates' });
    expect(within(card).getByText('Janet Whitfield', { selector: 'p' })).toBeTruthy();
    expect(within(card).getByText('Nov 21, 2026').closest('time')?.getAttribute('datetime')).toBe('2026-11-21T15:00:00.000Z');
    expect(within(card).getByRole('img', { name: 'Premium Only' })).toBeTruthy();
    expect(within(card).getByText('Contract Management')).toBeTruthy();
    expect(within(card).getByText(post.content!)).toBeTruthy();
    expect(within(card).getByRole('heading', { level: 3, name: 'Indirect rates' })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Left behind' })).getByText('Unknown User')).toBeTruthy();
  });

  it('a locked post above Starter names the plan that opens it', async () => {
    const post = makePost({ title: 'Pro insight', isPremiumOnly: true, requiredTier: 'professional', locked: true, content: null });
    serve({ posts: [post], nextCursor: null });
    render();
    const card = await screen.findByRole('article', { name: 'Pro insight' });
    expect(within(card).getByRole('img', { name: 'Professional plan' })).toBeTruthy();
    expect(within(card).getByText('This insight is for Professional members. Included in the Professional plan and above.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Upgrade to Professional to read Pro insight' }).getAttribute('href')).toBe('/pricing');
  });

  it('a locked premium post shows title, author and category with an upgrade link, never content', async () => {
    const post = makePost({ title: 'Premium insight', isPremiumOnly: true, locked: true, content: null, category: 'compliance', likesCount: 4, commentsCount: 2 });
    serve({ posts: [post], nextCursor: null });
    render();
    const card = await screen.findByRole('article', { name: 'Premium insight' });
    expect(within(card).getByText('Janet Whitfield', { selector: 'p' })).toBeTruthy();
    expect(within(card).getByText('Compliance')).toBeTruthy();
    expect(within(card).getByText('This insight is for premium members. Included in the Starter plan and above.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Upgrade to Starter to read Premium insight' }).getAttribute('href')).toBe('/pricing');
    expect(within(card).getByText('4 likes · 2 comments')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /^Like/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Comments on/ })).toBeNull();
  });

  it("loads older posts with 'Load more posts' and focuses the first of them", async () => {
    const posts = makePosts(4);
    serve({ posts: posts.slice(0, 2), nextCursor: 'cursor-2' });
    routes['GET /api/posts'] = (_init, url) =>
      json(url.searchParams.get('before') === 'cursor-2' ? { posts: posts.slice(2), nextCursor: null } : { posts: posts.slice(0, 2), nextCursor: 'cursor-2' });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more posts' }));
    const third = await screen.findByRole('article', { name: posts[2]!.title });
    await waitFor(() => expect(document.activeElement).toBe(third));
    expect(calls.some((c) => c.url.includes('before=cursor-2'))).toBe(true);
    expect(screen.getByText('You’re all caught up.')).toBeTruthy();
  });

  it('after signing out on another page, a return visit shows nothing answered for the member', async () => {
    const posts = makePosts(4);
    const premiumPost = { ...posts[3]!, title: 'Indirect rates', isPremiumOnly: true, content: 'Premium members only see this.' };
    serve({ posts: posts.slice(0, 2), nextCursor: 'cursor-2' });
    routes['GET /api/posts'] = (_init, url) =>
      json(url.searchParams.get('before') === 'cursor-2' ? { posts: [posts[2], premiumPost], nextCursor: null } : { posts: posts.slice(0, 2), nextCursor: 'cursor-2' });
    const first = render();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByText('Premium members only see this.')).toBeTruthy();
    first.unmount();

    act(() => useUserStore.setState({ user: null, status: 'ready' }));
    render();
    expect(await screen.findByRole('article', { name: posts[0]!.title })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Indirect rates' })).toBeNull();
    expect(screen.queryByText('Premium members only see this.')).toBeNull();
  });

  it('filters by topic through the query', async () => {
    serve({ posts: makePosts(1), nextCursor: null });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Compliance' }));
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/posts?') && c.url.includes('category=compliance'))).toBe(true));
    fireEvent.click(screen.getByRole('switch', { name: 'Following' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('category=compliance') && c.url.includes('following=true'))).toBe(true));
  });

  it('a Popular Topics link filters the feed and moves to it', async () => {
    serve({ posts: makePosts(1), nextCursor: null });
    render();
    const sidebar = screen.getByRole('complementary', { name: 'Community sidebar' });
    fireEvent.click(await within(sidebar).findByRole('link', { name: 'Compliance' }));
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/posts?') && c.url.includes('category=compliance'))).toBe(true));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Latest Insights' })));
    expect(within(sidebar).getByRole('link', { name: 'Compliance' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Compliance', pressed: true })).toBeTruthy();
  });

  it('opens a shared post that is not on the first page and focuses it', async () => {
    const older: TPost = makePost({ id: 'b'.repeat(24), title: 'From last year', createdAt: '2025-11-01T00:00:00.000Z' });
    serve({ posts: makePosts(2), nextCursor: 'c' }, { [`GET /api/posts/${older.id}`]: () => json(older) });
    render(`/community?post=${older.id}`);
    const card = await screen.findByRole('article', { name: 'From last year' });
    expect(screen.getByRole('heading', { level: 2, name: 'Shared post' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(card));
  });

  it('opens a thread: loads its comments, focuses it, checks for empty comments and adds a new one once', async () => {
    const post = makePost({ title: 'Timesheets', commentsCount: 1, revision: 2 });
    const existing = makeComment({ postId: post.id, content: 'We use daily sign-off.' });
    const mine = makeComment({ postId: post.id, userId: 'me', user: { id: 'me', username: 'jrivera', displayName: 'Jordan Rivera' }, content: 'Thanks, trying it.', createdAt: '2026-11-21T12:00:00.000Z' });
    serve({ posts: [post], nextCursor: null }, {
      [`GET /api/posts/${post.id}/comments`]: () => json([existing]),
      [`POST /api/posts/${post.id}/comments`]: () => json(mine, 201),
    });
    render();
    const card = await screen.findByRole('article', { name: 'Timesheets' });
    const toggle = within(card).getByRole('button', { name: /^Comments on Timesheets/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The thread's code arrives on first use; focus moves to it once it is there.
    const heading = await within(card).findByRole('heading', { level: 4 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(await within(card).findByText('We use daily sign-off.')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Post Comment' }));
    expect(within(card).getByText('Comment cannot be empty')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(card).getByRole('textbox', { name: 'Add a comment' }), { target: { value: 'Thanks, trying it.' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Post Comment' }));
    // The comment in the thread (the box still holds the text typed until the answer comes).
    expect(await within(card).findByText('Thanks, trying it.', { ignore: 'script, style, textarea' })).toBeTruthy();
    expect(toggle.textContent).toContain('2');
    // Its event, arriving after the answer, settles the count without adding it again.
    act(() => socket().fire('comment:created', { postId: post.id, comment: mine, commentsCount: 2, revision: 3 }));
    expect(within(card).getAllByText('Thanks, trying it.')).toHaveLength(1);
    expect(toggle.textContent).toContain('2');
    // Only the author sees Delete on a comment.
    expect(within(card).getAllByRole('button', { name: /^Delete comment by/ })).toHaveLength(1);

    fireEvent.keyDown(heading, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
