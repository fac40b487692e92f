/**
 * Legacy OP_QUERY (opCode 2004), still used by drivers for the first handshake
 * (`isMaster`/`hello` on `admin.$cmd`), and the OP_REPLY (opCode 1) that answers it.
 */
import type { Doc } from '../bson/values';
import { HEADER_SIZE, OP_REPLY } from './constants';
import { ProtocolError, readDoc } from './op-msg';

export interface DecodedQuery {
  flags: number;
  fullCollectionName: string;
  numberToSkip: number;
  numberToReturn: number;
  query: Doc;
  largestDoc: number;
}

export function decodeOpQuery(msg: Buffer): DecodedQuery {
  let offset = HEADER_SIZE;
  if (msg.length < offset + 4 + 1 + 8 + 5) throw new ProtocolError('OP_QUERY too short');
  const flags = msg.readInt32LE(offset);
  offset += 4;
  const nul = msg.indexOf(0, offset);
  if (nul === -1) throw new ProtocolError('OP_QUERY without collection name');
  const fullCollectionName = msg.toString('utf8', offset, nul);
  offset = nul + 1;
  if (offset + 8 + 5 > msg.length) throw new ProtocolError('OP_QUERY truncated');
  const numberToSkip = msg.readInt32LE(offset);
  const numberToReturn = msg.readInt32LE(offset + 4);
  offset += 8;
  const { doc: query, size } = readDoc(msg, offset, msg.length);
  return { flags, fullCollectionName, numberToSkip, numberToReturn, query, largestDoc: size };
}

export const REPLY_QUERY_FAILURE = 2;

export function encodeOpReply(requestId: number, responseTo: number, docs: Uint8Array[], responseFlags = 0): Buffer {
  const bodyLen = docs.reduce((n, d) => n + d.length, 0);
  const out = Buffer.allocUnsafe(HEADER_SIZE + 20 + bodyLen);
  out.writeInt32LE(out.length, 0);
  out.writeInt32LE(requestId, 4);
  out.writeInt32LE(responseTo, 8);
  out.writeInt32LE(OP_REPLY, 12);
  out.writeInt32LE(responseFlags, 16);
  out.writeBigInt64LE(0n, 20); // cursorID
  out.writeInt32LE(0, 28); // startingFrom
  out.writeInt32LE(docs.length, 32);
  let p = 36;
  for (const d of docs) {
    out.set(d, p);
    p += d.length;
  }
  return out;
}
