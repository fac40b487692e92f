/** Handshake, diagnostics and session commands. */
import os from 'node:os';
import { UUID } from 'bson';
import type { Doc } from '../bson/values';
import { MAX_BSON_OBJECT_SIZE, MAX_MESSAGE_SIZE, MAX_WRITE_BATCH_SIZE } from '../wire/constants';
import type { CommandContext, CommandHandler } from './context';

export const SERVER_VERSION = '7.0.0';
const VERSION_ARRAY = [7, 0, 0, 0];

function helloResponse(ctx: CommandContext, isLegacy: boolean): Doc {
  const doc: Doc = {
    helloOk: true,
    ismaster: true,
  };
  if (!isLegacy) {
    delete doc.ismaster;
    doc.isWritablePrimary = true;
  }
  Object.assign(doc, {
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE,
    maxWriteBatchSize: MAX_WRITE_BATCH_SIZE,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: 21,
    readOnly: false,
    ok: 1,
  });
  return doc;
}

const hello: CommandHandler = (_cmd, ctx) => helloResponse(ctx, false);
const isMaster: CommandHandler = (_cmd, ctx) => helloResponse(ctx, true);

const buildInfo: CommandHandler = () => ({
  version: SERVER_VERSION,
  gitVersion: 'embedded-mongo',
  modules: [],
  allocator: 'system',
  javascriptEngine: 'none',
  sysInfo: 'deprecated',
  versionArray: VERSION_ARRAY,
  openssl: { running: 'disabled', compiled: 'disabled' },
  buildEnvironment: { distmod: 'embedded-mongo', target_os: process.platform, target_arch: process.arch },
  bits: 64,
  debug: false,
  maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
  storageEngines: ['embedded'],
  ok: 1,
});

const hostInfo: CommandHandler = () => ({
  system: {
    currentTime: new Date(),
    hostname: os.hostname(),
    cpuAddrSize: 64,
    memSizeMB: Math.round(os.totalmem() / 1024 / 1024),
    numCores: os.cpus().length,
    cpuArch: process.arch,
    numaEnabled: false,
  },
  os: { type: os.type(), name: os.type(), version: os.release() },
  extra: { versionString: os.version(), kernelVersion: os.release() },
  ok: 1,
});

const getParameter: CommandHandler = (cmd) => {
  const params: Doc = {
    featureCompatibilityVersion: { version: '7.0' },
    authenticationMechanisms: [],
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
  };
  const out: Doc = {};
  if (cmd.getParameter === '*' || (typeof cmd.getParameter === 'object' && cmd.getParameter !== null && (cmd.getParameter as Doc).allParameters)) {
    Object.assign(out, params);
  } else {
    for (const k of Object.keys(cmd)) if (k in params) out[k] = params[k];
  }
  return { ...out, ok: 1 };
};

const connectionStatus: CommandHandler = () => ({
  authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] },
  ok: 1,
});

const whatsmyuri: CommandHandler = (_cmd, ctx) => ({ you: ctx.remote, ok: 1 });

const ok: CommandHandler = () => ({ ok: 1 });

const serverStatus: CommandHandler = (_cmd, ctx) => {
  const mem = process.memoryUsage();
  const uptimeMs = Date.now() - ctx.server.startedAt;
  return {
    host: `${os.hostname()}:${ctx.server.port}`,
    version: SERVER_VERSION,
    process: 'embedded-mongo',
    pid: process.pid,
    uptime: Math.floor(uptimeMs / 1000),
    uptimeMillis: uptimeMs,
    uptimeEstimate: Math.floor(uptimeMs / 1000),
    localTime: new Date(),
    connections: {
      current: ctx.server.connectionsCurrent,
      available: 1_000_000 - ctx.server.connectionsCurrent,
      totalCreated: ctx.server.connectionsTotal,
    },
    mem: { bits: 64, resident: Math.round(mem.rss / 1024 / 1024), virtual: Math.round(mem.rss / 1024 / 1024), supported: true },
    opcounters: { ...ctx.server.opcounters },
    metrics: { cursor: { open: { total: ctx.cursors.size } } },
    ok: 1,
  };
};

const getCmdLineOpts: CommandHandler = () => ({ argv: process.argv, parsed: {}, ok: 1 });

const getLog: CommandHandler = (cmd) =>
  cmd.getLog === '*' ? { names: ['global', 'startupWarnings'], ok: 1 } : { totalLinesWritten: 0, log: [], ok: 1 };

export const handshakeCommands: Record<string, CommandHandler> = {
  hello,
  isMaster,
  ismaster: isMaster,
  ping: ok,
  buildInfo,
  buildinfo: buildInfo,
  hostInfo,
  getParameter,
  connectionStatus,
  whatsmyuri,
  endSessions: ok,
  killSessions: ok,
  refreshSessions: ok,
  startSession: () => ({ id: { id: new UUID() }, timeoutMinutes: 30, ok: 1 }),
  serverStatus,
  getCmdLineOpts,
  getLog,
  logout: ok,
  getFreeMonitoringStatus: () => ({ state: 'disabled', ok: 1 }),
  features: () => ({ ok: 1 }),
};
