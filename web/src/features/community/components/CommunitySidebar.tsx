import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import SchoolIcon from '@mui/icons-material/School';
import type { TPostCategory } from '@app/shared-types/community/feed';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { plural } from '../format';
import { useCommunityStore } from '../store';
import { formatCount } from '../../../lib/format-count';

/** A white button on the brand panel; its focus ring is white too (the theme's blue would vanish). */
const ON_BRAND_BUTTON_SX = {
  bgcolor: '#fff',
  color: '#0b3d91',
  '&:hover': { bgcolor: '#e3ebf7' },
  '&.Mui-focusVisible': { outline: '3px solid #fff', outlineOffset: '2px' },
} as const;

function Panel({ id, title, children, tone = 'plain' }: { id: string; title: ReactNode; children: ReactNode; tone?: 'plain' | 'brand' }) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: 2.5, ...(tone === 'brand' ? { bgcolor: '#0b3d91', color: '#fff', borderColor: '#0b3d91' } : {}) }}
    >
      <Typography id={id} component="h2" sx={{ fontWeight: 700, fontSize: '1.15rem', mb: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function PremiumUpsell() {
  const { hasPremiumAccess } = useCurrentUser();
  return (
    <Panel
      id="community-premium-heading"
      tone="brand"
      title={
        <>
          <SchoolIcon aria-hidden /> Premium Training
        </>
      }
    >
      {hasPremiumAccess ? (
        <>
          <Typography sx={{ mb: 2 }}>Your membership includes the full training library and live sessions with our specialists.</Typography>
          <Button href="/training" variant="contained" sx={ON_BRAND_BUTTON_SX}>
            Go to Training
          </Button>
        </>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>
            Expert-led courses on SAM registration, Section 508 compliance and contract management, plus premium-only community insights.
          </Typography>
          <Button href="/premium" variant="contained" sx={ON_BRAND_BUTTON_SX}>
            Upgrade to Premium
          </Button>
        </>
      )}
    </Panel>
  );
}

function Figure({ label, value, note }: { label: string; value: number | undefined; note?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, py: 0.75 }}>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
        {note ? (
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
            {note}
          </Typography>
        ) : null}
      </Box>
      <Box component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.15rem' }}>
        {value === undefined ? <Skeleton width={40} /> : formatCount(value)}
      </Box>
    </Box>
  );
}

function CommunityInsights() {
  const stats = useCommunityStore((s) => s.stats);
  const failed = useCommunityStore((s) => s.statsStatus === 'error');
  return (
    <Panel id="community-insights-heading" title="Community Insights">
      {failed && !stats ? (
        <Typography color="text.secondary">The community figures are unavailable right now.</Typography>
      ) : (
        <Box component="dl" sx={{ m: 0 }} aria-busy={!stats}>
          <Figure label="Total Posts" value={stats?.totalPosts} />
          <Figure label="Active Members" value={stats?.activeMembers} note="Last 30 days" />
          <Figure label="Premium Members" value={stats?.premiumMembers} />
        </Box>
      )}
    </Panel>
  );
}

type TopicProps = {
  currentCategory: TPostCategory | null;
  topicHref: (category: TPostCategory) => string;
  /** After a topic was picked: the feed it filters may be far above (phones), so go there. */
  onTopicPicked?: () => void;
};

function PopularTopics({ currentCategory: current, topicHref, onTopicPicked }: TopicProps) {
  const stats = useCommunityStore((s) => s.stats);
  const failed = useCommunityStore((s) => s.statsStatus === 'error');
  return (
    <Panel id="community-topics-heading" title="Popular Topics">
      {!stats ? (
        failed ? (
          <Typography color="text.secondary">Topics are unavailable right now.</Typography>
        ) : (
          <Box aria-hidden>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={32} />
            ))}
          </Box>
        )
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {stats.categories.map((c) => (
            <Box component="li" key={c.category} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, py: 0.75 }}>
              <Link href={topicHref(c.category)} onClick={onTopicPicked} aria-current={current === c.category ? 'true' : undefined} sx={{ fontWeight: current === c.category ? 700 : 500 }}>
                {c.label}
              </Link>
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                {plural(c.count, 'post')}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Panel>
  );
}

/** Beside the feed from md up, below it on phones. Figures come from /api/community/stats and its event. */
export function CommunitySidebar(props: TopicProps) {
  return (
    <Box component="aside" aria-label="Community sidebar" sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
      <PremiumUpsell />
      <CommunityInsights />
      <PopularTopics {...props} />
    </Box>
  );
}
