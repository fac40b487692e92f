import { ZHandCommand } from '@app/shared-types/live-training';
import { defineHandler, type HandlerContext } from '../../../../realtime/define-handler';
import type { HandsService } from './hands.service';

/** 'hand:raise': the same service as REST, with the socket's user. */
export function handsSocket(hands: HandsService) {
  const raise = defineHandler(ZHandCommand, ({ socket }, { sessionId, raised }) => hands.raise(socket.data.user, sessionId, raised));
  return (ctx: HandlerContext) => {
    ctx.socket.on('hand:raise', raise(ctx));
  };
}
