import { localSecretsKey, parseSecretsKey } from './crypto/secret-box';
import { loadGoogleConfig, type GoogleConfig } from './integrations/google/google.config';
import { loadCpeConfig, type CpeConfig } from './cpe-config';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { loadPaymentsConfig, type PaymentsConfig } from './integrations/payments/payments-config';
import type { MongoConfig } from './db/database';
import type { SmtpConfig } from './integrations/mail/smtp-config';
import type { ZoomConfig } from './integrations/meetings/zoom-config';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  MONGODB_URI: z.string().regex(/^mongodb(\+srv)?:\/\//, 'MONGODB_URI must start with mongodb:// or mongodb+srv://').optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  EMBEDDED_MONGO_IN_MEMORY: booleanFromEnv.default(false),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://').optional(),
  PUBLIC_URL: z.url('PUBLIC_URL must be an absolute URL such as https://example.com').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default('false'),
  JSON_BODY_LIMIT: z.string().regex(/^\d+(b|kb|mb)$/i, 'JSON_BODY_LIMIT looks like 100kb').default('100kb'),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  AUTH_RATE_LIMIT_PER_USERNAME: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(50),
  SEED_DEMO_DATA: booleanFromEnv.optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  COOKIE_SECURE: booleanFromEnv.optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  // Longer than the idle timeouts of what sits in front (HAProxy's 60 s, browsers, API clients): the
  // side that closes an idle connection must be the client, or a request sent just as the server
  // closes it meets a reset (ECONNRESET; Node's 5 s default did that to an e2e request at load 12).
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(65_000),
  JOBS_PROCESS_EVERY: z.string().default('5 seconds'),
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  SCANNER_ALLOW_HOSTS: z.string().default(''),
  SCANNER_OFFLINE: booleanFromEnv.optional(),
  SCAN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(60_000),
  /** How much lower than the server's Chromium's CPU priority is (nice increment; 0 = the same). */
  SCANNER_CHROMIUM_NICE: z.coerce.number().int().min(0).max(19).default(10),
  SCAN_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(2),
  SCAN_QUEUE_MAX: z.coerce.number().int().min(1).max(1_000).default(60),
  SCANS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** The site's own accessibility scan (/accessibility): daily and on deploy when true (default: production only). */
  SELF_SCAN: booleanFromEnv.optional(),
  SELF_SCAN_BASE_URL: z.url('SELF_SCAN_BASE_URL must be an absolute URL').optional(),
  /** Paths scanned instead of every public route (tests: a fixture site's pages), comma-separated. */
  SELF_SCAN_ROUTES: z.string().optional(),
  ZOOM_ACCOUNT_ID: z.string().trim().min(1).optional(),
  ZOOM_CLIENT_ID: z.string().trim().min(1).optional(),
  ZOOM_CLIENT_SECRET: z.string().trim().min(1).optional(),
  ZOOM_API_BASE_URL: z.url('ZOOM_API_BASE_URL must be an absolute URL').default('https://api.zoom.us'),
  ZOOM_OAUTH_BASE_URL: z.url('ZOOM_OAUTH_BASE_URL must be an absolute URL').default('https://zoom.us'),
  /** The Jitsi Meet server of the no-account meetings (their links, and the IFrame API the panel embeds them with). */
  JITSI_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/, 'JITSI_DOMAIN must be a host name such as meet.jit.si')
    .default('meet.jit.si'),
  METRICS_TOKEN: z.string().trim().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** How often the cluster samples usage into system_metrics (once per due time, whichever node). */
  MONITORING_SAMPLE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  SMS_MESSAGES_PER_SECOND: z.coerce.number().min(0.01).max(100).default(1),
  SMS_LEASE_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  SMS_POLL_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  /** While a campaign sends, inbound texts are read before a batch at most this often (RingCentral rate-limits its API). */
  SMS_STOP_CHECK_SECONDS: z.coerce.number().int().min(1).max(60).default(5),
  RINGCENTRAL_SERVER_URL: z.url('RINGCENTRAL_SERVER_URL must be an absolute URL').default('https://platform.ringcentral.com'),
  API_COUNTER_FLUSH_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  PAGE_DATA_BUDGET_MS: z.coerce.number().int().min(0).max(10_000).default(250),
  SMTP_HOST: z.string().trim().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65_535).default(587),
  SMTP_SECURE: booleanFromEnv.optional(),
  SMTP_USER: z.string().trim().min(1).optional(),
  SMTP_PASS: z.string().min(1).optional(),
  MAIL_FROM: z.string().trim().min(3).default('Consultations <consultations@localhost>'),
  SECRETS_KEY: z.string().optional(),
});

