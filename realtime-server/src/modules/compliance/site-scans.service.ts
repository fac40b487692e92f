import { Types, type Connection } from 'mongoose';
import type { CookieData } from 'puppeteer';
import { z } from 'zod';
import type { TUser } from '@app/shared-types/auth';
import { COMPLIANCE_MESSAGES, type TIssueGroup, type TScan, type TSiteScan } from '@app/shared-types/compliance/model';
import { defineJob, moduleJob, type Jobs, type ModuleJob } from '../../jobs/jobs';
import { notFound } from '../../errors/app-error';
import type { Logger } from '../../logger';
import { mayView, ownerFilter } from './compliance.access';
import { toSiteScanDTO } from './compliance.dto';
import { scanModel, siteScanModel, type IScan, type ISiteScan } from './compliance.model';
import type { Standings } from './decided-standing';
import type { Decisions } from './decisions.service';
import { createIssueGroups } from './issue-groups';
import type { ComplianceEvents } from './compliance.events';
import type { Profiles } from './profiles.service';
import type { AddressPolicy } from './scanner/address-policy';
import { pagesFromSitemap, samePageUrls } from './scanner/discover-pages';
import type { ScansService } from './scans.service';
import { ScanFailure } from './scanner/scan-failure';
import type { SignInRecipe } from './scanner/sign-in';
import type { SiteSessions } from './site-sessions';

export const SITE_DISCOVER_JOB = 'compliance:site-discover';
/** Addresses a signed-in site scan never visits: they would sign its user out. */
const SIGN_OUT = /(log|sign)[-_]?out|logoff/i;

/**
 * Site scans: from a start URL, the pages of its sitemap.xml, else the same-origin links of the
 * start page (found when that page is scanned), up to the page limit; one page scan each, grouped
 * with an aggregate score (the mean of the completed pages' scores).
 */
export type SiteScansDeps = {
  db: Connection;
  jobs: Jobs;
  policy: AddressPolicy;
  scans: ScansService;
  profiles: Profiles;
  /** The one sign-in of a run (the scan queue's, under the scan time limit). */
  signInOnce: (recipe: SignInRecipe) => Promise<CookieData[]>;
  sessions: SiteSessions;
  events: ComplianceEvents;
  decisions: Decisions;
  standings: Standings;
  logger: Logger;
  scansPerHour: number;
};

