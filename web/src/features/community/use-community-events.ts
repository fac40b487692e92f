import { useCallback, useEffect, useRef } from 'react';
import type { TPost } from '@app/shared-types/community/feed';
import { useRoom, useSocketEvent } from '../../lib/socket';
import { loadFirstPage } from './api/get-feed';
import { loadCommunityStats } from './api/get-stats';
import { postElementId } from './components/PostCard';
import { focusPost } from './components/PostList';
import {
  announce,
  applyLiked,
  applyPostCreated,
  applyPostDeleted,
  applyStats,
  updateFeed,
  useCommunityStore,
} from './store';
import { applyCommentCreated, applyCommentDeleted } from './thread-transitions';

/** New posts from others within this window are announced together ("3 new posts"). */
export const ANNOUNCE_BATCH_MS = 1000;

export function newPostsMessage(count: number): string {
  return count === 1 ? '1 new post' : `${count} new posts`;
}

/**
 * Keeps the community store live: joins the `feed` room, applies its events, and after a
 * reconnect reloads the first page and the statistics (merged, so nothing missed stays missing).
 * New posts by others are announced politely and never take focus.
 */
export function useCommunityEvents(viewerId: string | null) {
  const viewer = useRef(viewerId);
  useEffect(() => {
    viewer.current = viewerId;
  });

  const pendingAnnouncements = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onResync = useCallback(() => {
    void loadFirstPage(useCommunityStore.getState().filter);
    void loadCommunityStats();
  }, []);
  const room = useRoom('feed', { onResync });

  useSocketEvent('post:created', ({ post }: { post: TPost }) => {
    const before = useCommunityStore.getState();
    updateFeed(applyPostCreated, post);
    const after = useCommunityStore.getState();
    const listedNow = !before.order.includes(post.id) && after.order.includes(post.id);
    if (!listedNow || post.userId === viewer.current) return;
    pendingAnnouncements.current += 1;
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      const count = pendingAnnouncements.current;
      pendingAnnouncements.current = 0;
      if (count) updateFeed(announce, newPostsMessage(count));
    }, ANNOUNCE_BATCH_MS);
  });
  useSocketEvent('post:deleted', ({ postId }) => {
    // Someone else deleted the post the reader is in: do not leave their focus on nothing.
    const card = document.getElementById(postElementId(postId));
    const hadFocus = !!card && card.contains(document.activeElement);
    const { order } = useCommunityStore.getState();
    const index = order.indexOf(postId);
    updateFeed(applyPostDeleted, postId);
    if (!hadFocus) return;
    const next = order[index + 1] ?? order[index - 1];
    if (next) focusPost(next);
    updateFeed(announce, 'The post you were reading was deleted.');
  });
  useSocketEvent('post:liked', (payload) => updateFeed(applyLiked, payload));
  useSocketEvent('comment:created', (payload) => updateFeed(applyCommentCreated, payload));
  useSocketEvent('comment:deleted', (payload) => updateFeed(applyCommentDeleted, payload));
  useSocketEvent('community:stats-updated', (stats) => updateFeed(applyStats, stats));

  /** The room's join state ('joined' once live updates flow). */
  return room;
}
