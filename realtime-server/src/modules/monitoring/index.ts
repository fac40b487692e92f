import { isOperator } from '@app/shared-types/auth';
import { rooms } from '@app/shared-types/realtime';
import { forbidden, unauthenticated } from '../../errors/app-error';
import type { AppModule } from '../module';
import { createAlertsService } from './alerts.service';
import { createApiCounter } from './api-counter';
import { createFigures } from './figures';
import { createHttpMetrics } from './http-metrics';
import { metricsRoutes } from './metrics.routes';
import { monitoringEvents } from './monitoring.events';
import { monitoringJobs } from './monitoring.jobs';
import { apiRequestDayModel, systemMetricModel, usageAlertModel } from './monitoring.models';
import { monitoringRoutes } from './monitoring.routes';
import { createMonitoringService } from './monitoring.service';
import { createMonitoringStream } from './monitoring.stream';
import { createProcessStats } from './process-stats';

/**
 * Operator monitoring: usage against the plan's limits (counted from the database), this node's
 * process health, usage alerts, history samples, the live `monitoring` room and Prometheus' /metrics.
 */
export const monitoringModule: AppModule = {
  name: 'monitoring',
  setup: ({ db, database, users, roomMembers, emitter, logger, config, metrics }) => {
    const log = logger.child({ module: 'monitoring' });
    const Metrics = systemMetricModel(db);
    const Alerts = usageAlertModel(db);
    const Days = apiRequestDayModel(db);
    const http = createHttpMetrics();
    const apiCounter = createApiCounter({ Days, flushMs: config.apiCounterFlushMs, logger: log });
    const processStats = createProcessStats();
    const figures = createFigures({ db, database, users, moduleMetrics: metrics, roomMembers, apiCounter, http, process: processStats });
    const events = monitoringEvents(emitter);
    const monitoring = createMonitoringService({ Metrics, figures, alerts: createAlertsService(Alerts), events });
    const stream = createMonitoringStream({ roomMembers, figures, events, logger: log });
    // Someone who stops being an operator stops watching at once, not at their next reconnect.
    users.onChange((user) => {
      if (!isOperator(user)) emitter.leave(rooms.user(user.id), rooms.monitoring);
    });

    return {
      httpMiddleware: [http.middleware, apiCounter.middleware],
      rootRoutes: metricsRoutes({ token: config.metricsToken, http, figures }),
      routes: monitoringRoutes(monitoring),
      rooms: {
        monitoring: (user) => {
          if (!user) throw unauthenticated();
          if (!isOperator(user)) throw forbidden('Only operators can watch monitoring.');
        },
      },
      models: [Metrics, Alerts],
      jobs: monitoringJobs(monitoring, config.monitoringSampleMs),
      stop: async () => {
        stream.stop();
        processStats.stop();
        await apiCounter.stop();
      },
    };
  },
};
