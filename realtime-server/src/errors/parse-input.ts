import type { z } from 'zod';
import { validationError } from './app-error';

/**
 * Parses one input (a request's body, query or params, a socket payload) with its shared zod schema.
 * Throws VALIDATION_FAILED carrying the spec's field messages; returns the typed, transformed value.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw validationError(result.error);
  return result.data;
}
