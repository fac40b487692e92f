import { ZSnapshotCommand } from '@app/shared-types/live-training';
import { defineHandler, type HandlerContext } from '../../../../realtime/define-handler';
import type { SnapshotService } from './snapshot.service';

/** 'live:snapshot': the whole panel again (a reconnecting tab), checked against the socket's user. */
export function snapshotSocket(s: SnapshotService) {
  const snapshot = defineHandler(ZSnapshotCommand, ({ socket }, { sessionId }) => s.snapshot(socket.data.user, sessionId));
  return (ctx: HandlerContext) => {
    ctx.socket.on('live:snapshot', snapshot(ctx));
  };
}
