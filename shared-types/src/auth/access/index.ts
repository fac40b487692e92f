/**
 * Roles and the access checks derived from them, kept free of zod so the browser's
 * first-load bundle can use them without pulling in the schema library.
 */
import { membershipLabel, tierAtLeast, type TPlanId } from '../../membership/model';

export const ROLES = ['member', 'instructor', 'operator'] as const;
export type TRole = (typeof ROLES)[number];

type TAccessSubject = { role: TRole; isPremium: boolean };

export const isOperator = (user: Pick<TAccessSubject, 'role'> | null | undefined) => user?.role === 'operator';
export const isInstructor = (user: Pick<TAccessSubject, 'role'> | null | undefined) =>
  user?.role === 'instructor' || user?.role === 'operator';
/** Premium entitlement: an active premium membership, or staff who run the premium content. */
export const hasPremiumAccess = (user: TAccessSubject | null | undefined) =>
  !!user && (user.isPremium || user.role === 'operator' || user.role === 'instructor');

/**
 * Content that asks for a tier (requiredTier: free < starter < professional < premium): the member's
 * plan must reach it; staff who run the content have every tier.
 */
export function hasTier(user: (TAccessSubject & { plan?: TPlanId }) | null | undefined, requiredTier: TPlanId): boolean {
  return tierAtLeast(tierOf(user), requiredTier);
}

/** The tier a person holds: staff every tier, a paying member their plan, everyone else free. */
export function tierOf(user: (TAccessSubject & { plan?: TPlanId }) | null | undefined): TPlanId {
  if (!user) return 'free';
  if (user.role === 'operator' || user.role === 'instructor') return 'premium';
  return user.isPremium ? (user.plan ?? 'premium') : 'free';
}

/** The label the account menu shows for a user: staff by role, members by their plan (membershipLabel). */
export function roleLabel(user: TAccessSubject & { plan?: TPlanId }): string {
  if (user.role === 'operator') return 'Operator';
  if (user.role === 'instructor') return 'Instructor';
  return membershipLabel(user);
}

/** How a person is named to others: first and last name when given, else the username. */
export function displayName(user: { username: string; firstName?: string | null; lastName?: string | null }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}
