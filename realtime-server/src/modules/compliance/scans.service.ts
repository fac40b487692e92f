import { Types, type Connection } from 'mongoose';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { TUser } from '@app/shared-types/auth';
import { COMPLIANCE_MESSAGES, type TAlert, type THistoryPoint, type TIssue, type TIssueKindFilter, type TIssueSeverityFilter, type TScan, type TScanType } from '@app/shared-types/compliance/model';
import { badRequest, conflict, notFound, tooManyRequests } from '../../errors/app-error';
import { isDuplicateKeyError } from '../../errors/model-errors';
import { alertsFor } from './alert-rules';
import { mayView, ownerFilter } from './compliance.access';
import { toAlertDTO, toIssueDTO, toScanDTO } from './compliance.dto';
import type { ComplianceEvents } from './compliance.events';
import { alertModel, issueModel, scanModel, siteScanModel, type IIssue, type IScan } from './compliance.model';
import type { Standings } from './decided-standing';
import { toDecisionDTO, type Decisions } from './decisions.service';
import type { Profiles } from './profiles.service';
import type { ScanQueue } from './scan-queue';
import type { AddressPolicy } from './scanner/address-policy';
import { refusal } from './scanner/scan-page';

const LIST_MAX = 200;

/** A scan as it is before its first run: what a retry resets a failed one to. */
const FRESH_SCAN = {
  status: 'running',
  phase: 'queued',
  overallScore: null,
  passedChecks: 0,
  totalChecks: 0,
  totalIssues: 0,
  criticalIssues: 0,
  warningIssues: 0,
  infoIssues: 0,
  needsReview: 0,
  needsReviewIssues: 0,
  newCount: 0,
  existingCount: 0,
  fixedCount: 0,
  fixedFingerprints: [],
  blockedRequests: 0,
  scanDuration: null,
  userAgent: null,
  pageTitle: null,
  failure: null,
  error: null,
  failedRules: [],
  applicableRules: [],
  incompleteRules: [],
  startedAt: null,
  completedAt: null,
} as const;
const ISSUES_MAX = 500;

export type ScansServiceDeps = {
  db: Connection;
  queue: ScanQueue;
  events: ComplianceEvents;
  limiter: RateLimiterAbstract;
  policy: AddressPolicy;
  decisions: Decisions;
  standings: Standings;
  profiles: Profiles;
  options: { queueMax: number; scansPerHour: number };
};

