import { z } from 'zod';

/**
 * The form layer's generic messages (spec 000 section 5), for any schema that gives no message of its
 * own: Required; Expected X, received Y; Invalid input; String must contain at least N character(s);
 * Number must be greater than or equal to N; Invalid email.
 *
 * Those are zod 3's wordings; zod 4 words them differently ("Invalid input: expected string, received
 * undefined"). The issues the spec does not list get zod 3's wording too, so the messages read as one
 * family. Explicit messages in a schema still win: zod consults this map only when a schema has none.
 *
 * Installed on load. Every shared-types entry point that defines schemas imports this module, so the
 * server and the browser both get it as soon as they load any schema (the setting is process-wide).
 */

/** zod 3's name for the type of a value, as in "Expected string, received number". */
function typeName(value: unknown): string {
  switch (typeof value) {
    case 'number':
      return Number.isNaN(value) ? 'nan' : 'number';
    case 'object':
      if (value === null) return 'null';
      if (Array.isArray(value)) return 'array';
      if (value instanceof Date) return 'date';
      if (value instanceof Map) return 'map';
      if (value instanceof Set) return 'set';
      if (typeof (value as { then?: unknown }).then === 'function') return 'promise';
      return 'object';
    default:
      return typeof value;
  }
}

/** Options as zod 3 listed them: 'a' | 'b' | 3. */
const listValues = (values: readonly unknown[]) => values.map((v) => (typeof v === 'string' ? `'${v}'` : String(v))).join(' | ');

const literal = (value: unknown) => (typeof value === 'bigint' || value === undefined ? String(value) : JSON.stringify(value));

const bound = (value: number | bigint, origin: string) => (origin === 'date' ? String(new Date(Number(value))) : value.toString());

type TIssue = z.core.$ZodRawIssue;

function tooSmall(issue: Extract<TIssue, { code: 'too_small' }>): string {
  const { origin, minimum, inclusive, exact } = issue;
  const n = bound(minimum, origin);
  switch (origin) {
    case 'string':
      return `String must contain ${exact ? 'exactly' : inclusive ? 'at least' : 'over'} ${n} character(s)`;
    case 'array':
    case 'set':
      return `Array must contain ${exact ? 'exactly' : inclusive ? 'at least' : 'more than'} ${n} element(s)`;
    case 'number':
    case 'int':
    case 'bigint':
      return `Number must be ${exact ? 'exactly equal to' : inclusive ? 'greater than or equal to' : 'greater than'} ${n}`;
    case 'date':
      return `Date must be ${exact ? 'exactly equal to' : inclusive ? 'greater than or equal to' : 'greater than'} ${n}`;
    default:
      return 'Invalid input';
  }
}

function tooBig(issue: Extract<TIssue, { code: 'too_big' }>): string {
  const { origin, maximum, inclusive, exact } = issue;
  const n = bound(maximum, origin);
  switch (origin) {
    case 'string':
      return `String must contain ${exact ? 'exactly' : inclusive ? 'at most' : 'under'} ${n} character(s)`;
    case 'array':
    case 'set':
      return `Array must contain ${exact ? 'exactly' : inclusive ? 'at most' : 'less than'} ${n} element(s)`;
    case 'number':
    case 'int':
    case 'bigint':
      return `Number must be ${exact ? 'exactly' : inclusive ? 'less than or equal to' : 'less than'} ${n}`;
    case 'date':
      return `Date must be ${exact ? 'exactly' : inclusive ? 'smaller than or equal to' : 'smaller than'} ${n}`;
    default:
      return 'Invalid input';
  }
}

function invalidFormat(issue: Extract<TIssue, { code: 'invalid_format' }>): string {
  const extra = issue as { prefix?: string; suffix?: string; includes?: string };
  switch (issue.format) {
    case 'regex':
      return 'Invalid';
    case 'starts_with':
      return `Invalid input: must start with "${extra.prefix}"`;
    case 'ends_with':
      return `Invalid input: must end with "${extra.suffix}"`;
    case 'includes':
      return `Invalid input: must include "${extra.includes}"`;
    default:
      // 'Invalid email', 'Invalid url', 'Invalid uuid'...
      return `Invalid ${issue.format}`;
  }
}

/** The message for an issue raised by a schema without a message of its own. */
export function formLayerMessage(issue: TIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'Required';
      if (issue.expected === 'date' && issue.input instanceof Date) return 'Invalid date';
      if (issue.expected === 'int' && typeof issue.input === 'number' && !Number.isNaN(issue.input)) return 'Expected integer, received float';
      return `Expected ${issue.expected === 'int' ? 'integer' : issue.expected}, received ${typeName(issue.input)}`;
    }
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'invalid_value':
      return issue.values.length === 1
        ? `Invalid literal value, expected ${literal(issue.values[0])}`
        : `Invalid enum value. Expected ${listValues(issue.values)}, received '${String(issue.input)}'`;
    case 'not_multiple_of':
      return `Number must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Unrecognized key(s) in object: ${listValues(issue.keys)}`;
    case 'invalid_union': {
      // Only a discriminated union names its options.
      const options = (issue as { options?: readonly unknown[] }).options;
      return options?.length ? `Invalid discriminator value. Expected ${listValues(options)}` : 'Invalid input';
    }
    default:
      // custom refinements, invalid map/record keys and set elements
      return 'Invalid input';
  }
}

z.config({ customError: formLayerMessage });
