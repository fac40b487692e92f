import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MEMBERSHIP_MESSAGES as M, PLANS, type TSubscription } from '@app/shared-types/membership/model';
import { apiRequest } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog';
import { useAction } from '../../../lib/use-action';
import { undoPlanChange } from '../api/plan-change';
import { pendingChangeDetail, pendingChangeText } from '../model/plan-change';
import { ChangePlanDialog } from './ChangePlanDialog';

const cancelAtPeriodEnd = () => apiRequest<TSubscription>('POST', '/api/subscriptions/mine/cancel');
const longDay = (iso: string | null) => (iso ? new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso)) : 'the end of the paid period');

/**
 * The Billing section's plan controls for an active membership: a pending downgrade or cancellation
 * ("Professional until Dec 31, then Starter") with Undo; Change plan (with the server's preview
 * before confirming); cancel at period end behind a confirmation. `onChanged` reloads the membership.
 */
export function PlanChanges({ subscription, onChanged }: { subscription: TSubscription; onChanged: () => void }) {
  const [dialog, setDialog] = useState<'change' | 'cancel' | null>(null);
  const undo = useAction(undoPlanChange, {
    success: { variant: 'success', title: 'Change undone', description: `Your ${PLANS[subscription.planType].name} plan continues as before.` },
    errorTitle: M.subscriptionErrorTitle,
    errorFallback: M.subscriptionErrorText,
  });
  const cancel = useAction(cancelAtPeriodEnd, {
    success: { variant: 'success', title: 'Membership Cancelled', description: 'Your membership will not renew. Your access continues until the end of the paid period.' },
    errorTitle: M.subscriptionErrorTitle,
    errorFallback: M.subscriptionErrorText,
  });
  const pending = subscription.pendingChange ?? null;
  const text = pendingChangeText(subscription);

  async function onUndo() {
    if (undo.pending) return;
    if ((await undo.run()).ok) onChanged();
  }
  async function onCancel() {
    const outcome = await cancel.run();
    setDialog(null);
    if (outcome.ok) onChanged();
  }

  return (
    <Box sx={{ mt: 2 }}>
      {pending && text ? (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            pending.kind === 'upgrade' ? undefined : (
              <Button color="inherit" size="small" onClick={() => void onUndo()} aria-disabled={undo.pending || undefined} aria-label={`Undo: keep ${PLANS[subscription.planType].name} after ${longDay(pending.effectiveAt)}`}>
                Undo
              </Button>
            )
          }
        >
          <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
            {text}
          </Typography>
          <Typography variant="body2" component="p">
            {pendingChangeDetail(subscription)}
          </Typography>
        </Alert>
      ) : null}
      {pending ? null : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" onClick={() => setDialog('change')}>
            Change plan
          </Button>
          <Button variant="outlined" color="error" onClick={() => setDialog('cancel')}>
            Cancel membership
          </Button>
        </Box>
      )}
      <ChangePlanDialog open={dialog === 'change'} current={subscription.planType} onClose={() => setDialog(null)} onChanged={onChanged} />
      <ConfirmDialog
        open={dialog === 'cancel'}
        title="Cancel your membership?"
        text={`Your ${PLANS[subscription.planType].name} plan stays until ${longDay(subscription.expiresAt)} and does not renew; after that you are on the Free plan. You can undo this until then.`}
        confirmLabel={cancel.pending ? 'Cancelling…' : 'Cancel at period end'}
        cancelLabel="Keep my membership"
        pending={cancel.pending}
        onConfirm={() => void onCancel()}
        onClose={() => setDialog(null)}
      />
    </Box>
  );
}
