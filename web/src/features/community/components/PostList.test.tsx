import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useUserStore } from '../../../lib/auth/user-store';
import { makeUser } from '../../../test/fixtures';
import { renderAt } from '../../../test/render-app';
import { formatPostDate } from '../format';
import type * as FormatModule from '../format';
import { applyFirstPage, applyFollowing, applyLiked, applyPostCreated, beginFirstPage, initialFeedState, resetCommunityStore, updateFeed, useCommunityStore } from '../store';
import { makePost, makePosts } from '../test-data';
import { PostList } from './PostList';

// Every card render formats its date once: a cheap, honest render counter.
vi.mock('../format', async (importOriginal) => {
  const actual = await importOriginal<typeof FormatModule>();
  return { ...actual, formatPostDate: vi.fn(actual.formatPostDate) };
});
const cardRenders = vi.mocked(formatPostDate);

const ALL = { category: null, following: false };

beforeEach(() => {
  resetCommunityStore();
  useUserStore.setState({ user: makeUser({ id: 'me' }), status: 'ready' });
});

describe('a long feed', () => {
  it('re-renders only the card whose post changed', () => {
    const posts = makePosts(60);
    useCommunityStore.setState(applyFirstPage(beginFirstPage(initialFeedState, ALL), ALL, { posts, nextCursor: 'more' }), true);
    renderAt('/community', <PostList onCompose={() => {}} highlightId={null} headingId="h" />);
    expect(screen.getAllByRole('article')).toHaveLength(60);

    cardRenders.mockClear();
    act(() => updateFeed(applyLiked, { postId: posts[30]!.id, likesCount: 9, revision: 1 }));
    expect(cardRenders).toHaveBeenCalledTimes(1);

    // Following an author changes only the Follow buttons, not the cards around them.
    cardRenders.mockClear();
    act(() => updateFeed(applyFollowing, posts[0]!.userId, true));
    expect(cardRenders).toHaveBeenCalledTimes(0);

    // A new post at the top renders that card alone.
    cardRenders.mockClear();
    act(() => updateFeed(applyPostCreated, makePost({ createdAt: '2026-11-22T00:00:00.000Z' })));
    expect(screen.getAllByRole('article')).toHaveLength(61);
    expect(cardRenders).toHaveBeenCalledTimes(1);
  });
});
