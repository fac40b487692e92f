import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ErrorCode } from '@app/shared-types/errors';
import { AppError, fromModelError } from './errors';

/** Unknown `/api/*` paths answer in the API's error shape, never with the SPA. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new AppError(404, ErrorCode.NOT_FOUND, `No API route for ${req.method} ${req.path}`));
};

type BodyParserError = Error & { type?: string; status?: number; expose?: boolean };

/** The one error handler: AppErrors as they are, model and body-parser errors mapped, anything else a logged generic 500. */
export const errorMiddleware: ErrorRequestHandler = (err: unknown, req, res, next) => {
  if (res.headersSent) return next(err);
  const modelError = fromModelError(err);
  // The shared schema let through what the model refused: answered as a 400, and worth fixing.
  if (modelError) req.log?.warn({ err }, 'a model refused input its request schema accepted');
  const appError = modelError ?? toAppError(err);
  if (appError) {
    if (appError.headers) res.set(appError.headers);
    res.status(appError.status).json(appError.toJSON());
    return;
  }
  req.log?.error({ err }, 'unhandled error');
  res.status(500).json({ message: 'Something went wrong on our side. Please try again.', code: ErrorCode.INTERNAL });
};

function toAppError(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  const e = err as BodyParserError;
  switch (e?.type) {
    case 'entity.too.large':
      return new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE, 'The request body is too large.');
    case 'entity.parse.failed':
      return new AppError(400, ErrorCode.VALIDATION_FAILED, 'The request body is not valid JSON.');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Unsupported request encoding.');
    default:
      // Errors from Express's own helpers (static files, send) carry a client status.
      if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
        return new AppError(e.status, e.status === 404 ? ErrorCode.NOT_FOUND : ErrorCode.VALIDATION_FAILED, e.status === 404 ? 'Not found' : 'Bad request');
      }
      return undefined;
  }
}
