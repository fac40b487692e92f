/**
 * Characters that have no place in a file name a person reads: control characters (C0, DEL, C1),
 * lone surrogate halves, and the invisible direction and spacing marks that can make
 * "invoice<U+202E>fdp.exe" display as a harmless "invoiceexe.pdf". ZWJ and ZWNJ stay: emoji and
 * several scripts need them.
 */
const UNSAFE = /[\p{Cc}\p{Cs}\u061c\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029\ufeff]/gu;

/** The name a member's file is kept and shown under: the last path segment, NFC, without unsafe characters. */
export function cleanFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').normalize('NFC').replace(UNSAFE, '').trim();
  return base || 'file';
}
