import { z } from 'zod';
import './zod-messages';

export * from './error-codes';
import { ErrorCode, type TErrorCode, type TFieldError } from './error-codes';

export const ZApiError = z.object({
  message: z.string(),
  code: z.enum(Object.values(ErrorCode) as [TErrorCode, ...TErrorCode[]]),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** Turns a zod error into the field list of TApiError; the first message becomes the summary. */
export function fieldErrorsFromZod(error: z.ZodError): TFieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
