/** The account pages' own texts (the spec is silent on these pages; see the module's report). */
export const ACCOUNT_TEXTS = {
  profileSaved: { title: 'Profile updated', description: 'Your name and details are saved.' },
  profileFailed: 'Profile not saved',
  passwordChanged: { title: 'Password changed', description: 'Your other sessions have been signed out. This one stays signed in.' },
  passwordFailed: 'Password not changed',
  resetRequestFailed: 'Could not send the link',
  resetFailed: 'Password not reset',
  resetDone: 'Your password has been changed, and every session of your account has been signed out. Sign in with your new password.',
  resetLinkMissing: 'This page needs the link from your password reset email. Open the link from the email, or ask for a new one.',
} as const;
