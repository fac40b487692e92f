/**
 * Account texts, limits and helpers without zod, for the browser's first load (the sign-in page
 * needs the messages and the return path check before any schema).
 */
export const AUTH_MESSAGES = {
  usernameMin: 'Username must be at least 3 characters',
  passwordMin: 'Password must be at least 6 characters',
  email: 'Please enter a valid email address',
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'Username is already taken',
  emailTaken: 'An account with this email already exists',
  rateLimited: 'Too many attempts. Please try again later.',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is incorrect',
  samePassword: 'Choose a new password that differs from your current one',
  passwordsDiffer: 'The passwords do not match',
  resetRequested: "If an account uses that address, we've sent a link to reset your password. The link works once, within 30 minutes.",
  resetTokenInvalid: 'This password reset link is invalid, has expired or has been used already. Please ask for a new one.',
  resetTooMany: 'Too many password reset requests. Please try again later.',
  resetUnavailable: "Password reset by email is not available yet: the site's public address is not configured. Please contact us to reset your password.",
} as const;

/** How long a password reset link works, from the moment it is sent. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

/**
 * The longest text each account field takes, in characters (Unicode code points, as zod's max and
 * the user model both count them: an emoji is one). The one source for the schemas and the model.
 */
export const USER_TEXT_LIMITS = {
  username: 40,
  password: 200,
  email: 254,
  firstName: 100,
  lastName: 100,
  company: 200,
  bio: 2000,
  phone: 30,
  profileImageUrl: 500,
  zoomPmi: 50,
  zoomPmiPassword: 100,
} as const;

/** The form a username is stored, looked up and rate-limited under: 'Ada', ' ADA ' and 'ada' are one account. */
export const usernameKey = (username: string) => username.trim().toLowerCase();

/** Same-site path only: starts with one slash, no scheme, no protocol-relative `//`, no backslash tricks. */
export function safeReturnTo(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f]/.test(value)) return fallback;
  return value;
}
