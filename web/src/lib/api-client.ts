import type { TApiError } from '@app/shared-types/errors';

/**
 * A non-OK response. Its message follows the spec: "<status>: <body text or status text>".
 * The parsed body (the API's one error shape) is kept so the UI can show the server's `message`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: TApiError | undefined;
  /** Seconds the server asked us to wait (429 Retry-After), when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, text: string, statusText: string, headers?: Headers) {
    super(`${status}: ${text || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseErrorBody(text);
    this.retryAfterSeconds = parseRetryAfter(headers?.get('Retry-After') ?? null);
  }
}

/** Retry-After is either delta-seconds or an HTTP date. */
function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

function parseErrorBody(text: string): TApiError | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && typeof (value as TApiError).message === 'string') return value as TApiError;
  } catch {
    // A non-JSON body (a proxy's HTML page, say) is still reported through ApiError.message.
  }
  return undefined;
}

/** The request never got an answer (offline, server down, DNS). Aborts are passed through as they are. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Could not reach the server. Check your connection and try again.', { cause });
    this.name = 'NetworkError';
  }
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // Browsers word this differently ("Failed to fetch", "Load failed"...); say it once, plainly.
    throw new NetworkError(error);
  }
}

/** The text a toast should show for a failed call: the server's message when it sent one. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.body?.message ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * The spec's failure text, kept whole and first, followed by what the server said about a refusal
 * (a 4xx explains itself: "not configured", a field's rule); a 5xx or no answer adds nothing.
 */
export function withReason(text: string, error: unknown): string {
  const reason = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.body?.message : undefined;
  return joinReason(text, reason);
}

/** `text`, then `reason` when it adds something (it may already be part of the text). */
export function joinReason(text: string, reason: string | null | undefined): string {
  if (!reason || text.includes(reason)) return text;
  return `${text}${/[.!?]$/.test(text) ? ' ' : ': '}${reason}`;
}

/** Field errors the server reported, keyed by path, for react-hook-form's setError. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body?.errors) return {};
  return Object.fromEntries(error.body.errors.map((e) => [e.path, e.message]));
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText, res.headers);
}

async function parseBody<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A write (or any call with a method): credentials always sent, JSON body with a JSON content type. */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown, init?: RequestInit): Promise<T> {
  const res = await send(url, {
    method,
    credentials: 'include',
    headers: body !== undefined ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    ...init,
  });
  await throwIfNotOk(res);
  return parseBody<T>(res);
}

/** A read. With `on401: 'null'` a signed-out caller gets null instead of an error (spec: "returnNull"). */
export async function getJson<T>(url: string, options: { on401?: 'throw' | 'null'; signal?: AbortSignal } = {}): Promise<T> {
  const res = await send(url, { credentials: 'include', headers: { Accept: 'application/json' }, signal: options.signal });
  if (res.status === 401 && options.on401 === 'null') return null as T;
  await throwIfNotOk(res);
  return parseBody<T>(res);
}

/** Multipart upload (the browser sets the boundary); same error format as every other call. */
export async function uploadForm<T>(url: string, form: FormData): Promise<T> {
  const res = await send(url, { method: 'POST', credentials: 'include', body: form, headers: { Accept: 'application/json' } });
  await throwIfNotOk(res);
  return parseBody<T>(res);
}
