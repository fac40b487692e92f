/**
 * startEmbeddedMongoWorker: the same server on its own thread, so that database work runs on
 * another core than the application's event loop (same process, same lifetime).
 */
import { Worker } from 'node:worker_threads';
import type { EmbeddedMongoOptions } from './index';

export interface EmbeddedMongoWorker {
  readonly uri: string;
  readonly host: string;
  readonly port: number;
  readonly dbPath: string | undefined;
  stop(): Promise<void>;
  sweepExpired(): Promise<number>;
}

type Reply = { ready?: boolean; uri?: string; host?: string; port?: number; error?: string; stopped?: boolean; swept?: number };

export async function startEmbeddedMongoWorker(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongoWorker> {
  const worker = new Worker(new URL('../bin/worker.mjs', import.meta.url), { workerData: options });
  const next = (): Promise<Reply> =>
    new Promise((resolve, reject) => {
      const onExit = (code: number): void => reject(new Error(`embedded-mongo worker exited with code ${code}`));
      worker.once('exit', onExit);
      worker.once('error', reject);
      worker.once('message', (m: Reply) => {
        worker.off('exit', onExit);
        worker.off('error', reject);
        resolve(m);
      });
    });
  const first = await next();
  if (first.error || !first.ready) {
    await worker.terminate();
    throw new Error(first.error ?? 'embedded-mongo worker failed to start');
  }
  let stopping: Promise<void> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const request = (msg: string): Promise<Reply> => {
    const p = queue.then(() => {
      const reply = next();
      worker.postMessage(msg);
      return reply;
    });
    queue = p.catch(() => undefined);
    return p;
  };
  return {
    uri: first.uri!,
    host: first.host!,
    port: first.port!,
    dbPath: options.dbPath,
    async sweepExpired() {
      return (await request('sweep')).swept ?? 0;
    },
    stop() {
      stopping ??= (async () => {
        const reply = await request('stop');
        await worker.terminate();
        if (reply.error) throw new Error(reply.error);
      })();
      return stopping;
    },
  };
}
