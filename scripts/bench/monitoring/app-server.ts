// The app as main.ts starts it, with one bench-only switch: POST /bench-monitoring/off makes the
// monitoring module's per-request middleware (request metrics, API counter) pass requests straight
// on, and /on brings it back, so bench:monitoring compares with and without it in one process
// (same JIT state, same port, same moment of a shared machine's load). It answers with the
// process's CPU time, for CPU per request, which a busy machine disturbs less than req/s.
import type { RequestHandler } from 'express';
import { loadConfig } from '../../../realtime-server/src/config';
import { appModules } from '../../../realtime-server/src/modules';
import type { AppModule } from '../../../realtime-server/src/modules/module';
import { startServer } from '../../../realtime-server/src/server';

let enabled = true;
const switchable = (middleware: RequestHandler): RequestHandler => (req, res, next) => (enabled ? middleware(req, res, next) : next());
const modules: AppModule[] = appModules.map((m) =>
  m.name !== 'monitoring'
    ? m
    : {
        ...m,
        setup: async (ctx) => {
          const parts = await m.setup(ctx);
          return { ...parts, httpMiddleware: parts.httpMiddleware?.map(switchable) };
        },
      },
);
const server = await startServer(loadConfig(), {
  modules,
  configure: (app) => {
    app.post('/bench-monitoring/:state', (req, res) => {
      enabled = req.params.state === 'on';
      // CPU time so far (µs): the bench divides each phase's share by its requests.
      const cpu = process.cpuUsage();
      res.json({ enabled, cpuMicros: cpu.user + cpu.system });
    });
  },
});
process.on('SIGTERM', () => {
  server.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
