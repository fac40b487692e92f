import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { POST_CATEGORY_VALUES, type TPostCategory } from '@app/shared-types/community/feed';
import { redirectToSignIn } from '../../../lib/auth/sign-in-href';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { PageHeader } from '../../../lib/ui/PageHeader';
import { sectionHeadingSx } from '../../../lib/ui/section-heading';
import { focusElement, waitForElement } from '../../../lib/ui/scroll-to-hash';
import { visuallyHidden } from '../../../lib/ui/visually-hidden';
import { useFeed } from '../api/get-feed';
import { useLinkedPost } from '../api/get-post';
import { useCommunityStats } from '../api/get-stats';
import { CommunitySidebar } from '../components/CommunitySidebar';
import { FeedFilters } from '../components/FeedFilters';
import { PostCard, postElementId } from '../components/PostCard';
import { PostComposer } from '../components/PostComposer';
import { PostList } from '../components/PostList';
import { resetCommunityStore, useCommunityStore, type TFeedFilter } from '../store';
import { useCommunityEvents } from '../use-community-events';

export const COMMUNITY_TITLE = 'Government Contracting Community';
export const COMMUNITY_TAGLINE = 'Insights, questions and lessons learned from government contractors, for government contractors.';

const FEED_HEADING_ID = 'community-feed-heading';

function parseCategory(value: string | null): TPostCategory | null {
  return value && (POST_CATEGORY_VALUES as readonly string[]).includes(value) ? (value as TPostCategory) : null;
}

/** The polite live region for new posts and follow changes; it never takes focus. */
function FeedAnnouncer() {
  const { text, seq } = useCommunityStore((s) => s.announcement);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" style={visuallyHidden}>
      <span key={seq}>{text}</span>
    </div>
  );
}

function SharedPost({ postId }: { postId: string }) {
  return (
    <Box component="section" aria-labelledby="community-shared-heading" sx={{ mb: 4 }}>
      <Typography id="community-shared-heading" component="h2" sx={{ ...sectionHeadingSx, mb: 1.5 }}>
        Shared post
      </Typography>
      <PostCard postId={postId} highlighted />
    </Box>
  );
}

/**
 * /community: the members' feed. A REST snapshot kept live by the `feed` room; filters and the
 * shared post live in the address (`?category=…&following=true&post=…`) so they can be linked.
 * The sidebar's figures are real (spec's fixed 127 / 45 / 23... replaced by /api/community/stats).
 */
export default function CommunityPage() {
  const { user, ready } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const category = parseCategory(params.get('category'));
  const following = !!user && params.get('following') === 'true';
  const linkedId = params.get('post');
  const filter: TFeedFilter = { category, following };
  const [composerOpen, setComposerOpen] = useState(false);

  // Another account signed in or out in this tab, here or while on another page: what the store
  // holds (older pages, a shared post, threads) was answered for someone else.
  const [generation, setGeneration] = useState(0);
  const identity = ready ? (user?.id ?? 'visitor') : null;
  useEffect(() => {
    if (!identity) return;
    const held = useCommunityStore.getState().viewer;
    if (held === identity) return;
    if (held) {
      resetCommunityStore();
      setComposerOpen(false);
      setGeneration((g) => g + 1);
    }
    useCommunityStore.setState({ viewer: identity });
  }, [identity]);

  const room = useCommunityEvents(user?.id ?? null);
  useFeed(filter, generation);
  useCommunityStats();
  const linked = useLinkedPost(linkedId);
  const sharedPostId = useCommunityStore((s) => s.sharedPostId);

  // A shared link lands on its post: scrolled into view and focused, once per link.
  const focusedLink = useRef<string | null>(null);
  useEffect(() => {
    if (!linkedId || linked.status !== 'found' || focusedLink.current === linkedId) return;
    focusedLink.current = linkedId;
    const controller = new AbortController();
    void waitForElement(() => document.getElementById(postElementId(linkedId)), { signal: controller.signal }).then((el) => {
      if (el instanceof HTMLElement) focusElement(el);
    });
    return () => controller.abort();
  }, [linkedId, linked.status]);

  const setFilter = useCallback(
    (next: TFeedFilter) => {
      setParams(
        (current) => {
          const p = new URLSearchParams(current);
          if (next.category) p.set('category', next.category);
          else p.delete('category');
          if (next.following) p.set('following', 'true');
          else p.delete('following');
          p.delete('post');
          return p;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const topicHref = useCallback((c: TPostCategory) => `/community?category=${encodeURIComponent(c)}`, []);
  const onTopicPicked = useCallback(() => {
    // After the router has applied the link: continue at the feed it filters.
    setTimeout(() => {
      const heading = document.getElementById(FEED_HEADING_ID);
      if (heading) focusElement(heading);
    }, 0);
  }, []);

  const openComposer = useCallback(() => {
    if (!ready) return;
    if (!user) {
      redirectToSignIn('/community');
      return;
    }
    setComposerOpen(true);
    window.scrollTo?.({ top: 0 });
  }, [ready, user]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <PageHeader title={COMMUNITY_TITLE} documentTitle="Community" description={COMMUNITY_TAGLINE}>
        <Chip
          icon={<WorkspacePremiumIcon aria-hidden />}
          label="Premium Community"
          sx={{ mt: 1.5, fontWeight: 700, bgcolor: '#fdf0e1', color: '#683800', '& .MuiChip-icon': { color: '#8a4b00' } }}
        />
      </PageHeader>

      <Box sx={{ display: 'grid', gap: { xs: 4, md: 4 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px', lg: 'minmax(0, 1fr) 340px' }, alignItems: 'start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Box component="section" aria-labelledby="community-compose-heading" sx={{ mb: 4 }}>
            <Typography id="community-compose-heading" component="h2" style={visuallyHidden}>
              Share an insight
            </Typography>
            <PostComposer open={composerOpen} onOpenChange={setComposerOpen} defaultCategory={category ?? 'general'} />
          </Box>

          {linkedId && (linked.status === 'missing' || linked.status === 'error') ? (
            <Alert severity="info" sx={{ mb: 3 }}>
              {linked.status === 'missing' ? 'The shared post is no longer available.' : 'The shared post could not be loaded.'}
            </Alert>
          ) : null}
          {sharedPostId ? <SharedPost postId={sharedPostId} /> : null}

          {/* data-live: whether the feed's live updates are flowing (tests wait for it). */}
          <Box component="section" aria-labelledby={FEED_HEADING_ID} data-live={room?.status ?? 'off'}>
            <Typography id={FEED_HEADING_ID} component="h2" tabIndex={-1} sx={{ ...sectionHeadingSx, mb: 2 }}>
              Latest Insights
            </Typography>
            <FeedFilters filter={filter} signedIn={!!user} onChange={setFilter} />
            {room?.status === 'error' ? (
              <Alert severity="warning" sx={{ mb: 2 }}>
                Live updates are unavailable: {room.error.message} New posts will appear when you reload the page.
              </Alert>
            ) : null}
            <PostList onCompose={openComposer} highlightId={linkedId} headingId={FEED_HEADING_ID} />
          </Box>
        </Box>

        <CommunitySidebar currentCategory={category} topicHref={topicHref} onTopicPicked={onTopicPicked} />
      </Box>
      <FeedAnnouncer />
    </Container>
  );
}
