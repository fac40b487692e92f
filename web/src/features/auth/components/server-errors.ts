import { AUTH_MESSAGES } from '@app/shared-types/auth/model';
import { ApiError, errorMessage, fieldErrors } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors';

export type FormProblem<F extends string> = {
  /** Messages to show under fields. */
  fields: Partial<Record<F, string>>;
  /** A message for the whole form, shown in an alert, when no field explains the failure. */
  form: string | null;
};

/** 409 answers name the field in their message only. */
const CONFLICT_FIELDS: Record<string, string> = {
  [AUTH_MESSAGES.usernameTaken]: 'username',
  [AUTH_MESSAGES.emailTaken]: 'email',
};

function retryHint(seconds: number | undefined): string {
  if (!seconds) return '';
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? ' You can try again in about a minute.' : ` You can try again in about ${minutes} minutes.`;
}

/**
 * Turns a failed sign-in or registration into what the form shows: server field errors on their
 * fields, everything else (wrong credentials, rate limit, server down) as one form-level message.
 */
export function describeAuthError<F extends string>(error: unknown, knownFields: readonly F[]): FormProblem<F> {
  const isKnown = (path: string): path is F => (knownFields as readonly string[]).includes(path);
  const fields: Partial<Record<F, string>> = {};
  for (const [path, message] of Object.entries(fieldErrors(error))) if (isKnown(path)) fields[path] = message;

  if (error instanceof ApiError) {
    const message = error.body?.message;
    const conflictField = message ? CONFLICT_FIELDS[message] : undefined;
    if (error.status === 409 && message && conflictField && isKnown(conflictField)) fields[conflictField] ??= message;
    if (Object.keys(fields).length > 0) return { fields, form: null };
    if (error.status === 401) return { fields, form: message ?? AUTH_MESSAGES.invalidCredentials };
    if (error.status === 429) return { fields, form: (message ?? AUTH_MESSAGES.rateLimited) + retryHint(error.retryAfterSeconds) };
    return { fields, form: message ?? error.message };
  }
  return { fields, form: errorMessage(error) };
}

/**
 * Shows a failed sign-in or registration in a react-hook-form form: field messages under their
 * fields (focusing the first), and returns the form-level message, if any, for the form's alert.
 */
export function showAuthError<F extends string>(
  error: unknown,
  knownFields: readonly F[],
  setError: (name: F, error: { type: string; message: string }, options: { shouldFocus: boolean }) => void,
): string | null {
  const { fields, form } = describeAuthError(error, knownFields);
  showServerFieldErrors(fields, knownFields, setError);
  return form;
}
