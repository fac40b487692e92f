/**
 * TCP front end: one FrameReader per connection, messages of a connection handled in order,
 * OP_MSG and OP_QUERY (handshake) answered; anything malformed closes only that connection.
 */
import net from 'node:net';
import { serialize } from 'bson';
import type { Doc } from './bson/values';
import type { ServerInfo } from './commands/context';
import { runCommand, type DispatchContext } from './commands/registry';
import type { CursorManager } from './cursors';
import type { Engine } from './storage/engine';
import { OP_MSG, OP_QUERY } from './wire/constants';
import { FrameReader } from './wire/frame-reader';
import { decodeOpMsg, encodeOpMsg, ProtocolError } from './wire/op-msg';
import { decodeOpQuery, encodeOpReply, REPLY_QUERY_FAILURE } from './wire/op-query';

let lastRequestId = 0;
/** requestIDs of our replies: positive int32, wrapping */
function nextRequestId(): number {
  lastRequestId = lastRequestId >= 0x7fffffff ? 1 : lastRequestId + 1;
  return lastRequestId;
}

export class WireServer {
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private nextConnectionId = 1;
  private readonly engine: Engine;
  private readonly cursors: CursorManager;
  readonly info: ServerInfo;

  constructor(engine: Engine, cursors: CursorManager, info: ServerInfo) {
    this.engine = engine;
    this.cursors = cursors;
    this.info = info;
    this.server = net.createServer((socket) => this.accept(socket));
    this.server.on('error', () => undefined);
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const onError = (err: Error): void => reject(err);
      this.server.once('error', onError);
      this.server.listen(port, host, () => {
        this.server.off('error', onError);
        const addr = this.server.address() as net.AddressInfo;
        resolve(addr.port);
      });
    });
  }

  /** Stops accepting and closes every connection. */
  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const s of this.sockets) s.destroy();
    await closed;
  }

  private accept(socket: net.Socket): void {
    const connectionId = this.nextConnectionId++;
    this.sockets.add(socket);
    this.info.connectionsCurrent++;
    this.info.connectionsTotal++;
    socket.setNoDelay(true);
    const reader = new FrameReader();
    const base: DispatchContext = {
      engine: this.engine,
      cursors: this.cursors,
      server: this.info,
      connectionId,
      remote: `${socket.remoteAddress ?? '127.0.0.1'}:${socket.remotePort ?? 0}`,
      largestDoc: 0,
    };
    let queue: Promise<void> = Promise.resolve();
    let busy = 0;
    const fail = (): void => {
      socket.destroy();
    };
    socket.on('data', (chunk: Buffer) => {
      let messages: Buffer[];
      try {
        messages = reader.push(chunk);
      } catch {
        fail();
        return;
      }
      for (const msg of messages) {
        busy++;
        const run = (): Promise<void> =>
          this.handle(msg, base, socket).then(
            () => {
              busy--;
            },
            (err: unknown) => {
              busy--;
              if (!(err instanceof ProtocolError)) console.error('[embedded-mongo] connection error', err);
              fail();
            },
          );
        queue = busy === 1 ? run() : queue.then(run);
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      this.sockets.delete(socket);
      this.info.connectionsCurrent--;
    });
  }

  private async handle(msg: Buffer, base: DispatchContext, socket: net.Socket): Promise<void> {
    if (socket.destroyed) return;
    const requestId = msg.readInt32LE(4);
    const opCode = msg.readInt32LE(12);
    if (opCode === OP_MSG) {
      const { body, moreToCome, largestDoc } = decodeOpMsg(msg);
      const db = body.$db;
      let reply: Uint8Array;
      if (typeof db !== 'string' || db.length === 0) {
        reply = serialize({ ok: 0, errmsg: 'OP_MSG requests require a $db argument', code: 40571, codeName: 'Location40571' });
      } else {
        delete body.$db;
        reply = await runCommand(body, db, { ...base, largestDoc });
      }
      if (!moreToCome && !socket.destroyed) socket.write(encodeOpMsg(nextRequestId(), requestId, reply));
      return;
    }
    if (opCode === OP_QUERY) {
      const q = decodeOpQuery(msg);
      const ns = q.fullCollectionName;
      if (!ns.endsWith('.$cmd')) {
        const err = serialize({ $err: 'OP_QUERY is no longer supported for queries; use OP_MSG', code: 5739101, ok: 0 });
        socket.write(encodeOpReply(nextRequestId(), requestId, [err], REPLY_QUERY_FAILURE));
        return;
      }
      const db = ns.slice(0, -5);
      let cmd = q.query;
      if (cmd.$query && typeof cmd.$query === 'object') cmd = cmd.$query as Doc;
      const reply = await runCommand(cmd, db, { ...base, largestDoc: q.largestDoc });
      if (!socket.destroyed) socket.write(encodeOpReply(nextRequestId(), requestId, [reply]));
      return;
    }
    // OP_COMPRESSED is never negotiated; legacy opcodes are not supported by modern servers
    throw new ProtocolError(`unsupported opCode ${opCode}`);
  }
}
