// `npm run cluster`: the site on several app nodes behind HAProxy, on Redis and a shared database,
// on one machine. Ctrl-C stops everything it started.
// Usage: npm run cluster [-- --nodes 2 --port 8080 --data data/cluster]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster } from './cluster';

const { values } = parseArgs({
  options: {
    nodes: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    data: { type: 'string', default: 'data/cluster' },
    verbose: { type: 'boolean', default: false },
  },
});
const nodes = Number(values.nodes);
if (!Number.isInteger(nodes) || nodes < 1 || nodes > 16) throw new Error('--nodes must be 1 to 16');

console.log(`starting ${nodes} app nodes, Redis, ${process.env.MONGODB_URI ? 'MONGODB_URI' : 'the embedded store'} and HAProxy...`);
const cluster = await startCluster({ nodes, port: Number(values.port), dataDir: path.resolve(values.data), seedDemoData: true, verbose: values.verbose });
console.log(`\nthe site: ${cluster.url}`);
for (const n of cluster.nodes) console.log(`  ${n.name}: ${n.url} (pid ${n.process.pid})`);
console.log(`  redis: ${cluster.redisUrl}; database: ${cluster.mongoUri.replace(/\/\/[^@]*@/, '//')}`);
console.log('Ctrl-C stops the cluster.');

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping the cluster...');
  cluster.stop().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
