import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, apiRequest, errorMessage, fieldErrors, getJson } from './api-client';

function stubFetch(status: number, body: string, init: { statusText?: string; headers?: Record<string, string> } = {}) {
  const fetchMock = vi.fn(async () => new Response(status === 204 ? null : body, { status, statusText: init.statusText ?? '', headers: init.headers }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('turns a non-OK response into "<status>: <body text>" and keeps the server message for toasts', async () => {
    stubFetch(409, JSON.stringify({ message: 'Username is already taken', code: 'CONFLICT' }));
    const error = await apiRequest('POST', '/api/register', { username: 'ann' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"message":"Username is already taken","code":"CONFLICT"}');
    expect((error as ApiError).status).toBe(409);
    expect(errorMessage(error)).toBe('Username is already taken');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(503, '', { statusText: 'Service Unavailable' });
    const error = await getJson('/api/posts').catch((e: unknown) => e);
    expect((error as Error).message).toBe('503: Service Unavailable');
    expect(errorMessage(error)).toBe('503: Service Unavailable');
  });

  it('keeps a non-JSON body as text in the message', async () => {
    stubFetch(502, '<html>Bad gateway</html>', { statusText: 'Bad Gateway' });
    const error = await getJson('/api/posts').catch((e: unknown) => e);
    expect((error as Error).message).toBe('502: <html>Bad gateway</html>');
  });

  it('exposes field errors by path and the Retry-After of a 429', async () => {
    stubFetch(
      400,
      JSON.stringify({
        message: 'Username must be at least 3 characters',
        code: 'VALIDATION_FAILED',
        errors: [{ path: 'username', message: 'Username must be at least 3 characters' }],
      }),
    );
    const invalid = await apiRequest('POST', '/api/register', {}).catch((e: unknown) => e);
    expect(fieldErrors(invalid)).toEqual({ username: 'Username must be at least 3 characters' });

    stubFetch(429, JSON.stringify({ message: 'Too many attempts. Please try again later.', code: 'RATE_LIMITED' }), {
      headers: { 'Retry-After': '120' },
    });
    const limited = await apiRequest('POST', '/api/login', {}).catch((e: unknown) => e);
    expect((limited as ApiError).retryAfterSeconds).toBe(120);
  });

  it('sends credentials and a JSON body with a JSON content type', async () => {
    const fetchMock = stubFetch(200, JSON.stringify({ id: '1' }));
    await expect(apiRequest('POST', '/api/posts', { title: 'T' })).resolves.toEqual({ id: '1' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/posts');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"title":"T"}');
  });

  it('answers null for a 401 only when the read asks for it', async () => {
    stubFetch(401, JSON.stringify({ message: 'Sign in required', code: 'UNAUTHENTICATED' }));
    await expect(getJson('/api/user', { on401: 'null' })).resolves.toBeNull();
    await expect(getJson('/api/user')).rejects.toThrow('401: ');
  });
});

describe('api client without a server', () => {
  it('says plainly that the server could not be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await apiRequest('POST', '/api/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(errorMessage(error)).toBe('Could not reach the server. Check your connection and try again.');
  });

  it('lets an aborted read reject as an abort, not as a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new DOMException('aborted', 'AbortError'))));
    const error = await getJson('/api/posts').catch((e: unknown) => e);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
