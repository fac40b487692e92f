import { ZCheckAnswerCommand } from '@app/shared-types/live-training/cpe';
import { defineHandler, type HandlerContext } from '../../../../realtime/define-handler';
import type { ChecksService } from './checks.service';

/** 'check:answer': the same service as REST, with the socket's user. */
export function checksSocket(checks: ChecksService) {
  const answer = defineHandler(ZCheckAnswerCommand, ({ socket }, { checkId }) => checks.answer(socket.data.user, checkId));
  return (ctx: HandlerContext) => {
    ctx.socket.on('check:answer', answer(ctx));
  };
}
