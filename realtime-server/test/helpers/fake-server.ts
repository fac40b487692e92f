import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = { method: string; path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders; text: string; json: Record<string, unknown> };
export type FakeReply = { status: number; body?: unknown; headers?: Record<string, string> };

/** A tiny local HTTP server (127.0.0.1, port 0) answering with `handle`; every request is recorded. */
export async function startFakeServer(handle: (req: FakeRequest) => FakeReply | Promise<FakeReply>, port = 0) {
  const requests: (FakeRequest & { status: number })[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let json: Record<string, unknown> = {};
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      // form bodies (OAuth) stay in `text`
    }
    const parsed = new URL(req.url ?? '/', 'http://fake');
    const request = { method: req.method ?? '', path: parsed.pathname, query: parsed.searchParams, headers: req.headers, text, json };
    const reply = await handle(request);
    requests.push({ ...request, status: reply.status });
    res.statusCode = reply.status;
    for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
    if (reply.body === undefined) return res.end();
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
