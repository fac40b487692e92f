import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { MEMBERSHIP_MESSAGES as M, PAID_PLAN_IDS, PLANS, type TPaidPlanId, type TPlanChangeQuote } from '@app/shared-types/membership/model';
import { errorMessage } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { changePlan, previewPlanChange } from '../api/plan-change';
import { quoteLines } from '../model/plan-change';
import { DetailList, DetailRow } from '../../../lib/ui/SectionCard';

type Preview = { state: 'idle' } | { state: 'loading' } | { state: 'ready'; quote: TPlanChangeQuote } | { state: 'refused'; message: string };

/**
 * Change plan: the member picks a plan, sees the server's preview (credit, amount due, when it takes
 * effect) and only then confirms. A plan the server refuses says why here, before anything is sent.
 */
export function ChangePlanDialog({ open, current, onClose, onChanged }: { open: boolean; current: TPaidPlanId; onClose: () => void; onChanged: () => void }) {
  const id = useId();
  const [planId, setPlanId] = useState<TPaidPlanId | ''>('');
  const [preview, setPreview] = useState<Preview>({ state: 'idle' });
  const [done, setDone] = useState<TPlanChangeQuote | null>(null);
  const confirm = useAction(changePlan, {
    success: (q) =>
      q.effective === 'now'
        ? { variant: 'success', title: 'Upgrade requested', description: `${PLANS[q.planId].name} starts as soon as we verify your payment.` }
        : { variant: 'success', title: 'Plan change scheduled', description: `${PLANS[q.planId].name} starts at the end of your paid period.` },
    errorTitle: M.subscriptionErrorTitle,
    errorFallback: M.subscriptionErrorText,
  });

  useEffect(() => {
    if (!open) {
      setPlanId('');
      setPreview({ state: 'idle' });
      setDone(null);
    }
  }, [open]);

  useEffect(() => {
    if (!planId) return;
    let live = true;
    setPreview({ state: 'loading' });
    previewPlanChange(planId).then(
      (quote) => live && setPreview({ state: 'ready', quote }),
      (error: unknown) => live && setPreview({ state: 'refused', message: errorMessage(error, M.subscriptionErrorText) }),
    );
    return () => {
      live = false;
    };
  }, [planId]);

  async function onConfirm() {
    if (preview.state !== 'ready' || confirm.pending) return;
    const outcome = await confirm.run(preview.quote.planId);
    if (!outcome.ok) return;
    onChanged();
    // A Cash App upgrade: keep the dialog open on what to send; a scheduled downgrade is done.
    if (outcome.data.effective === 'now' && outcome.data.instructions) setDone(outcome.data);
    else onClose();
  }

  const choices = PAID_PLAN_IDS.filter((p) => p !== current);
  return (
    <Dialog open={open} onClose={confirm.pending ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>Change plan</DialogTitle>
      <DialogContent>
        {done ? (
          <Alert severity="info" role="status">
            {done.instructions}
          </Alert>
        ) : (
          <>
            <FormControl>
              <FormLabel id={`${id}-plans`}>{`You are on the ${PLANS[current].name} plan. Move to:`}</FormLabel>
              <RadioGroup aria-labelledby={`${id}-plans`} name="planId" value={planId} onChange={(e) => setPlanId(e.target.value as TPaidPlanId)}>
                {choices.map((p) => (
                  <FormControlLabel key={p} value={p} control={<Radio />} label={`${PLANS[p].name}, $${PLANS[p].price} per month`} />
                ))}
              </RadioGroup>
            </FormControl>
            <div aria-live="polite">
              {preview.state === 'loading' ? (
                <Typography variant="body2" sx={{ mt: 2 }}>
                  Working out the figures…
                </Typography>
              ) : null}
              {preview.state === 'refused' ? (
                <Alert severity="warning" sx={{ mt: 2 }}>
                  {preview.message}
                </Alert>
              ) : null}
              {preview.state === 'ready' ? <QuoteTable quote={preview.quote} labelledBy={`${id}-quote`} /> : null}
            </div>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {done ? (
          <Button onClick={onClose} variant="contained">
            Done
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={confirm.pending}>
              Keep my plan
            </Button>
            <Button variant="contained" onClick={() => void onConfirm()} disabled={preview.state !== 'ready'} aria-disabled={confirm.pending || undefined}>
              {confirm.pending ? 'Confirming…' : preview.state === 'ready' && preview.quote.effective === 'now' ? 'Confirm upgrade' : 'Confirm change'}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

function QuoteTable({ quote, labelledBy }: { quote: TPlanChangeQuote; labelledBy: string }) {
  return (
    <>
      <Typography id={labelledBy} variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
        {`Changing to ${PLANS[quote.planId].name}`}
      </Typography>
      <DetailList>
        {quoteLines(quote).map(({ label, value }) => (
          <DetailRow key={label} label={label}>
            {value}
          </DetailRow>
        ))}
      </DetailList>
    </>
  );
}
