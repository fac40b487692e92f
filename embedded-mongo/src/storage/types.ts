import type { Binary } from 'bson';
import type { Doc, NumTypes } from '../bson/values';

/** A stored document: immutable once stored (updates replace the record). */
export interface Rec {
  /** canonical key string of `_id` */
  readonly k: string;
  /** the document in view form (see bson/values.ts) */
  readonly d: Doc;
  /** numeric annotations (dotted path -> 'double' | 'long'), undefined when none */
  readonly t: NumTypes | undefined;
}

/** Everything a write changes, as recorded in the journal. */
export type JournalEntry =
  | { op: 'i' | 'u'; ns: string; rec: Rec }
  | { op: 'd'; ns: string; id: unknown }
  | { op: 'cc'; ns: string; options: Doc; uuid: Binary }
  | { op: 'dc'; ns: string }
  | { op: 'ci'; ns: string; spec: Doc }
  | { op: 'di'; ns: string; name: string }
  | { op: 'dd'; db: string }
  | { op: 'rn'; from: string; to: string };

export type WriteLog = (entry: JournalEntry) => void;
