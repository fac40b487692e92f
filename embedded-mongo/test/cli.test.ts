/** The `embedded-mongo` bin: prints its URI when ready, stops cleanly on SIGTERM/SIGINT. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { exited } from './fixtures/child';

const BIN = path.join(import.meta.dirname, '..', 'bin', 'embedded-mongo.mjs');

async function startBin(args: string[]): Promise<{ child: ReturnType<typeof spawn>; uri: string }> {
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const rl = readline.createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    rl.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
  });
  const m = /^ready (mongodb:\/\/127\.0\.0\.1:(\d+)\/)$/.exec(first);
  expect(m).not.toBeNull();
  return { child, uri: m![1]! };
}

describe('embedded-mongo bin', () => {
  it('serves a dbPath, flushes on SIGTERM and exits 0; data survives a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-cli-'));
    const started: Array<ReturnType<typeof spawn>> = [];
    try {
      const a = await startBin(['--port', '0', '--dbpath', dir]);
      started.push(a.child);
      const client = await MongoClient.connect(a.uri);
      await client.db('cli').collection('c').insertMany([{ a: 1 }, { a: 2 }]);
      await client.close();
      a.child.kill('SIGTERM');
      expect(await exited(a.child)).toBe(0);
      expect(fs.existsSync(path.join(dir, 'embedded-mongo.lock'))).toBe(false);
      const b = await startBin(['--port=0', '--host', '127.0.0.1', '--dbpath', dir]);
      started.push(b.child);
      const client2 = await MongoClient.connect(b.uri);
      expect(await client2.db('cli').collection('c').countDocuments()).toBe(2);
      await client2.close();
      b.child.kill('SIGINT');
      expect(await exited(b.child)).toBe(0);
    } finally {
      for (const c of started) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('refuses a --ttl-interval that is not a positive number of milliseconds', async () => {
    for (const bad of ['abc', '0']) {
      const child = spawn(process.execPath, [BIN, '--port', '0', '--ttl-interval', bad], { stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      expect(await exited(child)).toBe(2);
      expect(stderr).toContain('invalid --ttl-interval');
    }
  }, 30_000);
});
