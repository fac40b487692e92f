import type { z } from 'zod';
import { ErrorCode, fieldErrorsFromZod, type TApiError, type TErrorCode, type TFieldError } from '@app/shared-types/errors';

/**
 * An error meant for the person using the app: a code (shared-types/errors.ts), a message safe to
 * show, and the fields at fault. Services, realtime handlers and integrations throw these; how one
 * travels is the edge's business (http/error-middleware.ts picks the HTTP status from the code,
 * realtime/define-handler.ts puts it in the ack), so nothing here knows a transport.
 */
export class AppError extends Error {
  constructor(
    readonly code: TErrorCode,
    message: string,
    readonly errors?: TFieldError[],
    /** For RATE_LIMITED: when trying again makes sense (HTTP sends it as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** The one error shape of the API, over HTTP and in socket acks. */
  toJSON(): TApiError {
    return { message: this.message, code: this.code, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

export const badRequest = (message: string, errors?: TFieldError[]) => new AppError(ErrorCode.VALIDATION_FAILED, message, errors);
export const unauthenticated = (message = 'Please sign in to continue.') => new AppError(ErrorCode.UNAUTHENTICATED, message);
export const forbidden = (message = 'You do not have permission to do that.') => new AppError(ErrorCode.FORBIDDEN, message);
export const premiumRequired = (message = 'This is available to premium members. Upgrade to Premium to continue.') => new AppError(ErrorCode.PREMIUM_REQUIRED, message);
export const notFound = (message = 'Not found') => new AppError(ErrorCode.NOT_FOUND, message);
export const conflict = (message: string, errors?: TFieldError[]) => new AppError(ErrorCode.CONFLICT, message, errors);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many attempts. Please try again later.') =>
  new AppError(ErrorCode.RATE_LIMITED, message, undefined, retryAfterSeconds);

/** An outside provider failed; the message says what did not happen, never the provider's internals. */
export const upstreamFailed = (message: string) => new AppError(ErrorCode.UPSTREAM_FAILED, message);

/** A zod failure as VALIDATION_FAILED whose summary is the first field's own message (the spec's texts). */
export function validationError(error: z.ZodError): AppError {
  const errors = fieldErrorsFromZod(error);
  return badRequest(errors[0]?.message ?? 'Invalid input', errors);
}
