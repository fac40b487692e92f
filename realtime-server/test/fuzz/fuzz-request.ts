import { ZApiError } from '@app/shared-types/errors';
import type { HttpClient } from '../helpers/http-client';
import type { FilePart, RawBody } from './hostile-values';
import { fillPath, type RouteInfo } from './route-list';

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; raw: RawBody }
  | { kind: 'multipart'; parts: FilePart[] };

export type FuzzRequest = { params: Record<string, string>; query: string; body: FuzzBody };

export type FuzzResponse = { status: number; text: string; json: unknown; contentType: string };

/** Sends one fuzzed request to the app as the actor's browser would (cookie, same-origin headers). */
export async function send(client: HttpClient, route: RouteInfo, req: FuzzRequest): Promise<FuzzResponse> {
  const url = fillPath(route.path, req.params) + (req.query ? `?${req.query}` : '');
  const canHaveBody = route.method !== 'GET' && route.method !== 'HEAD';
  const body = canHaveBody ? req.body : { kind: 'none' as const };
  let res;
  switch (body.kind) {
    case 'none':
      res = await client.request(route.method, url);
      break;
    case 'json':
      // JSON.stringify drops undefined; a top-level undefined is sent as no body.
      res = body.value === undefined ? await client.request(route.method, url) : await client.request(route.method, url, { body: body.value });
      break;
    case 'raw':
      res = await client.request(route.method, url, { rawBody: body.raw.text, headers: { 'Content-Type': body.raw.contentType } });
      break;
    case 'multipart': {
      const form = new FormData();
      for (const part of body.parts) form.append(part.field, new Blob([new Uint8Array(part.data)], { type: part.type }), part.name);
      res = await client.request(route.method, url, { form });
      break;
    }
  }
  return { status: res.status, text: res.text, json: res.json, contentType: res.headers.get('content-type') ?? '' };
}

const STRICT_ERROR = ZApiError.strict();
const SECRET_KEYS = new Set(['_id', '__v', 'password', 'passwordHash', 'fileName', 'squareCustomerId', 'paypalCustomerId', 'zoomPmiPassword']);

/** What is wrong with a response, by the rules every route must keep; empty when nothing is. */
export function responseProblems(res: FuzzResponse): string[] {
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`answered ${res.status}`);
  if (res.status >= 400) {
    if (!/^application\/json\b/.test(res.contentType)) problems.push(`error answered as ${res.contentType || 'no content type'}`);
    const shape = STRICT_ERROR.safeParse(res.json);
    if (!shape.success) problems.push(`error body is not { message, code, errors? }: ${res.text.slice(0, 200)}`);
  } else if (res.json !== undefined) {
    const leaked = leakedKeys(res.json);
    if (leaked.length) problems.push(`response carries internal fields: ${leaked.join(', ')}`);
  }
  return problems;
}

function leakedKeys(value: unknown, found = new Set<string>()): string[] {
  if (Array.isArray(value)) for (const item of value) leakedKeys(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (SECRET_KEYS.has(key)) found.add(key);
      leakedKeys(inner, found);
    }
  }
  return [...found];
}

/** A short, readable account of a request for a failure message. */
export function describeRequest(route: RouteInfo, req: FuzzRequest): string {
  const body =
    req.body.kind === 'json'
      ? JSON.stringify(req.body.value)
      : req.body.kind === 'raw'
        ? `${req.body.raw.contentType}: ${req.body.raw.text}`
        : req.body.kind === 'multipart'
          ? `multipart ${JSON.stringify(req.body.parts.map((p) => ({ field: p.field, name: p.name, type: p.type, bytes: p.data.length })))}`
          : '(none)';
  const shown = body.length > 300 ? `${body.slice(0, 300)}... (${body.length} chars)` : body;
  return `${route.method} ${fillPath(route.path, req.params)}${req.query ? `?${req.query.slice(0, 200)}` : ''} body ${shown}`;
}
