import type { TComment } from '@app/shared-types/community/feed';
import { applyCounts, withPost, type TFeedState, type TThread } from './store';

/**
 * The open threads of the feed (comments under a post), as pure transitions of the feed's state
 * like the rest of store.ts: loading, the REST answer, live comments and our own, each at most once.
 */

function withThread(s: TFeedState, postId: string, thread: TThread): TFeedState {
  return { ...s, threads: { ...s.threads, [postId]: thread } };
}

const byCreation = (a: TComment, b: TComment) => (a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1);

export function beginThread(s: TFeedState, postId: string): TFeedState {
  const held = s.threads[postId];
  return withThread(s, postId, { status: 'loading', comments: held?.comments ?? [] });
}

export function applyThread(s: TFeedState, postId: string, comments: TComment[]): TFeedState {
  if (!s.posts[postId]) return s;
  // Comments that arrived live while the list was loading are kept.
  const ids = new Set(comments.map((c) => c.id));
  const live = (s.threads[postId]?.comments ?? []).filter((c) => !ids.has(c.id));
  return withThread(s, postId, { status: 'ready', comments: [...comments, ...live].sort(byCreation) });
}

export function applyThreadError(s: TFeedState, postId: string, message: string): TFeedState {
  if (!s.posts[postId]) return s;
  return withThread(s, postId, { status: 'error', comments: s.threads[postId]?.comments ?? [], error: message });
}

/** `comment:created`: the count (if newer), and the comment in an open thread (once). */
export function applyCommentCreated(s: TFeedState, e: { postId: string; comment: TComment | null; commentsCount: number; revision: number }): TFeedState {
  let next = applyCounts(s, e.postId, { commentsCount: e.commentsCount, revision: e.revision });
  const thread = next.threads[e.postId];
  if (e.comment && thread && !thread.comments.some((c) => c.id === e.comment!.id)) {
    next = withThread(next, e.postId, { ...thread, comments: [...thread.comments, e.comment].sort(byCreation) });
  }
  return next;
}

/**
 * Our own comment, from the POST answer. If its event came first the comment is already there and
 * the count exact; otherwise add it and count it (the event, with its newer revision, then settles
 * the exact count).
 */
export function addOwnComment(s: TFeedState, comment: TComment): TFeedState {
  const thread = s.threads[comment.postId];
  const held = s.posts[comment.postId];
  if (!held || thread?.comments.some((c) => c.id === comment.id)) return s;
  const next = withPost(s, { ...held, commentsCount: held.commentsCount + 1 });
  return withThread(next, comment.postId, { status: thread?.status ?? 'ready', comments: [...(thread?.comments ?? []), comment].sort(byCreation) });
}

/** `comment:deleted`. */
export function applyCommentDeleted(s: TFeedState, e: { postId: string; commentId: string; commentsCount: number; revision: number }): TFeedState {
  let next = applyCounts(s, e.postId, { commentsCount: e.commentsCount, revision: e.revision });
  const thread = next.threads[e.postId];
  if (thread?.comments.some((c) => c.id === e.commentId)) {
    next = withThread(next, e.postId, { ...thread, comments: thread.comments.filter((c) => c.id !== e.commentId) });
  }
  return next;
}

/** Our own delete answered: like addOwnComment, in reverse. */
export function removeOwnComment(s: TFeedState, postId: string, commentId: string): TFeedState {
  const thread = s.threads[postId];
  const held = s.posts[postId];
  if (!held || !thread?.comments.some((c) => c.id === commentId)) return s;
  const next = withPost(s, { ...held, commentsCount: Math.max(0, held.commentsCount - 1) });
  return withThread(next, postId, { ...thread, comments: thread.comments.filter((c) => c.id !== commentId) });
}
