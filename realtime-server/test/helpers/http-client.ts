/** A tiny browser stand-in over fetch: keeps the session cookie and sends same-origin headers. */
export class HttpClient {
  private cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookieHeader(value: string): void {
    this.cookies.clear();
    for (const pair of value.split('; ')) {
      const [k, ...v] = pair.split('=');
      if (k) this.cookies.set(k, v.join('='));
    }
  }

  async request(method: string, path: string, options: { body?: unknown; rawBody?: string; form?: FormData; headers?: Record<string, string>; redirect?: 'follow' | 'manual' | 'error' } = {}) {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (this.cookies.size) headers.Cookie = this.cookieHeader;
    let body: string | FormData | undefined = options.form ?? options.rawBody;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    } else if (options.rawBody !== undefined) {
      headers['Content-Type'] ??= 'application/json';
    }
    if (method !== 'GET' && method !== 'HEAD') {
      headers.Origin ??= this.baseUrl;
      headers['Sec-Fetch-Site'] ??= 'same-origin';
    }
    const res = await fetch(this.baseUrl + path, { method, headers, body, redirect: options.redirect ?? 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (!name) continue;
      const expired = attrs.some((a) => /^\s*expires=thu, 01 jan 1970/i.test(a)) || attrs.some((a) => /^\s*max-age=0/i.test(a));
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), rest.join('='));
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json: json as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  /** multipart/form-data, as a browser's file upload sends it (fetch sets the boundary). */
  postForm(path: string, form: FormData) {
    return this.request('POST', path, { form });
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, { headers });
  }

  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, { body, headers });
  }

  patch(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('PATCH', path, { body, headers });
  }

  async register(username: string, password = 'secret-pass', extra: Record<string, unknown> = {}) {
    const res = await this.post('/api/register', { username, password, ...extra });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
    return res.json as { id: string; username: string };
  }

  async login(username: string, password = 'secret-pass') {
    const res = await this.post('/api/login', { username, password });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
    return res.json as { id: string; username: string };
  }
}
