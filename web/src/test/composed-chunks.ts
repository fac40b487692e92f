/**
 * The chunks app/composed routes put into a feature's page from other features, for that page's
 * tests to load before them (preloadBeforeAll): a feature's own code may not import another
 * feature's, and the first test should not pay for compiling them inside a wait.
 */
export const settingsRouteCards = [
  () => import('../features/calendar/CalendarCard'),
  () => import('../features/membership/components/PaymentProblemBanner'),
  () => import('../features/membership/components/BillingCard'),
  () => import('../features/billing/components/PlanUsageCard'),
  () => import('../features/billing/components/PaymentsCard'),
  () => import('../features/sms-provider/components/SmsIntegrationCard'),
];
