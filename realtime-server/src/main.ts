import { ConfigError, loadConfig } from './config';
import { startServer } from './server';

/** Process entry: config from the environment, start, and a graceful stop on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const startedAt = performance.now();
  const server = await startServer(config);
  const { logger } = server;
  for (const line of server.seedLines) console.log(line);
  logger.info({ url: server.url, ms: Math.round(performance.now() - startedAt) }, `ready on ${server.url}`);

  let signals = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    if (++signals > 1) process.exit(1);
    logger.info({ signal }, 'signal received');
    server.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Failed to start:', error);
  process.exit(1);
});
