import { z } from 'zod';
import '../zod-messages';
import { ROLES, type TRole } from './access';
import type { TPlanId } from '../membership/model';
import { AUTH_MESSAGES, USER_TEXT_LIMITS } from './model';

export { ROLES, type TRole, isOperator, isInstructor, hasPremiumAccess, hasTier, tierOf, roleLabel, displayName } from './access';
export { AUTH_MESSAGES, USER_TEXT_LIMITS, usernameKey, safeReturnTo } from './model';
export const ZRole = z.enum(ROLES);

export const ZUsername = z
  .string()
  .trim()
  .min(3, AUTH_MESSAGES.usernameMin)
  .max(USER_TEXT_LIMITS.username, `Username must be at most ${USER_TEXT_LIMITS.username} characters`)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may only contain letters, numbers, dots, dashes and underscores');

export const ZPassword = z
  .string()
  .min(6, AUTH_MESSAGES.passwordMin)
  .max(USER_TEXT_LIMITS.password, `Password must be at most ${USER_TEXT_LIMITS.password} characters`);

/** An empty string from a form field means "not given". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const ZRegisterRequest = z.object({
  username: ZUsername,
  password: ZPassword,
  // Trimmed and lower-cased before the format check, so ' A@B.com ' is accepted as 'a@b.com'.
  email: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      z.union([z.literal(''), z.email(AUTH_MESSAGES.email).max(USER_TEXT_LIMITS.email, AUTH_MESSAGES.email)]).optional(),
    )
    .transform((v) => (v ? v : undefined)),
  firstName: optionalText(USER_TEXT_LIMITS.firstName),
  lastName: optionalText(USER_TEXT_LIMITS.lastName),
  company: optionalText(USER_TEXT_LIMITS.company),
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZLoginRequest = z.object({
  username: z.string().trim().min(1, 'Username is required').max(200),
  password: z.string().min(1, 'Password is required').max(200),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/**
 * PATCH /api/auth/user/settings (spec 001): the personal meeting ID (hint XXX XXX XXXX, not enforced)
 * and its password (absent: kept; empty or null: removed), plus the member's own text opt-in.
 */
export const ZUserSettings = z.object({
  zoomPmi: z.string({ error: 'zoomPmi must be text' }).trim().max(USER_TEXT_LIMITS.zoomPmi, `Personal meeting ID must be at most ${USER_TEXT_LIMITS.zoomPmi} characters`).nullable().optional(),
  zoomPmiPassword: z.string({ error: 'zoomPmiPassword must be text' }).max(USER_TEXT_LIMITS.zoomPmiPassword, `Meeting password must be at most ${USER_TEXT_LIMITS.zoomPmiPassword} characters`).nullable().optional(),
  phone: z.string({ error: 'phone must be text' }).trim().max(USER_TEXT_LIMITS.phone, `Phone must be at most ${USER_TEXT_LIMITS.phone} characters`).nullable().optional(),
  smsOptIn: z.boolean({ error: 'smsOptIn must be true or false' }).optional(),
});
export type TUserSettings = z.input<typeof ZUserSettings>;

export const ZDeleteAccountRequest = z.object({
  password: z.string({ error: 'Please enter your password to confirm' }).min(1, 'Please enter your password to confirm').max(200),
});

/** The user as the browser sees it: never the password hash, payment-provider ids or meeting passwords. */
export type TUser = {
  id: string;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  bio: string | null;
  company: string | null;
  phone: string | null;
  isPremium: boolean;
  premiumExpiresAt: string | null;
  /** The paid plan behind isPremium ('free' without an active membership). */
  plan: TPlanId;
  smsOptIn: boolean;
  smsPreferences: string;
  zoomPmi: string | null;
  hasZoomPmiPassword: boolean;
  role: TRole;
  createdAt: string;
  updatedAt: string;
};
