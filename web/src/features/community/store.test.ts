import { describe, expect, it } from 'vitest';
import {
  applyFirstPage,
  applyLiked,
  applyNextPage,
  applyPostCreated,
  applyPostDeleted,
  applySharedPost,
  applyStats,
  beginFirstPage,
  beginLike,
  initialFeedState,
  likeView,
  rollbackLike,
  settleLike,
  type TFeedFilter,
  type TFeedState,
} from './store';
import { addOwnComment, applyCommentCreated, applyCommentDeleted, applyThread, beginThread, removeOwnComment } from './thread-transitions';
import { makeComment, makePost, makePosts, makeStats } from './test-data';

const ALL: TFeedFilter = { category: null, following: false };

function loaded(posts = makePosts(3), nextCursor: string | null = null, filter = ALL): TFeedState {
  return applyFirstPage(beginFirstPage(initialFeedState, filter), filter, { posts, nextCursor });
}

describe('loading pages', () => {
  it('lists the first page in the server’s order and remembers whom the viewer follows', () => {
    const posts = makePosts(3);
    posts[1] = { ...posts[1]!, userId: 'u-9', user: { id: 'u-9', username: 'kowens', displayName: 'Kendra Owens', isFollowing: true } };
    const s = loaded(posts, 'cursor-1');
    expect(s.status).toBe('ready');
    expect(s.order).toEqual(posts.map((p) => p.id));
    expect(s.nextCursor).toBe('cursor-1');
    expect(s.following['u-9']).toBe(true);
  });

  it('appends older pages without duplicates', () => {
    const posts = makePosts(5);
    let s = loaded(posts.slice(0, 3), 'c1');
    // The boundary post comes again (a post was deleted meanwhile): listed once.
    s = applyNextPage(s, ALL, { posts: posts.slice(2), nextCursor: null });
    expect(s.order).toEqual(posts.map((p) => p.id));
    expect(s.nextCursor).toBeNull();
  });

  it('ignores a page answered for another filter', () => {
    const s = loaded();
    const other: TFeedFilter = { category: 'compliance', following: false };
    expect(applyNextPage(s, other, { posts: makePosts(2), nextCursor: null })).toBe(s);
  });

  it('a reloaded first page replaces the newest part, drops posts deleted meanwhile and keeps older pages', () => {
    const posts = makePosts(6);
    let s = loaded(posts.slice(0, 3), 'c1');
    s = applyNextPage(s, ALL, { posts: posts.slice(3), nextCursor: 'c2' });
    // While offline: posts[1] was deleted and a new post arrived.
    const fresh = makePost({ createdAt: '2026-11-21T12:30:00.000Z' });
    s = applyFirstPage(s, ALL, { posts: [fresh, posts[0]!, posts[2]!], nextCursor: 'c1-new' });
    expect(s.order).toEqual([fresh.id, posts[0]!.id, posts[2]!.id, posts[3]!.id, posts[4]!.id, posts[5]!.id]);
    expect(s.posts[posts[1]!.id]).toBeUndefined();
    // Older pages were kept, so the cursor still points past them.
    expect(s.nextCursor).toBe('c2');
  });

  it('a reload that finds nothing new keeps the list and every post as they were (no card re-renders)', () => {
    const posts = makePosts(4);
    const s = loaded(posts, 'c1');
    const again = applyFirstPage(beginFirstPage(s, ALL), ALL, { posts: structuredClone(posts), nextCursor: 'c1' });
    expect(again.order).toBe(s.order);
    expect(again.posts).toBe(s.posts);
    // One changed count: only that post is new.
    const liked = applyFirstPage(s, ALL, { posts: posts.map((p, i) => (i === 2 ? { ...p, likesCount: p.likesCount + 1, revision: p.revision + 1 } : p)), nextCursor: 'c1' });
    expect(liked.order).toBe(s.order);
    expect(posts.map((p) => liked.posts[p.id] === s.posts[p.id])).toEqual([true, true, false, true]);
  });

  it('a new filter starts from placeholders, not the old list', () => {
    const s = beginFirstPage(loaded(), { category: 'training', following: false });
    expect(s.order).toEqual([]);
    expect(s.status).toBe('loading');
  });

  it('a page never brings back a post deleted while it was on its way', () => {
    const posts = makePosts(2);
    let s = beginFirstPage(initialFeedState, ALL);
    s = applyPostDeleted(s, posts[0]!.id);
    s = applyFirstPage(s, ALL, { posts, nextCursor: null });
    expect(s.order).toEqual([posts[1]!.id]);
  });
});

