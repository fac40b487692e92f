import type { TUser } from '@app/shared-types/auth';
import { toIso } from '../../db/define-model';
import type { IUser } from './user.model';

/** Premium lapses at premiumExpiresAt; the stored flag alone does not grant access after that. */
export function isPremiumActive(user: Pick<IUser, 'isPremium' | 'premiumExpiresAt'>, now = new Date()): boolean {
  return !!user.isPremium && (!user.premiumExpiresAt || user.premiumExpiresAt > now);
}

/** The browser's view of a user: no password hash, payment-provider ids or meeting password. */
export function toUserDTO(user: IUser): TUser {
  const premium = isPremiumActive(user);
  return {
    id: user._id.toString(),
    username: user.username,
    email: user.email ?? null,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    profileImageUrl: user.profileImageUrl ?? null,
    bio: user.bio ?? null,
    company: user.company ?? null,
    phone: user.phone ?? null,
    isPremium: premium,
    premiumExpiresAt: toIso(user.premiumExpiresAt),
    // A premium flag set without a plan (demo accounts, before memberships existed) is the full plan.
    plan: premium ? (user.plan && user.plan !== 'free' ? user.plan : 'premium') : 'free',
    smsOptIn: !!user.smsOptIn,
    smsPreferences: user.smsPreferences ?? 'all',
    zoomPmi: user.zoomPmi ?? null,
    hasZoomPmiPassword: !!user.zoomPmiPassword,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
