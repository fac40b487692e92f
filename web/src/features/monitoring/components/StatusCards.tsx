import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { formatBytes, type TMonitoringSummary } from '@app/shared-types/monitoring/model';
import type { ReactNode } from 'react';
import { formatCount } from '../../../lib/format-count';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} component="section" aria-label={title}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', py: 0.5, gap: 2 }}>
      <Typography variant="body2">{label}</Typography>
      {typeof children === 'string' || typeof children === 'number' ? <Typography sx={{ fontWeight: 600 }}>{children}</Typography> : children}
    </Stack>
  );
}

export function CommunityActivityCard({ summary }: { summary: Pick<TMonitoringSummary, 'totalPosts' | 'totalComments' | 'commentsPerPost' | 'liveSessions' | 'liveAttendees'> }) {
  return (
    <Section title="Community Activity">
      <Row label="Total posts">{formatCount(summary.totalPosts)}</Row>
      <Row label="Total comments">{formatCount(summary.totalComments)}</Row>
      <Row label="Comments per post">{summary.commentsPerPost.toFixed(1)}</Row>
      <Row label="Live sessions now">{formatCount(summary.liveSessions)}</Row>
      <Row label="Attendees in live sessions">{formatCount(summary.liveAttendees)}</Row>
    </Section>
  );
}

/** The badge colours are MUI's darker text-on-light variants (outlined), which keep AA contrast. */
export function SystemHealthCard({ summary }: { summary: Pick<TMonitoringSummary, 'health' | 'sockets' | 'eventLoopLagMs' | 'memoryRss' | 'requestLatencyP95Ms' | 'scansQueued' | 'scansRunning' | 'campaignsSending'> }) {
  const { health } = summary;
  return (
    <Section title="System Health">
      <Row label="Database">
        <Chip size="small" variant="outlined" color={health.database.tone} label={health.database.label} />
      </Row>
      <Row label="API">
        <Chip size="small" variant="outlined" color={health.api.tone} label={health.api.label} />
      </Row>
      <Row label="Platform Status">
        <Chip size="small" variant="outlined" color={health.platform.tone} label={health.platform.label} />
      </Row>
      <Row label="Live connections (this server)">{formatCount(summary.sockets)}</Row>
      <Row label="Event-loop delay">{`${summary.eventLoopLagMs.toFixed(1)} ms`}</Row>
      <Row label="Compliance scans running">{formatCount(summary.scansRunning)}</Row>
      <Row label="Compliance scans waiting">{formatCount(summary.scansQueued)}</Row>
      <Row label="SMS campaigns sending">{formatCount(summary.campaignsSending)}</Row>
      <Row label="Request latency (p95)">{`${summary.requestLatencyP95Ms.toFixed(1)} ms`}</Row>
      <Row label="Memory">{formatBytes(summary.memoryRss)}</Row>
    </Section>
  );
}

export function RecommendationsCard({ summary }: { summary: Pick<TMonitoringSummary, 'recommendations'> }) {
  return (
    <Section title="Usage Recommendations">
      {summary.recommendations.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No recommendations right now.
        </Typography>
      ) : (
        <Stack spacing={1}>
          {summary.recommendations.map((r) => (
            <Alert key={r.id} severity={r.tone} variant="outlined">
              <AlertTitle>{r.title}</AlertTitle>
              {r.text}
            </Alert>
          ))}
        </Stack>
      )}
    </Section>
  );
}
