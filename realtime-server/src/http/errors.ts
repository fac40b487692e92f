import type { TApiError, TErrorCode, TFieldError } from '@app/shared-types/errors';
import { ErrorCode, fieldErrorsFromZod } from '@app/shared-types/errors';
import mongoose from 'mongoose';
import type { z } from 'zod';

/** An error meant for the client: status, code and a message safe to show. Services throw these. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: TErrorCode,
    message: string,
    readonly errors?: TFieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toJSON(): TApiError {
    return { message: this.message, code: this.code, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

export const badRequest = (message: string, errors?: TFieldError[]) =>
  new AppError(400, ErrorCode.VALIDATION_FAILED, message, errors);
export const unauthenticated = (message = 'Please sign in to continue.') => new AppError(401, ErrorCode.UNAUTHENTICATED, message);
export const forbidden = (message = 'You do not have permission to do that.') => new AppError(403, ErrorCode.FORBIDDEN, message);
export const premiumRequired = (message = 'This is available to premium members. Upgrade to Premium to continue.') =>
  new AppError(403, ErrorCode.PREMIUM_REQUIRED, message);
export const notFound = (message = 'Not found') => new AppError(404, ErrorCode.NOT_FOUND, message);
export const conflict = (message: string, errors?: TFieldError[]) => new AppError(409, ErrorCode.CONFLICT, message, errors);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many attempts. Please try again later.') =>
  new AppError(429, ErrorCode.RATE_LIMITED, message, undefined, { 'Retry-After': String(retryAfterSeconds) });

/** An outside provider failed (HTTP 502); the message says what did not happen, never the provider's internals. */
export const upstreamFailed = (message: string) => new AppError(502, ErrorCode.UPSTREAM_FAILED, message);

/** A zod failure as a 400 whose summary is the first field's own message (the spec's texts). */
export function validationError(error: z.ZodError): AppError {
  const errors = fieldErrorsFromZod(error);
  return badRequest(errors[0]?.message ?? 'Invalid input', errors);
}

/**
 * A model's own validation or cast failure as a 400. The shared schemas validate every input
 * first, so reaching this means the two disagree; the caller still gets a client error naming the
 * field, never a 500. Messages are generic on purpose: mongoose's own quote the rejected value.
 */
export function fromModelError(error: unknown): AppError | undefined {
  if (error instanceof mongoose.Error.ValidationError) {
    const errors = Object.values(error.errors).map((e) => ({
      path: e.path,
      message: e instanceof mongoose.Error.ValidatorError && e.kind === 'user defined' ? e.message : `Invalid value for ${e.path}`,
    }));
    return badRequest(errors[0]?.message ?? 'Invalid input', errors);
  }
  if (error instanceof mongoose.Error.CastError) {
    return badRequest(`Invalid value for ${error.path}`, [{ path: error.path, message: `Invalid value for ${error.path}` }]);
  }
  return undefined;
}

/** Mongo duplicate-key errors carry code 11000 on both the embedded store and a real MongoDB. */
export function isDuplicateKeyError(error: unknown): error is { code: 11000; keyPattern?: Record<string, unknown>; keyValue?: Record<string, unknown> } {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}
