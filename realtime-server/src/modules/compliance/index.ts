import { Router } from 'express';
import { Types } from 'mongoose';
import { COMPLIANCE_MESSAGES } from '@app/shared-types/compliance/model';
import { notFound, unauthenticated } from '../../errors/app-error';
import '../billing/contracts';
import type { AppModule } from '../module';
import { mayView } from './compliance.access';
import { complianceEvents } from './compliance.events';
import { alertModel, issueModel, reportModel, scanModel, scheduleModel, siteScanModel } from './compliance.model';
import { profilesRoutes, decisionsRoutes, reportsRoutes, scansRoutes, schedulesRoutes, siteScansRoutes } from './compliance.routes';
import { createStandings } from './decided-standing';
import { decisionModel } from './decisions.model';
import { createDecisions } from './decisions.service';
import { profileModel } from './profiles.model';
import { createProfiles } from './profiles.service';
import { createSecretBox } from '../../crypto/secret-box';
import { createSchedules } from './schedules.service';
import { createSiteScans } from './site-scans.service';
import { createSiteSessions } from './site-sessions';
import { createReportsService } from './report/reports.service';
import { createScanQueue } from './scan-queue';
import { createScansService } from './scans.service';
import { createAddressPolicy } from './scanner/address-policy';
import { startGuardProxy } from './scanner/guard-proxy';
import { createSharedBrowser } from './scanner/shared-browser';
import { acrEvaluationModel, acrVersionModel } from './acr/acr.model';
import { acrRoutes } from './acr/acr.routes';
import { createAcr } from './acr/acr.service';
import { migrateAcrSites } from './acr/acr-site-migration';
import { createSelfScan } from './acr/self-scan.service';
import { SELF_ACR_PER_ADDRESS, SELF_ACR_WINDOW_S, selfRoutes } from './acr/self.routes';
// The events and monitoring figures this module declares (declaration merging), wherever it is compiled.
import './contracts';

const HOUR = 60 * 60;

/**
 * Section 508 / WCAG 2.1 AA scanning: pa11y (axe runner) in one shared Chromium whose every
 * connection passes the address guard, scans queued as agenda jobs with live progress in
 * `scan:<id>`, alerts, site scans, schedules and conformance report exports.
 */
export const complianceModule: AppModule = {
  name: 'compliance',
  setup: async ({ db, emitter, logger, config, jobs, events: bus, limiterStore, clock }) => {
    const log = logger.child({ module: 'compliance' });
    const options = config.scanner;
    const policy = createAddressPolicy({ allowHosts: options.allowHosts, offline: options.offline });
    const proxy = await startGuardProxy(policy);
    const browser = createSharedBrowser({ executablePath: options.chromiumPath, nice: options.chromiumNice, proxyUrl: proxy.url, logger: log });
    const events = complianceEvents(emitter, bus);
    // The app's shared store (Redis on a cluster), so a member's scans spread over nodes meet one limit.
    const limiter = limiterStore({ keyPrefix: 'compliance-scans', points: options.scansPerHour, duration: HOUR });

    const decisions = createDecisions({ db });
    const box = createSecretBox(config.secretsKey.key);
    const profiles = createProfiles({ db, box, policy });
    const sessions = createSiteSessions({ db, box });
    const standings = createStandings({ db, decisions });
    const queue = createScanQueue({ db, jobs, browser, policy, events, standings, profiles, sessions, domainEvents: bus, logger: log, options });
    const scans = createScansService({ db, queue, events, limiter, policy, decisions, standings, profiles, options });
    const sites = createSiteScans({ db, jobs, policy, scans, profiles, signInOnce: queue.signInOnce, sessions, events, decisions, standings, logger: log, scansPerHour: options.scansPerHour });
    bus.subscribe('compliance.scan-finished', 'alerts', ({ payload }) => scans.raiseAlerts(payload.scan.id));
    bus.subscribe('compliance.scan-finished', 'site-scans', ({ payload }) => sites.afterPage(payload.scan, payload.links));

    const Scans = scanModel(db);
    const routes = Router();
    routes.use(scansRoutes(scans));
    const schedules = createSchedules({ db, scans, profiles, logger: log });
    routes.use(siteScansRoutes(sites));
    routes.use(schedulesRoutes(schedules));
    routes.use(decisionsRoutes(decisions));
    routes.use(profilesRoutes(profiles));
    routes.use(reportsRoutes(createReportsService({ db })));
    // Before the models' indexes are built (after setup): the old per-owner unique index must go first.
    await migrateAcrSites(db, log);
    const acr = createAcr({ db, decisions });
    routes.use(acrRoutes(acr));
    const self = createSelfScan({ db, jobs, scans, acr, decisions, standings, options: config.selfScan, webDistDir: config.webDistDir, clock, logger: log });
    routes.use(selfRoutes(self, limiterStore({ keyPrefix: 'self-acr', points: SELF_ACR_PER_ADDRESS, duration: SELF_ACR_WINDOW_S })));
    self.scheduleStartupRun();
    return {
      routes,
      // The member's meter on /settings and beside the scan form reads the allowance scanning enforces.
      provides: { 'meters.scans': { now: (user) => scans.allowanceOf(user.id) } },
      rooms: {
        scan: async (user, id) => {
          if (!user) throw unauthenticated();
          const scan = id && Types.ObjectId.isValid(id) ? await Scans.findById(id, { ownerId: 1 }) : null;
          if (!scan || !mayView(user, scan.ownerId)) throw notFound(COMPLIANCE_MESSAGES.scanNotFound);
        },
      },
      models: [Scans, issueModel(db), alertModel(db), reportModel(db), siteScanModel(db), scheduleModel(db), decisionModel(db), profileModel(db), acrEvaluationModel(db), acrVersionModel(db)],
      jobs: [...queue.jobs, ...sites.jobs, ...schedules.jobs, ...self.jobs],
      metrics: async () => {
        const [scansQueued, scansRunning] = await Promise.all([
          Scans.countDocuments({ status: 'running', phase: 'queued' }),
          Scans.countDocuments({ status: 'running', phase: { $in: ['loading', 'checking', 'saving'] } }),
        ]);
        return { scansQueued, scansRunning };
      },
      stop: async () => {
        self.stop();
        await browser.close();
        await proxy.close();
      },
    };
  },
};
