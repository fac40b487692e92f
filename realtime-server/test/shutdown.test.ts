import { describe, expect, it } from 'vitest';
import { startTestApp } from './helpers/test-app';
import { connectSocket, nextEvent } from './helpers/socket-client';

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new connections, closes sockets and the database', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const server = await startTestApp(
      {},
      {
        configure: (app) =>
          app.get('/slow', async (_req, res) => {
            entered();
            await gate;
            res.json({ finished: true });
          }),
      },
    );
    const socket = await connectSocket(server.url);
    const socketClosed = nextEvent(socket, 'disconnect');

    const inFlight = fetch(`${server.url}/slow`).then((r) => r.json());
    await inside;
    const stopped = server.stop();
    await socketClosed;

    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    release();
    expect(await inFlight).toEqual({ finished: true });
    await stopped;
    await expect(server.database.ping()).rejects.toThrow();
  });
});
