import { z } from 'zod';
import './zod-messages';

/** Machine-readable error codes; the HTTP status travels separately. */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  PREMIUM_REQUIRED: 'PREMIUM_REQUIRED',
  /** The member's plan does not include more of this (e.g. live sessions this month). */
  PLAN_LIMIT: 'PLAN_LIMIT',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  /** An outside provider (meetings, payments, SMS...) failed or did not answer; nothing was stored. */
  UPSTREAM_FAILED: 'UPSTREAM_FAILED',
  CSRF_REJECTED: 'CSRF_REJECTED',
  INTERNAL: 'INTERNAL',
} as const;
export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export type TFieldError = { path: string; message: string };

/** The one error shape of the API, over HTTP and in socket acks. */
export type TApiError = {
  message: string;
  code: TErrorCode;
  errors?: TFieldError[];
};

export const ZApiError = z.object({
  message: z.string(),
  code: z.enum(Object.values(ErrorCode) as [TErrorCode, ...TErrorCode[]]),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** Turns a zod error into the field list of TApiError; the first message becomes the summary. */
export function fieldErrorsFromZod(error: z.ZodError): TFieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
