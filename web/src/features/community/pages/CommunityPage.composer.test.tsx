import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useUserStore } from '../../../lib/auth/user-store';
import { makeUser } from '../../../test/fixtures';
import { preloadBeforeAll } from '../../../test/render-app';
import { makePost, makePosts } from '../test-data';
import { calls, json, lastToast, render, serve, socket, stubCommunityFetch } from './community-page-harness';

// The lazily loaded parts these tests open, loaded before them.
preloadBeforeAll(() => import('../components/PostComposerForm'), () => import('../components/CommentThread'), () => import('../components/ConfirmDialog'));

// The network boundary: the socket is a fake the test plays the server through.
vi.mock('../../../lib/socket/socket', () => import('../../../test/socket-mock'));
stubCommunityFetch();

describe('community page', () => {
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
});
