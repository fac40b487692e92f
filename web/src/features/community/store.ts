import { create } from '../../lib/store';
import type { TComment, TCommunityStats, TFeedPage, TLikeResult, TPost, TPostCategory } from '@app/shared-types/community/feed';

/**
 * The community feed in the browser: a REST snapshot (pages of posts, stats) kept current by the
 * `feed` room's events. Every change goes through a pure function `(state, ...) => state` below, so
 * the rules (dedupe, revision order, deletions) are unit-tested without React or a socket; they
 * return the same state object when nothing changes, so no component re-renders for a no-op.
 */

export type TFeedFilter = { category: TPostCategory | null; following: boolean };

/** A like the user just made, shown before the server confirms it. */
export type TPendingLike = { liked: boolean; delta: 1 | -1; baseRevision: number };

/**
 * A post as held here. The server bumps one `revision` per post for every change of either count,
 * but each event carries only the count it changed, so each count remembers the revision it was
 * read at: applying only newer values per count makes every client converge to the stored counts,
 * whatever order the events arrive in.
 */
export type TFeedPost = TPost & { likesRevision: number; commentsRevision: number; pendingLike?: TPendingLike };

export type TThread = { status: 'loading' | 'ready' | 'error'; comments: TComment[]; error?: string };

export type TLoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export type TFeedState = {
  /**
   * Whom the held posts were answered for (a user id, or 'visitor'). It outlives the page, so a
   * sign-out or another sign-in elsewhere in the app is noticed on the next visit too.
   */
  viewer: string | null;
  posts: Record<string, TFeedPost>;
  /** Ids of the listed posts, newest first, for the filter in `filterKey`. */
  order: string[];
  filterKey: string | null;
  filter: TFeedFilter;
  nextCursor: string | null;
  status: TLoadStatus;
  loadError: string | null;
  loadingMore: boolean;
  loadMoreError: string | null;
  /** A post opened from a shared link that is not in the loaded pages; shown above the list. */
  sharedPostId: string | null;
  stats: TCommunityStats | null;
  statsStatus: TLoadStatus;
  /** Whom the viewer follows, by author id: one answer for all cards of an author. */
  following: Record<string, boolean>;
  threads: Record<string, TThread>;
  /** Posts deleted while this page was open: a page answered before the deletion must not bring them back. */
  deleted: Record<string, true>;
  /** The polite live-region text ("1 new post"); `seq` makes a repeat of the same words announce again. */
  announcement: { text: string; seq: number };
};

export const initialFeedState: TFeedState = {
  viewer: null,
  posts: {},
  order: [],
  filterKey: null,
  filter: { category: null, following: false },
  nextCursor: null,
  status: 'idle',
  loadError: null,
  loadingMore: false,
  loadMoreError: null,
  sharedPostId: null,
  stats: null,
  statsStatus: 'idle',
  following: {},
  threads: {},
  deleted: {},
  announcement: { text: '', seq: 0 },
};

export const useCommunityStore = create<TFeedState>()(() => initialFeedState);

/** Back to an empty feed (tests; a user change). */
export function resetCommunityStore(): void {
  useCommunityStore.setState(initialFeedState, true);
}

export function filterKeyOf(filter: TFeedFilter): string {
  return `${filter.category ?? 'all'}|${filter.following ? 'following' : 'everyone'}`;
}

/** Newest first: by creation time, then by id (the server's own order). */
export function isNewer(a: Pick<TPost, 'createdAt' | 'id'>, b: Pick<TPost, 'createdAt' | 'id'>): boolean {
  return a.createdAt === b.createdAt ? a.id > b.id : a.createdAt > b.createdAt;
}

export function toFeedPost(post: TPost): TFeedPost {
  return { ...post, likesRevision: post.revision, commentsRevision: post.revision };
}

/** What the like button shows: the user's pending choice until the server answers. */
export function likeView(post: TFeedPost): { liked: boolean; count: number } {
  const pending = post.pendingLike;
  if (!pending) return { liked: post.userLiked, count: post.likesCount };
  // Once a newer server count has arrived it is the truth (it may or may not include this like).
  const count = post.likesRevision === pending.baseRevision ? Math.max(0, post.likesCount + pending.delta) : post.likesCount;
  return { liked: pending.liked, count };
}

export function withPost(s: TFeedState, post: TFeedPost): TFeedState {
  return { ...s, posts: { ...s.posts, [post.id]: post } };
}

/** Whether a post belongs in the list the viewer is looking at. */
export function matchesFilter(post: TPost, filter: TFeedFilter, following: Record<string, boolean>): boolean {
  if (filter.category && post.category !== filter.category) return false;
  if (filter.following && !following[post.userId]) return false;
  return true;
}

/** A fresher REST copy of a post we may already hold: take it, but never older counts. */
/** Same fields, same values (the author and pending like by value): nothing a card shows changed. */
function samePost(a: TFeedPost, b: TFeedPost): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof TFeedPost)[]);
  for (const key of keys) {
    const [x, y] = [a[key], b[key]];
    if (Object.is(x, y)) continue;
    if (typeof x !== 'object' || typeof y !== 'object' || JSON.stringify(x) !== JSON.stringify(y)) return false;
  }
  return true;
}