describe('live events', () => {
  it('post:created puts a new post at the top once, however often it arrives', () => {
    const s0 = loaded();
    const post = makePost({ createdAt: '2026-11-21T13:00:00.000Z' });
    const s1 = applyPostCreated(s0, post);
    expect(s1.order[0]).toBe(post.id);
    // Our own POST answer and the event: still once.
    const s2 = applyPostCreated(s1, post);
    expect(s2).toBe(s1);
    expect(s2.order.filter((id) => id === post.id)).toHaveLength(1);
  });

  it('posts whose events overtook each other still end up newest first', () => {
    const s0 = loaded([]);
    const older = makePost({ createdAt: '2026-11-21T13:00:00.000Z' });
    const newer = makePost({ createdAt: '2026-11-21T13:00:05.000Z' });
    const s = applyPostCreated(applyPostCreated(s0, newer), older);
    expect(s.order).toEqual([newer.id, older.id]);
  });

  it('a new post outside the chosen topic is not listed', () => {
    const filter: TFeedFilter = { category: 'compliance', following: false };
    const s = loaded([], null, filter);
    expect(applyPostCreated(s, makePost({ category: 'training' }))).toBe(s);
    expect(applyPostCreated(s, makePost({ category: 'compliance' })).order).toHaveLength(1);
  });

  it('the socket copy of a post we hold keeps our own like', () => {
    const mine = makePost({ userLiked: true, likesCount: 1, revision: 1 });
    const s = loaded([mine]);
    const next = applyPostCreated(s, { ...mine, userLiked: false });
    expect(next.posts[mine.id]!.userLiked).toBe(true);
  });

  it('post:deleted removes the card and its thread', () => {
    const posts = makePosts(2);
    let s = beginThread(loaded(posts), posts[0]!.id);
    s = applyPostDeleted(s, posts[0]!.id);
    expect(s.order).toEqual([posts[1]!.id]);
    expect(s.posts[posts[0]!.id]).toBeUndefined();
    expect(s.threads[posts[0]!.id]).toBeUndefined();
    // A late post:created for it does not resurrect it.
    expect(applyPostCreated(s, posts[0]!).order).toEqual([posts[1]!.id]);
  });

  it('applies a count only when its revision is newer, so out-of-order events converge', () => {
    const post = makePost({ likesCount: 3, revision: 5 });
    let s = loaded([post]);
    s = applyLiked(s, { postId: post.id, likesCount: 5, revision: 7 });
    // An older event arriving late changes nothing.
    const late = applyLiked(s, { postId: post.id, likesCount: 4, revision: 6 });
    expect(late).toBe(s);
    expect(s.posts[post.id]!.likesCount).toBe(5);
    expect(applyLiked(s, { postId: post.id, likesCount: 9, revision: 7 })).toBe(s);
  });

  it('tracks the revision of each count apart: a later like does not hide an earlier comment', () => {
    const post = makePost({ likesCount: 1, commentsCount: 1, revision: 4 });
    let s = loaded([post]);
    // Revision 6 (a like) overtakes revision 5 (a comment).
    s = applyLiked(s, { postId: post.id, likesCount: 2, revision: 6 });
    s = applyCommentCreated(s, { postId: post.id, comment: null, commentsCount: 2, revision: 5 });
    expect(s.posts[post.id]).toMatchObject({ likesCount: 2, commentsCount: 2, revision: 6 });
  });

  it('community:stats-updated replaces the figures', () => {
    const s = applyStats(initialFeedState, makeStats({ totalPosts: 40 }));
    expect(s.stats?.totalPosts).toBe(40);
    expect(s.statsStatus).toBe('ready');
  });

  it('a shared post outside the loaded pages is held apart from the list', () => {
    const s0 = loaded();
    const old = makePost({ createdAt: '2025-01-01T00:00:00.000Z' });
    const s = applySharedPost(s0, old);
    expect(s.sharedPostId).toBe(old.id);
    expect(s.order).not.toContain(old.id);
    expect(applySharedPost(s0, s0.posts[s0.order[0]!]!).sharedPostId).toBeNull();
  });
});

