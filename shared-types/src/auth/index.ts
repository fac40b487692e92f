import { z } from 'zod';
import '../zod-messages';
import { ROLES, type TRole } from './access';
import type { TPlanId } from '../membership/model';
import { AUTH_MESSAGES, USER_TEXT_LIMITS } from './model';

export { ROLES, type TRole, isOperator, isInstructor, hasPremiumAccess, hasTier, tierOf, roleLabel, displayName } from './access';
export { AUTH_MESSAGES, USER_TEXT_LIMITS, PASSWORD_RESET_TTL_MINUTES, usernameKey, safeReturnTo } from './model';
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

/** Emails are stored trimmed and lower-cased (uniqueness and look-ups ignore case): ' A@B.com ' is 'a@b.com'. */
const normalizedEmail = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);
const ZEmailAddress = z.email(AUTH_MESSAGES.email).max(USER_TEXT_LIMITS.email, AUTH_MESSAGES.email);

export const ZRegisterRequest = z.object({
  username: ZUsername,
  password: ZPassword,
  email: z.preprocess(normalizedEmail, z.union([z.literal(''), ZEmailAddress]).optional()).transform((v) => (v ? v : undefined)),
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

/**
 * A profile field of PATCH /api/auth/user/profile: absent leaves it as it is; empty (or null) clears it.
 * `label` names the field in its message ("First name must be at most 100 characters").
 */
const profileText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

/** PATCH /api/auth/user/profile: the signed-in member's own name, email, company and bio. */
export const ZUpdateProfileRequest = z.object({
  firstName: profileText('First name', USER_TEXT_LIMITS.firstName),
  lastName: profileText('Last name', USER_TEXT_LIMITS.lastName),
  email: z
    .preprocess(normalizedEmail, z.union([z.literal(''), z.null(), ZEmailAddress], { error: AUTH_MESSAGES.email }).optional())
    .transform((v) => (v === undefined ? undefined : v || null)),
  company: profileText('Company', USER_TEXT_LIMITS.company),
  bio: profileText('Bio', USER_TEXT_LIMITS.bio),
});
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

const ZCurrentPassword = z
  .string({ error: AUTH_MESSAGES.currentPasswordRequired })
  .min(1, AUTH_MESSAGES.currentPasswordRequired)
  .max(USER_TEXT_LIMITS.password, AUTH_MESSAGES.currentPasswordWrong);

/** POST /api/auth/user/password. */
export const ZChangePasswordRequest = z
  .object({ currentPassword: ZCurrentPassword, newPassword: ZPassword })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], message: AUTH_MESSAGES.samePassword });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** The change-password form: the request plus the new password typed twice. */
export const ZChangePasswordForm = z
  .object({ currentPassword: ZCurrentPassword, newPassword: ZPassword, confirmPassword: z.string() })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], message: AUTH_MESSAGES.samePassword })
  .refine((v) => v.confirmPassword === v.newPassword, { path: ['confirmPassword'], message: AUTH_MESSAGES.passwordsDiffer });
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

/** POST /api/password-reset: always 202, whether or not an account uses the address. */
export const ZPasswordResetRequest = z.object({
  email: z.preprocess(normalizedEmail, z.string({ error: AUTH_MESSAGES.email }).pipe(ZEmailAddress)),
});
export type TPasswordResetRequest = z.input<typeof ZPasswordResetRequest>;

/** POST /api/password-reset/confirm: the token from the emailed link and the new password. */
export const ZPasswordResetConfirm = z.object({
  token: z.string({ error: AUTH_MESSAGES.resetTokenInvalid }).min(1, AUTH_MESSAGES.resetTokenInvalid).max(200, AUTH_MESSAGES.resetTokenInvalid),
  password: ZPassword,
});
export type TPasswordResetConfirm = z.infer<typeof ZPasswordResetConfirm>;

/** The reset form: the new password typed twice (the token comes from the link). */
export const ZResetPasswordForm = z
  .object({ password: ZPassword, confirmPassword: z.string() })
  .refine((v) => v.confirmPassword === v.password, { path: ['confirmPassword'], message: AUTH_MESSAGES.passwordsDiffer });
export type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

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
