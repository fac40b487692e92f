import { useEffect, useState } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TPaymentsStatus } from '@app/shared-types/membership/model';
import { getJson } from '../../../lib/api-client';
import { SectionCard } from '../../../lib/ui/SectionCard';

const PROVIDERS = [
  { key: 'square', label: 'Square (cards)' },
  { key: 'paypal', label: 'PayPal (wallet)' },
] as const;

/** Read-only: card and wallet credentials live in the server environment, set by an administrator. */
export function PaymentStatusCard() {
  const [status, setStatus] = useState<TPaymentsStatus | null>(null);
  useEffect(() => {
    getJson<TPaymentsStatus>('/api/payments/status').then(setStatus, () => setStatus(null));
  }, []);
  return (
    <SectionCard titleId="payment-processing-title" title="Payment Processing">
      <Stack spacing={1} sx={{ mb: 2 }}>
        {PROVIDERS.map(({ key, label }) => (
          <Stack key={key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2">{label}</Typography>
            <Chip size="small" color={status?.[key].configured ? 'success' : 'default'} label={!status ? 'Checking…' : status[key].configured ? 'Configured' : 'Not configured'} />
          </Stack>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Payment credentials are set in the server environment; an administrator must set them.
      </Typography>
    </SectionCard>
  );
}
