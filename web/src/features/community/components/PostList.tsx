import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { categoryLabel } from '@app/shared-types/community/feed';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { waitForElement } from '../../../lib/ui/scroll-to-hash';
import { VisuallyHidden } from '../../../lib/ui/VisuallyHidden';
import { loadFirstPage, loadNextPage } from '../api/get-feed';
import { useCommunityStore } from '../store';
import { PostCard, postElementId } from './PostCard';
import { POST_PLACEHOLDER_COUNT, PostSkeleton } from './PostSkeleton';
import { RetryAlert } from '../../../lib/ui/RetryAlert';

/** How far below the viewport the next page starts loading. */
const SENTINEL_MARGIN = '800px 0px';

export function emptyMessage(topic: string | null, following: boolean): string {
  if (topic && following) return `No posts in ${topic} from members you follow yet.`;
  if (topic) return `No posts in ${topic} yet.`;
  if (following) return 'No posts from members you follow yet.';
  return 'No insights have been shared yet.';
}

function NoPosts({ onCompose, message }: { onCompose: () => void; message: string }) {
  return (
    <EmptyState
      headingLevel="h3"
      icon={<ForumOutlinedIcon />}
      title={message}
      description="Start the conversation for fellow government contractors."
      action={
        <Button variant="contained" onClick={onCompose}>
          Share Your First Insight
        </Button>
      }
    />
  );
}

/** Focuses the card of a post once it is in the page (after a "Load more posts", a deletion...). */
export function focusPost(postId: string | undefined): void {
  if (!postId) return;
  // The list renders in the background (below): the card may arrive a few frames later.
  void waitForElement(() => document.getElementById(postElementId(postId)), { timeoutMs: 2000 }).then((el) => {
    if (!(el instanceof HTMLElement)) return;
    el.scrollIntoView?.({ block: 'nearest' });
    el.focus({ preventScroll: true });
  });
}

/** The cards; memoized, so a render that only changes the list around them leaves them alone. */
const PostItems = memo(function PostItems({ ids, headingId, busy, highlightId, onDeleted }: { ids: string[]; headingId: string; busy: boolean; highlightId: string | null; onDeleted: (formerIndex: number) => void }) {
  return (
    <Box component="ul" aria-labelledby={headingId} aria-busy={busy} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      {ids.map((id) => (
        <li key={id}>
          <PostCard postId={id} highlighted={id === highlightId} onDeleted={onDeleted} />
        </li>
      ))}
    </Box>
  );
});

/**
 * The list of posts: three placeholders while loading, the empty state, the cards, then an
 * IntersectionObserver sentinel that loads older posts as the reader nears the end, and a visible
 * 'Load more posts' button for keyboard and screen-reader users (and browsers without the observer).
 */
export function PostList({ onCompose, highlightId, headingId }: { onCompose: () => void; highlightId: string | null; headingId: string }) {
  const order = useCommunityStore((s) => s.order);
  const sharedPostId = useCommunityStore((s) => s.sharedPostId);
  const status = useCommunityStore((s) => s.status);
  const loadError = useCommunityStore((s) => s.loadError);
  const hasMore = useCommunityStore((s) => s.nextCursor !== null);
  const loadingMore = useCommunityStore((s) => s.loadingMore);
  const loadMoreError = useCommunityStore((s) => s.loadMoreError);
  const category = useCommunityStore((s) => s.filter.category);
  const following = useCommunityStore((s) => s.filter.following);
  const sentinel = useRef<HTMLDivElement>(null);

  const loadMoreByButton = useCallback(async () => {
    const before = useCommunityStore.getState().order.length;
    await loadNextPage();
    // Continue where the new posts start rather than at the button below them.
    const after = useCommunityStore.getState().order;
    if (after.length > before) focusPost(after[before]);
  }, []);

  const onDeleted = useCallback(
    (formerIndex: number) => {
      // The card is gone: continue at the post that took its place (or the one before), or the heading.
      const list = useCommunityStore.getState().order;
      const next = list[formerIndex] ?? list[formerIndex - 1];
      if (next) focusPost(next);
      else document.getElementById(headingId)?.focus();
    },
    [headingId],
  );

  // The list is rendered from a deferred copy: a page of twenty cards arriving at once is then rendered
  // in the background in short slices (React's transitions), so it never blocks a tap or a key.
  const current = useMemo(() => ({ status, visible: sharedPostId ? order.filter((id) => id !== sharedPostId) : order }), [status, order, sharedPostId]);
  const { visible, status: shownStatus } = useDeferredValue(current);
  // 'idle' is the prerendered HTML's state: the same placeholders, so nothing moves when loading starts.
  const loading = (shownStatus === 'loading' || shownStatus === 'idle') && visible.length === 0;

  // The sentinel pulls the next page only while loading more could succeed without the user, and
  // only once the cards are in the page: while the deferred copy still shows the placeholders, the
  // sentinel sits near the top and would fetch a second page nobody scrolled to.
  const autoLoad = status === 'ready' && shownStatus === 'ready' && visible.length > 0 && hasMore && !loadingMore && !loadMoreError;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !autoLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void loadNextPage();
    }, { rootMargin: SENTINEL_MARGIN });
    observer.observe(el);
    return () => observer.disconnect();
  }, [autoLoad]);

  return (
    <Box>
      <div role="status">
        {loading ? <VisuallyHidden>Loading posts…</VisuallyHidden> : null}
      </div>

      {status === 'error' ? (
        <RetryAlert onRetry={() => void loadFirstPage(useCommunityStore.getState().filter)} label="Try Again" sx={{ mb: 2 }}>
          The community feed could not be loaded. {loadError}
        </RetryAlert>
      ) : null}

      {loading ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {Array.from({ length: POST_PLACEHOLDER_COUNT }, (_, i) => (
            <PostSkeleton key={i} />
          ))}
        </Box>
      ) : shownStatus === 'ready' && visible.length === 0 ? (
        <NoPosts onCompose={onCompose} message={emptyMessage(category ? categoryLabel(category) : null, following)} />
      ) : (
        <PostItems ids={visible} headingId={headingId} busy={loadingMore} highlightId={highlightId} onDeleted={onDeleted} />
      )}

      <div ref={sentinel} aria-hidden style={{ height: 1 }} />

      {shownStatus === 'ready' && visible.length > 0 ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mt: 3 }}>
          {loadMoreError ? (
            <Alert severity="error" sx={{ width: '100%' }}>
              More posts could not be loaded. {loadMoreError}
            </Alert>
          ) : null}
          {hasMore ? (
            <Button variant="outlined" onClick={() => void loadMoreByButton()} aria-disabled={loadingMore || undefined}>
              {loadingMore ? 'Loading more posts...' : 'Load more posts'}
            </Button>
          ) : (
            <Typography color="text.secondary">You’re all caught up.</Typography>
          )}
        </Box>
      ) : null}
    </Box>
  );
}
