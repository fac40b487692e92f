// A cluster on one machine: a shared database (the embedded store as its own process, or
// MONGODB_URI), Redis (Debian's redis-server), N app nodes and HAProxy in front, each its own process.
// Used by `npm run cluster` and the cluster tests. stop() ends exactly what start() started.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ClusterOptions = {
  nodes?: number;
  /** The balancer's public port (0: any free port). */
  port?: number;
  /** Keeps the database here (default: a temporary folder, removed on stop). */
  dataDir?: string;
  /** Extra environment for every app node (tests: lower limits, log level). */
  env?: Record<string, string>;
  seedDemoData?: boolean;
  /** Prints each process's output with its name. */
  verbose?: boolean;
};

export type ClusterNode = { name: string; port: number; url: string; process: ChildProcess; start(): Promise<void>; kill(signal?: NodeJS.Signals): Promise<void> };

export type Cluster = {
  url: string;
  nodes: ClusterNode[];
  mongoUri: string;
  redisUrl: string;
  redis: { stop(): Promise<void>; start(): Promise<void> };
  stop(): Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

export async function stopProcess(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited(child);
  clearTimeout(timer);
}

/** Resolves once `url` answers 200 (or rejects when `child` exits first or time runs out). */
async function waitReady(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${url}: process exited (${child.exitCode ?? child.signalCode})`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

function pipeOutput(child: ChildProcess, name: string, verbose: boolean): void {
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  child.stdout?.on('data', (chunk: Buffer) => verbose && process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
}

/** The embedded store as its own process (its bin), on a free port. */
export async function startDatabaseProcess(dbPath: string, verbose = false): Promise<{ uri: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'embedded-mongo/bin/embedded-mongo.mjs'), '--port', String(port), '--host', '127.0.0.1', '--dbpath', dbPath], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  pipeOutput(child, 'db', verbose);
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('ready ')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`embedded-mongo exited with ${code}`)));
  });
  return { uri: `mongodb://127.0.0.1:${port}/advisory`, process: child };
}

/** Debian's redis-server on a free port, without persistence; `start` again after `stop`. */
export async function startRedisProcess(dir: string, verbose = false) {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    pipeOutput(child, 'redis', verbose);
    const deadline = Date.now() + 10_000;
    for (;;) {
      const ok = await new Promise<boolean>((resolve) => {
        const s = net.connect(port, '127.0.0.1', () => {
          s.end();
          resolve(true);
        });
        s.once('error', () => resolve(false));
      });
      if (ok) return;
      if (Date.now() > deadline) throw new Error('redis-server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop: () => stopProcess(child), process: () => child! };
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.nodes ?? 2;
  const verbose = options.verbose ?? false;
  const tempDir = mkdtempSync(path.join(tmpdir(), 'cluster-'));
  const dataDir = options.dataDir ?? path.join(tempDir, 'data');
  mkdirSync(dataDir, { recursive: true });
  const children: ChildProcess[] = [];
  const track = (child: ChildProcess) => {
    children.push(child);
    return child;
  };
  let redisProcess: ChildProcess | undefined;

  const stopAll = async () => {
    for (const child of [...children].reverse()) await stopProcess(child);
    await stopProcess(redisProcess);
    rmSync(tempDir, { recursive: true, force: true });
  };

  try {
    // 1. The shared database.
    let mongoUri = process.env.MONGODB_URI ?? '';
    if (!mongoUri) {
      const mongo = await startDatabaseProcess(path.join(dataDir, 'db'), verbose);
      track(mongo.process);
      mongoUri = mongo.uri;
    }

    // 2. Redis: no persistence (rate-limit counters and adapter channels only).
    const redis = await startRedisProcess(tempDir, verbose);
    const redisUrl = redis.url;
    const startRedis = async () => {
      await redis.start();
      redisProcess = redis.process();
    };
    redisProcess = redis.process();

    // 3. The app nodes: one session secret for all (a session cookie is good on every node) and one
    // secrets key (what one node seals, another opens).
    const shared = (name: string, bytes: number) => {
      const file = path.join(dataDir, name);
      try {
        return readFileSync(file, 'utf8').trim();
      } catch {
        const value = randomBytes(bytes).toString('hex');
        writeFileSync(file, value, { mode: 0o600 });
        return value;
      }
    };
    const secret = shared('session-secret', 48);
    const secretsKey = shared('secrets-key', 32);
    const publicPort = options.port || (await freePort());
    const url = `http://127.0.0.1:${publicPort}`;
    const nodes: ClusterNode[] = [];
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      const name = `node${i + 1}`;
      const env = {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        MONGODB_URI: mongoUri,
        REDIS_URL: redisUrl,
        SESSION_SECRET: secret,
        SECRETS_KEY: secretsKey,
        PUBLIC_URL: url,
        TRUST_PROXY: '1',
        COOKIE_SECURE: 'false',
        DATA_DIR: path.join(dataDir, 'files'),
        // One node seeds an empty database, before the others start.
        SEED_DEMO_DATA: i === 0 && options.seedDemoData ? 'true' : 'false',
        ...options.env,
      };
      const node: ClusterNode = {
        name,
        port,
        url: `http://127.0.0.1:${port}`,
        process: undefined as unknown as ChildProcess,
        async start() {
          node.process = track(spawn(process.execPath, ['--import', 'tsx', path.join(root, 'realtime-server/src/main.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] }));
          pipeOutput(node.process, name, verbose);
          if (i === 0 || !verbose) node.process.stdout?.on('data', (chunk: Buffer) => !verbose && /demo|username/i.test(chunk.toString()) && process.stdout.write(chunk));
          await waitReady(`${node.url}/readyz`, node.process);
        },
        async kill(signal = 'SIGTERM') {
          await stopProcess(node.process, signal);
        },
      };
      nodes.push(node);
    }
    await nodes[0]!.start();
    await Promise.all(nodes.slice(1).map((n) => n.start()));

    // 4. HAProxy: the repo's configuration plus one server line per node.
    const config = readFileSync(path.join(root, 'deploy/haproxy/haproxy.cfg'), 'utf8');
    const servers = nodes.map((n) => `    server ${n.name} 127.0.0.1:${n.port} check cookie ${n.name}`).join('\n');
    const cfgFile = path.join(tempDir, 'haproxy.cfg');
    writeFileSync(cfgFile, `${config.trimEnd()}\n${servers}\n`);
    const haproxy = track(spawn('haproxy', ['-W', '-db', '-f', cfgFile], { env: { ...process.env, PUBLIC_BIND: `127.0.0.1:${publicPort}` }, stdio: ['ignore', 'pipe', 'pipe'] }));
    pipeOutput(haproxy, 'haproxy', verbose);
    await waitReady(`${url}/readyz`, haproxy, 30_000);

    return {
      url,
      nodes,
      mongoUri,
      redisUrl,
      redis: {
        stop: () => stopProcess(redisProcess),
        start: startRedis,
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
