import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BILLING_MESSAGES as B, type TLedgerEntry } from '@app/shared-types/billing/model';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { SectionCard } from '../../../lib/ui/SectionCard';
import { useMyLedger } from '../api/ledger';
import { entrySummary, entryTitle, hasReceipt, receiptHref } from '../model/ledger';
import { SectionLoad } from './SectionLoad';

/**
 * /settings: every payment the member made, from the ledger (what was paid, for which period, by
 * which rail, in which state), each paid one with its receipt as PDF and as a printable page.
 */
export function PaymentsCard() {
  const { user } = useCurrentUser();
  const { entries, failed } = useMyLedger(user ? `${user.id}:${user.isPremium}:${user.plan}:${user.premiumExpiresAt ?? ''}` : null);
  if (!user) return null;
  return (
    <SectionCard titleId="payments-card-title" title="Payments and receipts" id="payments" sx={{ scrollMarginTop: 96 }}>
      <SectionLoad what="payments" failed={failed} loading={entries === null}>
        {entries?.length ? (
          <List disablePadding aria-labelledby="payments-card-title">
            {entries.map((entry) => (
              <PaymentRow key={entry.id} entry={entry} />
            ))}
          </List>
        ) : (
          <Typography variant="body2">{B.emptyLedger}</Typography>
        )}
      </SectionLoad>
    </SectionCard>
  );
}

function PaymentRow({ entry }: { entry: TLedgerEntry }) {
  return (
    <ListItem disableGutters divider sx={{ display: 'block', py: 1.5 }}>
      <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
        {entryTitle(entry)}
      </Typography>
      <Typography variant="body2" component="p" color="text.secondary">
        {entrySummary(entry)}
      </Typography>
      {hasReceipt(entry) ? (
        <Stack direction="row" spacing={2} sx={{ mt: 0.5, flexWrap: "wrap" }} useFlexGap>
          <Typography variant="body2" component="span">
            Receipt {entry.receiptNumber}:
          </Typography>
          {/* Named in full for screen readers' link lists; the names start with the visible words (WCAG 2.5.3). */}
          <Link href={receiptHref(entry, 'pdf')} download variant="body2" aria-label={`Download PDF of receipt ${entry.receiptNumber}`}>
            Download PDF
          </Link>
          <Link href={receiptHref(entry, 'html')} target="_blank" rel="noopener" variant="body2" aria-label={`View receipt ${entry.receiptNumber} (opens in a new tab)`}>
            View
          </Link>
        </Stack>
      ) : null}
    </ListItem>
  );
}
