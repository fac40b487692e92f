import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Schema, Types, type Connection } from 'mongoose';
import { z } from 'zod';
import { SITE_PUBLIC_ROUTES, ACR_MESSAGES, type TAcrFormat, type TSelfRun, type TSelfSummary } from '@app/shared-types/compliance/acr/model';
import { COMPLIANCE_LIMITS } from '@app/shared-types/compliance/model';
import { defineModel } from '../../../db/define-model';
import { notFound } from '../../../errors/app-error';
import { defineJob, moduleJob, type Jobs, type ModuleJob } from '../../../jobs/jobs';
import type { Clock, ClockTimer } from '../../../lib/clock';
import type { Logger } from '../../../logger';
import { scanModel, siteScanModel, type IScan, type ISiteScan } from '../compliance.model';
import type { Standings } from '../decided-standing';
import type { Decisions } from '../decisions.service';
import { createIssueGroups } from '../issue-groups';
import type { ScansService } from '../scans.service';
import type { Acr, ExportedAcr } from './acr.service';

/**
 * The owner of the site's own scans: no account has this id, so no member sees them; operators do
 * (they see every owner's scans), and can triage them and record the site's own ACR through them.
 */
export const SELF_OWNER_ID = new Types.ObjectId('5e1f5e1f5e1f5e1f5e1f5e1f');
export const SELF_SCAN_JOB = 'accessibility:self-scan';
const DAY = 24 * 60 * 60 * 1000;
/** A run holds the lock this long at most (a node that died mid-run frees it then). */
const LOCK_MS = 60 * 60 * 1000;

type LockDoc = { _id: string; lockedUntil: Date };
const lockModel = defineModel<LockDoc>('AccessibilitySelfLock', new Schema<LockDoc>({ _id: String, lockedUntil: Date }, { collection: 'accessibility_self_lock' }));

/** A new run is due when there is none, the last is a day old, or the web build deployed since is newer. */
export const selfRunDue = (lastStartedAt: Date | null, builtAt: Date | null, now: number) =>
  !lastStartedAt || now - lastStartedAt.getTime() > DAY || (builtAt !== null && builtAt > lastStartedAt);

export type SelfScanOptions = { auto: boolean; baseUrl: string | undefined; routes: string[] | undefined };

/**
 * The site's own accessibility summary (issue 26 §4): the scanner scans every public route of this
 * site as a visitor (a site scan owned by SELF_OWNER_ID), daily and after a deploy (the hourly job
 * runs one when the last is older than a day or than the web build), and only when `auto` (SELF_SCAN:
 * on in production, off in development and tests, where an operator's POST starts one).
 * Whether a run is due, its start time, the lock and the start-up delay read `clock` (the app's), so
 * a test moves time to a day later instead of waiting for it.
 */
