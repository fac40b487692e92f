import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TFeedPage, TPost } from '@app/shared-types/community/feed';
import { useUserStore } from '../../../lib/auth/user-store';
import { useToastStore } from '../../../lib/toast-store';
import { fakeSocket } from '../../../test/socket-mock';
import { makeUser } from '../../../test/fixtures';
import { renderAt, preloadBeforeAll } from '../../../test/render-app';
import { resetCommunityStore } from '../store';
import { makeComment, makePost, makePosts, makeStats } from '../test-data';
import CommunityPage from './CommunityPage';

// The lazily loaded parts these tests open, loaded before them.
preloadBeforeAll(() => import('../components/PostComposerForm'), () => import('../components/CommentThread'), () => import('../components/ConfirmDialog'));

// The network boundary: the socket is a fake the test plays the server through.
vi.mock('../../../lib/socket/socket', () => import('../../../test/socket-mock'));
const socket = fakeSocket;

type Handler = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;
let routes: Record<string, Handler>;
let calls: { method: string; url: string; body: unknown }[];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve(feed: TFeedPage | (() => Promise<Response>), extra: Record<string, Handler> = {}) {
  routes = {
    'GET /api/posts': () => (typeof feed === 'function' ? feed() : json(feed)),
    'GET /api/community/stats': () => json(makeStats()),
    ...extra,
  };
}

