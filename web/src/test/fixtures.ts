import type { TUser } from '@app/shared-types/auth';

export function makeUser(overrides: Partial<TUser> = {}): TUser {
  return {
    id: 'u-1',
    username: 'jrivera',
    email: 'j.rivera@example.com',
    firstName: 'Jordan',
    lastName: 'Rivera',
    profileImageUrl: null,
    bio: null,
    company: null,
    phone: null,
    isPremium: false,
    plan: 'free',
    premiumExpiresAt: null,
    smsOptIn: false,
    smsPreferences: 'all',
    zoomPmi: null,
    hasZoomPmiPassword: false,
    role: 'member',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The spec's 15 navigation links (spec 000 section 2), label and path, in its order. */
export const SPEC_NAV_LINKS = [
  ['Home', '/'],
  ['Services', '/services'],
  ['Government Contracting', '/government-contracting'],
  ['Community', '/community'],
  ['Training', '/training'],
  ['Live Training', '/live-training'],
  ['Consultation', '/consultation'],
  ['Pricing', '/pricing'],
  ['Premium', '/premium'],
  ['Analytics', '/monitoring'],
  ['Compliance', '/compliance-monitoring'],
  ['SMS Campaigns', '/sms-campaigns'],
  ['Client Portal', '/client-portal'],
  ['Settings', '/settings'],
  ['Contact', '/contact'],
];
