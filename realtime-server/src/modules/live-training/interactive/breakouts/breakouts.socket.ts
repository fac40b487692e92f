import { ZBreakoutJoinCommand, ZBreakoutLeaveCommand } from '@app/shared-types/live-training';
import { defineHandler, type HandlerContext } from '../../../../realtime/define-handler';
import type { BreakoutsService } from './breakouts.service';

/** 'breakout:join' and 'breakout:leave': the same service as REST, with the socket's user. */
export function breakoutsSocket(breakouts: BreakoutsService) {
  const join = defineHandler(ZBreakoutJoinCommand, ({ socket }, { roomId }) => breakouts.join(socket.data.user, roomId));
  const leave = defineHandler(ZBreakoutLeaveCommand, async ({ socket }, { sessionId }) => {
    await breakouts.leave(socket.data.user, sessionId);
    return undefined;
  });
  return (ctx: HandlerContext) => {
    ctx.socket.on('breakout:join', join(ctx));
    ctx.socket.on('breakout:leave', leave(ctx));
  };
}
