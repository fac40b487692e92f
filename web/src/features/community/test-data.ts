import type { TComment, TCommunityStats, TPost } from '@app/shared-types/community/feed';

/** Test builders for the community feature (used by its *.test.ts files only). */

let seq = 0;
const hex = (n: number) => n.toString(16).padStart(24, '0');

export function makePost(overrides: Partial<TPost> = {}): TPost {
  seq += 1;
  const id = overrides.id ?? hex(seq);
  return {
    id,
    userId: 'author-1',
    title: `Post ${id}`,
    content: 'Keep your SAM registration current well before it expires.',
    locked: false,
    imageUrl: null,
    category: 'general',
    isPublic: true,
    isPremiumOnly: false,
    requiredTier: 'free',
    likesCount: 0,
    commentsCount: 0,
    revision: 0,
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    user: { id: 'author-1', username: 'jwhitfield', displayName: 'Janet Whitfield', isFollowing: false },
    userLiked: false,
    ...overrides,
  };
}

/** Posts newest first, one minute apart. */
export function makePosts(count: number, start = '2026-11-21T12:00:00.000Z'): TPost[] {
  const t0 = Date.parse(start);
  return Array.from({ length: count }, (_, i) => makePost({ createdAt: new Date(t0 - i * 60_000).toISOString() }));
}

export function makeComment(overrides: Partial<TComment> = {}): TComment {
  seq += 1;
  return {
    id: `c${hex(seq)}`,
    postId: 'p',
    userId: 'commenter-1',
    content: 'Thanks, this helped.',
    createdAt: '2026-11-21T11:00:00.000Z',
    user: { id: 'commenter-1', username: 'rnakamura', displayName: 'Ryo Nakamura' },
    ...overrides,
  };
}

export function makeStats(overrides: Partial<TCommunityStats> = {}): TCommunityStats {
  return {
    totalPosts: 32,
    activeMembers: 10,
    premiumMembers: 4,
    categories: [
      { category: 'sam-registration', label: 'SAM Registration', count: 9 },
      { category: 'compliance', label: 'Compliance', count: 8 },
      { category: 'contracts', label: 'Contract Management', count: 6 },
      { category: 'training', label: 'Training & Development', count: 5 },
      { category: 'general', label: 'General Discussion', count: 4 },
    ],
    ...overrides,
  };
}
