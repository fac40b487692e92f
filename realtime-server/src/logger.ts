import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON logs in production (for the log pipeline); readable lines on a developer's terminal. */
export function createLogger(config: { logLevel: string; isProduction: boolean }): Logger {
  const pretty = !config.isProduction && process.stdout.isTTY && config.logLevel !== 'silent';
  return pino({
    level: config.logLevel,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  });
}
