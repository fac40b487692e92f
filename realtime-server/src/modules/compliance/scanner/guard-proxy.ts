import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { AddressPolicy } from './address-policy';

/**
 * The forward proxy the scanner's Chromium sends every connection through (pages, redirects,
 * subresources, iframes, WebSockets, service workers). It resolves each host itself, refuses
 * addresses the policy refuses, and connects to the very address it checked, so a name that
 * answers differently the second time (DNS rebinding) cannot reach anything the check did not see.
 * Request interception in the page reports refusals per scan; this is what enforces them.
 */
export type GuardProxy = { url: string; blockedCount: () => number; close: () => Promise<void> };

export async function startGuardProxy(policy: AddressPolicy): Promise<GuardProxy> {
  let blocked = 0;
  const sockets = new Set<net.Socket>();

  const refuse = (res: http.ServerResponse, range: string) => {
    blocked++;
    res.writeHead(403, { 'Content-Type': 'text/plain', 'X-Scanner-Refused': range, Connection: 'close' });
    res.end('Refused by the scanner: address not public');
  };

  const server = http.createServer(async (req, res) => {
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (target.protocol !== 'http:') {
      res.writeHead(400).end();
      return;
    }
    const verdict = await policy.check(target.hostname);
    if (!verdict.ok) return refuse(res, verdict.reason === 'dns' ? 'dns' : verdict.range);
    const headers = { ...req.headers };
    delete headers['proxy-connection'];
    delete headers['proxy-authorization'];
    const upstream = http.request(
      {
        host: verdict.address,
        family: verdict.family,
        port: target.port || 80,
        path: `${target.pathname}${target.search}`,
        method: req.method,
        headers,
        setHost: false,
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.rawHeaders);
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });

  server.on('connect', async (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    const match = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(req.url ?? '');
    if (!match) {
      client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
      return;
    }
    const verdict = await policy.check(match[1]!);
    if (!verdict.ok) {
      blocked++;
      client.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    const upstream = net.connect({ host: verdict.address, port: Number(match[2]), family: verdict.family });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    upstream.on('connect', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    blockedCount: () => blocked,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
