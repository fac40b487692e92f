import { Types, type Connection } from 'mongoose';
import type { TUser } from '@app/shared-types/auth';
import type { TDecisionRequest } from '@app/shared-types/compliance';
import { COMPLIANCE_MESSAGES, type TDecision } from '@app/shared-types/compliance/model';
import { badRequest, notFound } from '../../errors/app-error';
import { toIso } from '../../db/define-model';
import { ownerFilter } from './compliance.access';
import { decisionKey, decisionModel, type IDecision } from './decisions.model';
import { issueModel, type IIssue } from './compliance.model';

/** What an issue is matched on: its page's fingerprint, or its component (group) on its origin. */
export type DecidableIssue = Pick<IIssue, 'ownerId' | 'fingerprint' | 'groupKey' | 'origin'>;
/** The decision that holds for an issue now, or null. */
export type DecisionLookup = (issue: DecidableIssue) => IDecision | null;

const LIST_MAX = 500;

export function toDecisionDTO(d: IDecision, now = Date.now()): TDecision {
  return {
    id: d._id.toString(),
    fingerprint: d.fingerprint,
    scope: d.scope,
    decision: d.decision,
    reason: d.reason,
    expiresAt: toIso(d.expiresAt),
    active: isActive(d, now),
    ruleId: d.ruleId,
    selector: d.selector,
    appliesTo: d.scope === 'page' ? d.page : d.origin,
    decidedBy: { id: d.decidedBy.toString(), name: d.decidedByName },
    decidedAt: d.decidedAt.toISOString(),
  };
}

// Date.now(), read at each call: an acceptance ends when its expiry passes (tests move the clock).
const isActive = (d: Pick<IDecision, 'expiresAt'>, now = Date.now()) => d.expiresAt === null || d.expiresAt.getTime() > now;
const activeFilter = () => ({ $or: [{ expiresAt: null }, { expiresAt: { $gt: new Date() } }] });

/**
 * Triage decisions on fingerprints. A decision belongs to the issue's owner (an operator may decide
 * on a member's issue; `decidedBy` says who did) and holds across rescans and schedules, since it
 * names the fingerprint, not a scan. While it holds (an accepted risk until its expiry), the issues
 * it covers stop counting in scores and totals and are listed apart.
 */
export function createDecisions(deps: { db: Connection }) {
  const Decisions = decisionModel(deps.db);
  const Issues = issueModel(deps.db);

  /** The active decisions of these owners, as a lookup (page decisions before site ones). */
  async function lookup(ownerIds: Types.ObjectId[]): Promise<{ lookup: DecisionLookup; any: boolean; fingerprints: string[]; groupKeys: string[] }> {
    const owners = [...new Set(ownerIds.map(String))].map((id) => new Types.ObjectId(id));
    const active = owners.length ? await Decisions.find({ ownerId: { $in: owners }, ...activeFilter() }).lean<IDecision[]>() : [];
    const byKey = new Map(active.map((d) => [`${d.ownerId.toString()}|${d.key}`, d]));
    return {
      any: active.length > 0,
      fingerprints: active.filter((d) => d.scope === 'page').map((d) => d.fingerprint),
      groupKeys: active.filter((d) => d.scope === 'site').map((d) => d.groupKey),
      lookup: (issue) => {
        const owner = issue.ownerId.toString();
        return byKey.get(`${owner}|${decisionKey('page', issue)}`) ?? byKey.get(`${owner}|${decisionKey('site', issue)}`) ?? null;
      },
    };
  }

  return {
    lookup,

    async save(user: TUser, input: Omit<TDecisionRequest, 'expiresAt'> & { expiresAt?: string | null | undefined }): Promise<{ decision: TDecision; created: boolean }> {
      const issue = await Issues.findOne({ ...ownerFilter(user), fingerprint: input.fingerprint }).sort({ createdAt: -1 }).lean<IIssue>();
      if (!issue) throw badRequest(COMPLIANCE_MESSAGES.fingerprintUnknown, [{ path: 'fingerprint', message: COMPLIANCE_MESSAGES.fingerprintUnknown }]);
      const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
      if (expiresAt && expiresAt.getTime() <= Date.now()) throw badRequest(COMPLIANCE_MESSAGES.expiryInPast, [{ path: 'expiresAt', message: COMPLIANCE_MESSAGES.expiryInPast }]);
      const key = decisionKey(input.scope, issue);
      const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
      const before = await Decisions.findOneAndUpdate(
        { ownerId: issue.ownerId, key },
        {
          $set: {
            fingerprint: input.fingerprint,
            scope: input.scope,
            decision: input.decision,
            reason: input.reason || null,
            expiresAt,
            ruleId: issue.ruleId,
            selector: issue.selector,
            groupKey: issue.groupKey,
            origin: issue.origin,
            page: new URL(issue.url).origin + new URL(issue.url).pathname,
            decidedBy: new Types.ObjectId(user.id),
            decidedByName: name.slice(0, 300),
            decidedAt: new Date(),
          },
          $setOnInsert: { ownerId: issue.ownerId, key },
        },
        { upsert: true, returnDocument: 'before' },
      );
      const saved = (await Decisions.findOne({ ownerId: issue.ownerId, key }).lean<IDecision>())!;
      return { decision: toDecisionDTO(saved), created: !before };
    },

    async list(user: TUser): Promise<TDecision[]> {
      const decisions = await Decisions.find(ownerFilter(user)).sort({ decidedAt: -1, _id: -1 }).limit(LIST_MAX).lean<IDecision[]>();
      return decisions.map((d) => toDecisionDTO(d));
    },

    async remove(user: TUser, id: string): Promise<void> {
      const removed = await Decisions.findOneAndDelete({ _id: id, ...ownerFilter(user) });
      if (!removed) throw notFound(COMPLIANCE_MESSAGES.decisionNotFound);
    },
  };
}

export type Decisions = ReturnType<typeof createDecisions>;
