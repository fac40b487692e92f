/** Runs inside a worker thread started by startEmbeddedMongoWorker(). */
import { parentPort, workerData } from 'node:worker_threads';
import { startEmbeddedMongo, type EmbeddedMongoOptions } from './index';

const port = parentPort!;
try {
  const mongo = await startEmbeddedMongo(workerData as EmbeddedMongoOptions);
  port.on('message', (msg: string) => {
    if (msg === 'sweep') port.postMessage({ swept: mongo.sweepExpired() });
    if (msg === 'stop') {
      mongo.stop().then(
        () => port.postMessage({ stopped: true }),
        (err: unknown) => port.postMessage({ stopped: true, error: String(err) }),
      );
    }
  });
  port.postMessage({ ready: true, uri: mongo.uri, host: mongo.host, port: mongo.port });
} catch (err) {
  port.postMessage({ error: err instanceof Error ? err.message : String(err) });
}