export function createSiteScans(deps: SiteScansDeps) {
  const Sites = siteScanModel(deps.db);
  const Scans = scanModel(deps.db);
  const groupsOf = createIssueGroups({ db: deps.db, decisions: deps.decisions });

  const discoverJob = defineJob({
    name: SITE_DISCOVER_JOB,
    schema: z.object({ siteScanId: z.string().regex(/^[0-9a-f]{24}$/) }),
    concurrency: 2,
    handler: async ({ siteScanId }) => discover(siteScanId),
  });

  async function dto(site: ISiteScan): Promise<TSiteScan> {
    const pages = await Scans.find(
      { _id: { $in: site.scanIds } },
      { status: 1, ownerId: 1, overallScore: 1, totalIssues: 1, totalChecks: 1, passedChecks: 1, criticalIssues: 1, warningIssues: 1, infoIssues: 1 },
    ).lean<IScan[]>();
    if (site.status !== 'completed') return toSiteScanDTO(site, pages);
    // With decisions held now, the mean of the pages' scores as they stand.
    const standing = await deps.standings(pages);
    if (!standing.size) return toSiteScanDTO(site, pages);
    const scores = pages.filter((p) => p.status === 'completed' && p.overallScore !== null).map((p) => standing.get(p._id.toString())?.score ?? p.overallScore!);
    return toSiteScanDTO(site, pages, scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : site.score);
  }

  async function updated(site: ISiteScan): Promise<void> {
    if (site.status === 'running') deps.events.siteUpdated(site.ownerId.toString(), await dto(site));
  }

  async function visibleSite(user: TUser, siteScanId: string): Promise<ISiteScan> {
    const site = Types.ObjectId.isValid(siteScanId) ? await Sites.findById(siteScanId) : null;
    if (!site || !mayView(user, site.ownerId)) throw notFound(COMPLIANCE_MESSAGES.siteScanNotFound);
    return site;
  }

  async function fail(siteId: Types.ObjectId, error: string): Promise<void> {
    const done = await Sites.findOneAndUpdate({ _id: siteId, status: 'running' }, { $set: { status: 'failed', error: error.slice(0, 500), completedAt: new Date(), sessionSealed: null } }, { returnDocument: 'after' });
    if (done) deps.events.siteFinished(done.ownerId.toString(), await dto(done));
  }

  async function addPages(site: ISiteScan, wanted: string[]): Promise<void> {
    // A site scan takes at most what is left of the member's hourly allowance.
    // Signed in, a link that signs out would end the run's session for every page after it.
    const pages = site.profileId ? wanted.filter((url) => !SIGN_OUT.test(new URL(url).pathname)) : wanted;
    const urls = pages.slice(0, await deps.scans.remainingAllowance(site.ownerId.toString()));
    if (urls.length === 0) return;
    const created = await deps.scans.queueScans(site.ownerId.toString(), urls, { scanType: 'automated', siteScanId: site._id, profileId: site.profileId ?? null });
    const grown = await Sites.findOneAndUpdate({ _id: site._id }, { $push: { scanIds: { $each: created.map((s) => s._id) } } }, { returnDocument: 'after' });
    if (grown) await updated(grown);
    // Pages refused at once (a private address in the sitemap) are finished already.
    for (const scan of created) if (scan.status === 'failed') await settle(site._id);
  }

  async function discover(siteScanId: string): Promise<void> {
    const site = await Sites.findOneAndUpdate({ _id: siteScanId, status: 'running', source: null }, { $set: { source: 'links' } }, { returnDocument: 'after' });
    if (!site) return;
    try {
      if (site.profileId && !(await signInForRun(site))) return;
      // Signed in, the sitemap is asked for as that user (a members' area often lists its pages only then).
      const session = site.profileId ? await deps.sessions.load(site._id) : null;
      const fromSitemap = await pagesFromSitemap(site.startUrl, deps.policy, site.pageLimit, session ?? undefined);
      if (fromSitemap) {
        await Sites.updateOne({ _id: site._id }, { $set: { source: 'sitemap' } });
        await addPages(site, fromSitemap);
      } else {
        // The start page's links are added when its scan finishes (see afterPage).
        await addPages(site, [site.startUrl]);
      }
      const added = await Sites.findById(site._id, { scanIds: 1 });
      if (!added?.scanIds.length) await fail(site._id, COMPLIANCE_MESSAGES.rateLimited(deps.scansPerHour));
    } catch (err) {
      deps.logger.warn({ err, siteScanId }, 'site scan discovery failed');
      await fail(site._id, err instanceof Error ? err.message : 'The site could not be scanned.');
    }
  }

  /**
   * A site scan with a profile signs in ONCE for the whole run, before any page is queued: its cookies
   * are sealed on the site scan for every page. A deleted profile or a failed sign-in fails the run
   * with the reason, and no page is scanned (or counted against the allowance).
   */
  async function signInForRun(site: ISiteScan): Promise<boolean> {
    const recipe = await deps.profiles.recipe(site.profileId!);
    if (!recipe) {
      await fail(site._id, COMPLIANCE_MESSAGES.profileDeleted);
      return false;
    }
    try {
      await deps.sessions.save(site._id, await deps.signInOnce(recipe));
      return true;
    } catch (err) {
      await fail(site._id, err instanceof ScanFailure ? err.message : COMPLIANCE_MESSAGES.signInFailed);
      return false;
    }
  }

  /** Recomputes a site scan once none of its pages is running: completed with the mean score, or failed. */
  async function settle(siteId: Types.ObjectId): Promise<void> {
    const site = await Sites.findById(siteId);
    if (!site || site.status !== 'running' || site.source === null) return;
    const pages = await Scans.find({ _id: { $in: site.scanIds } }, { status: 1, overallScore: 1 }).lean();
    if (pages.length < site.scanIds.length || pages.some((p) => p.status === 'running')) return;
    const scores = pages.filter((p) => p.status === 'completed' && p.overallScore !== null).map((p) => p.overallScore!);
    if (scores.length === 0) return fail(site._id, 'No page of the site could be scanned.');
    const done = await Sites.findOneAndUpdate(
      { _id: site._id, status: 'running' },
      { $set: { status: 'completed', score: Math.round(scores.reduce((a, b) => a + b, 0) / scores.length), completedAt: new Date(), sessionSealed: null } },
      { returnDocument: 'after' },
    );
    if (done) deps.events.siteFinished(done.ownerId.toString(), await dto(done));
  }

  return {
    jobs: [moduleJob(discoverJob)] as ModuleJob[],

    async start(user: TUser, url: string, pageLimit: number, profileId?: string): Promise<TSiteScan> {
      const profile = await deps.profiles.requireOwn(user, profileId);
      // A start address the guard refuses is a 400 with its reason, before anything is stored.
      await deps.scans.refuseUnreachable(url);
      await deps.scans.requireAllowance(user.id);
      const site = await Sites.create({ ownerId: new Types.ObjectId(user.id), startUrl: url, pageLimit, profileId: profile });
      await deps.jobs.now(discoverJob, { siteScanId: site._id.toString() });
      const created = await dto(site);
      deps.events.siteUpdated(user.id, created);
      return created;
    },

    async list(user: TUser): Promise<TSiteScan[]> {
      const sites = await Sites.find(ownerFilter(user)).sort({ createdAt: -1 }).limit(100);
      return Promise.all(sites.map(dto));
    },

    async get(user: TUser, siteScanId: string): Promise<TSiteScan> {
      return dto(await visibleSite(user, siteScanId));
    },

    /** The site scan's issues grouped by component, most impactful first. */
    async groups(user: TUser, siteScanId: string): Promise<TIssueGroup[]> {
      const site = await visibleSite(user, siteScanId);
      return groupsOf(site.scanIds, site.ownerId);
    },

    /** After one of its pages finished (`links`: what the page links to, empty when it failed). */
    async afterPage(scan: Pick<TScan, 'id' | 'siteScanId'>, links: string[]): Promise<void> {
      if (!scan.siteScanId) return;
      const site = await Sites.findById(scan.siteScanId);
      if (!site) return;
      if (site.source === 'links' && links.length && site.scanIds[0]?.equals(scan.id) && site.scanIds.length === 1) {
        const more = samePageUrls(site.startUrl, links, site.pageLimit).slice(1);
        try {
          await addPages(site, more);
        } catch (err) {
          // Over the hourly allowance or a full queue: the site scan keeps the pages it has.
          deps.logger.info({ err, siteScanId: site._id.toString() }, 'site scan kept fewer pages');
        }
      }
      await settle(site._id);
      const now = await Sites.findById(site._id);
      if (now) await updated(now);
    },
  };
}

export type SiteScans = ReturnType<typeof createSiteScans>;
