import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { PLANS, type TPendingPayment } from '@app/shared-types/membership/model';
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog';
import { useDecidePayment, usePaymentQueue } from '../api/payment-queue';
import { formatDate } from '../model/membership';
import { decisionQuestion, type TDecision } from '../model/payment-queue';
import { UpgradeRequests } from './UpgradeRequests';

type Action = { label: string; decision: TDecision; color?: 'error' };

type DecideProps = { actions: Action[]; onDecide: (row: TPendingPayment, d: TDecision) => void; pending: boolean };

function Decisions({ row, actions, onDecide, pending }: DecideProps & { row: TPendingPayment }) {
  return (
    <Stack direction="row" spacing={1}>
      {actions.map((a) => (
        <Button key={a.decision} size="small" variant="outlined" color={a.color} disabled={pending} onClick={() => onDecide(row, a.decision)} aria-label={`${a.label}: ${row.displayName}, ${PLANS[row.planType].name}`}>
          {a.label}
        </Button>
      ))}
    </Stack>
  );
}

/**
 * One list of the queue under its own heading, with its own empty text: with the empty text of a
 * list alone under the list before it, "Nothing waiting." read as if it described the payments above.
 */
function QueueList({ title, empty, rows, actions, onDecide, pending }: DecideProps & { title: string; empty: string; rows: TPendingPayment[] }) {
  const headingId = useId();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title} ({rows.length})
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : narrow ? (
        // On a phone the six columns do not fit: each payment is a short list with its buttons in view.
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => (
            <Box component="li" key={row.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Typography sx={{ fontWeight: 700 }}>
                {row.displayName}: {PLANS[row.planType].name}, ${row.amount}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                Note: {row.email ?? '—'}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Requested {formatDate(row.refundRequestedAt ?? row.createdAt)}
              </Typography>
              <Box sx={{ mt: 1 }}>
                <Decisions row={row} actions={actions} onDecide={onDecide} pending={pending} />
              </Box>
            </Box>
          ))}
        </Stack>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">Member</TableCell>
                <TableCell scope="col">Email (payment note)</TableCell>
                <TableCell scope="col">Plan</TableCell>
                <TableCell scope="col">Amount</TableCell>
                <TableCell scope="col">Requested</TableCell>
                <TableCell scope="col">Decision</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.displayName}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.email ?? '—'}</TableCell>
                  <TableCell>{PLANS[row.planType].name}</TableCell>
                  <TableCell>${row.amount}</TableCell>
                  <TableCell>{formatDate(row.refundRequestedAt ?? row.createdAt)}</TableCell>
                  <TableCell>
                    <Decisions row={row} actions={actions} onDecide={onDecide} pending={pending} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

/**
 * Operators: verify Cash App transfers (approve or reject, recorded with who and when) and record
 * refunds. Each decision grants, refuses or returns money, so it asks first, naming the member,
 * the plan and the amount.
 */
export function PaymentQueuePanel() {
  const { queue, room, apply } = usePaymentQueue(true);
  const decide = useDecidePayment(apply);
  // The question stays while the dialog fades out, so its words and colour do not flip as it closes.
  const [asking, setAsking] = useState<{ row: TPendingPayment; decision: TDecision; open: boolean } | null>(null);
  const question = asking ? decisionQuestion(asking.row, asking.decision) : null;
  const ask = (row: TPendingPayment, decision: TDecision) => setAsking({ row, decision, open: true });
  const close = () => setAsking((a) => (a ? { ...a, open: false } : a));

  async function confirm() {
    if (!asking) return;
    await decide.run(asking.row.id, asking.decision);
    close();
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="payment-queue" sx={{ p: 2, mb: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, flexWrap: 'wrap', gap: 1 }}>
        <Typography id="payment-queue" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          Payment verification
        </Typography>
        {room?.status === 'error' ? (
          <Typography variant="body2" color="error">
            Live updates are unavailable: {room.error.message}
          </Typography>
        ) : null}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Match each Cash App transfer by amount and the member’s email in the note before approving. Nothing is granted until you approve. New payments and other operators’ decisions appear here as they happen.
      </Typography>
      {queue ? (
        <Stack spacing={3}>
          <QueueList
            title="Cash App payments waiting for verification"
            empty="No Cash App payment is waiting for verification."
            rows={queue.pending}
            onDecide={ask}
            pending={decide.pending}
            actions={[{ label: 'Approve', decision: 'approve' }, { label: 'Reject', decision: 'reject', color: 'error' }]}
          />
          <QueueList
            title="Refund requests"
            empty="No refund has been requested."
            rows={queue.refunds}
            onDecide={ask}
            pending={decide.pending}
            actions={[{ label: 'Mark Refunded', decision: 'refund' }]}
          />
          <UpgradeRequests />
        </Stack>
      ) : (
        <Typography>Loading…</Typography>
      )}
      <ConfirmDialog
        open={!!asking?.open}
        title={question?.title ?? ''}
        text={question?.text ?? ''}
        confirmLabel={question?.confirmLabel ?? ''}
        tone={asking?.decision === 'approve' ? 'primary' : 'danger'}
        cancelLabel="Not now"
        pending={decide.pending}
        onConfirm={() => void confirm()}
        onClose={close}
      />
    </Paper>
  );
}
