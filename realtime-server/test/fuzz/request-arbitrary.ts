import fc from 'fast-check';
import type { FuzzBody, FuzzRequest } from './fuzz-request';
import { CRAFTED_CURSORS, fieldName, filePart, hostileLeaf, hostileValue, paramValue, percentEncode, queryString, rawBody } from './hostile-values';
import type { RouteInfo } from './route-list';
import { textLimit, textsAtLimit, validExample, type NamedSchema, type ObjectSchema } from './schema-examples';

/** A valid example of one of the schemas with one field bent, removed, or an extra field added. */
export function mutatedExample(schemas: readonly ObjectSchema[], asText = false): fc.Arbitrary<Record<string, unknown>> {
  if (!schemas.length) return fc.dictionary(fieldName, hostileValue, { maxKeys: 4 });
  return fc
    .tuple(fc.constantFrom(...schemas), fc.nat(), fc.constantFrom('bend', 'drop', 'extra'), fieldName, hostileValue)
    .map(([schema, pick, how, extraKey, value]) => {
      const base = validExample(schema, asText) ?? {};
      const keys = Object.keys(schema.shape);
      const key = keys.length ? keys[pick % keys.length]! : extraKey;
      if (how === 'drop') delete base[key];
      else base[how === 'bend' ? key : extraKey] = value;
      return base;
    });
}

/** Query values are text: objects and arrays arrive as `[object Object]` or joined, as a form would send them. */
function asQuery(values: Record<string, unknown>): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${percentEncode(k)}=${percentEncode(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`)
    .join('&');
}

/**
 * Random requests for one route: parameters from real and fake ids, hostile query strings, and
 * bodies that are wrong in every way this suite knows (shapes of the route's own schemas first).
 */
export function requestArbitrary(route: RouteInfo, knownIds: readonly string[], routeSchemas: readonly ObjectSchema[], allSchemas: readonly ObjectSchema[]): fc.Arbitrary<FuzzRequest> {
  const params = fc.record(Object.fromEntries(route.params.map((p) => [p, paramValue(knownIds)])) as Record<string, fc.Arbitrary<string>>);
  const shaped = mutatedExample(routeSchemas.length ? routeSchemas : allSchemas);
  const query = route.method === 'GET' ? fc.oneof(queryString, mutatedExample(routeSchemas.length ? routeSchemas : allSchemas, true).map(asQuery)) : fc.oneof({ weight: 4, arbitrary: fc.constant('') }, queryString);
  const body: fc.Arbitrary<FuzzBody> = fc.oneof(
    { weight: 1, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
    { weight: 4, arbitrary: shaped.map((value): FuzzBody => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: mutatedExample(allSchemas).map((value): FuzzBody => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: fc.oneof(hostileValue, hostileLeaf).map((value): FuzzBody => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: rawBody.map((raw): FuzzBody => ({ kind: 'raw', raw })) },
    { weight: 1, arbitrary: fc.array(filePart, { minLength: 1, maxLength: 3 }).map((parts): FuzzBody => ({ kind: 'multipart', parts })) },
  );
  return fc.record({ params, query, body });
}

/**
 * The deterministic sweep run before the random requests: each of the route's own schemas with
 * every limited text field at and just past its limit (astral, combining, bidi and NUL text), and
 * malformed cursors in every text field of a query.
 */
export function boundaryRequests(route: RouteInfo, paramValues: Record<string, string>, routeSchemas: readonly NamedSchema[]): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  const asRequest = (values: Record<string, unknown>): FuzzRequest =>
    route.method === 'GET' ? { params: paramValues, query: asQuery(values), body: { kind: 'none' } } : { params: paramValues, query: '', body: { kind: 'json', value: values } };
  const asText = route.method === 'GET';
  for (const { schema } of routeSchemas) {
    const base = validExample(schema, asText);
    if (!base) continue;
    requests.push(asRequest(base));
    for (const key of Object.keys(schema.shape)) {
      const max = textLimit(schema, base, key);
      if (max === null) continue;
      const texts = [...textsAtLimit(max), ...(asText ? CRAFTED_CURSORS : [])];
      for (const text of texts) requests.push(asRequest({ ...(validExample(schema, asText) ?? base), [key]: text }));
    }
  }
  return requests;
}