export type AppConfig = {
  smtp?: SmtpConfig;
  mailFrom: string;
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  mongo: MongoConfig;
  dataDir: string;
  /** Members' uploaded files (DATA_DIR/uploads). */
  uploadsDir: string;
  sessionSecret: string;
  redisUrl: string | undefined;
  publicUrl: string | undefined;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  trustProxy: boolean | number | string;
  jsonBodyLimit: string;
  authRateLimitMax: number;
  /** Failed sign-ins for one username from one address per 15 minutes (and failed password confirmations per account). */
  authRateLimitPerUsername: number;
  /** Failed sign-ins for one username from all addresses per hour, past which only browsers that signed in to it before may try. */
  authRateLimitPerAccount: number;
  seedDemoData: boolean;
  webDistDir: string;
  cookieSecure: boolean;
  shutdownTimeoutMs: number;
  jobsProcessEvery: string;
  zoom: ZoomConfig | undefined;
  /** The Jitsi Meet server used while Zoom is not configured (JITSI_DOMAIN, default meet.jit.si). */
  jitsiDomain: string;
  /** Bearer token a Prometheus scraper sends to GET /metrics; without one the endpoint is off (404). */
  metricsToken: string | undefined;
  /** How often each node adds its batch of counted API requests to the database's daily counter (0: every request). */
  apiCounterFlushMs: number;
  /** How long a prerendered page waits for its public first-screen data before going without it. */
  pageDataBudgetMs: number;
  /** SMS sending: throttle (SMS_MESSAGES_PER_SECOND) and the runner lease that resumes a dead node's campaign (SMS_LEASE_SECONDS). */
  sms: { messagesPerSecond: number; leaseMs: number; pollMs: number; inboundPollMs: number; ringCentralServerUrl: string };
  /** Interval of the cluster's usage samples (MONITORING_SAMPLE_SECONDS). */
  monitoringSampleMs: number;
  /** Cash App (manual) and the card/wallet providers switched on by their credentials. */
  payments: PaymentsConfig;
  /**
   * The accessibility scanner: Debian's Chromium, hosts or addresses it may reach although they are
   * not public (tests and local use only), whether it reaches only those (offline), the hard timeout per page, how many pages run at once,
   * how many may wait, and how many scans a member may start per hour.
   */
  /**
   * The site's own scan (issue 26 §4): `auto` runs it daily and when a server starts after a new build
   * or a day without one (SELF_SCAN; on in production, off elsewhere so tests never start one unasked);
   * `baseUrl` is where the site is reached (SELF_SCAN_BASE_URL, else PUBLIC_URL); `routes` overrides
   * the public route list.
   */
  selfScan: { auto: boolean; baseUrl: string | undefined; routes: string[] | undefined };
  scanner: { chromiumPath: string; chromiumNice: number; allowHosts: string[]; offline: boolean; timeoutMs: number; concurrency: number; queueMax: number; scansPerHour: number };
  /** How long a client may take to send a request's headers, and the whole request (body and uploads included). */
  http: { headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number };
  /** Google Calendar (OAuth web client), switched on by GOOGLE_CLIENT_ID/SECRET/REDIRECT_URI. */
  google: GoogleConfig | undefined;
  /** CPE programs: sponsor on certificates, attendance-check rule (CPE_*). */
  cpe: CpeConfig;
  /** Seals secrets at rest (crypto/secret-box.ts): SECRETS_KEY, or in development a key generated into DATA_DIR. */
  secretsKey: { key: Buffer; source: 'env' | 'generated' | 'data-dir' | 'ephemeral' };
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once at start-up; an invalid value stops the process with a readable list. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);

  if (isProduction && !e.SESSION_SECRET) {
    throw new ConfigError(
      'SESSION_SECRET is required in production (at least 32 random characters, e.g. `openssl rand -hex 32`).',
    );
  }
  const zoomKeys = [e.ZOOM_ACCOUNT_ID, e.ZOOM_CLIENT_ID, e.ZOOM_CLIENT_SECRET];
  // Half a set of credentials is a mistake, not a choice of the fallback.
  if (zoomKeys.some(Boolean) && !zoomKeys.every(Boolean)) {
    throw new ConfigError('Zoom needs all of ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET (or none of them for Jitsi Meet links).');
  }
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError('Invalid configuration:\n  HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS');
  }
  const inMemory = e.EMBEDDED_MONGO_IN_MEMORY;
  let google: GoogleConfig | undefined;
  let cpe: CpeConfig;
  let secretsKey: AppConfig['secretsKey'];
  try {
    google = loadGoogleConfig(env);
    cpe = loadCpeConfig(env);
    if (e.SECRETS_KEY) secretsKey = { key: parseSecretsKey(e.SECRETS_KEY), source: 'env' };
    // Production seals secrets only with a key the operator keeps: a generated one would die with the
    // container, and each node of a cluster would generate its own and fail to open the others'.
    else if (isProduction && !inMemory) throw new Error('SECRETS_KEY is required in production (32 random bytes, e.g. `openssl rand -hex 32`): it seals provider tokens, the SMS client secret and meeting passwords.');
    else if (inMemory) secretsKey = { key: randomBytes(32), source: 'ephemeral' };
    else {
      const local = localSecretsKey(dataDir);
      secretsKey = { key: local.key, source: local.created ? 'generated' : 'data-dir' };
    }
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  ${(error as Error).message}`);
  }
  let payments: PaymentsConfig;
  try {
    payments = loadPaymentsConfig(env, e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  ${(error as Error).message}`);
  }
  return {
    payments,
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    mongo: e.MONGODB_URI ? { kind: 'uri', uri: e.MONGODB_URI } : { kind: 'embedded', dbPath: inMemory ? undefined : path.join(dataDir, 'db') },
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    sessionSecret: e.SESSION_SECRET ?? (inMemory ? randomBytes(32).toString('hex') : localSessionSecret(dataDir)),
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    jsonBodyLimit: e.JSON_BODY_LIMIT,
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    authRateLimitPerUsername: e.AUTH_RATE_LIMIT_PER_USERNAME,
    authRateLimitPerAccount: e.AUTH_RATE_LIMIT_PER_ACCOUNT,
    seedDemoData: e.SEED_DEMO_DATA ?? !isProduction,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(repoRoot, e.WEB_DIST_DIR) : path.join(repoRoot, 'web', 'dist'),
    cookieSecure: e.COOKIE_SECURE ?? isProduction,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    jobsProcessEvery: e.JOBS_PROCESS_EVERY,
    zoom:
      e.ZOOM_ACCOUNT_ID && e.ZOOM_CLIENT_ID && e.ZOOM_CLIENT_SECRET
        ? {
            accountId: e.ZOOM_ACCOUNT_ID,
            clientId: e.ZOOM_CLIENT_ID,
            clientSecret: e.ZOOM_CLIENT_SECRET,
            apiBaseUrl: e.ZOOM_API_BASE_URL.replace(/\/+$/, ''),
            oauthBaseUrl: e.ZOOM_OAUTH_BASE_URL.replace(/\/+$/, ''),
          }
        : undefined,
    jitsiDomain: e.JITSI_DOMAIN,
    metricsToken: e.METRICS_TOKEN,
    smtp: e.SMTP_HOST ? { host: e.SMTP_HOST, port: e.SMTP_PORT, secure: e.SMTP_SECURE ?? e.SMTP_PORT === 465, user: e.SMTP_USER, pass: e.SMTP_PASS } : undefined,
    mailFrom: e.MAIL_FROM,
    apiCounterFlushMs: e.API_COUNTER_FLUSH_MS,
    pageDataBudgetMs: e.PAGE_DATA_BUDGET_MS,
    monitoringSampleMs: e.MONITORING_SAMPLE_SECONDS * 1_000,
    sms: { messagesPerSecond: e.SMS_MESSAGES_PER_SECOND, leaseMs: e.SMS_LEASE_SECONDS * 1_000, pollMs: e.SMS_POLL_SECONDS * 1_000, inboundPollMs: e.SMS_STOP_CHECK_SECONDS * 1_000, ringCentralServerUrl: e.RINGCENTRAL_SERVER_URL },
    scanner: {
      chromiumPath: e.CHROMIUM_PATH,
      chromiumNice: e.SCANNER_CHROMIUM_NICE,
      allowHosts: e.SCANNER_ALLOW_HOSTS.split(',').map((h) => h.trim()).filter(Boolean),
      // Tests never look names up or reach public addresses unless SCANNER_OFFLINE=false says so.
      offline: e.SCANNER_OFFLINE ?? e.NODE_ENV === 'test',
      timeoutMs: e.SCAN_TIMEOUT_MS,
      concurrency: e.SCAN_CONCURRENCY,
      queueMax: e.SCAN_QUEUE_MAX,
      scansPerHour: e.SCANS_PER_HOUR,
    },
    selfScan: {
      auto: e.SELF_SCAN ?? isProduction,
      baseUrl: e.SELF_SCAN_BASE_URL ? new URL(e.SELF_SCAN_BASE_URL).origin : e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
      routes: e.SELF_SCAN_ROUTES?.split(',').map((r) => r.trim()).filter(Boolean),
    },
    google,
    cpe,
    secretsKey,
    http: { headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS, requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS, keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS },
  };
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Outside production a missing secret is generated once and kept in DATA_DIR so sessions survive restarts. */
function localSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // First start: fall through and create it.
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
