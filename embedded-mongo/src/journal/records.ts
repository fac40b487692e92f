/**
 * Journal/snapshot record framing: [uint32 total length][uint32 CRC-32C of body][BSON body].
 * Documents are written in their typed form (Double/Long re-wrapped), so replay is exact.
 */
import { deserialize, serialize } from 'bson';
import { exportDoc, importValue, type Doc } from '../bson/values';
import type { JournalEntry } from '../storage/types';
import { crc32c } from '../wire/crc32c';

export const RECORD_HEADER = 8;
const MAX_RECORD = 64 * 1024 * 1024;

export function frame(body: Uint8Array): Buffer {
  const out = Buffer.allocUnsafe(RECORD_HEADER + body.length);
  out.writeUInt32LE(out.length, 0);
  out.writeUInt32LE(crc32c(body), 4);
  out.set(body, RECORD_HEADER);
  return out;
}

export function entryToDoc(e: JournalEntry): Doc {
  switch (e.op) {
    case 'i':
    case 'u':
      return { o: e.op, n: e.ns, d: exportDoc(e.rec.d, e.rec.t) };
    case 'd':
      return { o: 'd', n: e.ns, id: e.id };
    case 'cc':
      return { o: 'cc', n: e.ns, opts: e.options, uuid: e.uuid };
    case 'dc':
      return { o: 'dc', n: e.ns };
    case 'ci':
      return { o: 'ci', n: e.ns, spec: e.spec };
    case 'di':
      return { o: 'di', n: e.ns, name: e.name };
    case 'dd':
      return { o: 'dd', db: e.db };
    case 'rn':
      return { o: 'rn', from: e.from, to: e.to };
  }
}

export function encodeEntry(e: JournalEntry): Buffer {
  return frame(serialize(entryToDoc(e)));
}

export function encodeDoc(doc: Doc): Buffer {
  return frame(serialize(doc));
}

export interface ReadResult {
  /** bytes of intact records from the start */
  validLength: number;
  /** why reading stopped before the end, if it did */
  problem?: string;
}

/** Reads consecutive records; stops at the first torn or corrupt one. Documents are imported (view form + annotations). */
export function readRecords(buf: Buffer, onRecord: (doc: Doc, types: ReturnType<typeof importValue>['types']) => void): ReadResult {
  let p = 0;
  while (p < buf.length) {
    if (buf.length - p < RECORD_HEADER + 5) return { validLength: p, problem: `torn record header at offset ${p}` };
    const len = buf.readUInt32LE(p);
    if (len < RECORD_HEADER + 5 || len > MAX_RECORD) return { validLength: p, problem: `invalid record length ${len} at offset ${p}` };
    if (p + len > buf.length) return { validLength: p, problem: `torn record at offset ${p}` };
    const crc = buf.readUInt32LE(p + 4);
    if (crc32c(buf, p + RECORD_HEADER, p + len) !== crc) return { validLength: p, problem: `checksum mismatch at offset ${p}` };
    let doc: Doc;
    try {
      doc = deserialize(buf.subarray(p + RECORD_HEADER, p + len), { promoteValues: false }) as Doc;
    } catch (err) {
      return { validLength: p, problem: `undecodable record at offset ${p}: ${(err as Error).message}` };
    }
    const { value, types } = importValue(doc);
    onRecord(value, types);
    p += len;
  }
  return { validLength: p };
}