/**
 * A post from a page merged into the one held. An unchanged post keeps its object, so the reload a
 * join or reconnect makes re-renders only the cards that changed.
 */
function mergeRest(held: TFeedPost | undefined, incoming: TPost): TFeedPost {
  const next = toFeedPost(incoming);
  if (!held) return next;
  if (held.likesRevision > next.likesRevision) {
    next.likesCount = held.likesCount;
    next.likesRevision = held.likesRevision;
  }
  if (held.commentsRevision > next.commentsRevision) {
    next.commentsCount = held.commentsCount;
    next.commentsRevision = held.commentsRevision;
  }
  next.revision = Math.max(next.likesRevision, next.commentsRevision);
  if (held.pendingLike) next.pendingLike = held.pendingLike;
  return samePost(held, next) ? held : next;
}

function followingFrom(posts: TPost[], current: Record<string, boolean>): Record<string, boolean> {
  let next = current;
  for (const p of posts) {
    if (!p.user || next[p.user.id] === p.user.isFollowing) continue;
    if (next === current) next = { ...current };
    next[p.user.id] = p.user.isFollowing;
  }
  return next;
}

/** A new filter is about to load: the list starts empty (placeholders), the posts map is kept. */
export function beginFirstPage(s: TFeedState, filter: TFeedFilter): TFeedState {
  const key = filterKeyOf(filter);
  if (s.filterKey === key) return { ...s, filter, status: s.order.length ? s.status : 'loading', loadError: null };
  return { ...s, filter, filterKey: key, order: [], nextCursor: null, status: 'loading', loadError: null, loadMoreError: null, loadingMore: false };
}

/**
 * The first page arrived (first load, filter change, reconnect or revisit). For the list already
 * shown, it replaces the newest part and keeps older pages loaded before: posts inside the page's
 * time span that it no longer contains were deleted meanwhile and go.
 */
export function applyFirstPage(s: TFeedState, filter: TFeedFilter, page: TFeedPage): TFeedState {
  const key = filterKeyOf(filter);
  const fresh = page.posts.filter((p) => !s.deleted[p.id]);
  const posts = { ...s.posts };
  for (const p of fresh) posts[p.id] = mergeRest(posts[p.id], p);
  const pageIds = fresh.map((p) => p.id);

  let order = pageIds;
  let nextCursor = page.nextCursor;
  if (s.filterKey === key && page.nextCursor) {
    const oldest = page.posts.at(-1);
    const older = oldest ? s.order.filter((id) => posts[id] && isNewer(oldest, posts[id]) && !pageIds.includes(id)) : [];
    if (older.length) {
      order = [...pageIds, ...older];
      nextCursor = s.nextCursor;
    }
  }
  // Posts no longer listed anywhere are dropped from memory (the shared post stays).
  const keep = new Set(order);
  if (s.sharedPostId) keep.add(s.sharedPostId);
  for (const id of Object.keys(posts)) if (!keep.has(id)) delete posts[id];
  const threads = Object.fromEntries(Object.entries(s.threads).filter(([id]) => keep.has(id)));

  const sameOrder = order.length === s.order.length && order.every((id, i) => id === s.order[i]);
  const samePosts = Object.keys(posts).length === Object.keys(s.posts).length && Object.entries(posts).every(([id, p]) => s.posts[id] === p);
  return {
    ...s,
    posts: samePosts ? s.posts : posts,
    order: sameOrder ? s.order : order,
    threads,
    filter,
    filterKey: key,
    nextCursor,
    status: 'ready',
    loadError: null,
    following: followingFrom(fresh, s.following),
  };
}

export function applyFirstPageError(s: TFeedState, filter: TFeedFilter, message: string): TFeedState {
  if (s.filterKey !== filterKeyOf(filter)) return s;
  // Keep what is shown (a failed refresh); an empty list shows the error instead.
  return s.order.length ? { ...s, status: 'ready' } : { ...s, status: 'error', loadError: message };
}

/** An older page arrived ("Load more posts" or the scroll sentinel). */
export function applyNextPage(s: TFeedState, filter: TFeedFilter, page: TFeedPage): TFeedState {
  if (s.filterKey !== filterKeyOf(filter)) return s;
  const posts = { ...s.posts };
  const listed = new Set(s.order);
  const added: string[] = [];
  for (const p of page.posts) {
    if (s.deleted[p.id]) continue;
    posts[p.id] = mergeRest(posts[p.id], p);
    if (!listed.has(p.id) && p.id !== s.sharedPostId) {
      listed.add(p.id);
      added.push(p.id);
    }
  }
  return {
    ...s,
    posts,
    order: [...s.order, ...added],
    nextCursor: page.nextCursor,
    loadingMore: false,
    loadMoreError: null,
    following: followingFrom(page.posts, s.following),
  };
}

