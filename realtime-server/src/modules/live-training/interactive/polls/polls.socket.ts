import { ZVoteCommand } from '@app/shared-types/live-training';
import { defineHandler, type HandlerContext } from '../../../../realtime/define-handler';
import type { PollsService } from './polls.service';

/** 'poll:vote': the same service as REST, with the socket's user (re-read before every event). */
export function pollsSocket(polls: PollsService) {
  const vote = defineHandler(ZVoteCommand, ({ socket }, { pollId, choice }) => polls.vote(socket.data.user, pollId, choice));
  return (ctx: HandlerContext) => {
    ctx.socket.on('poll:vote', vote(ctx));
  };
}
