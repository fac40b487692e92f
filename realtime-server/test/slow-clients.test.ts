import { readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSuite, type TestServer } from './helpers/test-app';
import { formWith, samplePdf } from './helpers/files';
import { member } from './helpers/community';

const HEADERS_TIMEOUT_MS = 1000;
const REQUEST_TIMEOUT_MS = 2000;
/** Node checks the timeouts on an interval (a quarter of the headers timeout here), and the machine may be busy. */
const SLACK_MS = 1500;

let server: TestServer;
appSuite((app) => (server = app), { env: () => ({ HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS), HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) }) });

/**
 * A raw TCP client on 127.0.0.1 that sends `head` and then one more byte of `dribble` every 100 ms,
 * as a slow-loris does. Resolves with how long the server kept the connection (or the give-up time
 * if it never closed) and what it answered.
 */
function holdOpen(head: string, dribble: string, giveUpMs: number): Promise<{ heldMs: number; closedByServer: boolean; answer: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (closedByServer: boolean) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ heldMs: Date.now() - started, closedByServer, answer });
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (!socket.writable) return;
        socket.write(dribble[sent++ % dribble.length]!);
      }, 100);
    });
  });
}

describe('slow clients', () => {
  it('closes a connection whose request headers never finish within the headers timeout', async () => {
    const result = await holdOpen('GET /api/posts HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n', HEADERS_TIMEOUT_MS + SLACK_MS + 3000);
    expect(result.closedByServer).toBe(true);
    expect(result.heldMs).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose body trickles in slower than the request timeout allows', async () => {
    const head = ['POST /api/login HTTP/1.1', 'Host: 127.0.0.1', 'Content-Type: application/json', 'Content-Length: 100000', '', ''].join('\r\n');
    const result = await holdOpen(head, '{"username":"slow-loris","password":"', REQUEST_TIMEOUT_MS + SLACK_MS + 3000);
    expect(result.closedByServer).toBe(true);
    expect(result.heldMs).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
  });

  it('closes a signed-in upload whose file trickles in, and keeps nothing of it', async () => {
    const owner = await member(server.url, 'slow-uploader');
    const boundary = 'slowlorisboundary';
    const head = [
      'POST /api/uploads HTTP/1.1',
      'Host: 127.0.0.1',
      `Cookie: ${owner.cookieHeader}`,
      `Origin: ${server.url}`,
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      'Content-Length: 5000000',
      '',
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    ].join('\r\n');
    const result = await holdOpen(head, 'x', REQUEST_TIMEOUT_MS + SLACK_MS + 3000);
    expect(result.closedByServer).toBe(true);
    expect(result.heldMs).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
    expect((await owner.get('/api/uploads')).json).toEqual([]);
    // multer removes the part it had begun writing once the connection is gone.
    await expect.poll(() => readdirSync(path.join(server.config.uploadsDir, 'tmp'))).toEqual([]);
  });

  it('still takes a multi-megabyte upload sent at a normal pace', async () => {
    const owner = await member(server.url, 'fast-uploader');
    const big = Buffer.concat([samplePdf(), Buffer.alloc(8 * 1024 * 1024, 0x20)]);
    const res = await owner.postForm('/api/uploads', formWith([{ name: 'annual report.pdf', data: big, type: 'application/pdf' }]));
    expect(res.status).toBe(201);
    expect(res.json.uploads[0].fileSize).toBe(big.length);
  });
});
