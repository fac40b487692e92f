import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';

/**
 * Request shapes the fuzz suite learns from shared-types at run time: every exported zod object
 * schema of every domain (a domain added later is picked up without an edit here). From each it
 * builds a body that passes validation, then bends one field at a time, so hostile values reach
 * the services and the models behind the validation, where faults such as a length counted two
 * ways hide.
 */

export type ObjectSchema = z.ZodObject<z.ZodRawShape>;
export type NamedSchema = { name: string; schema: ObjectSchema };

const sharedTypesSrc = fileURLToPath(new URL('../../../shared-types/src/', import.meta.url));

const isObjectSchema = (value: unknown): value is ObjectSchema =>
  typeof value === 'object' && value !== null && (value as { _zod?: { def?: { type?: string } } })._zod?.def?.type === 'object';

/** Every `Z*` object schema exported by a shared-types domain (`@app/shared-types/<domain>`). */
export async function discoverSchemas(): Promise<NamedSchema[]> {
  const domains = readdirSync(sharedTypesSrc, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(sharedTypesSrc, d.name, 'index.ts')))
    .map((d) => d.name)
    .sort();
  const found = new Map<ObjectSchema, string>();
  for (const domain of domains) {
    const exports = (await import(`@app/shared-types/${domain}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (name.startsWith('Z') && isObjectSchema(value) && !found.has(value)) found.set(value, `${domain}.${name}`);
    }
  }
  return [...found].map(([schema, name]) => ({ name, schema })).sort((a, b) => a.name.localeCompare(b.name));
}

let counter = 0;
/** Fresh for every call, so a sign-up built from it is not refused as a duplicate. */
function candidates(): unknown[] {
  const n = `${process.pid}x${++counter}`;
  return [
    `fz${n}`,
    `Fuzz text ${n}, long enough for any minimum.`,
    `fuzz${n}@example.com`,
    `secret-pass-${n}`,
    `/media/training/fuzz-${n}.webm`,
    `https://example.com/fuzz/${n}`,
    false,
    true,
    1,
    10,
    '65a1b2c3d4e5f6a7b8c9d0e1',
    'feed',
  ];
}

/** The enum values anywhere inside a field's schema (through optional, default, pipe...). */
function enumValues(schema: unknown, seen = new Set<unknown>()): unknown[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return [];
  if (def.type === 'enum') return Object.values(def.entries as Record<string, unknown>);
  if (def.type === 'literal') return def.values as unknown[];
  return ['innerType', 'in', 'out', 'options', 'element']
    .flatMap((key) => (Array.isArray(def[key]) ? (def[key] as unknown[]) : [def[key]]))
    .flatMap((inner) => enumValues(inner, seen));
}

/**
 * A value of `schema` that parses, built field by field from plain candidates; null when none fits.
 * `asText`: every value a string, as a query string carries it.
 */
export function validExample(schema: ObjectSchema, asText = false): Record<string, unknown> | null {
  const body: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const plain = [...enumValues(field), ...candidates()];
    const pool = [...(asText ? plain.map(String) : plain), undefined];
    const fits = pool.find((value) => (field as z.ZodType).safeParse(value).success);
    if (fits === undefined && !(field as z.ZodType).safeParse(undefined).success) return null;
    if (fits !== undefined) body[key] = fits;
  }
  return schema.safeParse(body).success ? body : null;
}

/**
 * The longest string of plain letters the field accepts inside an otherwise valid body, or null
 * when it takes no such string or has no limit below 200,000.
 */
export function textLimit(schema: ObjectSchema, base: Record<string, unknown>, key: string): number | null {
  const accepts = (n: number) => schema.safeParse({ ...base, [key]: 'a'.repeat(n) }).success;
  const start = [1, 3, 10, 100].find(accepts);
  if (start === undefined || accepts(200_000)) return null;
  let lo = start;
  let hi = 200_000;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (accepts(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/**
 * Texts at and just past a limit of `max` characters, in the units that trip length checks:
 * astral characters (two UTF-16 units each), ZWJ sequences (several code points per glyph), and
 * bidi overrides with NUL.
 */
export function textsAtLimit(max: number): string[] {
  return ['😀'.repeat(max), '😀'.repeat(max + 1), '👨‍👩‍👧'.repeat(Math.floor(max / 5)), `\u202e\u0000${'b'.repeat(Math.max(0, max - 2))}`];
}

export type BodyVariant = { schema: string; field: string | null; body: Record<string, unknown> };

/**
 * For each schema with a valid example: the example itself, and for each text field with a limit
 * the example with that field at and past the limit in astral and combining text.
 */
export function boundaryBodies(schemas: NamedSchema[]): BodyVariant[] {
  const variants: BodyVariant[] = [];
  for (const { name, schema } of schemas) {
    const base = validExample(schema);
    if (!base) continue;
    variants.push({ schema: name, field: null, body: base });
    for (const key of Object.keys(schema.shape)) {
      const max = textLimit(schema, base, key);
      if (max === null) continue;
      // Each variant gets fresh unique values elsewhere (usernames, emails) so only the bent field can fail.
      for (const text of textsAtLimit(max)) variants.push({ schema: name, field: key, body: { ...(validExample(schema) ?? base), [key]: text } });
    }
  }
  return variants;
}
