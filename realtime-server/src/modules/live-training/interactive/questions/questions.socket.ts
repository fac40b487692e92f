import { ZAskCommand, ZUpvoteCommand } from '@app/shared-types/live-training';
import { defineHandler, type HandlerContext } from '../../../../realtime/define-handler';
import type { QuestionsService } from './questions.service';

/** 'question:ask' and 'question:upvote': the same service as REST, with the socket's user. */
export function questionsSocket(questions: QuestionsService) {
  const ask = defineHandler(ZAskCommand, ({ socket }, { sessionId, ...input }) => questions.ask(socket.data.user, sessionId, input));
  const upvote = defineHandler(ZUpvoteCommand, ({ socket }, { questionId }) => questions.toggleUpvote(socket.data.user, questionId));
  return (ctx: HandlerContext) => {
    ctx.socket.on('question:ask', ask(ctx));
    ctx.socket.on('question:upvote', upvote(ctx));
  };
}
