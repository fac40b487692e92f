import type { TAck } from '@app/shared-types/realtime';

// `never[]` accepts listeners of any parameter types, as a real typed socket would.
type Listener = (...args: never[]) => void;

/**
 * Stands in for socket.io-client's Socket at the network boundary: tests play the server by
 * firing lifecycle/server events and answering acks.
 */
export class FakeSocket {
  connected = false;
  active = true;
  private listeners = new Map<string, Set<Listener>>();
  /** Every emitWithAck, in order, with the timeout it was given and a way to answer it. */
  readonly sent: { event: string; payload: unknown; timeoutMs: number; answer: (ack: TAck<unknown>) => void; fail: (e: Error) => void }[] = [];

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  /** Delivers an event to the client's listeners, as the server or the transport would. */
  fire(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) (listener as (...a: unknown[]) => void)(...args);
  }

  connect() {
    this.connected = true;
    this.fire('connect');
  }

  drop(reason = 'transport close') {
    this.connected = false;
    this.fire('disconnect', reason);
  }

  /** `fail` plays socket.io rejecting the ack: the timeout ran out, or the connection dropped. */
  timeout(timeoutMs: number) {
    return {
      emitWithAck: <T = undefined>(event: string, payload: unknown) =>
        new Promise<TAck<T>>((resolve, reject) =>
          this.sent.push({ event, payload, timeoutMs, answer: resolve as (ack: TAck<unknown>) => void, fail: reject }),
        ),
    };
  }
}
