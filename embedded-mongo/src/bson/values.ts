/**
 * Value representation.
 *
 * Stored documents are kept in a "view" form that mingo understands natively:
 *   - Int32 and Double become JS numbers,
 *   - Int64 (Long) becomes a JS number when it is a safe integer (kept as a Long otherwise),
 *   - every other BSON type (ObjectId, Date, Decimal128, Binary, RegExp, Timestamp, ...) stays
 *     as the `bson` class instance that `BSON.deserialize` produced.
 * The bson serializer writes an integral JS number in the int32 range as Int32 and every other
 * number as Double, so the only information a plain number loses is "this integral value was a
 * Double" (e.g. 1.0) or "this was an Int64". That is kept beside the document in a sparse map
 * `NumTypes` (dotted path -> 'double' | 'long'); `exportDoc` re-wraps those leaves before
 * serialisation so that every type round-trips exactly as written.
 */
import { Double, Long } from 'bson';

export type Doc = Record<string, unknown>;
export type NumType = 'double' | 'long';
/** dotted path (array indexes as path segments) -> the BSON numeric type to write. */
export type NumTypes = Record<string, NumType>;

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

export function isInt32(n: number): boolean {
  return Number.isInteger(n) && n >= INT32_MIN && n <= INT32_MAX && !Object.is(n, -0);
}

export function isPlainObject(v: unknown): v is Doc {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

export function bsonType(v: unknown): string | undefined {
  return typeof v === 'object' && v !== null ? (v as { _bsontype?: string })._bsontype : undefined;
}

class Importer {
  readonly path: string[] = [];
  types: NumTypes | undefined;

  note(type: NumType): void {
    (this.types ??= {})[this.path.join('.')] = type;
  }

  value(v: unknown): unknown {
    if (typeof v !== 'object' || v === null) return v;
    switch ((v as { _bsontype?: string })._bsontype) {
      case undefined:
        if (Array.isArray(v)) {
          for (let i = 0; i < v.length; i++) {
            const item = v[i];
            if (typeof item === 'object' && item !== null) {
              this.path.push(String(i));
              v[i] = this.value(item);
              this.path.pop();
            }
          }
          return v;
        }
        if (v instanceof Date || v instanceof RegExp) return v;
        for (const key in v as Doc) {
          const item = (v as Doc)[key];
          if (typeof item === 'object' && item !== null) {
            this.path.push(key);
            (v as Doc)[key] = this.value(item);
            this.path.pop();
          }
        }
        return v;
      case 'Int32':
        return (v as { value: number }).value;
      case 'Double': {
        const n = (v as Double).value;
        if (isInt32(n)) this.note('double');
        return n;
      }
      case 'Long': {
        const l = v as Long;
        const n = l.toNumber();
        if (Number.isSafeInteger(n)) {
          this.note('long');
          return n;
        }
        return l;
      }
      default:
        return v;
    }
  }
}

/**
 * Converts (in place) a value deserialized with `promoteValues: false` into the view form and
 * returns it together with the numeric annotations found inside it (paths relative to it).
 */
export function importValue<T>(v: T): { value: T; types: NumTypes | undefined } {
  const imp = new Importer();
  const value = imp.value(v) as T;
  return { value, types: imp.types };
}

/** Annotations under `prefix.` re-rooted at the prefix (e.g. "documents.0."). */
export function typesUnder(types: NumTypes | undefined, prefix: string): NumTypes | undefined {
  if (!types) return undefined;
  const p = prefix + '.';
  let out: NumTypes | undefined;
  for (const k in types) {
    if (k.startsWith(p)) (out ??= {})[k.slice(p.length)] = types[k]!;
  }
  return out;
}

/** Reads a dotted path, array indexes allowed; no array traversal. */
export function getPath(doc: unknown, path: string): unknown {
  let cur: unknown = doc;
  let start = 0;
  while (true) {
    if (typeof cur !== 'object' || cur === null) return undefined;
    const dot = path.indexOf('.', start);
    const seg = dot === -1 ? path.slice(start) : path.slice(start, dot);
    cur = (cur as Doc)[seg];
    if (dot === -1) return cur;
    start = dot + 1;
  }
}

function wrap(n: number, type: NumType): unknown {
  return type === 'double' ? new Double(n) : Long.fromNumber(n);
}

/** Returns a copy of `doc` (sharing untouched sub-trees) with annotated numbers re-wrapped. */
export function exportDoc(doc: Doc, types: NumTypes | undefined): Doc {
  if (!types) return doc;
  let root: Doc | undefined;
  const copies = new Map<unknown, unknown>();
  const copyOf = (v: object): Doc => {
    let c = copies.get(v) as Doc | undefined;
    if (!c) {
      c = (Array.isArray(v) ? v.slice() : { ...v }) as Doc;
      copies.set(v, c);
    }
    return c;
  };
  for (const path in types) {
    const segs = path.split('.');
    // verify the leaf is a number first, so we never copy for nothing
    const leaf = getPath(doc, path);
    if (typeof leaf !== 'number') continue;
    root ??= copyOf(doc);
    let orig: unknown = doc;
    let copy: Doc = root;
    for (let i = 0; i < segs.length - 1; i++) {
      const seg = segs[i]!;
      orig = (orig as Doc)[seg];
      const childCopy = copyOf(orig as object);
      copy[seg] = childCopy;
      copy = childCopy;
    }
    copy[segs[segs.length - 1]!] = wrap(leaf, types[path]!);
  }
  return root ?? doc;
}

/**
 * Deep copy of plain objects and arrays. BSON value objects (ObjectId, Date, Binary, ...) are
 * shared: nothing in the engine mutates them.
 */
export function cloneValue<T>(v: T): T {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = cloneValue(v[i]);
    return out as T;
  }
  if (!isPlainObject(v)) return v;
  const out: Doc = {};
  for (const k in v) out[k] = cloneValue((v as Doc)[k]);
  return out as T;
}

