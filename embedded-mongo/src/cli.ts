/**
 * embedded-mongo --port N [--host H] [--dbpath DIR] [--ttl-interval MS]
 * Prints `ready mongodb://<host>:<port>/` once it accepts connections; SIGINT/SIGTERM stop it
 * cleanly (stop accepting, flush, release the lock) and exit 0.
 */
import { startEmbeddedMongo, type EmbeddedMongoOptions } from './index';

function usage(msg?: string): never {
  if (msg) process.stderr.write(`embedded-mongo: ${msg}\n`);
  process.stderr.write('usage: embedded-mongo --port N [--host H] [--dbpath DIR] [--ttl-interval MS]\n');
  process.exit(2);
}

function parseArgs(argv: string[]): EmbeddedMongoOptions {
  const opts: EmbeddedMongoOptions = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined) usage(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--port': {
        const n = Number(value());
        if (!Number.isInteger(n) || n < 0 || n > 65535) usage('invalid --port');
        opts.port = n;
        break;
      }
      case '--host':
      case '--bind_ip':
        opts.host = value();
        break;
      case '--dbpath':
      case '--dbPath':
        opts.dbPath = value();
        break;
      case '--ttl-interval': {
        // setInterval treats NaN or 0 as 1 ms: the sweep would spin.
        const ms = Number(value());
        if (!Number.isInteger(ms) || ms < 1) usage('invalid --ttl-interval');
        opts.ttlMonitorIntervalMs = ms;
        break;
      }
      case '-h':
      case '--help':
        usage();
        break;
      default:
        usage(`unknown argument ${arg}`);
    }
  }
  return opts;
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  let mongo;
  try {
    mongo = await startEmbeddedMongo(opts);
  } catch (err) {
    process.stderr.write(`embedded-mongo: ${(err as Error).message}\n`);
    process.exit(1);
  }
  process.stdout.write(`ready ${mongo.uri}\n`);
  let stopping = false;
  const shutdown = (): void => {
    if (stopping) return;
    stopping = true;
    mongo.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        process.stderr.write(`embedded-mongo: error while stopping: ${(err as Error).message}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

void main();