export function createScansService(deps: ScansServiceDeps) {
  const Scans = scanModel(deps.db);
  const Issues = issueModel(deps.db);
  const Alerts = alertModel(deps.db);
  const Sites = siteScanModel(deps.db);

  /** Takes `count` scans from the member's hourly allowance, all or none. */
  async function takeAllowance(ownerId: string, count: number): Promise<void> {
    try {
      await deps.limiter.consume(ownerId, count);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      // A refused request must not use up what is left of the allowance.
      await deps.limiter.reward(ownerId, count).catch(() => {});
      throw tooManyRequests(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)), COMPLIANCE_MESSAGES.rateLimited(deps.options.scansPerHour));
    }
  }

  async function ensureRoom(count: number): Promise<void> {
    if ((await deps.queue.queued()) + count > deps.options.queueMax) throw tooManyRequests(60, COMPLIANCE_MESSAGES.queueFull);
  }

  /**
   * A scan someone asks for is refused at once, with the guard's reason, when its address may not be
   * reached: nothing is queued or stored and no allowance is used. The scan-time guard (every hop,
   * subresource and frame) still stands, since a name's answers can change by then.
   */
  async function refuseUnreachable(url: string): Promise<void> {
    const host = new URL(url).hostname;
    const verdict = await deps.policy.check(host);
    if (verdict.ok) return;
    const { message } = refusal(verdict, host);
    throw badRequest(message, [{ path: 'url', message }]);
  }

  /**
   * Queues scans of `urls` for `ownerId`. The allowance counts per member (site scan pages one
   * each; scheduled re-scans are the member's standing request and do not count).
   */
  async function queueScans(ownerId: string, urls: string[], extra: { scanType: TScanType; siteScanId?: Types.ObjectId; scheduleId?: Types.ObjectId; profileId?: Types.ObjectId | null }, countAgainstAllowance = true): Promise<IScan[]> {
    await ensureRoom(urls.length);
    if (countAgainstAllowance) await takeAllowance(ownerId, urls.length);
    // An address refused now is failed at once with its reason, without a job or a browser; the job
    // checks again (and the guard proxy at every connection), since answers can change.
    const verdicts = await Promise.all(urls.map((url) => deps.policy.check(new URL(url).hostname)));
    const now = new Date();
    const created = await Scans.insertMany(
      urls.map((url, i) => {
        const verdict = verdicts[i]!;
        const refused = verdict.ok ? null : refusal(verdict, new URL(url).hostname);
        return {
          ownerId: new Types.ObjectId(ownerId),
          url,
          scanType: extra.scanType,
          siteScanId: extra.siteScanId ?? null,
          scheduleId: extra.scheduleId ?? null,
          profileId: extra.profileId ?? null,
          ...(refused ? { status: 'failed', phase: 'failed', failure: refused.failure, error: refused.message, scanDuration: 0, completedAt: now } : {}),
        };
      }),
    );
    const scans = created as unknown as IScan[];
    for (const scan of scans) if (scan.status === 'failed') deps.events.finished(toScanDTO(scan));
    await deps.queue.enqueue(scans.filter((s) => s.status === 'running').map((s) => s._id));
    return scans;
  }

  async function visibleScan(user: TUser, scanId: string): Promise<IScan> {
    const scan = Types.ObjectId.isValid(scanId) ? await Scans.findById(scanId) : null;
    if (!scan || !mayView(user, scan.ownerId)) throw notFound(COMPLIANCE_MESSAGES.scanNotFound);
    return scan;
  }

  /** Scans the member may still start this hour. */
  async function remainingAllowance(ownerId: string): Promise<number> {
    const used = await deps.limiter.get(ownerId);
    return Math.max(0, deps.options.scansPerHour - (used?.consumedPoints ?? 0));
  }

  /** The member's hourly allowance as a meter: what is used and when the window frees up (now, when nothing is used). */
  async function allowanceOf(ownerId: string): Promise<{ limit: number; used: number; resetsAt: Date }> {
    const used = await deps.limiter.get(ownerId);
    const consumed = Math.min(deps.options.scansPerHour, Math.max(0, used?.consumedPoints ?? 0));
    return { limit: deps.options.scansPerHour, used: consumed, resetsAt: new Date(Date.now() + (consumed ? (used?.msBeforeNext ?? 0) : 0)) };
  }

  return {
    queueScans,
    visibleScan,
    remainingAllowance,
    allowanceOf,
    /** A 429 in the spec's style when the member has no scan left this hour. */
    async requireAllowance(ownerId: string): Promise<void> {
      if ((await remainingAllowance(ownerId)) > 0) return;
      const used = await deps.limiter.get(ownerId);
      throw tooManyRequests(Math.max(1, Math.ceil((used?.msBeforeNext ?? 60_000) / 1000)), COMPLIANCE_MESSAGES.rateLimited(deps.options.scansPerHour));
    },

    refuseUnreachable,

    async start(user: TUser, url: string, profileId?: string): Promise<TScan> {
      const profile = await deps.profiles.requireOwn(user, profileId);
      await refuseUnreachable(url);
      const [scan] = await queueScans(user.id, [url], { scanType: 'manual', profileId: profile });
      const fresh = (await Scans.findById(scan!._id)) ?? scan!;
      return toScanDTO(fresh, await deps.queue.positionOf(fresh));
    },

    async list(user: TUser): Promise<TScan[]> {
      // Plain documents (no mongoose hydration) and one query for all queue places: the list is the
      // page's most frequent read and must stay fast while scans run.
      const scans = await Scans.find(ownerFilter(user)).sort({ createdAt: -1, _id: -1 }).limit(LIST_MAX).lean<IScan[]>();
      const [places, standing] = await Promise.all([
        scans.some((s) => s.phase === 'queued') ? deps.queue.places() : new Map<string, number>(),
        deps.standings(scans),
      ]);
      return scans.map((s) => toScanDTO(s, places.get(s._id.toString()) ?? null, standing.get(s._id.toString())));
    },

    async get(user: TUser, scanId: string): Promise<TScan> {
      const scan = await visibleScan(user, scanId);
      const standing = await deps.standings([scan]);
      return toScanDTO(scan, await deps.queue.positionOf(scan), standing.get(scan._id.toString()));
    },

    /** Deletes a finished scan with its issues and alerts (a running one finishes first); owner or operator. */
    async remove(user: TUser, scanId: string): Promise<void> {
      const scan = await visibleScan(user, scanId);
      if (scan.status === 'running') throw conflict(COMPLIANCE_MESSAGES.deleteRunning);
      await Promise.all([
        Issues.deleteMany({ scanId: scan._id }),
        Alerts.deleteMany({ scanId: scan._id }),
        Scans.deleteOne({ _id: scan._id }),
        // Its site scan no longer waits for a page that is gone.
        scan.siteScanId ? Sites.updateOne({ _id: scan.siteScanId }, { $pull: { scanIds: scan._id } }) : null,
      ]);
    },

    /**
     * Runs a failed scan again, in place (same id and room, so open pages follow it live): only a
     * failed scan, by its owner or an operator, refused at once if its address may not be reached,
     * and counted against the requester's hourly allowance like a new scan. Two retries at once
     * restart it once; the other is told it is no longer failed and gets its allowance back.
     */
    async retry(user: TUser, scanId: string): Promise<TScan> {
      const scan = await visibleScan(user, scanId);
      if (scan.status !== 'failed') throw conflict(COMPLIANCE_MESSAGES.retryNotFailed);
      await refuseUnreachable(scan.url);
      await ensureRoom(1);
      await takeAllowance(user.id, 1);
      const restarted = await Scans.findOneAndUpdate(
        { _id: scan._id, status: 'failed' },
        { $set: { ...FRESH_SCAN, createdAt: new Date() } },
        // createdAt is the queue's order and the list's: a retried scan waits behind earlier ones.
        { returnDocument: 'after', timestamps: false, overwriteImmutable: true },
      );
      if (!restarted) {
        await deps.limiter.reward(user.id, 1).catch(() => {});
        throw conflict(COMPLIANCE_MESSAGES.retryNotFailed);
      }
      await deps.queue.enqueue([restarted._id]);
      return toScanDTO(restarted, await deps.queue.positionOf(restarted));
    },

    /** Issues, each with the decision that holds for it now (if any). */
    async issues(user: TUser, query: { severity: TIssueSeverityFilter; kind: TIssueKindFilter; scanId?: string | undefined }): Promise<TIssue[]> {
      const filter: Record<string, unknown> = ownerFilter(user);
      if (query.severity !== 'all') filter.severity = query.severity;
      if (query.kind !== 'all') filter.kind = query.kind === 'violation' ? { $in: ['violation', null] } : query.kind;
      if (query.scanId) filter.scanId = (await visibleScan(user, query.scanId))._id;
      const issues = await Issues.find(filter).sort({ createdAt: -1, _id: 1 }).limit(ISSUES_MAX).lean<IIssue[]>();
      const { lookup, any } = await deps.decisions.lookup(issues.map((i) => i.ownerId));
      const now = Date.now();
      return issues.map((issue) => {
        const decision = any && issue.fingerprint ? lookup(issue) : null;
        return toIssueDTO(issue, decision ? toDecisionDTO(decision, now) : null);
      });
    },

    async alerts(user: TUser): Promise<TAlert[]> {
      const alerts = await Alerts.find(ownerFilter(user)).sort({ createdAt: -1, _id: -1 }).limit(LIST_MAX);
      return alerts.map(toAlertDTO);
    },

    async markRead(user: TUser, alertId: string): Promise<TAlert> {
      const alert = await Alerts.findOneAndUpdate({ _id: alertId, ...ownerFilter(user) }, { $set: { isRead: true } }, { returnDocument: 'after' });
      if (!alert) throw notFound(COMPLIANCE_MESSAGES.alertNotFound);
      return toAlertDTO(alert);
    },

    /** A URL's completed scans, oldest first, for the history chart. */
    async history(user: TUser, url: string): Promise<THistoryPoint[]> {
      const scans = await Scans.find({ ...ownerFilter(user), url, status: 'completed' }).sort({ completedAt: -1 }).limit(LIST_MAX);
      return scans.reverse().map((s) => ({ scanId: s._id.toString(), scanDate: (s.completedAt ?? s.createdAt).toISOString(), score: s.overallScore ?? 0, criticalIssues: s.criticalIssues, totalIssues: s.totalIssues }));
    },

    /** Raises the alerts a completed scan calls for, against the owner's previous completed scan of its URL (once each: unique per scan and kind). */
    async raiseAlerts(scanId: string): Promise<void> {
      const scan = await Scans.findById(scanId).lean<IScan>();
      if (scan?.status !== 'completed') return;
      const previous = await Scans.findOne({ ownerId: scan.ownerId, url: scan.url, status: 'completed', _id: { $ne: scan._id }, completedAt: { $lte: scan.completedAt } }).sort({ completedAt: -1 });
      // Only fingerprints new on this page, and none a decision holds (a known false positive is not news).
      const fresh = previous ? await Issues.find({ scanId: scan._id, kind: 'violation', change: 'new' }).lean<IIssue[]>() : [];
      const { lookup } = await deps.decisions.lookup([scan.ownerId]);
      const undecided = fresh.filter((i) => lookup(i) === null).map((i) => ({ ruleId: i.ruleId, selector: i.selector, regression: i.regression }));
      for (const draft of alertsFor(scan, previous, undecided)) {
        try {
          const alert = await Alerts.create({ ...draft, ownerId: scan.ownerId, scanId: scan._id, url: scan.url });
          deps.events.alertRaised(scan.ownerId.toString(), toAlertDTO(alert));
        } catch (err) {
          if (!isDuplicateKeyError(err)) throw err;
        }
      }
    },
  };
}

export type ScansService = ReturnType<typeof createScansService>;
