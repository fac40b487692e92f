import type { Connection, Types } from 'mongoose';
import { z } from 'zod';
import type { CookieData } from 'puppeteer';
import { COMPLIANCE_MESSAGES, type TScanPhase } from '@app/shared-types/compliance/model';
import type { EventBus } from '../../events/event-bus';
import { defineJob, moduleJob, type Jobs, type ModuleJob } from '../../jobs/jobs';
import type { Logger } from '../../logger';
import { toScanDTO } from './compliance.dto';
import type { ComplianceEvents } from './compliance.events';
import { issueModel, scanModel, type IScan } from './compliance.model';
import type { Standings } from './decided-standing';
import type { Profiles } from './profiles.service';
import { createIssueHistory } from './issue-history';
import type { AddressPolicy } from './scanner/address-policy';
import { scanPage, type PageResult } from './scanner/scan-page';
import { ScanFailure, TIMED_OUT } from './scanner/scan-failure';
import { openSession, type SignInRecipe } from './scanner/sign-in';
import type { SiteSessions } from './site-sessions';
import type { SharedBrowser } from './scanner/shared-browser';

export const SCAN_JOB = 'compliance:scan';
export const REAP_JOB = 'compliance:reap-interrupted';
const REAP_EVERY = '5 minutes';

/** Extra time past the scan timeout after which the browser itself is killed (a hung Chromium). */
const KILL_GRACE_MS = 5_000;

export type ScanQueueDeps = {
  db: Connection;
  jobs: Jobs;
  browser: SharedBrowser;
  policy: AddressPolicy;
  events: ComplianceEvents;
  logger: Logger;
  options: { timeoutMs: number; concurrency: number };
  /** Opens the sign-in recipe of a scan's site profile. */
  profiles: Pick<Profiles, 'recipe'>;
  /** The sealed cookies of a site scan's one sign-in. */
  sessions: Pick<SiteSessions, 'load'>;
  /** Applies the decisions that hold now to a finished scan's score and totals (what its page shows). */
  standings: Standings;
  /** Where a finished scan is published (`compliance.scan-finished`: alerts, site scan totals). */
  domainEvents: Pick<EventBus, 'publish'>;
};

/**
 * Scans run as agenda jobs (agenda's lock runs each once across nodes) with a fixed concurrency;
 * waiting scans are the ones in phase `queued`, and their place is their rank by creation time.
 */
