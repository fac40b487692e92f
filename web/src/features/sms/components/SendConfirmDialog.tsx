import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { SMS_MESSAGES as M, type TSmsCampaign, type TSmsRecipientsPreview } from '@app/shared-types/sms/model';
import { errorMessage } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog';
import { fetchRecipients } from '../api/campaigns';

export type TSendMode = 'send' | 'schedule';

const people = (n: number) => `${n} recipient${n === 1 ? '' : 's'}`;

/**
 * The question before a campaign goes out (now or at its time): how many people its audience holds
 * now (the server counts it as the sender will), whether the send would only be simulated, and,
 * with nobody to text, why it cannot go (the server refuses it too).
 */
export function SendConfirmDialog({ campaign, mode, when, open, pending, onConfirm, onClose }: { campaign: TSmsCampaign; mode: TSendMode; when: string; open: boolean; pending: boolean; onConfirm: (preview: TSmsRecipientsPreview) => void; onClose: () => void }) {
  const [preview, setPreview] = useState<TSmsRecipientsPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setPreview(null);
    setError(null);
    const controller = new AbortController();
    fetchRecipients(campaign.id, controller.signal).then(setPreview, (e: unknown) => {
      if (!controller.signal.aborted) setError(errorMessage(e, 'The recipients could not be counted. Please try again.'));
    });
    return () => controller.abort();
  }, [open, campaign.id]);

  const count = preview?.recipients ?? 0;
  const title = mode === 'send' ? `Send “${campaign.name}” now?` : `Schedule “${campaign.name}”?`;
  const text = !preview
    ? error ?? 'Counting the people in this campaign’s audience…'
    : count === 0
      ? M.noRecipients
      : mode === 'send'
        ? preview.simulated
          ? `Its audience holds ${people(count)} who opted in to texts.`
          : `It goes to ${people(count)} who opted in to texts. A sent text cannot be taken back.`
        : `It goes out ${when} to everyone in its audience then: ${people(count)} today.`;
  return (
    <ConfirmDialog
      open={open}
      title={title}
      text={text}
      confirmLabel={mode === 'send' ? (preview?.simulated ? `Simulate for ${people(count)}` : `Send to ${people(count)}`) : 'Schedule'}
      tone="primary"
      cancelLabel="Not now"
      confirmDisabled={!preview || count === 0}
      pending={pending}
      onConfirm={() => preview && onConfirm(preview)}
      onClose={onClose}
    >
      {preview?.simulated && count > 0 ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          No SMS provider is connected, so this send is simulated: nobody gets a text, and the campaign will say so.
        </Alert>
      ) : null}
      {preview && count === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Import subscribers, or wait until members opt in on their settings page.
        </Typography>
      ) : null}
    </ConfirmDialog>
  );
}
