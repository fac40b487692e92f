import type { z } from 'zod';
import { validationError } from './errors';

/**
 * Parses one part of a request (body, query, params, socket payload) with its shared zod schema.
 * Throws a 400 AppError carrying the spec's field messages; returns the typed, transformed value.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw validationError(result.error);
  return result.data;
}
