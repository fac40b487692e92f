import { ZReactCommand } from '@app/shared-types/live-training';
import { defineHandler, type HandlerContext } from '../../../../realtime/define-handler';
import type { ReactionsService } from './reactions.service';

/** 'reaction:send': the same service as REST, with the socket's user. */
export function reactionsSocket(reactions: ReactionsService) {
  const react = defineHandler(ZReactCommand, ({ socket }, { sessionId, reaction }) => reactions.react(socket.data.user, sessionId, reaction));
  return (ctx: HandlerContext) => {
    ctx.socket.on('reaction:send', react(ctx));
  };
}
