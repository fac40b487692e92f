import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { allowanceSummary, type TAllowanceSummary, type TConsultationAllowance } from '@app/shared-types/consultations/model';
import { upgradeToTierLabel } from '@app/shared-types/membership/model';
import { VisuallyHidden } from '../../../lib/ui/VisuallyHidden';
import { RetryAlert } from '../../../lib/ui/RetryAlert';

const SEVERITY: Record<TAllowanceSummary['state'], 'info' | 'success' | 'warning'> = { none: 'info', left: 'info', 'used-up': 'warning', unlimited: 'success' };

/** Where a member whose plan has no consultations still gets one: the contact page's free initial consultation. */
export const FREE_INITIAL_HREF = '/contact#consultation';

type Props = {
  allowance: TConsultationAllowance | null;
  error: string | null;
  onRetry: () => void;
  /** yyyy-MM (firm time): the month called 'this month'. */
  currentMonth: string;
};

/**
 * The member's consultations allowance, said before any form field: what their plan includes, how
 * many are left in the month, and the way forward (upgrade, or the free initial consultation) when
 * none are. The numbers are the server's (GET /api/consultations/allowance, the booking's own rule).
 */
export function AllowanceNotice({ allowance, error, onRetry, currentMonth }: Props) {
  if (error) {
    return (
      <RetryAlert onRetry={onRetry} label="Try again">
        Your plan&apos;s consultations could not be checked: {error}
      </RetryAlert>
    );
  }
  if (!allowance) {
    return (
      <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 0.5 }}>
        <VisuallyHidden>Checking your plan&apos;s consultations…</VisuallyHidden>
        <Skeleton variant="rounded" height={72} aria-hidden />
      </Box>
    );
  }
  if (allowance.staff) return null;
  const summary = allowanceSummary(allowance, currentMonth);
  return (
    <Alert severity={SEVERITY[summary.state]} role="status" data-testid="consultation-allowance" sx={{ '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}>
      <AlertTitle sx={{ fontWeight: 700 }}>{summary.headline}</AlertTitle>
      {summary.detail}
      {(summary.upgradeTo || summary.state === 'none') && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          {summary.upgradeTo && (
            <Button variant="contained" size="small" href={`/premium?plan=${summary.upgradeTo}`}>
              {upgradeToTierLabel(summary.upgradeTo)}
            </Button>
          )}
          {summary.state === 'none' && (
            <Button variant="outlined" size="small" href={FREE_INITIAL_HREF}>
              Request a free initial consultation
            </Button>
          )}
        </Box>
      )}
    </Alert>
  );
}
