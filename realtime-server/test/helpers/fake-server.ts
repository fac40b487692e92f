import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; text: string; json: Record<string, unknown> };
export type FakeReply = { status: number; body?: unknown };

/** A tiny local HTTP server (127.0.0.1, port 0) answering with `handle`; every request is recorded. */
export async function startFakeServer(handle: (req: FakeRequest) => FakeReply | Promise<FakeReply>) {
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
    const request = { method: req.method ?? '', path: new URL(req.url ?? '/', 'http://fake').pathname, headers: req.headers, text, json };
    const reply = await handle(request);
    requests.push({ ...request, status: reply.status });
    res.statusCode = reply.status;
    if (reply.body === undefined) return res.end();
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
