import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AUDIENCE_LABELS, CAMPAIGN_TYPE_LABELS, SMS_MESSAGES as M, deliveryRate, type TCampaignStatus, type TSmsCampaign, type TSmsRecipientsPreview } from '@app/shared-types/sms/model';
import { planLabel } from '@app/shared-types/membership/model';
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog';
import { SendConfirmDialog, type TSendMode } from './SendConfirmDialog';
import { useCancelCampaign, useScheduleCampaign, useSendCampaign } from '../api/campaigns';

const STATUS_COLOR: Record<TCampaignStatus, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  draft: 'default',
  scheduled: 'info',
  sending: 'warning',
  completed: 'success',
  cancelled: 'default',
  failed: 'error',
};
const when = (iso: string) => dayjs(iso).format('MMM D, YYYY [at] h:mm A');

function Progress({ c }: { c: TSmsCampaign }) {
  const p = c.progress;
  if (!p) return <Typography variant="body2">Preparing the recipient list…</Typography>;
  const done = p.sent + p.simulated + p.failed + p.skipped;
  const total = Math.max(1, done + p.remaining);
  return (
    <Stack spacing={1}>
      <LinearProgress variant="determinate" value={(done / total) * 100} aria-label={`${c.name}: ${done} of ${done + p.remaining} processed`} />
      <Typography variant="body2" role="status" aria-live="polite">
        {c.simulated ? `${p.simulated} simulated` : `${p.sent} sent`}, {p.delivered} delivered, {p.failed} failed, {p.remaining} remaining
        {p.held ? ` (${p.held} held until their local 8 AM)` : ''}
      </Typography>
    </Stack>
  );
}

/** A finished campaign's counts: a simulated one says how many texts were simulated, never a delivery rate. */
function Results({ c }: { c: TSmsCampaign }) {
  if (c.totalRecipients === 0) return <Typography variant="body2">Nobody was texted: nobody in its audience had opted in.</Typography>;
  if (c.simulated) {
    return (
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        <Typography variant="body2">Recipients: {c.totalRecipients}</Typography>
        <Typography variant="body2">{M.simulatedResult(c.progress?.simulated ?? c.simulatedSends)}</Typography>
        {c.failedSends > 0 ? <Typography variant="body2">Failed: {c.failedSends}</Typography> : null}
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
      <Typography variant="body2">Recipients: {c.totalRecipients}</Typography>
      <Typography variant="body2">Successful: {c.successfulSends}</Typography>
      <Typography variant="body2">Failed: {c.failedSends}</Typography>
      <Typography variant="body2">Delivery rate: {deliveryRate(c)}%</Typography>
    </Stack>
  );
}

export function CampaignCard({ campaign: c }: { campaign: TSmsCampaign }) {
  const send = useSendCampaign();
  const schedule = useScheduleCampaign();
  const cancel = useCancelCampaign();
  // The question stays while the dialog fades out, so its words do not change as it closes.
  const [asking, setAsking] = useState<{ mode: TSendMode | 'cancel'; open: boolean } | null>(null);
  const close = () => setAsking((a) => (a ? { ...a, open: false } : a));
  const headingId = `campaign-${c.id}`;
  const scheduledLater = c.scheduledAt && dayjs(c.scheduledAt).isAfter(dayjs());

  async function confirm(preview: TSmsRecipientsPreview) {
    if (asking?.mode === 'send') await send.run(c.id, preview.simulated);
    else await schedule.run(c.id);
    close();
  }

  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h3" id={headingId} sx={{ mr: 1 }}>
            {c.name}
          </Typography>
          <Chip size="small" label={c.status[0]!.toUpperCase() + c.status.slice(1)} color={STATUS_COLOR[c.status]} />
          <Chip size="small" variant="outlined" label={CAMPAIGN_TYPE_LABELS[c.campaignType]} />
          <Chip size="small" variant="outlined" label={c.tierTarget ? planLabel(c.tierTarget) : AUDIENCE_LABELS[c.targetAudience]} />
        </Stack>
        <Typography sx={{ mb: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.message}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {c.segments.characters} characters · {c.segments.segments} segment{c.segments.segments > 1 ? 's' : ''} · {c.segments.encoding} · Created {when(c.createdAt)}
          {c.scheduledAt ? ` · Scheduled for ${when(c.scheduledAt)}` : ''}
          {c.sentAt ? ` · Started ${when(c.sentAt)}` : ''}
        </Typography>
        {c.simulated && <Alert severity="info" sx={{ mb: 1 }}>{M.simulated}</Alert>}
        {c.status === 'sending' && c.pausedReason && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {c.pausedReason}
          </Alert>
        )}
        {c.status === 'sending' && <Progress c={c} />}
        {(c.status === 'completed' || c.status === 'failed' || c.status === 'cancelled') && <Results c={c} />}
      </CardContent>
      {(c.status === 'draft' || c.status === 'sending' || c.status === 'scheduled') && (
        <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {c.status === 'draft' && (
            <Button variant="contained" disabled={send.pending || schedule.pending} onClick={() => setAsking({ mode: 'send', open: true })}>
              Send Now
            </Button>
          )}
          {c.status === 'draft' && scheduledLater && (
            <Button variant="outlined" disabled={send.pending || schedule.pending} onClick={() => setAsking({ mode: 'schedule', open: true })}>
              Schedule for {when(c.scheduledAt!)}
            </Button>
          )}
          {(c.status === 'sending' || c.status === 'scheduled') && (
            <Button color="error" variant="outlined" disabled={cancel.pending} onClick={() => setAsking({ mode: 'cancel', open: true })} aria-label={`Cancel campaign ${c.name}`}>
              Cancel
            </Button>
          )}
        </CardActions>
      )}
      {asking && asking.mode !== 'cancel' ? (
        <SendConfirmDialog campaign={c} mode={asking.mode} when={c.scheduledAt ? `on ${when(c.scheduledAt)}` : 'later'} open={asking.open} pending={send.pending || schedule.pending} onConfirm={(p) => void confirm(p)} onClose={close} />
      ) : null}
      <ConfirmDialog
        open={asking?.mode === 'cancel' && asking.open}
        title={`Cancel “${c.name}”?`}
        text={c.status === 'sending' ? 'Sending stops at the next recipient. Texts already sent stay sent.' : 'It will not be sent at its scheduled time.'}
        confirmLabel="Cancel Campaign"
        cancelLabel="Keep it"
        pending={cancel.pending}
        onConfirm={() => void cancel.run(c.id).then(close)}
        onClose={close}
      />
    </Card>
  );
}
