import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents, TAck } from '@app/shared-types/realtime';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A real socket.io client carrying the HTTP client's session cookie, as a browser tab would. */
export async function connectSocket(baseUrl: string, cookie?: string): Promise<TestSocket> {
  const socket: TestSocket = io(baseUrl, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: cookie ? { Cookie: cookie } : {},
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

export function emitWithAck<T = undefined>(socket: TestSocket, event: 'room:join' | 'room:leave', payload: unknown): Promise<TAck<T>> {
  return new Promise((resolve) => (socket.emit as (e: string, p: unknown, ack: (r: TAck<T>) => void) => void)(event, payload, resolve));
}

export function nextEvent<T = unknown>(socket: TestSocket, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    (socket as unknown as { once: (e: string, cb: (v: T) => void) => void }).once(event, (value: T) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}
