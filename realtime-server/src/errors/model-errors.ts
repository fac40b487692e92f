import mongoose from 'mongoose';
import { badRequest, type AppError } from './app-error';

/**
 * A model's own validation or cast failure as VALIDATION_FAILED. The shared schemas validate every
 * input first, so reaching this means the two disagree; the caller still gets a client error naming
 * the field, never a 500. Messages are generic on purpose: mongoose's own quote the rejected value.
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
