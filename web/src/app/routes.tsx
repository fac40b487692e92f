import { lazy } from 'react';

/** Every route is its own chunk so the home page loads only what it shows. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => lazy(load);

export type AppRoute = { path: string; Component: React.ComponentType };

export const appRoutes: AppRoute[] = [
  { path: '/', Component: page(() => import('../features/marketing/pages/HomePage')) },
  { path: '/services', Component: page(() => import('../features/marketing/pages/ServicesPage')) },
  { path: '/government-contracting', Component: page(() => import('../features/marketing/pages/GovernmentContractingPage')) },
  { path: '/client-portal', Component: page(() => import('../features/client-portal/pages/ClientPortalPage')) },
  { path: '/community', Component: page(() => import('../features/community/pages/CommunityPage')) },
  { path: '/monitoring', Component: page(() => import('../features/monitoring/pages/MonitoringPage')) },
  { path: '/compliance-monitoring', Component: page(() => import('../features/compliance/pages/ComplianceMonitoringPage')) },
  { path: '/premium', Component: page(() => import('../features/membership/pages/PremiumPage')) },
  { path: '/pricing', Component: page(() => import('../features/membership/pages/PricingPage')) },
  { path: '/training', Component: page(() => import('../features/training/pages/TrainingPage')) },
  { path: '/live-training', Component: page(() => import('../features/live-training/pages/LiveTrainingPage')) },
  { path: '/consultation', Component: page(() => import('../features/consultations/pages/ConsultationsPage')) },
  { path: '/consultations', Component: page(() => import('../features/consultations/pages/ConsultationsPage')) },
  { path: '/contact', Component: page(() => import('../features/contact/pages/ContactPage')) },
  { path: '/sms-campaigns', Component: page(() => import('../features/sms/pages/SmsCampaignsPage')) },
  { path: '/settings', Component: page(() => import('../features/settings/pages/SettingsPage')) },
  { path: '/privacy', Component: page(() => import('../features/marketing/pages/PrivacyPage')) },
  { path: '/terms', Component: page(() => import('../features/marketing/pages/TermsPage')) },
  { path: '/accessibility', Component: page(() => import('../features/marketing/pages/AccessibilityPage')) },
  { path: '/sign-in', Component: page(() => import('../features/auth/pages/SignInPage')) },
];
