import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import type { TUser } from '@app/shared-types/auth';
import { AccountInfoCard } from './AccountInfoCard';
import { MeetingIdForm } from './MeetingIdForm';
import { PaymentStatusCard } from './PaymentStatusCard';
import { TextMessagesCard } from './TextMessagesCard';

/**
 * A signed-in reader's settings (with Billing, composed in by the app); operators also get the
 * firm's SMS provider (the sms-provider feature's card, composed in by the app) and payment status. Its own chunk.
 */
export default function MemberSettings({ user, isOperator, calendarCard, billingCard, smsProviderCard }: { user: TUser; isOperator: boolean; calendarCard?: ReactNode; billingCard?: ReactNode; smsProviderCard?: ReactNode }) {
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        {calendarCard}
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <MeetingIdForm key={user.id} user={user} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextMessagesCard key={user.id} user={user} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <AccountInfoCard user={user} />
      </Grid>
      {billingCard ? <Grid size={{ xs: 12, md: 6 }}>{billingCard}</Grid> : null}
      {isOperator && (
        <>
          {smsProviderCard ? <Grid size={{ xs: 12, md: 6 }}>{smsProviderCard}</Grid> : null}
          <Grid size={{ xs: 12, md: 6 }}>
            <PaymentStatusCard />
          </Grid>
        </>
      )}
    </Grid>
  );
}
