import { useCallback, useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCents } from '@app/shared-types/billing/model';
import { PLANS, type TPendingPayment, type TSubscription } from '@app/shared-types/membership/model';
import { rooms } from '@app/shared-types/realtime/model';
import { apiRequest, getJson } from '../../../lib/api-client';
import { useRoom, useSocketEvent } from '../../../lib/socket';
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog';
import { useAction } from '../../../lib/use-action';
import { formatDate } from '../model/membership';

type Decision = 'approve' | 'reject';
const decide = (id: string, decision: Decision) => apiRequest<TSubscription>('POST', `/api/subscriptions/${encodeURIComponent(id)}/upgrade/${decision}`);
const amountOf = (row: TPendingPayment) => formatCents(Math.round(row.amount * 100));

/**
 * Operators: plan upgrades paid by Cash App (the prorated amount), to verify like any transfer. Live
 * through the `payments` room the queue above uses: a new upgrade, or another operator's decision,
 * shows without a reload; the list loads again after each decision here and after a reconnect.
 */
export function UpgradeRequests() {
  const headingId = useId();
  const [rows, setRows] = useState<TPendingPayment[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [asking, setAsking] = useState<{ row: TPendingPayment; decision: Decision; open: boolean } | null>(null);
  const load = useCallback(() => {
    getJson<TPendingPayment[]>('/api/subscriptions/upgrades').then(
      (list) => {
        setRows(list);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(load, [load]);
  useRoom(rooms.payments, { onResync: load });
  // An arrival replaces a row it already has (a snapshot that raced the event), never doubles it.
  useSocketEvent('upgrade:queued', ({ payment }) => setRows((list) => (list ? [...list.filter((r) => r.id !== payment.id), payment] : list)));
  useSocketEvent('upgrade:dequeued', ({ id }) => setRows((list) => (list ? list.filter((r) => r.id !== id) : list)));
  const action = useAction(decide, {
    success: (_r, _id, decision) => ({ variant: 'success', title: decision === 'approve' ? 'Upgrade Approved' : 'Upgrade Rejected' }),
    errorTitle: 'Review Failed',
    errorFallback: 'Failed to record the decision. Please try again.',
  });

  async function confirm() {
    if (!asking) return;
    await action.run(asking.row.id, asking.decision);
    setAsking((a) => (a ? { ...a, open: false } : a));
    load();
  }

  const what = asking ? `${asking.row.displayName}'s upgrade to ${PLANS[asking.row.planType].name}, ${amountOf(asking.row)}` : '';
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Plan upgrades waiting for verification ({rows?.length ?? 0})
      </Typography>
      {failed ? (
        <Typography role="alert">
          The upgrade requests could not be loaded.{' '}
          <Button size="small" onClick={load}>
            Try again
          </Button>
        </Typography>
      ) : rows === null ? (
        <Typography>Loading…</Typography>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">No plan upgrade is waiting for verification.</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => (
            <Box component="li" key={row.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Typography sx={{ fontWeight: 700 }}>
                {row.displayName}: upgrade to {PLANS[row.planType].name}, {amountOf(row)}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                Note: {row.email ?? '—'} · Requested {formatDate(row.createdAt)}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                {(['approve', 'reject'] as const).map((d) => (
                  <Button
                    key={d}
                    size="small"
                    variant="outlined"
                    color={d === 'reject' ? 'error' : undefined}
                    disabled={action.pending}
                    onClick={() => setAsking({ row, decision: d, open: true })}
                    aria-label={`${d === 'approve' ? 'Approve' : 'Reject'} upgrade: ${row.displayName}, ${PLANS[row.planType].name}`}
                  >
                    {d === 'approve' ? 'Approve' : 'Reject'}
                  </Button>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={!!asking?.open}
        title={asking?.decision === 'approve' ? 'Approve this upgrade?' : 'Reject this upgrade?'}
        text={
          asking?.decision === 'approve'
            ? `Approve ${what}? Do it only after you have found the transfer in Cash App. The new plan starts at once, for a month.`
            : `Reject ${what}? Do it only when no matching transfer arrived. The member keeps the current plan.`
        }
        confirmLabel={asking?.decision === 'approve' ? 'Approve Upgrade' : 'Reject Upgrade'}
        tone={asking?.decision === 'approve' ? 'primary' : 'danger'}
        cancelLabel="Not now"
        pending={action.pending}
        onConfirm={() => void confirm()}
        onClose={() => setAsking((a) => (a ? { ...a, open: false } : a))}
      />
    </Box>
  );
}
