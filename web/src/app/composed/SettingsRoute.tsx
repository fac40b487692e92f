import { Suspense, lazy } from 'react';
import Stack from '@mui/material/Stack';
import { CALENDAR_SETTINGS_TEXTS } from '@app/shared-types/calendar/model';
import SettingsPage from '../../features/settings/pages/SettingsPage';
import { CalendarCardFrame } from '../../features/calendar/CalendarCardFrame';
import { LazyCalendarCard } from './lazy-calendar-card';

// Signed-in readers only, like the calendar card: visitors never load the membership code.
const LazyPaymentProblemBanner = lazy(() => import('../../features/membership/components/PaymentProblemBanner').then((m) => ({ default: m.PaymentProblemBanner })));
const LazyBillingCard = lazy(() => import('../../features/membership/components/BillingCard').then((m) => ({ default: m.BillingCard })));
const LazyPlanUsageCard = lazy(() => import('../../features/billing/components/PlanUsageCard').then((m) => ({ default: m.PlanUsageCard })));
const LazyPaymentsCard = lazy(() => import('../../features/billing/components/PaymentsCard').then((m) => ({ default: m.PaymentsCard })));
// Rendered for operators only (the settings page decides), so members never load the provider's code.
const LazySmsProviderCard = lazy(() => import('../../features/sms-provider/components/SmsIntegrationCard').then((m) => ({ default: m.SmsIntegrationCard })));

/**
 * /settings with the calendar feature's card (spec 001 section 2), in the settings page's words
 * (section 8), the membership feature's Billing section (/settings#billing, issue 23) with the billing
 * feature's plan usage meters and payments and receipts (issue 27) under it and, for
 * operators, the sms-provider feature's SMS Integration card.
 */
export default function SettingsRoute() {
  return (
    <SettingsPage
      calendarCard={
        <Suspense fallback={<CalendarCardFrame />}>
          <LazyCalendarCard texts={CALENDAR_SETTINGS_TEXTS} />
        </Suspense>
      }
      billingCard={
        <Stack spacing={3}>
          <Suspense>
            <LazyPaymentProblemBanner />
          </Suspense>
          <Suspense>
            <LazyBillingCard />
          </Suspense>
          <Suspense>
            <LazyPlanUsageCard />
          </Suspense>
          <Suspense>
            <LazyPaymentsCard />
          </Suspense>
        </Stack>
      }
      smsProviderCard={
        <Suspense>
          <LazySmsProviderCard />
        </Suspense>
      }
    />
  );
}
