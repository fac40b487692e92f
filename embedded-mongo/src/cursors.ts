/**
 * Server-side cursors: the remaining results of a find/aggregate/listX, handed out batch by
 * batch (first batch 101 documents by default, every batch under 16 MiB). Idle cursors are
 * closed after `idleTimeoutMs` (10 minutes by default).
 */
import { Long, serialize } from 'bson';
import { exportDoc, type Doc, type NumTypes } from './bson/values';
import { ErrorCodes, MongoError } from './errors';
import { MAX_BATCH_BYTES, MAX_BSON_OBJECT_SIZE } from './wire/constants';
import { encodeCursorReply } from './wire/cursor-reply';

export const DEFAULT_FIRST_BATCH = 101;

export interface ResultItem {
  readonly d: Doc;
  readonly t?: NumTypes | undefined;
}

export type Projector = (docs: Doc[]) => Doc[];

export interface CursorState {
  id: Long;
  key: string;
  ns: string;
  items: ResultItem[];
  pos: number;
  project: Projector | undefined;
  lastUsed: number;
  connectionId: number;
}

const ZERO = Long.fromNumber(0);

export class CursorManager {
  private readonly cursors = new Map<string, CursorState>();
  private next = Math.floor(Math.random() * 2 ** 30) + 1;
  private readonly timer: NodeJS.Timeout;
  readonly idleTimeoutMs: number;

  constructor(idleTimeoutMs = 10 * 60 * 1000) {
    this.idleTimeoutMs = idleTimeoutMs;
    this.timer = setInterval(() => this.reap(), Math.min(60_000, idleTimeoutMs));
    this.timer.unref();
  }

  get size(): number {
    return this.cursors.size;
  }

  close(): void {
    clearInterval(this.timer);
    this.cursors.clear();
  }

  reap(now = Date.now()): number {
    let n = 0;
    for (const [key, c] of this.cursors) {
      if (now - c.lastUsed > this.idleTimeoutMs) {
        this.cursors.delete(key);
        n++;
      }
    }
    return n;
  }

  /**
   * Answers a command that opens a cursor: the first batch, and a live cursor when results
   * remain (unless singleBatch).
   */
  open(
    ns: string,
    items: ResultItem[],
    opts: { batchSize?: number | undefined; singleBatch?: boolean; project?: Projector | undefined; connectionId?: number },
  ): Buffer {
    const batchSize = opts.batchSize ?? DEFAULT_FIRST_BATCH;
    const state: CursorState = {
      id: ZERO,
      key: '0',
      ns,
      items,
      pos: 0,
      project: opts.project,
      lastUsed: Date.now(),
      connectionId: opts.connectionId ?? 0,
    };
    const batch = takeBatch(state, batchSize);
    if (state.pos < items.length && !opts.singleBatch) {
      const id = Long.fromNumber(this.next++);
      state.id = id;
      state.key = id.toString();
      this.cursors.set(state.key, state);
    }
    return encodeCursorReply(state.id, ns, 'firstBatch', batch);
  }

  getMore(id: Long, collection: string, db: string, batchSize: number | undefined): Buffer {
    const key = id.toString();
    const state = this.cursors.get(key);
    if (!state) throw new MongoError(ErrorCodes.CursorNotFound, `cursor id ${key} not found`);
    const expectedNs = `${db}.${collection}`;
    if (state.ns !== expectedNs && !state.ns.startsWith(`${db}.$cmd`)) {
      throw new MongoError(
        ErrorCodes.Unauthorized,
        `Requested getMore on namespace '${expectedNs}', but cursor belongs to a different namespace ${state.ns}`,
      );
    }
    state.lastUsed = Date.now();
    const batch = takeBatch(state, batchSize && batchSize > 0 ? batchSize : Infinity);
    let replyId = state.id;
    if (state.pos >= state.items.length) {
      this.cursors.delete(key);
      replyId = ZERO;
    }
    return encodeCursorReply(replyId, state.ns, 'nextBatch', batch);
  }

  kill(ids: Long[]): { killed: Long[]; notFound: Long[] } {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const id of ids) {
      if (this.cursors.delete(id.toString())) killed.push(id);
      else notFound.push(id);
    }
    return { killed, notFound };
  }
}

function takeBatch(state: CursorState, batchSize: number): Buffer[] {
  const out: Buffer[] = [];
  let bytes = 0;
  while (state.pos < state.items.length && out.length < batchSize) {
    // project a slice at a time (projection may use mingo, cheaper in bulk)
    const chunk = Math.min(state.items.length - state.pos, batchSize - out.length, 256);
    const items = state.items.slice(state.pos, state.pos + chunk);
    const docs = state.project ? state.project(items.map((i) => i.d)) : items.map((i) => i.d);
    let taken = 0;
    for (let i = 0; i < items.length; i++) {
      const buf = serialize(exportDoc(docs[i]!, items[i]!.t)) as Buffer;
      if (buf.length > MAX_BSON_OBJECT_SIZE + 16 * 1024) {
        throw new MongoError(ErrorCodes.BSONObjectTooLarge, `BSONObj size: ${buf.length} is invalid. Size must be between 0 and 16793600(16MB)`);
      }
      if (out.length > 0 && bytes + buf.length > MAX_BATCH_BYTES) {
        state.pos += taken;
        return out;
      }
      out.push(Buffer.from(buf.buffer, buf.byteOffset, buf.length));
      bytes += buf.length;
      taken++;
    }
    state.pos += taken;
  }
  return out;
}