describe('likes', () => {
  it('shows the like at once, then the server’s answer', () => {
    const post = makePost({ likesCount: 2, revision: 3 });
    let s = beginLike(loaded([post]), post.id);
    expect(likeView(s.posts[post.id]!)).toEqual({ liked: true, count: 3 });
    // A second press while pending is ignored.
    expect(beginLike(s, post.id)).toBe(s);
    s = settleLike(s, post.id, { liked: true, likesCount: 3, revision: 4 });
    expect(s.posts[post.id]!.pendingLike).toBeUndefined();
    expect(likeView(s.posts[post.id]!)).toEqual({ liked: true, count: 3 });
  });

  it('does not count the like twice when its own event arrives before the answer', () => {
    const post = makePost({ likesCount: 2, revision: 3 });
    let s = beginLike(loaded([post]), post.id);
    s = applyLiked(s, { postId: post.id, likesCount: 3, revision: 4 });
    expect(likeView(s.posts[post.id]!)).toEqual({ liked: true, count: 3 });
    s = settleLike(s, post.id, { liked: true, likesCount: 3, revision: 4 });
    expect(likeView(s.posts[post.id]!)).toEqual({ liked: true, count: 3 });
  });

  it('rolls back to the last server state, keeping live updates that came meanwhile', () => {
    const post = makePost({ likesCount: 2, userLiked: false, revision: 3 });
    let s = beginLike(loaded([post]), post.id);
    s = applyLiked(s, { postId: post.id, likesCount: 5, revision: 6 });
    s = rollbackLike(s, post.id);
    expect(likeView(s.posts[post.id]!)).toEqual({ liked: false, count: 5 });
  });

  it('unliking shows one fewer', () => {
    const post = makePost({ likesCount: 1, userLiked: true });
    const s = beginLike(loaded([post]), post.id);
    expect(likeView(s.posts[post.id]!)).toEqual({ liked: false, count: 0 });
  });
});

describe('comments', () => {
  const setup = () => {
    const post = makePost({ commentsCount: 1, revision: 2 });
    const first = makeComment({ postId: post.id, createdAt: '2026-11-21T10:30:00.000Z' });
    const s = applyThread(beginThread(loaded([post]), post.id), post.id, [first]);
    return { post, first, s };
  };

  it('our comment is added once and counted once, whether the answer or the event comes first', () => {
    const { post, s } = setup();
    const mine = makeComment({ postId: post.id, createdAt: '2026-11-21T11:30:00.000Z' });
    const event = { postId: post.id, comment: mine, commentsCount: 2, revision: 3 };

    const answerFirst = applyCommentCreated(addOwnComment(s, mine), event);
    const eventFirst = addOwnComment(applyCommentCreated(s, event), mine);
    for (const result of [answerFirst, eventFirst]) {
      expect(result.threads[post.id]!.comments.map((c) => c.id).filter((id) => id === mine.id)).toHaveLength(1);
      expect(result.posts[post.id]!.commentsCount).toBe(2);
    }
  });

  it('a comment withheld from this viewer (premium post) moves only the count', () => {
    const { post, s } = setup();
    const next = applyCommentCreated(s, { postId: post.id, comment: null, commentsCount: 2, revision: 3 });
    expect(next.threads[post.id]!.comments).toHaveLength(1);
    expect(next.posts[post.id]!.commentsCount).toBe(2);
  });

  it('a deleted comment leaves the thread once, whichever of answer and event comes first', () => {
    const { post, first, s } = setup();
    const event = { postId: post.id, commentId: first.id, commentsCount: 0, revision: 3 };
    for (const result of [applyCommentDeleted(removeOwnComment(s, post.id, first.id), event), removeOwnComment(applyCommentDeleted(s, event), post.id, first.id)]) {
      expect(result.threads[post.id]!.comments).toEqual([]);
      expect(result.posts[post.id]!.commentsCount).toBe(0);
    }
  });

  it('comments that arrive while the thread loads are kept', () => {
    const post = makePost();
    const live = makeComment({ postId: post.id, createdAt: '2026-11-21T12:00:00.000Z' });
    const listed = makeComment({ postId: post.id, createdAt: '2026-11-21T11:00:00.000Z' });
    let s = beginThread(loaded([post]), post.id);
    s = applyCommentCreated(s, { postId: post.id, comment: live, commentsCount: 2, revision: 1 });
    s = applyThread(s, post.id, [listed]);
    expect(s.threads[post.id]!.comments.map((c) => c.id)).toEqual([listed.id, live.id]);
  });
});
