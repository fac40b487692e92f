/**
 * embedded-mongo benchmark: the official driver on loopback against the embedded server.
 *
 *   npx tsx scripts/bench/embedded-mongo/index.ts [--clients N] [--seconds S] [--in-process]
 *
 * The server runs in its own process (the `embedded-mongo` bin) unless --in-process is given.
 * Load comes from N client processes (default 2, one per core), each with its own
 * MongoClient: one Node process running the driver saturates its core long before the server
 * does, so a single client measures the driver, not the server. Concurrency figures are totals
 * across clients. Prints ops/s per scenario and the targets from the issue.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { MongoClient, ObjectId, type Collection, type Document } from 'mongodb';
import { startEmbeddedMongo } from '../../../embedded-mongo/src/index';
import type { ScenarioParams } from './scenarios';

const args = process.argv.slice(2);
const flag = (name: string, dflt: number): number => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const inProcess = args.includes('--in-process');
const SECONDS = flag('--seconds', 3);
const CLIENTS = Math.max(1, flag('--clients', 2));
const ROOT = path.join(import.meta.dirname, '..', '..', '..');
const BIN = path.join(ROOT, 'embedded-mongo', 'bin', 'embedded-mongo.mjs');

interface Server {
  uri: string;
  stop(): Promise<void>;
}

async function startServer(dbPath?: string): Promise<Server> {
  if (inProcess) {
    const m = await startEmbeddedMongo(dbPath ? { dbPath } : {});
    return { uri: m.uri, stop: () => m.stop() };
  }
  const child: ChildProcess = spawn(process.execPath, [BIN, '--port', '0', ...(dbPath ? ['--dbpath', dbPath] : [])], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const rl = readline.createInterface({ input: child.stdout! });
  const line = await new Promise<string>((resolve, reject) => {
    rl.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    uri: line.replace(/^ready /, ''),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function startClients(n: number): Promise<ChildProcess[]> {
  return Promise.all(
    Array.from({ length: n }, () => {
      const child = fork(path.join(import.meta.dirname, 'client.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      return new Promise<ChildProcess>((resolve) => child.once('message', () => resolve(child)));
    }),
  );
}

let clients: ChildProcess[] = [];

/** Runs a scenario on every client at once; returns total ops/s. */
async function measure(uri: string, scenario: string, concurrency: number, params: ScenarioParams = {}, nClients = clients.length): Promise<number> {
  const used = clients.slice(0, nClients);
  const per = Math.max(1, Math.round(concurrency / used.length));
  const results = await Promise.all(
    used.map(
      (c, k) =>
        new Promise<{ count: number; secs: number }>((resolve, reject) => {
          c.once('message', (m: { count: number; secs: number; error?: string }) => (m.error ? reject(new Error(m.error)) : resolve(m)));
          c.send({ uri, scenario, params, concurrency: per, seconds: SECONDS, offset: k * 1_000_003 });
        }),
    ),
  );
  const secs = Math.max(...results.map((r) => r.secs));
  return results.reduce((n, r) => n + r.count, 0) / secs;
}

async function fill(coll: Collection<Document>, n: number, make: (i: number) => Document): Promise<void> {
  for (let i = 0; i < n; i += 5000) {
    await coll.insertMany(Array.from({ length: Math.min(5000, n - i) }, (_, k) => make(i + k)), { ordered: false });
  }
}

let missed = 0;
function report(scenario: string, opsPerSec: number, target?: number): void {
  let verdict = '';
  if (target !== undefined) {
    const ok = opsPerSec >= target;
    if (!ok) missed++;
    verdict = `  (target >= ${target}: ${ok ? 'PASS' : 'FAIL'})`;
  }
  console.log(`${scenario.padEnd(64)} ${opsPerSec.toFixed(0).padStart(8)} ops/s${verdict}`);
}

async function main(): Promise<void> {
  console.log(
    `embedded-mongo benchmark — server ${inProcess ? 'in-process' : 'in its own process'}, ${CLIENTS} client process(es), ` +
      `${SECONDS}s per scenario, node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(2)}`,
  );
  clients = await startClients(CLIENTS);

  const mem = await startServer();
  const setup = await MongoClient.connect(mem.uri);
  const db = setup.db('bench');

  report('insertOne, in memory, 8 concurrent writers', await measure(mem.uri, 'insert', 8), 5000);
  report('insertOne, in memory, 8 concurrent writers, 1 client process', await measure(mem.uri, 'insert', 8, {}, 1));

  const ids = Array.from({ length: 10_000 }, () => new ObjectId());
  await fill(db.collection('byid'), ids.length, (i) => ({ _id: ids[i], name: `user${i}`, email: `user${i}@example.com`, age: i % 90 }));
  const idParams = { ids: ids.map((id) => id.toHexString()) };
  report('findOne by _id (10k docs), 8 concurrent', await measure(mem.uri, 'findById', 8, idParams), 8000);
  report('findOne by _id (10k docs), 8 concurrent, 1 client process', await measure(mem.uri, 'findById', 8, idParams, 1));

  for (const size of [1_000, 100_000]) {
    const users = db.collection(`users${size}`);
    await users.createIndex({ email: 1 }, { unique: true });
    await fill(users, size, (i) => ({ name: `user${i}`, email: `user${i}@example.com`, age: i % 90, group: i % 10 }));
    report(`findOne by unique indexed email (${size / 1000}k docs), 8 concurrent`, await measure(mem.uri, 'findByEmail', 8, { size }));
  }

  report('aggregate $group over 100k docs, 1 at a time', await measure(mem.uri, 'groupAggregate', 1, {}, 1));

  const posts = db.collection('posts');
  await posts.createIndex({ createdAt: -1 });
  const base = Date.now() - 1_000_000;
  await fill(posts, 1_000, (i) => ({ author: ids[i % 100], body: `post ${i}`, likes: i % 17, createdAt: new Date(base + i * 1000) }));
  report('feed page {createdAt<X} sort {createdAt:-1,_id:-1} limit 20, 8 conc.', await measure(mem.uri, 'feedPage', 8, { base }));

  await setup.close();
  await mem.stop();

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-bench-'));
  try {
    const durable = await startServer(dir);
    report('insertOne, durable (fsync before ack), 8 concurrent writers', await measure(durable.uri, 'durableInsert', 8), 1000);
    report('insertOne, durable (fsync before ack), 1 writer', await measure(durable.uri, 'durableInsert', 1, {}, 1));
    await durable.stop();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  for (const c of clients) c.send('exit');
  console.log(missed ? `\n${missed} target(s) missed` : '\nall targets met');
  process.exitCode = missed ? 1 : 0;
}

await main();
