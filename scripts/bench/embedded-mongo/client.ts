/** A benchmark client process: runs scenarios on request from the coordinator (IPC). */
import { MongoClient } from 'mongodb';
import { runFor, SCENARIOS, type ScenarioParams } from './scenarios';

interface RunRequest {
  uri: string;
  scenario: string;
  params: ScenarioParams;
  concurrency: number;
  seconds: number;
  offset: number;
}

const clients = new Map<string, MongoClient>();

process.on('message', (msg: RunRequest | 'exit') => {
  void (async () => {
    if (msg === 'exit') {
      for (const c of clients.values()) await c.close();
      process.exit(0);
    }
    let client = clients.get(msg.uri);
    if (!client) {
      client = await MongoClient.connect(msg.uri, { maxPoolSize: Math.max(8, msg.concurrency) });
      clients.set(msg.uri, client);
    }
    const make = SCENARIOS[msg.scenario];
    if (!make) throw new Error(`unknown scenario ${msg.scenario}`);
    const result = await runFor(make(client.db('bench'), msg.params), msg.concurrency, msg.seconds, msg.offset);
    process.send!(result);
  })().catch((err: unknown) => {
    process.send!({ error: String(err) });
  });
});
process.send!('ready');
