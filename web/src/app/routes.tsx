import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { lazyWithPreload, type PreloadableComponent } from '../lib/ui/lazy-with-preload';

/** A page module; `preload` (optional) loads the lazily loaded parts the page shows at first. */
type PageModule = { default: ComponentType; preload?: () => Promise<void> };

/**
 * Every route is its own chunk so the home page loads only what it shows. A prerendered page is
 * preloaded, with the parts it shows at first, before it hydrates (start.tsx); a route reached in
 * the browser loads on render and shows its parts as they arrive.
 */
function page(load: () => Promise<PageModule>): PreloadableComponent<object> {
  const Page = lazyWithPreload(load);
  const loadPage = Page.preload;
  return Object.assign(Page, { preload: () => loadPage().then(() => load()).then((module) => module.preload?.()) });
}

/** `bare`: the page fills the window on its own (its own <main>), outside the site's frame: a projector's page. */
export type AppRoute = { path: string; Component: PreloadableComponent<object>; bare?: boolean };

export const appRoutes: AppRoute[] = [
  { path: '/', Component: page(() => import('../features/marketing/pages/HomePage')) },
  { path: '/services', Component: page(() => import('../features/marketing/pages/ServicesPage')) },
  { path: '/government-contracting', Component: page(() => import('../features/marketing/pages/GovernmentContractingPage')) },
  { path: '/client-portal', Component: page(() => import('./composed/ClientPortalRoute')) },
  { path: '/community', Component: page(() => import('../features/community/pages/CommunityPage')) },
  { path: '/monitoring', Component: page(() => import('../features/monitoring/pages/MonitoringPage')) },
  { path: '/compliance-monitoring', Component: page(() => import('./composed/ComplianceRoute')) },
  { path: '/premium', Component: page(() => import('../features/membership/pages/PremiumPage')) },
  { path: '/pricing', Component: page(() => import('../features/membership/pages/PricingPage')) },
  { path: '/training', Component: page(() => import('../features/training/pages/TrainingPage')) },
  { path: '/live-training', Component: page(() => import('./composed/LiveTrainingRoute')) },
  { path: '/consultation', Component: page(() => import('../features/consultations/pages/ConsultationsPage')) },
  { path: '/consultations', Component: page(() => import('../features/consultations/pages/ConsultationsPage')) },
  { path: '/contact', Component: page(() => import('./composed/ContactRoute')) },
  { path: '/contact/inbox', Component: page(() => import('../features/contact/pages/ContactInboxPage')) },
  { path: '/billing/reconciliation', Component: page(() => import('../features/billing/pages/ReconciliationPage')) },
  { path: '/sms-campaigns', Component: page(() => import('../features/sms/pages/SmsCampaignsPage')) },
  { path: '/settings', Component: page(() => import('./composed/SettingsRoute')) },
  { path: '/privacy', Component: page(() => import('../features/marketing/pages/PrivacyPage')) },
  { path: '/terms', Component: page(() => import('../features/marketing/pages/TermsPage')) },
  { path: '/accessibility', Component: page(() => import('../features/marketing/pages/AccessibilityPage')) },
  { path: '/sign-in', Component: page(() => import('../features/auth/pages/SignInPage')) },
  { path: '/forgot-password', Component: page(() => import('../features/auth/pages/ForgotPasswordPage')) },
  { path: '/reset-password', Component: page(() => import('../features/auth/pages/ResetPasswordPage')) },
  { path: '/profile', Component: page(() => import('./composed/ProfileRoute')) },
  { path: '/notifications', Component: page(() => import('../features/notifications/pages/NotificationsPage')) },
  // Public, per code (not prerendered: served by the SPA shell).
  { path: '/certificates/:code', Component: page(() => import('../features/certificates/pages/VerifyCertificatePage')) },
  // The session's presenter view for a projector (instructors and operators; not prerendered: per session).
  { path: '/live-training/:id/present', Component: page(() => import('../features/live-training/pages/PresenterPage')), bare: true },
];

/** Loads the chunk of the page at `pathname`, if it is one of ours (the not-found page is not lazy). */
export function preloadPageAt(pathname: string): Promise<void> {
  const route = appRoutes.find(({ path }) => matchPath(path, pathname));
  return route ? route.Component.preload() : Promise.resolve();
}
