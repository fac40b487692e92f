import type { z } from 'zod';
import type { TAck } from '@app/shared-types/realtime';
import { ErrorCode, type TApiError } from '@app/shared-types/errors';
import { AppError, fromModelError } from '../http/errors';
import { parseInput } from '../http/validate';
import type { Logger } from '../logger';
import type { AppSocket } from './types';

export type HandlerContext = { socket: AppSocket; logger: Logger };

/**
 * Every client->server event goes through here: the ack must exist, the payload is parsed with the
 * shared zod schema, and any failure reaches the client as `{ ok: false, error }` in the API's error shape.
 */
export function defineHandler<S extends z.ZodType, R>(
  schema: S,
  fn: (ctx: HandlerContext, input: z.output<S>) => Promise<R> | R,
) {
  return (ctx: HandlerContext) =>
    async (payload: unknown, ack: unknown): Promise<void> => {
      if (typeof ack !== 'function') {
        ctx.logger.debug({ socket: ctx.socket.id }, 'socket event without ack ignored');
        return;
      }
      const reply = ack as (response: TAck<R>) => void;
      try {
        const data = await fn(ctx, parseInput(schema, payload));
        reply({ ok: true, data });
      } catch (error) {
        reply({ ok: false, error: toApiError(error, ctx.logger) });
      }
    };
}

function toApiError(error: unknown, logger: Logger): TApiError {
  if (error instanceof AppError) return error.toJSON();
  const modelError = fromModelError(error);
  if (modelError) {
    logger.warn({ err: error }, 'a model refused input its command schema accepted');
    return modelError.toJSON();
  }
  logger.error({ err: error }, 'socket handler failed');
  return { message: 'Something went wrong on our side. Please try again.', code: ErrorCode.INTERNAL };
}