/** A post opened by its link (`?post=<id>`) that the loaded pages do not contain. */
export function applySharedPost(s: TFeedState, post: TPost): TFeedState {
  if (s.deleted[post.id]) return s;
  const next = withPost(s, mergeRest(s.posts[post.id], post));
  return { ...next, sharedPostId: s.order.includes(post.id) ? s.sharedPostId : post.id, following: followingFrom([post], s.following) };
}

/**
 * `post:created`, or the answer to our own POST: the post goes to the top of the list once. The
 * socket copy carries no viewer state (userLiked false), so a post we already hold keeps its own
 * and takes only newer counts.
 */
export function applyPostCreated(s: TFeedState, post: TPost): TFeedState {
  if (s.deleted[post.id]) return s;
  const held = s.posts[post.id];
  if (held) {
    const merged = applyCounts(s, post.id, { likesCount: post.likesCount, commentsCount: post.commentsCount, revision: post.revision });
    if (held.locked && !post.locked) return withPost(merged, { ...merged.posts[post.id]!, content: post.content, locked: false, imageUrl: post.imageUrl });
    return merged;
  }
  if (s.status !== 'ready' || !matchesFilter(post, s.filter, s.following)) return s;
  const next = toFeedPost(post);
  // Normally index 0; events that overtook each other still end up in the server's order.
  let at = 0;
  while (at < s.order.length && s.posts[s.order[at]!] && isNewer(s.posts[s.order[at]!]!, next)) at += 1;
  const order = [...s.order.slice(0, at), post.id, ...s.order.slice(at)];
  return { ...withPost(s, next), order };
}

/** `post:deleted`, or our own delete: the card goes, and stays gone. */
export function applyPostDeleted(s: TFeedState, postId: string): TFeedState {
  if (s.deleted[postId] && !s.posts[postId]) return s;
  const posts = { ...s.posts };
  delete posts[postId];
  const threads = { ...s.threads };
  delete threads[postId];
  return {
    ...s,
    posts,
    threads,
    order: s.order.includes(postId) ? s.order.filter((id) => id !== postId) : s.order,
    sharedPostId: s.sharedPostId === postId ? null : s.sharedPostId,
    deleted: { ...s.deleted, [postId]: true },
  };
}

/** Applies each count only if it was read at a newer revision than the one held for it. */
export function applyCounts(s: TFeedState, postId: string, update: { likesCount?: number; commentsCount?: number; revision: number }): TFeedState {
  const held = s.posts[postId];
  if (!held) return s;
  let next: TFeedPost | null = null;
  if (update.likesCount !== undefined && update.revision > held.likesRevision) {
    next = { ...held, likesCount: update.likesCount, likesRevision: update.revision };
  }
  if (update.commentsCount !== undefined && update.revision > held.commentsRevision) {
    next = { ...(next ?? held), commentsCount: update.commentsCount, commentsRevision: update.revision };
  }
  if (!next) return s;
  next.revision = Math.max(next.likesRevision, next.commentsRevision);
  return withPost(s, next);
}

/** `post:liked`. */
export function applyLiked(s: TFeedState, e: { postId: string; likesCount: number; revision: number }): TFeedState {
  return applyCounts(s, e.postId, { likesCount: e.likesCount, revision: e.revision });
}

/** The user pressed Like: show the outcome at once. Returns the same state while one is pending. */
export function beginLike(s: TFeedState, postId: string): TFeedState {
  const held = s.posts[postId];
  if (!held || held.pendingLike) return s;
  const liked = !held.userLiked;
  return withPost(s, { ...held, pendingLike: { liked, delta: liked ? 1 : -1, baseRevision: held.likesRevision } });
}

/** The server answered the like: its `liked` is the truth, its count if newer than what we hold. */
export function settleLike(s: TFeedState, postId: string, result: TLikeResult): TFeedState {
  const held = s.posts[postId];
  if (!held) return s;
  const cleared: TFeedPost = { ...held, userLiked: result.liked };
  delete cleared.pendingLike;
  return applyCounts(withPost(s, cleared), postId, { likesCount: result.likesCount, revision: result.revision });
}

/** The like failed: back to exactly what the server last told us (live updates meanwhile included). */
export function rollbackLike(s: TFeedState, postId: string): TFeedState {
  const held = s.posts[postId];
  if (!held?.pendingLike) return s;
  const cleared: TFeedPost = { ...held };
  delete cleared.pendingLike;
  return withPost(s, cleared);
}

/** `community:stats-updated`, or the REST answer. */
export function applyStats(s: TFeedState, stats: TCommunityStats): TFeedState {
  return { ...s, stats, statsStatus: 'ready' };
}

export function applyFollowing(s: TFeedState, userId: string, following: boolean): TFeedState {
  if (s.following[userId] === following) return s;
  return { ...s, following: { ...s.following, [userId]: following } };
}

export function announce(s: TFeedState, text: string): TFeedState {
  return { ...s, announcement: { text, seq: s.announcement.seq + 1 } };
}

/** Runs one of the pure functions above against the store. */
export function updateFeed<A extends unknown[]>(fn: (s: TFeedState, ...args: A) => TFeedState, ...args: A): void {
  useCommunityStore.setState((s) => fn(s, ...args), true);
}