export function createSelfScan(deps: { db: Connection; jobs: Jobs; scans: ScansService; acr: Acr; decisions: Decisions; standings: Standings; options: SelfScanOptions; webDistDir: string; clock: Clock; logger: Logger }) {
  const Sites = siteScanModel(deps.db);
  const Scans = scanModel(deps.db);
  const Locks = lockModel(deps.db);
  const groupsOf = createIssueGroups({ db: deps.db, decisions: deps.decisions });
  const routes = (deps.options.routes ?? [...SITE_PUBLIC_ROUTES]).slice(0, COMPLIANCE_LIMITS.sitePagesMax);

  const job = defineJob({ name: SELF_SCAN_JOB, schema: z.object({}), concurrency: 1, handler: async () => void (await runIfStale()) });

  async function takeLock(): Promise<boolean> {
    const now = new Date(deps.clock.now());
    try {
      const taken = await Locks.findOneAndUpdate({ _id: 'self', lockedUntil: { $lt: now } }, { $set: { lockedUntil: new Date(now.getTime() + LOCK_MS) } }, { upsert: true, returnDocument: 'after' });
      return Boolean(taken);
    } catch (err) {
      if ((err as { code?: number }).code === 11000) return false; // another node holds it
      throw err;
    }
  }

  /** Starts a run unless one is running; returns whether it started. */
  async function run(): Promise<boolean> {
    const base = deps.options.baseUrl;
    if (!base) {
      deps.logger.warn('the site scan needs SELF_SCAN_BASE_URL or PUBLIC_URL');
      return false;
    }
    if (!(await takeLock())) return false;
    try {
      // Started at the clock's time (mongoose keeps a given createdAt), which the next due check compares with.
      const site = await Sites.create({ ownerId: SELF_OWNER_ID, startUrl: `${base}/`, pageLimit: routes.length, source: 'sitemap', createdAt: new Date(deps.clock.now()) });
      const created = await deps.scans.queueScans(SELF_OWNER_ID.toString(), routes.map((r) => new URL(r, base).toString()), { scanType: 'automated', siteScanId: site._id }, false);
      await Sites.updateOne({ _id: site._id }, { $push: { scanIds: { $each: created.map((s) => s._id) } } });
      // Every page refused at once (the guard): no page will finish to settle the run, so it fails here.
      if (created.every((s) => s.status === 'failed')) {
        await Sites.updateOne({ _id: site._id, status: 'running' }, { $set: { status: 'failed', error: created[0]?.error ?? 'No page of the site could be scanned.', completedAt: new Date() } });
      }
      return true;
    } catch (err) {
      await Locks.updateOne({ _id: 'self' }, { $set: { lockedUntil: new Date(0) } });
      throw err;
    }
  }

  async function builtAt(): Promise<Date | null> {
    try {
      return (await stat(path.join(deps.webDistDir, 'index.html'))).mtime;
    } catch {
      return null;
    }
  }

  /** Runs when the last run is older than a day or than the deployed web build (or there is none). */
  async function runIfStale(): Promise<boolean> {
    const last = await Sites.findOne({ ownerId: SELF_OWNER_ID }, { createdAt: 1 }).sort({ createdAt: -1 }).lean();
    return selfRunDue(last?.createdAt ?? null, await builtAt(), deps.clock.now()) ? run() : false;
  }

  async function toRun(site: ISiteScan): Promise<TSelfRun> {
    const pages = await Scans.find(
      { _id: { $in: site.scanIds } },
      { status: 1, ownerId: 1, overallScore: 1, totalIssues: 1, totalChecks: 1, passedChecks: 1, criticalIssues: 1, warningIssues: 1, infoIssues: 1 },
    ).lean<IScan[]>();
    const standing = await deps.standings(pages);
    const scores = pages.filter((p) => p.status === 'completed' && p.overallScore !== null).map((p) => standing.get(p._id.toString())?.score ?? p.overallScore!);
    const groups = site.status === 'completed' ? await groupsOf(site.scanIds, SELF_OWNER_ID) : [];
    return {
      status: site.status,
      startedAt: site.createdAt.toISOString(),
      completedAt: site.completedAt?.toISOString() ?? null,
      score: site.status === 'completed' && scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
      openGroups: groups.filter((g) => g.decidedInstances < g.instances).length,
      pages: pages.length,
      failedPages: pages.filter((p) => p.status === 'failed').length,
    };
  }

  const lastFinished = () => Sites.findOne({ ownerId: SELF_OWNER_ID, status: { $in: ['completed', 'failed'] } }).sort({ createdAt: -1 });

  let startTimer: ClockTimer | undefined;
  return {
    jobs: deps.options.auto ? [moduleJob(job, { every: '1 hour', data: {} })] : ([] as ModuleJob[]),
    run,

    /** On deploy: once the server is up, a run if the last one is stale (each node asks; the lock lets one run). */
    scheduleStartupRun(): void {
      if (!deps.options.auto) return;
      // The clock's timers are unref'd: a server stopping before it fires is not held open by it.
      startTimer = deps.clock.setTimer(() => void deps.jobs.now(job, {}).catch((err: unknown) => deps.logger.warn({ err }, 'could not queue the site scan')), 10_000);
    },
    stop(): void {
      startTimer?.cancel();
    },

    async summary(): Promise<TSelfSummary> {
      const [latest, finished] = await Promise.all([Sites.findOne({ ownerId: SELF_OWNER_ID }).sort({ createdAt: -1 }), lastFinished()]);
      const running = latest?.status === 'running' && deps.clock.now() - latest.createdAt.getTime() < LOCK_MS;
      return { lastRun: finished ? await toRun(finished) : null, running, acrAvailable: finished?.status === 'completed' };
    },

    async exportAcr(format: TAcrFormat): Promise<ExportedAcr> {
      const site = await Sites.findOne({ ownerId: SELF_OWNER_ID, status: 'completed' }).sort({ createdAt: -1 });
      if (!site) throw notFound(ACR_MESSAGES.selfNotRun);
      return deps.acr.exportLive(SELF_OWNER_ID, site, format);
    },
  };
}

export type SelfScan = ReturnType<typeof createSelfScan>;
