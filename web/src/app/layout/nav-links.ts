/** The 15 navigation links, in the spec's order and with its labels (spec 000, section 2). */
export const NAV_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Services', to: '/services' },
  { label: 'Government Contracting', to: '/government-contracting' },
  { label: 'Community', to: '/community' },
  { label: 'Training', to: '/training' },
  { label: 'Live Training', to: '/live-training' },
  { label: 'Consultation', to: '/consultation' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Premium', to: '/premium' },
  { label: 'Analytics', to: '/monitoring' },
  { label: 'Compliance', to: '/compliance-monitoring' },
  { label: 'SMS Campaigns', to: '/sms-campaigns' },
  { label: 'Client Portal', to: '/client-portal' },
  { label: 'Settings', to: '/settings' },
  { label: 'Contact', to: '/contact' },
] as const;

export const SCHEDULE_CONSULTATION = { label: 'Schedule Consultation', to: '/contact' } as const;

/** /consultation and /consultations are the same page; its nav link is current on both. */
export function isNavLinkCurrent(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  if (to === '/consultation') return pathname === '/consultation' || pathname === '/consultations';
  return pathname === to || pathname.startsWith(`${to}/`);
}
