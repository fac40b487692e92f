import {
  ZAskCommand,
  ZBreakoutJoinCommand,
  ZBreakoutLeaveCommand,
  ZSnapshotCommand,
  ZUpvoteCommand,
  ZVoteCommand,
} from '@app/shared-types/live-training';
import { defineHandler, type HandlerContext } from '../../../realtime/define-handler';
import type { InteractiveServices } from './interactive.services';

/**
 * The panel's socket commands: the same services as REST, with the socket's user (re-read from the
 * store before every event), so each command passes access.require again — a member who lost
 * premium or was unregistered is refused at the next command, not at the next reconnect.
 */
export function interactiveSocket(s: InteractiveServices) {
  const snapshot = defineHandler(ZSnapshotCommand, ({ socket }, { sessionId }) => s.snapshot.snapshot(socket.data.user, sessionId));
  const vote = defineHandler(ZVoteCommand, ({ socket }, { pollId, optionIndexes }) => s.polls.vote(socket.data.user, pollId, optionIndexes));
  const ask = defineHandler(ZAskCommand, ({ socket }, { sessionId, ...input }) => s.questions.ask(socket.data.user, sessionId, input));
  const upvote = defineHandler(ZUpvoteCommand, ({ socket }, { questionId }) => s.questions.toggleUpvote(socket.data.user, questionId));
  const join = defineHandler(ZBreakoutJoinCommand, ({ socket }, { roomId }) => s.breakouts.join(socket.data.user, roomId));
  const leave = defineHandler(ZBreakoutLeaveCommand, async ({ socket }, { sessionId }) => {
    await s.breakouts.leave(socket.data.user, sessionId);
    return undefined;
  });

  return (ctx: HandlerContext) => {
    ctx.socket.on('live:snapshot', snapshot(ctx));
    ctx.socket.on('poll:vote', vote(ctx));
    ctx.socket.on('question:ask', ask(ctx));
    ctx.socket.on('question:upvote', upvote(ctx));
    ctx.socket.on('breakout:join', join(ctx));
    ctx.socket.on('breakout:leave', leave(ctx));
  };
}
