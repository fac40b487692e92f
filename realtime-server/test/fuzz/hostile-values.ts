import fc from 'fast-check';

/**
 * The raw material of the fuzz suite: values an attacker (or a careless client) sends in place of
 * what a route expects. Every arbitrary here stays small enough that a run of a few thousand
 * requests fits the suite's time budget; size limits themselves are probed by schema-examples.ts.
 */

/** 24 hex digits: passes every "is this an ObjectId" check, but names nothing. */
export const validLookingObjectId: fc.Arbitrary<string> = fc
  .array(fc.constantFrom(...'0123456789abcdefABCDEF'), { minLength: 24, maxLength: 24 })
  .map((chars) => chars.join(''));

/** Field names of this app's requests, plus keys that only a mass-assignment attempt would send. */
export const FIELD_NAMES = [
  'username', 'password', 'email', 'firstName', 'lastName', 'company', 'title', 'content', 'category', 'isPublic',
  'isPremiumOnly', 'description', 'videoUrl', 'captionsUrl', 'transcriptUrl', 'requiredTier', 'room', 'before', 'limit',
  'following', 'returnTo', 'id', '_id', 'userId', 'role', 'isPremium', 'likesCount', 'revision', 'password_hash', '__v',
];
export const fieldName: fc.Arbitrary<string> = fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 }));

/**
 * Percent-encodes the UTF-8 bytes of any string; unlike encodeURIComponent it does not throw on a
 * lone surrogate (which becomes U+FFFD, as a browser would send it).
 */
export function percentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')].map((b) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}

const ASTRAL = ['😀', '𝔘', '🇺🇸', '👨‍👩‍👧', '𠜎'];
const BIDI_AND_INVISIBLE = ['\u202e', '\u202d', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c', '\ufeff', '\u200b', '\u2028'];

/** Text with the characters that break naive length checks, file names and logs. */
export const trickyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\t\n\r ',
    'abc\u0000def',
    '\u0000',
    'invoice\u202egpj.pdf',
    '\u2066\u2067hidden\u2069',
    'e\u0301'.repeat(30),
    '\ud800',
    '\udfff lone surrogate',
    '<script>alert(1)</script>',
    '"; DROP TABLE users; --',
    '{{constructor.constructor("return process")()}}',
    '%s%s%n',
    '../../../etc/passwd',
    '..\\..\\windows\\win.ini',
    '__proto__',
    'constructor',
    'null',
    'undefined',
    '[object Object]',
    '$where',
    'Ünïcödé ñame',
  ),
  fc.tuple(fc.constantFrom(...ASTRAL), fc.integer({ min: 1, max: 300 })).map(([c, n]) => c.repeat(n)),
  fc.tuple(fc.constantFrom(...BIDI_AND_INVISIBLE), fc.string({ maxLength: 20 })).map(([c, s]) => `${c}${s}${c}`),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** MongoDB query and update operators where a plain value belongs. */
export const operatorObject: fc.Arbitrary<Record<string, unknown>> = fc.constantFrom(
  { $gt: '' },
  { $ne: null },
  { $ne: 'x' },
  { $in: ['a', 'b'] },
  { $regex: '.*' },
  { $where: 'sleep(100)' },
  { $expr: { $eq: [1, 1] } },
  { $set: { role: 'operator' } },
  { $exists: true },
  { _bsontype: 'ObjectId', id: 'aaaaaaaaaaaa' },
);

/** Objects whose own keys are `__proto__`, `constructor` and friends (made by JSON.parse, as a body parser would). */
export const prototypeObject: fc.Arbitrary<Record<string, unknown>> = fc.constantFrom(
  JSON.parse('{"__proto__":{"isAdmin":true,"role":"operator"}}') as Record<string, unknown>,
  JSON.parse('{"constructor":{"prototype":{"polluted":true}}}') as Record<string, unknown>,
  JSON.parse('{"__proto__":null,"toString":"x","valueOf":1,"hasOwnProperty":"y"}') as Record<string, unknown>,
);

const numbers = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, 8.64e15 + 1, 1e21),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A wrong-typed or hostile value for any one field. */
export const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: trickyText },
  { weight: 2, arbitrary: numbers },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 3, arbitrary: operatorObject },
  { weight: 1, arbitrary: prototypeObject },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [null], ['a', 'b'], [[[]]]) },
  { weight: 1, arbitrary: validLookingObjectId },
);

/** Nested arrays and objects of hostile leaves, keyed by names routes really read. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, hostileLeaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(fieldName, tie('value'), { maxKeys: 5 }),
})).value;


function nestedJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A body as bytes on the wire: JSON text (possibly broken), or another content type. */
export type RawBody = { text: string; contentType: string };

