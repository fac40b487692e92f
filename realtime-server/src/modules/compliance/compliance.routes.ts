import { Router, type Response } from 'express';
import { ZProfileRequest, ZDecisionRequest, ZExportQuery, ZIssuesQuery, ZHistoryQuery, ZScanIssuesQuery, ZScheduleRequest, ZStartScanRequest, ZStartSiteScanRequest } from '@app/shared-types/compliance';
import { COMPLIANCE_MESSAGES } from '@app/shared-types/compliance/model';
import type { TUser } from '@app/shared-types/auth';
import { currentUser, requireUser } from '../../http/guards';
import { idParam } from '../../http/params';
import { parseInput } from '../../errors/parse-input';
import type { Decisions } from './decisions.service';
import type { Profiles } from './profiles.service';
import type { ExportedReport, ReportsService } from './report/reports.service';
import type { ScansService } from './scans.service';
import type { Schedules } from './schedules.service';
import type { SiteScans } from './site-scans.service';

const scanId = (params: unknown) => idParam(params, COMPLIANCE_MESSAGES.scanNotFound);
const siteScanId = (params: unknown) => idParam(params, COMPLIANCE_MESSAGES.siteScanNotFound);

/** What a member keeps a list of (schedules, triage decisions, site profiles): theirs alone, listed and removed by id. */
type OwnList = { list(user: TUser): Promise<unknown>; remove(user: TUser, id: string): Promise<void> };

/** GET `path` lists the member's entries; DELETE `path/:id` removes one of them (204), `notFound` when it is not theirs. */
function ownListRoutes(router: Router, path: string, entries: OwnList, notFound: string): void {
  router.get(path, requireUser, async (req, res) => {
    res.json(await entries.list(currentUser(req)));
  });
  router.delete(`${path}/:id`, requireUser, async (req, res) => {
    await entries.remove(currentUser(req), idParam(req.params, notFound));
    res.status(204).end();
  });
}

/** The spec's five calls (section 7) and a scan's own details; every one needs an account. */
export function scansRoutes(scans: ScansService): Router {
  const router = Router();
  router.use('/compliance', requireUser);

  router.get('/compliance/scans', async (req, res) => {
    res.json(await scans.list(currentUser(req)));
  });
  router.post('/compliance/scan', async (req, res) => {
    const { url, profileId } = parseInput(ZStartScanRequest, req.body);
    res.status(201).json(await scans.start(currentUser(req), url, profileId));
  });
  router.get('/compliance/scans/:id', async (req, res) => {
    res.json(await scans.get(currentUser(req), scanId(req.params)));
  });
  router.delete('/compliance/scans/:id', async (req, res) => {
    await scans.remove(currentUser(req), scanId(req.params));
    res.status(204).end();
  });
  router.post('/compliance/scans/:id/retry', async (req, res) => {
    res.json(await scans.retry(currentUser(req), scanId(req.params)));
  });
  router.get('/compliance/scans/:id/issues', async (req, res) => {
    const { kind } = parseInput(ZScanIssuesQuery, req.query);
    res.json(await scans.issues(currentUser(req), { severity: 'all', kind, scanId: scanId(req.params) }));
  });
  router.get('/compliance/issues', async (req, res) => {
    res.json(await scans.issues(currentUser(req), parseInput(ZIssuesQuery, req.query)));
  });
  router.get('/compliance/history', async (req, res) => {
    res.json(await scans.history(currentUser(req), parseInput(ZHistoryQuery, req.query).url));
  });
  router.get('/compliance/alerts', async (req, res) => {
    res.json(await scans.alerts(currentUser(req)));
  });
  router.put('/compliance/alerts/:id/read', async (req, res) => {
    res.json(await scans.markRead(currentUser(req), idParam(req.params, COMPLIANCE_MESSAGES.alertNotFound)));
  });
  return router;
}

/** Export Report: `?format=html` (printable, shown in the browser) or `?format=yaml` (OpenACR, downloaded). */
export function reportsRoutes(reports: ReportsService): Router {
  const router = Router();
  const send = (res: Response, report: ExportedReport, format: 'yaml' | 'html') => {
    res.type(report.contentType);
    res.set('Content-Disposition', `${format === 'yaml' ? 'attachment' : 'inline'}; filename="${report.fileName}"`);
    res.send(report.body);
  };
  router.get('/compliance/scans/:id/export', requireUser, async (req, res) => {
    const { format } = parseInput(ZExportQuery, req.query);
    send(res, await reports.exportScan(currentUser(req), scanId(req.params), format), format);
  });
  router.get('/compliance/site-scans/:id/export', requireUser, async (req, res) => {
    const { format } = parseInput(ZExportQuery, req.query);
    send(res, await reports.exportSiteScan(currentUser(req), siteScanId(req.params), format), format);
  });
  return router;
}

/** Site scans: a start URL and a page limit (default and most 25). */
export function siteScansRoutes(sites: SiteScans): Router {
  const router = Router();
  router.post('/compliance/site-scans', requireUser, async (req, res) => {
    const { url, pageLimit, profileId } = parseInput(ZStartSiteScanRequest, req.body);
    res.status(201).json(await sites.start(currentUser(req), url, pageLimit, profileId));
  });
  router.get('/compliance/site-scans', requireUser, async (req, res) => {
    res.json(await sites.list(currentUser(req)));
  });
  router.get('/compliance/site-scans/:id', requireUser, async (req, res) => {
    res.json(await sites.get(currentUser(req), siteScanId(req.params)));
  });
  router.get('/compliance/site-scans/:id/groups', requireUser, async (req, res) => {
    res.json(await sites.groups(currentUser(req), siteScanId(req.params)));
  });
  return router;
}

/** Daily or weekly re-scans of a URL (one schedule per member and URL). */
export function schedulesRoutes(schedules: Schedules): Router {
  const router = Router();
  ownListRoutes(router, '/compliance/schedules', schedules, COMPLIANCE_MESSAGES.scheduleNotFound);
  router.put('/compliance/schedules', requireUser, async (req, res) => {
    const { url, frequency, profileId } = parseInput(ZScheduleRequest, req.body);
    const { schedule, created } = await schedules.save(currentUser(req), url, frequency, profileId);
    res.status(created ? 201 : 200).json(schedule);
  });
  return router;
}

/** Triage decisions on fingerprints (issue 26): a PUT decides again in place (one per page or site key). */
export function decisionsRoutes(decisions: Decisions): Router {
  const router = Router();
  ownListRoutes(router, '/compliance/decisions', decisions, COMPLIANCE_MESSAGES.decisionNotFound);
  router.put('/compliance/decisions', requireUser, async (req, res) => {
    const { decision, created } = await decisions.save(currentUser(req), parseInput(ZDecisionRequest, req.body));
    res.status(created ? 201 : 200).json(decision);
  });
  return router;
}

/** Site profiles for authenticated scans (issue 26 §1): secrets go in, never out. */
export function profilesRoutes(profiles: Profiles): Router {
  const router = Router();
  ownListRoutes(router, '/compliance/profiles', profiles, COMPLIANCE_MESSAGES.profileNotFound);
  router.post('/compliance/profiles', requireUser, async (req, res) => {
    res.status(201).json(await profiles.create(currentUser(req), parseInput(ZProfileRequest, req.body)));
  });
  return router;
}