/** Numeric kind of a stored leaf, as MongoDB sees it. */
export type NumKind = 'int' | 'long' | 'double';

export function numKind(n: number, annotated: NumType | undefined): NumKind {
  if (annotated) return annotated;
  return isInt32(n) ? 'int' : 'double';
}

/** Type of the result of arithmetic ($inc/$mul) as MongoDB defines it. */
export function arithmeticKind(a: NumKind, b: NumKind, result: number): NumKind {
  if (a === 'double' || b === 'double') return 'double';
  if (a === 'long' || b === 'long') return 'long';
  return isInt32(result) ? 'int' : 'long';
}

/** Annotation needed so that `n` is written as `kind` (undefined when the natural encoding fits). */
export function annotationFor(n: number, kind: NumKind): NumType | undefined {
  if (kind === 'long') return Number.isSafeInteger(n) ? 'long' : undefined;
  if (kind === 'double') return isInt32(n) ? 'double' : undefined;
  return undefined;
}

/** Groups annotations of `field.<i>.…` by array index i, re-rooted below `field.<i>.<sub>`. */
export function typesByIndex(types: NumTypes | undefined, field: string, sub = ''): Map<number, NumTypes> {
  const out = new Map<number, NumTypes>();
  if (!types) return out;
  const p = field + '.';
  for (const k in types) {
    if (!k.startsWith(p)) continue;
    const dot = k.indexOf('.', p.length);
    const idx = Number(dot === -1 ? k.slice(p.length) : k.slice(p.length, dot));
    if (!Number.isInteger(idx) || dot === -1) continue;
    let rest = k.slice(dot + 1);
    if (sub) {
      if (rest === sub) rest = '';
      else if (rest.startsWith(sub + '.')) rest = rest.slice(sub.length + 1);
      else continue;
    }
    let m = out.get(idx);
    if (!m) out.set(idx, (m = {}));
    m[rest] = types[k]!;
  }
  return out;
}
