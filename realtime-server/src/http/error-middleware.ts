import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { ErrorCode, HTTP_STATUS_OF, type TApiError } from '@app/shared-types/errors';
import { AppError, notFound } from '../errors/app-error';
import { fromModelError } from '../errors/model-errors';

/** The HTTP status of each error code: the one place a domain error becomes a status. */
export const HTTP_STATUS = HTTP_STATUS_OF;

/** Answers an AppError in the API's error shape with its code's status (and Retry-After when it says when). */
export function sendAppError(res: Response, error: AppError): void {
  if (error.retryAfterSeconds !== undefined) res.set('Retry-After', String(error.retryAfterSeconds));
  res.status(HTTP_STATUS[error.code]).json(error.toJSON());
}

/** Unknown `/api/*` paths answer in the API's error shape, never with the SPA. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(notFound(`No API route for ${req.method} ${req.path}`));
};

type BodyParserError = Error & { type?: string; status?: number; expose?: boolean };

/** The one error handler: AppErrors as they are, model and body-parser errors mapped, anything else a logged generic 500. */
export const errorMiddleware: ErrorRequestHandler = (err: unknown, req, res, next) => {
  if (res.headersSent) return next(err);
  const modelError = fromModelError(err);
  // The shared schema let through what the model refused: answered as a 400, and worth fixing.
  if (modelError) req.log?.warn({ err }, 'a model refused input its request schema accepted');
  const appError = modelError ?? fromBodyParser(err);
  if (appError) return sendAppError(res, appError);
  // Errors from Express's own helpers (static files, send) carry a client status of their own.
  const status = (err as BodyParserError | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const body: TApiError = status === 404 ? { message: 'Not found', code: ErrorCode.NOT_FOUND } : { message: 'Bad request', code: ErrorCode.VALIDATION_FAILED };
    res.status(status).json(body);
    return;
  }
  req.log?.error({ err }, 'unhandled error');
  res.status(500).json({ message: 'Something went wrong on our side. Please try again.', code: ErrorCode.INTERNAL });
};

function fromBodyParser(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  switch ((err as BodyParserError | null)?.type) {
    case 'entity.too.large':
      return new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'The request body is too large.');
    case 'entity.parse.failed':
      return new AppError(ErrorCode.VALIDATION_FAILED, 'The request body is not valid JSON.');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Unsupported request encoding.');
    default:
      return undefined;
  }
}