export const rawBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc.constantFrom<RawBody>(
    { text: '{', contentType: 'application/json' },
    { text: '{"title":', contentType: 'application/json' },
    { text: 'nul', contentType: 'application/json' },
    { text: '"just a string"', contentType: 'application/json' },
    { text: '12', contentType: 'application/json' },
    { text: 'null', contentType: 'application/json' },
    { text: '\ufeff{"a":1}', contentType: 'application/json' },
    { text: '{"a":1}', contentType: 'application/json; charset=utf-16' },
    { text: '{"a":1}', contentType: 'application/json; charset=koi8-r' },
    { text: '{"username":"a","username":"b","password":"x"}', contentType: 'application/json' },
    { text: '{"title":"x"}', contentType: 'text/plain' },
    { text: 'title=x&content=y&title=z', contentType: 'application/x-www-form-urlencoded' },
    { text: '<xml/>', contentType: 'application/xml' },
    { text: '{"a":1}', contentType: 'application/json, text/html' },
  ),
  fc.tuple(fc.integer({ min: 100, max: 5000 }), fc.constantFrom<'array' | 'object'>('array', 'object')).map(([depth, kind]) => ({
    text: nestedJson(depth, kind),
    contentType: 'application/json',
  })),
  // Past JSON_BODY_LIMIT (100kb): must be a 413 in the error shape.
  fc.integer({ min: 101, max: 140 }).map((kb) => ({ text: JSON.stringify({ content: 'x'.repeat(kb * 1024) }), contentType: 'application/json' })),
);

/** A multipart part as a browser would send it, but with an attacker's name, type and bytes. */
export type FilePart = { field: string; name: string; type: string; data: Uint8Array };

const fileBytes = fc.oneof(
  fc.constantFrom(
    new TextEncoder().encode('%PDF-1.4\n%%EOF\n'),
    new TextEncoder().encode('MZ\x90\x00 not really a program'),
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    new Uint8Array(0),
  ),
  fc.uint8Array({ maxLength: 64 }),
);

export const filePart: fc.Arbitrary<FilePart> = fc.record({
  field: fc.oneof(fc.constant('files'), fc.constantFrom('file', 'files[]', '__proto__', ''), fc.string({ maxLength: 8 })),
  name: fc.oneof(
    fc.constantFrom('report.pdf', 'über straße.pdf', 'résumé.docx', '报告.pdf', '😀.png', 'a'.repeat(300) + '.pdf', '.pdf', 'no-extension'),
    fc.tuple(trickyText, fc.constantFrom('.pdf', '.png', '.exe', '.docx', '')).map(([s, ext]) => s + ext),
  ),
  type: fc.constantFrom('application/pdf', 'image/png', '', 'application/octet-stream', 'text/html', 'application/x-msdownload', 'application/pdf; charset=\u0000'),
  data: fileBytes,
});


/** A route parameter as it appears in the URL (already percent-encoded where it should be). */
export function paramValue(knownIds: readonly string[]): fc.Arbitrary<string> {
  const encoded = (arb: fc.Arbitrary<string>) => arb.map(percentEncode);
  return fc.oneof(
    { weight: 3, arbitrary: knownIds.length ? fc.constantFrom(...knownIds) : validLookingObjectId },
    { weight: 3, arbitrary: validLookingObjectId },
    {
      weight: 2,
      arbitrary: fc.constantFrom('000000000000000000000000', 'ffffffffffffffffffffffff', 'aaaaaaaaaaaa', 'abc', '0', '-1', 'null', 'undefined', '1e3'),
    },
    // Malformed percent-encoding reaches the router as-is.
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%2F..%2F', '..', '%C0%AE%C0%AE') },
    { weight: 2, arbitrary: encoded(trickyText.filter((s) => s.length > 0)) },
    { weight: 1, arbitrary: encoded(fc.constantFrom('{"$gt":""}', '[object Object]', '__proto__', 'constructor', 'x'.repeat(2000))) },
  );
}

const SAMPLE_ID = '65a1b2c3d4e5f6a7b8c9d0e1';
const b64 = (s: string) => Buffer.from(s).toString('base64url');

/** Feed cursors (base64url of `<ms>.<objectId>`) with each part bent out of shape: dates past the Date range, bad ids, junk. */
export const CRAFTED_CURSORS: readonly string[] = [
  ...[
    `8640000000000001.${SAMPLE_ID}`,
    `9007199254740991.${SAMPLE_ID}`,
    `-8640000000000001.${SAMPLE_ID}`,
    `1e21.${SAMPLE_ID}`,
    `NaN.${SAMPLE_ID}`,
    `.${SAMPLE_ID}`,
    '1700000000000.',
    `1700000000000.${SAMPLE_ID}.extra`,
    '1700000000000.zzzzzzzzzzzzzzzzzzzzzzzz',
    '1700000000000.aaaaaaaaaaaa',
    ` 1700000000000.${SAMPLE_ID}`,
    `0x10.${SAMPLE_ID}`,
  ].map(b64),
  '',
  '!!!',
  '====',
  'a'.repeat(199),
];

export function cursorValue(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...CRAFTED_CURSORS),
    fc.tuple(fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }), validLookingObjectId).map(([ms, oid]) => b64(`${ms}.${oid}`)),
  );
}

/** A query string (without `?`): known and unknown keys, repeated keys, operator-style and prototype keys. */
export const queryString: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom('before', 'limit', 'category', 'following', 'returnTo', 'id', 'username'),
          fc.constantFrom('before[$gt]', 'limit[]', '__proto__', 'constructor[prototype][x]', '__proto__[role]'),
          fc.string({ maxLength: 6 }),
        ),
        fc.oneof(
          fc.constantFrom('', '0', '-1', '51', '1e3', 'NaN', 'true', 'yes', 'general', 'x'.repeat(3000), '1.5', '9007199254740993'),
          trickyText,
          cursorValue(),
        ),
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&')),
  fc.constantFrom('limit=1&limit=2', 'before=%', 'a=%zz', '&&&=', '=x', 'before', 'category=general&category=compliance'),
);