export function createScanQueue(deps: ScanQueueDeps) {
  const Scans = scanModel(deps.db);
  const Issues = issueModel(deps.db);
  const compare = createIssueHistory(deps.db);
  const log = deps.logger;

  const job = defineJob({
    name: SCAN_JOB,
    schema: z.object({ scanId: z.string().regex(/^[0-9a-f]{24}$/) }),
    concurrency: deps.options.concurrency,
    handler: async ({ scanId }) => run(scanId),
  });

  const queued = () => Scans.countDocuments({ phase: 'queued' });

  async function positionOf(scan: Pick<IScan, '_id' | 'phase' | 'createdAt'>): Promise<number | null> {
    if (scan.phase !== 'queued') return null;
    const ahead = await Scans.countDocuments({
      phase: 'queued',
      $or: [{ createdAt: { $lt: scan.createdAt } }, { createdAt: scan.createdAt, _id: { $lt: scan._id } }],
    });
    return ahead + 1;
  }

  /** Tells every waiting scan its new place (after one starts or is added). */
  async function announcePositions(): Promise<void> {
    const waiting = await Scans.find({ phase: 'queued' }, { _id: 1 }).sort({ createdAt: 1, _id: 1 }).limit(1_000).lean();
    waiting.forEach((scan, index) => deps.events.progressed(scan._id.toString(), 'queued', index + 1));
  }

  async function enqueue(scanIds: Types.ObjectId[]): Promise<void> {
    for (const scanId of scanIds) await deps.jobs.now(job, { scanId: scanId.toString() });
    await announcePositions();
  }

  async function setPhase(scanId: Types.ObjectId, phase: TScanPhase): Promise<void> {
    await Scans.updateOne({ _id: scanId, status: 'running' }, { $set: { phase } });
    deps.events.progressed(scanId.toString(), phase, null);
  }

  async function run(scanId: string): Promise<void> {
    // Claiming the scan atomically makes a repeated job (a retry, a second node) a no-op.
    const scan = await Scans.findOneAndUpdate({ _id: scanId, phase: 'queued' }, { $set: { phase: 'loading', startedAt: new Date() } }, { returnDocument: 'after' });
    if (!scan) return;
    deps.events.progressed(scanId, 'loading', null);
    void announcePositions().catch(() => {});

    let browser;
    try {
      // Starting Chromium (the first scan, or after a crash) is not the page's time.
      browser = await deps.browser.get();
    } catch (err) {
      log.error({ err }, 'scanner browser did not start');
      return fail(scan, new ScanFailure('browser', 'The scanner could not start its browser.'), 0);
    }
    const recipe = scan.profileId ? await deps.profiles.recipe(scan.profileId) : null;
    if (scan.profileId && !recipe) return fail(scan, new ScanFailure('sign-in', COMPLIANCE_MESSAGES.profileDeleted), 0);
    // A site scan's pages start from the one sign-in of their run; a single scan signs in itself.
    const session = recipe && scan.siteScanId ? await deps.sessions.load(scan.siteScanId) : null;
    const started = Date.now();
    try {
      const result = await withinLimit(scanId, (signal) =>
        scanPage(scan.url, {
          browser,
          policy: deps.policy,
          timeoutMs: deps.options.timeoutMs,
          signal,
          signIn: recipe,
          session,
          onPhase: (phase) => void setPhase(scan._id, phase).catch(() => {}),
        }),
      );
      await setPhase(scan._id, 'saving');
      await store(scan, result, Date.now() - started);
    } catch (err) {
      if (!(err instanceof ScanFailure)) log.warn({ err, scanId }, 'scan failed');
      await fail(scan, err instanceof ScanFailure ? err : new ScanFailure('browser', 'The scanner could not check this page.'), Date.now() - started);
    }
  }

  /**
   * Runs one browser task under the scan's hard time limit: at the limit its signal aborts (the task
   * closes its context); if it still has not let go after a grace period, the browser is killed.
   */
  async function withinLimit<T>(label: string, task: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), deps.options.timeoutMs);
    let killTimer: NodeJS.Timeout | undefined;
    const killed = new Promise<never>((_, reject) => {
      killTimer = setTimeout(() => {
        log.warn({ task: label }, 'scan did not stop after its timeout; restarting the scanner browser');
        void deps.browser.kill();
        reject(new ScanFailure('timeout', TIMED_OUT));
      }, deps.options.timeoutMs + KILL_GRACE_MS);
    });
    try {
      return await Promise.race([task(controller.signal), killed]);
    } catch (err) {
      if (!(err instanceof ScanFailure) && controller.signal.aborted) throw new ScanFailure('timeout', TIMED_OUT);
      throw err;
    } finally {
      clearTimeout(timer);
      clearTimeout(killTimer);
    }
  }

  /**
   * The one sign-in of a site scan run, in a fresh context, under the scan time limit: the signed-in
   * user's cookies, or a ScanFailure with the reason (the whole run fails with it).
   */
  async function signInOnce(recipe: SignInRecipe): Promise<CookieData[]> {
    let browser;
    try {
      browser = await deps.browser.get();
    } catch (err) {
      log.error({ err }, 'scanner browser did not start');
      throw new ScanFailure('browser', 'The scanner could not start its browser.');
    }
    try {
      return await withinLimit('sign-in', (signal) => openSession({ browser, policy: deps.policy, recipe, timeoutMs: deps.options.timeoutMs, signal }));
    } catch (err) {
      if (err instanceof ScanFailure) throw err;
      log.warn({ err }, 'sign-in failed');
      throw new ScanFailure('sign-in', COMPLIANCE_MESSAGES.signInFailed);
    }
  }

  async function store(scan: IScan, result: PageResult, ms: number): Promise<void> {
    const { rows, newCount, existingCount, fixed } = await compare(scan, result.issues);
    await Issues.insertMany(rows);
    // Totals and severities count violations only; needs-review items have their own count.
    const violations = result.issues.filter((i) => i.kind === 'violation');
    const count = (...severities: string[]) => violations.filter((i) => severities.includes(i.severity)).length;
    const done = await Scans.findOneAndUpdate(
      { _id: scan._id },
      {
        $set: {
          status: 'completed',
          phase: 'done',
          overallScore: result.score,
          passedChecks: result.passedChecks,
          totalChecks: result.totalChecks,
          totalIssues: violations.length,
          needsReviewIssues: result.issues.length - violations.length,
          newCount,
          existingCount,
          fixedCount: fixed.length,
          fixedFingerprints: fixed,
          criticalIssues: count('critical'),
          warningIssues: count('serious', 'moderate'),
          infoIssues: count('minor'),
          needsReview: result.needsReview,
          blockedRequests: result.blockedRequests,
          scanDuration: Math.round(ms / 100) / 10,
          userAgent: result.userAgent.slice(0, 300),
          pageTitle: result.pageTitle,
          failedRules: result.failedRules,
          applicableRules: result.applicableRules,
          incompleteRules: result.incompleteRules,
          completedAt: new Date(),
        },
      },
      { returnDocument: 'after' },
    );
    if (!done) return;
    await announceFinished(done, result);
  }

  async function fail(scan: IScan, failure: ScanFailure, ms: number): Promise<void> {
    const done = await Scans.findOneAndUpdate(
      { _id: scan._id, status: 'running' },
      { $set: { status: 'failed', phase: 'failed', failure: failure.failure, error: failure.message.slice(0, 500), scanDuration: Math.round(ms / 100) / 10, completedAt: new Date() } },
      { returnDocument: 'after' },
    );
    if (done) await announceFinished(done, null);
  }

  async function announceFinished(scan: IScan, result: PageResult | null): Promise<void> {
    deps.events.progressed(scan._id.toString(), scan.phase, null);
    const dto = toScanDTO(scan, null, (await deps.standings([scan])).get(scan._id.toString()));
    deps.events.finished(dto);
    await deps.domainEvents.publish('compliance.scan-finished', { scan: dto, links: result?.links ?? [] }, { id: `scan:${dto.id}:finished` });
  }

  /**
   * A scan whose node stopped mid-scan (a restart, a crash) would stay running forever: the job's
   * retry finds it claimed. Past its hard time limit it cannot be running anywhere, so it fails.
   */
  const reaper = defineJob({
    name: REAP_JOB,
    schema: z.object({}),
    concurrency: 1,
    handler: async () => {
      const cutoff = new Date(Date.now() - deps.options.timeoutMs - KILL_GRACE_MS * 2);
      const stale = await Scans.find({ status: 'running', phase: { $ne: 'queued' }, startedAt: { $lt: cutoff } }).limit(100);
      for (const scan of stale) await fail(scan, new ScanFailure('browser', 'The scanner stopped before this scan finished. Please scan again.'), Date.now() - (scan.startedAt ?? scan.createdAt).getTime());
      if (stale.length) log.warn({ count: stale.length }, 'interrupted scans marked failed');
    },
  });

  /** Every waiting scan's place in the queue (1 = next). */
  async function places(): Promise<Map<string, number>> {
    const waiting = await Scans.find({ phase: 'queued' }, { _id: 1 }).sort({ createdAt: 1, _id: 1 }).limit(1_000).lean();
    return new Map(waiting.map((scan, index) => [scan._id.toString(), index + 1]));
  }

  return { jobs: [moduleJob(job), moduleJob(reaper, { every: REAP_EVERY, data: {} })] as ModuleJob[], signInOnce, enqueue, queued, positionOf, places };
}

export type ScanQueue = ReturnType<typeof createScanQueue>;
