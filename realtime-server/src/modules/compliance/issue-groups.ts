import type { Connection, Types } from 'mongoose';
import { ISSUE_SEVERITIES, type TIssueGroup, type TIssueSeverity } from '@app/shared-types/compliance/model';
import { issueModel, type IIssue } from './compliance.model';
import { decisionKey } from './decisions.model';
import { toDecisionDTO, type Decisions } from './decisions.service';

/** Heavier first: a critical problem on 3 pages outranks a minor one on 10. */
const WEIGHT: Record<TIssueSeverity, number> = { critical: 4, serious: 3, moderate: 2, minor: 1 };
const GROUPS_MAX = 500;

type Row = { _id: { ruleId: string; selector: string; groupKey: string; origin: string }; severities: TIssueSeverity[]; message: string; pages: string[]; instances: number; fingerprints: string[]; members: Pick<IIssue, 'ownerId' | 'fingerprint' | 'groupKey' | 'origin'>[] };

/**
 * A site scan's violations grouped by rule and normalised selector (one component, one fix), sorted
 * by pages affected x severity, then instances. Each group says how many of its instances a
 * decision holds now, and the site-wide decision on it if there is one.
 */
export function createIssueGroups(deps: { db: Connection; decisions: Decisions }) {
  const Issues = issueModel(deps.db);

  return async function groups(scanIds: Types.ObjectId[], ownerId: Types.ObjectId): Promise<TIssueGroup[]> {
    const { lookup, any } = await deps.decisions.lookup([ownerId]);
    const rows = await Issues.aggregate<Row>([
      { $match: { scanId: { $in: scanIds }, kind: 'violation' } },
      {
        $group: {
          _id: { ruleId: '$ruleId', selector: '$selector', groupKey: '$groupKey', origin: '$origin' },
          severities: { $addToSet: '$severity' },
          message: { $first: '$message' },
          pages: { $addToSet: '$url' },
          instances: { $sum: 1 },
          fingerprints: { $addToSet: '$fingerprint' },
          // Each instance's keys, only when a decision might hold some of them.
          members: any ? { $push: { ownerId: '$ownerId', fingerprint: '$fingerprint', groupKey: '$groupKey', origin: '$origin' } } : { $sum: 0 },
        },
      },
    ]);
    const now = Date.now();
    const groups = rows.map((row): TIssueGroup & { weight: number } => {
      const severity = ISSUE_SEVERITIES.find((s) => row.severities.includes(s)) ?? 'serious';
      const site = any ? lookup({ ownerId, fingerprint: '', groupKey: row._id.groupKey, origin: row._id.origin }) : null;
      return {
        rule: row._id.ruleId,
        selector: row._id.selector,
        severity,
        message: row.message,
        pages: row.pages.length,
        instances: row.instances,
        fingerprints: row.fingerprints.sort(),
        decidedInstances: any && Array.isArray(row.members) ? row.members.filter((m) => lookup(m) !== null).length : 0,
        decision: site && site.key === decisionKey('site', { ...row._id, fingerprint: '' }) ? toDecisionDTO(site, now) : null,
        weight: row.pages.length * WEIGHT[severity],
      };
    });
    groups.sort((a, b) => b.weight - a.weight || b.instances - a.instances || a.rule.localeCompare(b.rule) || a.selector.localeCompare(b.selector));
    return groups.slice(0, GROUPS_MAX).map(({ weight: _weight, ...group }) => group);
  };
}
