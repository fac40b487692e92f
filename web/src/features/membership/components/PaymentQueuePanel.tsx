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
import { PLANS, type TPendingPayment } from '@app/shared-types/membership/model';
import { useDecidePayment, usePaymentQueue } from '../api/payment-queue';
import { formatDate } from '../model/membership';

type Action = { label: string; decision: 'approve' | 'reject' | 'refund'; color?: 'error' };

function QueueTable({ caption, rows, actions, onDecide, pending }: { caption: string; rows: TPendingPayment[]; actions: Action[]; onDecide: (id: string, d: Action['decision']) => void; pending: boolean }) {
  if (!rows.length) return <Typography color="text.secondary">Nothing waiting.</Typography>;
  return (
    <TableContainer>
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>{caption}</caption>
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
              <TableCell>{row.email ?? '—'}</TableCell>
              <TableCell>{PLANS[row.planType].name}</TableCell>
              <TableCell>${row.amount}</TableCell>
              <TableCell>{formatDate(row.refundRequestedAt ?? row.createdAt)}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1}>
                  {actions.map((a) => (
                    <Button key={a.decision} size="small" variant="outlined" color={a.color} disabled={pending} onClick={() => onDecide(row.id, a.decision)} aria-label={`${a.label}: ${row.displayName}, ${PLANS[row.planType].name}`}>
                      {a.label}
                    </Button>
                  ))}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Operators: verify Cash App transfers (approve or reject, recorded with who and when) and record refunds. */
export function PaymentQueuePanel() {
  const { queue, room, apply } = usePaymentQueue(true);
  const decide = useDecidePayment(apply);
  const onDecide = (id: string, decision: Action['decision']) => void decide.run(id, decision);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="payment-queue" sx={{ p: 2, mt: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
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
          <QueueTable caption="Cash App payments waiting for verification" rows={queue.pending} onDecide={onDecide} pending={decide.pending} actions={[{ label: 'Approve', decision: 'approve' }, { label: 'Reject', decision: 'reject', color: 'error' }]} />
          <QueueTable caption="Refund requests" rows={queue.refunds} onDecide={onDecide} pending={decide.pending} actions={[{ label: 'Mark Refunded', decision: 'refund' }]} />
        </Stack>
      ) : (
        <Typography>Loading…</Typography>
      )}
    </Paper>
  );
}
