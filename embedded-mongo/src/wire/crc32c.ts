/**
 * CRC-32C (Castagnoli), as used by OP_MSG checksums and by our journal records.
 * Table-driven "slicing-by-4" implementation; reflected polynomial 0x82F63B78.
 */
const POLY = 0x82f63b78;

const TABLES: Uint32Array[] = (() => {
  const t0 = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ POLY : c >>> 1;
    t0[i] = c >>> 0;
  }
  const tables = [t0];
  for (let s = 1; s < 4; s++) {
    const prev = tables[s - 1]!;
    const t = new Uint32Array(256);
    for (let i = 0; i < 256; i++) t[i] = ((prev[i]! >>> 8) ^ t0[prev[i]! & 0xff]!) >>> 0;
    tables.push(t);
  }
  return tables;
})();

const T0 = TABLES[0]!;
const T1 = TABLES[1]!;
const T2 = TABLES[2]!;
const T3 = TABLES[3]!;

/** Computes the CRC-32C of `buf[start, end)`; pass a previous result as `seed` to continue. */
export function crc32c(buf: Uint8Array, start = 0, end = buf.length, seed = 0): number {
  let crc = ~seed >>> 0;
  let i = start;
  const fast = end - ((end - i) & 3);
  while (i < fast) {
    crc ^= buf[i]! | (buf[i + 1]! << 8) | (buf[i + 2]! << 16) | (buf[i + 3]! << 24);
    crc = T3[crc & 0xff]! ^ T2[(crc >>> 8) & 0xff]! ^ T1[(crc >>> 16) & 0xff]! ^ T0[crc >>> 24]!;
    i += 4;
  }
  while (i < end) crc = T0[(crc ^ buf[i++]!) & 0xff]! ^ (crc >>> 8);
  return ~crc >>> 0;
}
