/**
 * Builds `{ cursor: { <batchKey>: [docs...], id: Long, ns }, ok: 1 }` directly from
 * already-serialized documents, so that each document is serialized exactly once.
 */
import type { Long } from 'bson';

function cstr(s: string): Buffer {
  return Buffer.from(s + '\0', 'utf8');
}

export function encodeCursorReply(id: Long, ns: string, batchKey: 'firstBatch' | 'nextBatch', docs: Buffer[]): Buffer {
  // array document: int32 len, elements (0x03 "<i>\0" <doc>), 0x00
  let arrayLen = 4 + 1;
  const indexKeys: Buffer[] = [];
  for (let i = 0; i < docs.length; i++) {
    const k = cstr(String(i));
    indexKeys.push(k);
    arrayLen += 1 + k.length + docs[i]!.length;
  }
  const batchKeyC = cstr(batchKey);
  const nsBytes = Buffer.from(ns, 'utf8');
  // cursor document: len, [0x04 batchKey array], [0x12 "id" int64], [0x02 "ns" string], 0x00
  const cursorLen = 4 + (1 + batchKeyC.length + arrayLen) + (1 + 3 + 8) + (1 + 3 + 4 + nsBytes.length + 1) + 1;
  // top: len, [0x03 "cursor" doc], [0x01 "ok" double], 0x00
  const total = 4 + (1 + 7 + cursorLen) + (1 + 3 + 8) + 1;
  const out = Buffer.allocUnsafe(total);
  let p = 0;
  out.writeInt32LE(total, p);
  p += 4;
  out[p++] = 0x03;
  p += out.write('cursor\0', p, 'latin1');
  out.writeInt32LE(cursorLen, p);
  p += 4;
  out[p++] = 0x04;
  batchKeyC.copy(out, p);
  p += batchKeyC.length;
  out.writeInt32LE(arrayLen, p);
  p += 4;
  for (let i = 0; i < docs.length; i++) {
    out[p++] = 0x03;
    indexKeys[i]!.copy(out, p);
    p += indexKeys[i]!.length;
    docs[i]!.copy(out, p);
    p += docs[i]!.length;
  }
  out[p++] = 0;
  out[p++] = 0x12;
  p += out.write('id\0', p, 'latin1');
  out.writeInt32LE(id.low, p);
  out.writeInt32LE(id.high, p + 4);
  p += 8;
  out[p++] = 0x02;
  p += out.write('ns\0', p, 'latin1');
  out.writeInt32LE(nsBytes.length + 1, p);
  p += 4;
  nsBytes.copy(out, p);
  p += nsBytes.length;
  out[p++] = 0;
  out[p++] = 0; // end of cursor doc
  out[p++] = 0x01;
  p += out.write('ok\0', p, 'latin1');
  out.writeDoubleLE(1, p);
  p += 8;
  out[p++] = 0;
  if (p !== total) throw new Error(`cursor reply size mismatch ${p} != ${total}`);
  return out;
}
