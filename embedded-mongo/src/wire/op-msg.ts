/**
 * OP_MSG (opCode 2013): flagBits, sections (kind 0 body, kind 1 document sequences),
 * optional CRC-32C checksum.
 */
import { deserialize } from 'bson';
import type { Doc } from '../bson/values';
import { HEADER_SIZE, MSG_CHECKSUM_PRESENT, MSG_MORE_TO_COME, OP_MSG } from './constants';
import { crc32c } from './crc32c';

export class ProtocolError extends Error {}

export interface DecodedMsg {
  flags: number;
  moreToCome: boolean;
  /** the command body with kind-1 sequences merged in (typed values, promoteValues: false) */
  body: Doc;
  /** size in bytes of the largest single document (for the 16 MiB document limit) */
  largestDoc: number;
}

const DESERIALIZE_OPTIONS = { promoteValues: false, promoteBuffers: false } as const;

export function readDoc(buf: Buffer, offset: number, end: number): { doc: Doc; size: number } {
  if (offset + 5 > end) throw new ProtocolError('truncated BSON document');
  const size = buf.readInt32LE(offset);
  if (size < 5 || offset + size > end) throw new ProtocolError('invalid BSON document length');
  try {
    const doc = deserialize(buf.subarray(offset, offset + size), DESERIALIZE_OPTIONS) as Doc;
    return { doc, size };
  } catch (err) {
    throw new ProtocolError(`invalid BSON: ${(err as Error).message}`);
  }
}

/** Decodes a whole OP_MSG message (header included). Throws ProtocolError on malformed input. */
export function decodeOpMsg(msg: Buffer): DecodedMsg {
  const length = msg.length;
  if (length < HEADER_SIZE + 5) throw new ProtocolError('OP_MSG too short');
  const flags = msg.readUInt32LE(HEADER_SIZE);
  if (flags & ~(MSG_CHECKSUM_PRESENT | MSG_MORE_TO_COME | (1 << 16)) & 0xffff) {
    throw new ProtocolError(`unsupported OP_MSG flag bits ${flags}`);
  }
  let end = length;
  if (flags & MSG_CHECKSUM_PRESENT) {
    end -= 4;
    if (end < HEADER_SIZE + 4) throw new ProtocolError('OP_MSG too short for checksum');
    const expected = msg.readUInt32LE(end);
    if (crc32c(msg, 0, end) !== expected) throw new ProtocolError('OP_MSG checksum mismatch');
  }
  let offset = HEADER_SIZE + 4;
  let body: Doc | undefined;
  let largestDoc = 0;
  const sequences: Array<[string, Doc[]]> = [];
  while (offset < end) {
    const kind = msg[offset++];
    if (kind === 0) {
      if (body) throw new ProtocolError('OP_MSG has more than one body section');
      const { doc, size } = readDoc(msg, offset, end);
      body = doc;
      largestDoc = Math.max(largestDoc, size);
      offset += size;
    } else if (kind === 1) {
      if (offset + 4 > end) throw new ProtocolError('truncated document sequence');
      const size = msg.readInt32LE(offset);
      const seqEnd = offset + size;
      if (size < 5 || seqEnd > end) throw new ProtocolError('invalid document sequence length');
      const nul = msg.indexOf(0, offset + 4);
      if (nul === -1 || nul >= seqEnd) throw new ProtocolError('invalid document sequence identifier');
      const id = msg.toString('utf8', offset + 4, nul);
      let p = nul + 1;
      const docs: Doc[] = [];
      while (p < seqEnd) {
        const { doc, size: dsize } = readDoc(msg, p, seqEnd);
        docs.push(doc);
        largestDoc = Math.max(largestDoc, dsize);
        p += dsize;
      }
      sequences.push([id, docs]);
      offset = seqEnd;
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${String(kind)}`);
    }
  }
  if (!body) throw new ProtocolError('OP_MSG without a body section');
  for (const [id, docs] of sequences) {
    const existing = body[id];
    body[id] = Array.isArray(existing) ? [...existing, ...docs] : docs;
  }
  return { flags, moreToCome: (flags & MSG_MORE_TO_COME) !== 0, body, largestDoc };
}

/** Builds an OP_MSG reply with one kind-0 section holding `body` (already BSON). */
export function encodeOpMsg(requestId: number, responseTo: number, body: Uint8Array): Buffer {
  const out = Buffer.allocUnsafe(HEADER_SIZE + 5 + body.length);
  out.writeInt32LE(out.length, 0);
  out.writeInt32LE(requestId, 4);
  out.writeInt32LE(responseTo, 8);
  out.writeInt32LE(OP_MSG, 12);
  out.writeUInt32LE(0, 16);
  out[20] = 0;
  out.set(body, 21);
  return out;
}
