import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { contentTier, tierBadgeLabel } from '@app/shared-types/membership/model';
import { MEETING_PROVIDER_LABELS, SESSION_TYPES, sessionCategoryLabel, type TLiveSession } from '@app/shared-types/live-training/model';
import { seatsLeftText } from '../model/session';
import { SessionActions, type SessionActionsProps } from './SessionActions';
import { SessionStatusChip } from './SessionStatusChip';
import { SessionTime } from './SessionTime';

const typeLabel = (value: string) => SESSION_TYPES.find((t) => t.value === value)?.label ?? value;

/** One session: what, when (viewer's and session's zone), its label, seats, and what the viewer can do. */
export function SessionCard(props: Omit<SessionActionsProps, 'session'> & { session: TLiveSession; headingLevel?: 'h2' | 'h3' }) {
  const { session, now, headingLevel = 'h3' } = props;
  const id = useId();
  const open = session.status !== 'completed' && session.status !== 'cancelled';
  return (
    <Card component="article" variant="outlined" aria-labelledby={`${id}-title`} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.25, alignContent: 'start', flex: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
          <SessionStatusChip session={session} now={now} />
          <Chip size="small" variant="outlined" label={sessionCategoryLabel(session.category)} />
          <Chip size="small" variant="outlined" label={typeLabel(session.sessionType)} />
          {session.isPremiumOnly ? (
            <Chip
              size="small"
              icon={<WorkspacePremiumIcon aria-hidden />}
              label={tierBadgeLabel(contentTier(session))}
              sx={{ fontWeight: 700, bgcolor: '#fdf0e1', color: '#683800', '& .MuiChip-icon': { color: '#8a4b00' } }}
            />
          ) : null}
        </Box>
        <Typography id={`${id}-title`} component={headingLevel} sx={{ fontWeight: 700, fontSize: '1.15rem', lineHeight: 1.3 }}>
          {session.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          with {session.instructorName} · {session.duration} min
        </Typography>
        <SessionTime session={session} />
        {session.description ? (
          <Typography variant="body2" sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {session.description}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {open ? `${seatsLeftText(session)} · ` : ''}
          {MEETING_PROVIDER_LABELS[session.meetingProvider]}
        </Typography>
      </CardContent>
      <Box sx={{ px: 2, pb: 2 }}>
        <SessionActions {...props} />
      </Box>
    </Card>
  );
}
