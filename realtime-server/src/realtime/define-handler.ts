import type { z } from 'zod';
import type { TAck } from '@app/shared-types/realtime';
import { ErrorCode, type TApiError } from '@app/shared-types/errors';
import { AppError, badRequest } from '../errors/app-error';
import { parseInput } from '../errors/parse-input';
import { fromModelError } from '../errors/model-errors';
import type { Logger } from '../logger';
import type { AppSocket } from './types';

export type HandlerContext = { socket: AppSocket; logger: Logger };

/**
 * Every client->server event goes through here: the ack must exist, the payload is parsed with the
 * shared zod schema, and any failure reaches the client as `{ ok: false, error }` in the API's error shape.
 * The ack is the last argument (socket.io's convention), so a client that sends more than one
 * payload still hears what was wrong instead of waiting for an answer that never comes.
 */
export function defineHandler<S extends z.ZodType, R>(
  schema: S,
  fn: (ctx: HandlerContext, input: z.output<S>) => Promise<R> | R,
) {
  return (ctx: HandlerContext) =>
    async (...args: unknown[]): Promise<void> => {
      const ack = args.at(-1);
      if (typeof ack !== 'function') {
        ctx.logger.debug({ socket: ctx.socket.id }, 'socket event without ack ignored');
        return;
      }
      const reply = ack as (response: TAck<R>) => void;
      if (args.length !== 2) {
        reply({ ok: false, error: badRequest('Send one payload and an acknowledgement callback.').toJSON() });
        return;
      }
      try {
        const data = await fn(ctx, parseInput(schema, args[0]));
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
