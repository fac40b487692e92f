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

export { SPEC_NAV_LINKS } from './spec-nav-links';