beforeEach(() => {
  resetCommunityStore();
  useToastStore.setState({ toasts: [] });
  useUserStore.setState({ user: makeUser({ id: 'me', username: 'jrivera' }), status: 'ready' });
  calls = [];
  socket().connected = false;
  socket().sent.length = 0;
  serve({ posts: [], nextCursor: null });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, url: url.pathname + url.search, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const handler = routes[`${method} ${url.pathname}`];
      return handler ? handler(init, url) : json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const lastToast = () => useToastStore.getState().toasts[0];
const render = (path = '/community') => renderAt(path, <CommunityPage />);

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

  describe('composer', () => {
    const openComposer = async () => {
      const prompt = await screen.findByRole('button', { name: 'Share your government contracting insights...' });
      fireEvent.click(prompt);
      const title = await screen.findByRole('textbox', { name: 'Title' });
      await waitFor(() => expect(document.activeElement).toBe(title));
      return title;
    };

    it('shows the spec’s validation messages under the fields and sends nothing', async () => {
      render();
      await openComposer();
      fireEvent.click(screen.getByRole('button', { name: 'Share Insight' }));
      expect(await screen.findByText('Title is required')).toBeTruthy();
      expect(screen.getByText('Content must be at least 10 characters')).toBeTruthy();
      expect(calls.some((c) => c.method === 'POST')).toBe(false);
    });

    it('posts, toasts, collapses and resets, and lists the post once even when its event also arrives', async () => {
      const created = makePost({ id: 'a'.repeat(24), title: 'Renewal tip', userId: 'me', user: { id: 'me', username: 'jrivera', displayName: 'Jordan Rivera', isFollowing: false }, createdAt: '2026-11-22T09:00:00.000Z' });
      let answer!: (r: Response) => void;
      serve({ posts: makePosts(1), nextCursor: null }, { 'POST /api/posts': () => new Promise<Response>((resolve) => (answer = resolve)) });
      render();
      const title = await openComposer();
      fireEvent.change(title, { target: { value: 'Renewal tip' } });
      fireEvent.change(screen.getByRole('textbox', { name: 'Content' }), { target: { value: 'Start your renewal 60 days early.' } });
      fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'sam-registration' } });
      fireEvent.click(screen.getByRole('button', { name: 'Share Insight' }));
      expect(await screen.findByRole('button', { name: 'Posting...' })).toBeTruthy();
      await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ title: 'Renewal tip', content: 'Start your renewal 60 days early.', category: 'sam-registration', isPublic: true, isPremiumOnly: false }));

      // The event overtakes the answer.
      act(() => socket().fire('post:created', { post: { ...created, userLiked: false } }));
      await act(async () => answer(json(created, 201)));

      expect(lastToast()).toMatchObject({ title: 'Post Created', description: 'Your insight has been shared with the community.' });
      const prompt = await screen.findByRole('button', { name: 'Share your government contracting insights...' });
      await waitFor(() => expect(document.activeElement).toBe(prompt));
      expect(screen.getAllByRole('article', { name: 'Renewal tip' })).toHaveLength(1);
      expect(screen.getAllByRole('article')[0]!.getAttribute('aria-labelledby')).toBeTruthy();
      expect(screen.getAllByRole('article')[0]).toBe(screen.getByRole('article', { name: 'Renewal tip' }));

      // Opened again, it is empty.
      fireEvent.click(prompt);
      expect(((await screen.findByRole('textbox', { name: 'Title' })) as HTMLInputElement).value).toBe('');
    });

    it("shows the server's message in an 'Error' toast and keeps what was typed", async () => {
      serve({ posts: [], nextCursor: null }, {
        'POST /api/posts': () => json({ message: 'Only premium members can share premium-only insights.', code: 'FORBIDDEN' }, 403),
      });
      render();
      const title = await openComposer();
      fireEvent.change(title, { target: { value: 'A title' } });
      fireEvent.change(screen.getByRole('textbox', { name: 'Content' }), { target: { value: 'Long enough content here.' } });
      fireEvent.click(screen.getByRole('button', { name: 'Share Insight' }));
      await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Error', description: 'Only premium members can share premium-only insights.', variant: 'destructive' }));
      expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('A title');
      expect(screen.getByRole('button', { name: 'Share Insight' })).toBeTruthy();
    });

    it('keeps Premium Members Only disabled, with the reason and an upgrade link, for members without premium', async () => {
      render();
      await openComposer();
      const box = screen.getByRole('checkbox', { name: 'Premium Members Only' }) as HTMLInputElement;
      expect(box.disabled).toBe(true);
      expect(box.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toContain('Only premium members can share premium-only insights.');
      expect(within(screen.getByRole('form', { name: 'Share an insight' })).getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/premium');
    });

    it('lets a member gate a post up to their own plan', async () => {
      useUserStore.setState({ user: makeUser({ id: 'me', isPremium: true, plan: 'professional' }), status: 'ready' });
      serve({ posts: [], nextCursor: null }, { 'POST /api/posts': () => json(makePost({ requiredTier: 'professional', isPremiumOnly: true }), 201) });
      render();
      const title = await openComposer();
      expect(screen.queryByRole('combobox', { name: 'Readable with' })).toBeNull();
      fireEvent.change(title, { target: { value: 'Pro tip' } });
      fireEvent.change(screen.getByRole('textbox', { name: 'Content' }), { target: { value: 'Only for Professional members.' } });
      fireEvent.click(screen.getByRole('checkbox', { name: 'Premium Members Only' }));
      const tier = (await screen.findByRole('combobox', { name: 'Readable with' })) as HTMLSelectElement;
      expect([...tier.options].map((o) => o.textContent)).toEqual(['Starter plan and above', 'Professional plan and above']);
      fireEvent.change(tier, { target: { value: 'professional' } });
      fireEvent.click(screen.getByRole('button', { name: 'Share Insight' }));
      await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ isPremiumOnly: true, requiredTier: 'professional' }));
    });

    it('lets premium members mark a post premium-only; Cancel collapses and returns focus', async () => {
      useUserStore.setState({ user: makeUser({ id: 'me', isPremium: true }), status: 'ready' });
      render();
      await openComposer();
      expect((screen.getByRole('checkbox', { name: 'Premium Members Only' }) as HTMLInputElement).disabled).toBe(false);
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      const prompt = await screen.findByRole('button', { name: 'Share your government contracting insights...' });
      await waitFor(() => expect(document.activeElement).toBe(prompt));
    });

    it('sends visitors to sign in, coming back to /community', async () => {
      useUserStore.setState({ user: null, status: 'ready' });
      render();
      const prompt = await screen.findByRole('link', { name: /^Share your government contracting insights\.\.\./ });
      expect(prompt.getAttribute('href')).toBe('/api/login?returnTo=%2Fcommunity');
    });
  });

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
      expect(like.getAttribute('aria-pressed')).toBe('true');
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
