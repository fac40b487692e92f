/**
 * Per-connection reassembly of wire messages from TCP chunks. Enforces the message size
 * limits; a violation is reported so that only that connection gets closed.
 */
import { HEADER_SIZE, MAX_MESSAGE_SIZE } from './constants';
import { ProtocolError } from './op-msg';

export class FrameReader {
  private chunks: Buffer[] = [];
  private size = 0;

  /** Adds a chunk and returns every complete message now available. Throws ProtocolError. */
  push(chunk: Buffer): Buffer[] {
    this.chunks.push(chunk);
    this.size += chunk.length;
    const out: Buffer[] = [];
    while (this.size >= 4) {
      const len = this.peekLength();
      if (len < HEADER_SIZE || len > MAX_MESSAGE_SIZE) throw new ProtocolError(`invalid message length ${len}`);
      if (this.size < len) break;
      out.push(this.take(len));
    }
    return out;
  }

  private peekLength(): number {
    const first = this.chunks[0]!;
    if (first.length >= 4) return first.readInt32LE(0);
    const head = Buffer.concat(this.chunks, Math.min(this.size, 4));
    this.chunks = [Buffer.concat(this.chunks)];
    return head.readInt32LE(0);
  }

  private take(len: number): Buffer {
    const first = this.chunks[0]!;
    let msg: Buffer;
    if (first.length >= len) {
      msg = first.subarray(0, len);
      if (first.length === len) this.chunks.shift();
      else this.chunks[0] = first.subarray(len);
    } else {
      const all = Buffer.concat(this.chunks, this.size);
      msg = all.subarray(0, len);
      this.chunks = all.length > len ? [all.subarray(len)] : [];
    }
    this.size -= len;
    return msg;
  }
}
