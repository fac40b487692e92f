/**
 * The API's error codes and shape without zod, for code that must not load it (the web app's first
 * loads); `@app/shared-types/errors` re-exports all of it beside the zod schema.
 */
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
  /** The server lacks configuration this feature needs (it says which); nothing was done. */
  UNAVAILABLE: 'UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;
export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * The HTTP status each code is answered with. The server's HTTP edge (http/error-middleware.ts) picks
 * the status from it; the web app gives a socket ack's refusal the status a REST call would have had.
 */
export const HTTP_STATUS_OF: Record<TErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PREMIUM_REQUIRED: 403,
  PLAN_LIMIT: 403,
  CSRF_REJECTED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UPSTREAM_FAILED: 502,
  UNAVAILABLE: 503,
};

export type TFieldError = { path: string; message: string };

/** The one error shape of the API, over HTTP and in socket acks. */
export type TApiError = {
  message: string;
  code: TErrorCode;
  errors?: TFieldError[];
};
