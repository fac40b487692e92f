import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCents, RAIL_LABELS, REFUSAL_LABELS, type TMoneyFigure, type TReconciliation } from '@app/shared-types/billing/model';
import { ColumnHeads } from '../../../lib/ui/ColumnHeads';
import { monthLabel } from '../model/ledger';

const figure = (f: TMoneyFigure) => `${formatCents(f.amount)} (${f.count})`;
const when = (iso: string | null) => (iso ? new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) + ' UTC' : '—');

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} variant="h6" component="h2" gutterBottom>
      {children}
    </Typography>
  );
}

/** Received vs settled vs granted per rail: a difference between them is what an operator looks into. */
export function RailTable({ report }: { report: TReconciliation }) {
  return (
    <section aria-labelledby="rails-heading">
      <Heading id="rails-heading">{`By payment rail, ${monthLabel(report.month)}`}</Heading>
      <TableContainer tabIndex={0} aria-labelledby="rails-heading">
        <Table size="small">
          <ColumnHeads labels={['Rail', 'Received', 'Settled', 'Granted', 'Refunded']} right={['Received', 'Settled', 'Granted', 'Refunded']} />
          <TableBody>
            {report.rails.map((r) => (
              <TableRow key={r.rail}>
                <TableCell component="th" scope="row">{RAIL_LABELS[r.rail]}</TableCell>
                <TableCell align="right">{figure(r.received)}</TableCell>
                <TableCell align="right">{figure(r.settled)}</TableCell>
                <TableCell align="right">{figure(r.granted)}</TableCell>
                <TableCell align="right">{figure(r.refunded)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Amount (number of payments). Received: payments reported this month; settled: verified this month; granted: whose period a membership applied this month.
      </Typography>
    </section>
  );
}

export function UnmatchedTable({ report }: { report: TReconciliation }) {
  return (
    <section aria-labelledby="unmatched-heading">
      <Heading id="unmatched-heading">Refused provider events</Heading>
      {report.unmatched.length === 0 ? (
        <Typography variant="body2">No provider event was refused in {monthLabel(report.month)}.</Typography>
      ) : (
        <TableContainer tabIndex={0} aria-labelledby="unmatched-heading">
          <Table size="small">
            <ColumnHeads labels={['Received', 'Rail', 'Why refused', 'Provider subscription', 'Amount', 'Event']} right={['Amount']} />
            <TableBody>
              {report.unmatched.map((u) => (
                <TableRow key={u.id}>
                  <TableCell>{when(u.receivedAt)}</TableCell>
                  <TableCell>{RAIL_LABELS[u.rail]}</TableCell>
                  <TableCell>{REFUSAL_LABELS[u.reason]}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{u.providerSubscriptionId ?? '—'}</TableCell>
                  <TableCell align="right">{u.amount === null ? '—' : `${formatCents(u.amount, u.currency && /^[A-Z]{3}$/.test(u.currency) ? u.currency : 'USD')}${u.currency && u.currency !== 'USD' ? ` ${u.currency}` : ''}`}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{u.eventId}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}

export function PendingTable({ report }: { report: TReconciliation }) {
  return (
    <section aria-labelledby="pending-heading">
      <Heading id="pending-heading">Waiting for verification over 48 hours</Heading>
      {report.pendingVerifications.length === 0 ? (
        <Typography variant="body2">No payment has waited more than 48 hours for verification.</Typography>
      ) : (
        <TableContainer tabIndex={0} aria-labelledby="pending-heading">
          <Table size="small">
            <ColumnHeads labels={['Requested', 'Member', 'Rail', 'Amount']} right={['Amount']} />
            <TableBody>
              {report.pendingVerifications.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{when(p.createdAt)}</TableCell>
                  <TableCell>{`${p.memberName} (${p.memberUsername})`}</TableCell>
                  <TableCell>{RAIL_LABELS[p.rail]}</TableCell>
                  <TableCell align="right">{formatCents(p.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
