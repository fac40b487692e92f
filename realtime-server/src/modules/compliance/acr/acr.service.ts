import { Types, type Connection } from 'mongoose';
import type { TUser } from '@app/shared-types/auth';
import { ACR_CRITERIA, ACR_LEVELS, ACR_LIMITS, ACR_MESSAGES, type TAcr, type TAcrCriterion, type TAcrDiff, type TAcrFormat, type TAcrLevel, type TAcrVersion, type TAcrVersionSummary } from '@app/shared-types/compliance/acr/model';
import type { TAcrEvaluationRequest } from '@app/shared-types/compliance/acr';
import { COMPLIANCE_MESSAGES } from '@app/shared-types/compliance/model';
import { FIRM } from '@app/shared-types/firm';
import { conflict, notFound } from '../../../errors/app-error';
import { mayView } from '../compliance.access';
import { scanModel, siteScanModel, type IScan, type ISiteScan } from '../compliance.model';
import type { Decisions } from '../decisions.service';
import { acrEvaluationModel, acrVersionModel, type IAcrEvaluation, type IAcrVersion } from './acr.model';
import { diffVersions } from './acr-diff';
import { toAcrHtml } from './acr-html';
import { proposeLevels } from './acr-proposal';
import { toAcrYaml } from './acr-yaml';

export type ExportedAcr = { body: string; contentType: string; fileName: string };
type Scope = { ownerId: Types.ObjectId; site: ISiteScan | null; scans: IScan[] };

const PAGES_WITHOUT_SITE = 50;
const nameOf = (user: TUser) => ([user.firstName, user.lastName].filter(Boolean).join(' ') || user.username).slice(0, 300);

export const toEvaluationDTO = (e: IAcrEvaluation) => ({ level: e.level, remarks: e.remarks, evaluatedBy: { id: e.evaluatedBy.toString(), name: e.evaluatedByName }, evaluatedAt: e.evaluatedAt.toISOString() });

function toSummary(v: IAcrVersion): TAcrVersionSummary {
  const counts = Object.fromEntries(ACR_LEVELS.map((l) => [l, 0])) as Record<TAcrLevel, number>;
  for (const c of v.criteria) counts[c.level] += 1;
  return {
    id: v._id.toString(),
    number: v.number,
    ownerId: v.ownerId.toString(),
    siteScanId: v.siteScanId?.toString() ?? null,
    productName: v.productName,
    pages: v.pages,
    scanDates: { from: v.scanDates.from.toISOString(), to: v.scanDates.to.toISOString() },
    createdAt: v.createdAt.toISOString(),
    createdBy: { id: v.createdBy.toString(), name: v.createdByName },
    counts,
  };
}

/**
 * Accessibility Conformance Reports from evidence (issue 26 §3). A report belongs to the member who
 * owns the scans (a site scan's owner); its reviewers are that member and operators, as for the
 * scans themselves (compliance.access). Proposed levels come from the latest completed scans: the
 * given site scan, else the owner's latest completed site scan, else the latest scan of each page.
 */
export function createAcr(deps: { db: Connection; decisions: Decisions }) {
  const Scans = scanModel(deps.db);
  const Sites = siteScanModel(deps.db);
  const Evaluations = acrEvaluationModel(deps.db);
  const Versions = acrVersionModel(deps.db);

  async function scopeOf(ownerId: Types.ObjectId, site: ISiteScan | null): Promise<Scope> {
    const chosen = site ?? (await Sites.findOne({ ownerId, status: 'completed' }).sort({ createdAt: -1 }));
    if (chosen) return { ownerId, site: chosen, scans: await Scans.find({ _id: { $in: chosen.scanIds }, status: 'completed' }).sort({ url: 1 }) };
    const latest = await Scans.find({ ownerId, status: 'completed' }).sort({ completedAt: -1 }).limit(PAGES_WITHOUT_SITE * 4);
    const perPage = new Map<string, IScan>();
    for (const scan of latest) if (!perPage.has(scan.url) && perPage.size < PAGES_WITHOUT_SITE) perPage.set(scan.url, scan);
    return { ownerId, site: null, scans: [...perPage.values()].sort((a, b) => a.url.localeCompare(b.url)) };
  }

  /** Whose report the caller means: the site scan's owner (visible to the caller), else the caller's own. */
  async function resolve(user: TUser, siteScanId?: string): Promise<Scope> {
    if (!siteScanId) return scopeOf(new Types.ObjectId(user.id), null);
    const site = await Sites.findById(siteScanId);
    if (!site || !mayView(user, site.ownerId)) throw notFound(COMPLIANCE_MESSAGES.siteScanNotFound);
    return scopeOf(site.ownerId, site);
  }

  async function build(scope: Scope): Promise<TAcr> {
    const [proposals, evaluations] = await Promise.all([proposeLevels(deps.db, deps.decisions, scope.scans), Evaluations.find({ ownerId: scope.ownerId }).lean<IAcrEvaluation[]>()]);
    const recorded = new Map(evaluations.map((e) => [e.criterion, e]));
    const dates = scope.scans.map((s) => (s.completedAt ?? s.createdAt).getTime());
    return {
      ownerId: scope.ownerId.toString(),
      siteScanId: scope.site?._id.toString() ?? null,
      productName: scope.scans[0] ? new URL(scope.site?.startUrl ?? scope.scans[0].url).host : null,
      pages: scope.scans.map((s) => s.url),
      scanDates: dates.length ? { from: new Date(Math.min(...dates)).toISOString(), to: new Date(Math.max(...dates)).toISOString() } : null,
      criteria: ACR_CRITERIA.map((c): TAcrCriterion => {
        const proposal = proposals.get(c.num)!;
        const evaluation = recorded.get(c.num);
        return { ...c, ...proposal, recorded: evaluation ? toEvaluationDTO(evaluation) : null, level: evaluation?.level ?? proposal.proposed };
      }),
    };
  }

  async function visibleVersion(user: TUser, id: string): Promise<IAcrVersion> {
    const version = Types.ObjectId.isValid(id) ? await Versions.findById(id).lean<IAcrVersion>() : null;
    if (!version || !mayView(user, version.ownerId)) throw notFound(ACR_MESSAGES.versionNotFound);
    return version;
  }

  async function previousOf(version: IAcrVersion): Promise<IAcrVersion | null> {
    return Versions.findOne({ ownerId: version.ownerId, number: { $lt: version.number } }).sort({ number: -1 }).lean<IAcrVersion>();
  }

  async function store(scope: Scope, acr: TAcr, by: { id: Types.ObjectId; name: string; email: string }): Promise<IAcrVersion> {
    // The next number; two creations at once collide on the unique index and the loser takes the next.
    for (let attempt = 0; ; attempt++) {
      const last = await Versions.findOne({ ownerId: scope.ownerId }, { number: 1 }).sort({ number: -1 }).lean();
      try {
        const created = await Versions.create({
          ownerId: scope.ownerId,
          number: (last?.number ?? 0) + 1,
          siteScanId: scope.site?._id ?? null,
          productName: acr.productName,
          pages: acr.pages,
          scanDates: { from: new Date(acr.scanDates!.from), to: new Date(acr.scanDates!.to) },
          createdBy: by.id,
          createdByName: by.name,
          createdByEmail: by.email,
          criteria: acr.criteria,
        });
        return created.toObject() as IAcrVersion;
      } catch (err) {
        if ((err as { code?: number }).code !== 11000 || attempt >= 10) throw err;
      }
    }
  }

  async function exportOf(version: IAcrVersion, format: TAcrFormat): Promise<ExportedAcr> {
    const previous = await previousOf(version);
    const input = { version, previous, changes: previous ? diffVersions(previous, version).changed : null };
    const base = `acr-${(version.productName ?? 'report').replace(/[^a-z0-9.-]+/gi, '-')}-v${version.number}`;
    return format === 'yaml'
      ? { body: toAcrYaml(input), contentType: 'application/yaml; charset=utf-8', fileName: `${base}.openacr.yaml` }
      : { body: toAcrHtml(input), contentType: 'text/html; charset=utf-8', fileName: `${base}.html` };
  }

  return {
    /** The report as it stands (for the site's own summary: `scopeOf` an owner directly). */
    async current(user: TUser, siteScanId?: string): Promise<TAcr> {
      return build(await resolve(user, siteScanId));
    },

    async evaluate(user: TUser, criterion: string, input: Omit<TAcrEvaluationRequest, 'remarks'> & { remarks: string }): Promise<TAcrCriterion> {
      const scope = await resolve(user, input.siteScanId);
      await Evaluations.updateOne(
        { ownerId: scope.ownerId, criterion },
        { $set: { level: input.level, remarks: input.remarks.slice(0, ACR_LIMITS.remarksMax), evaluatedBy: new Types.ObjectId(user.id), evaluatedByName: nameOf(user), evaluatedAt: new Date() } },
        { upsert: true },
      );
      return (await build(scope)).criteria.find((c) => c.num === criterion)!;
    },

    async createVersion(user: TUser, siteScanId?: string): Promise<TAcrVersion> {
      const scope = await resolve(user, siteScanId);
      if (!scope.scans.length) throw conflict(ACR_MESSAGES.noScan);
      const acr = await build(scope);
      const version = await store(scope, acr, { id: new Types.ObjectId(user.id), name: nameOf(user), email: user.email ?? '' });
      return { ...toSummary(version), criteria: version.criteria };
    },

    async listVersions(user: TUser, siteScanId?: string): Promise<TAcrVersionSummary[]> {
      const { ownerId } = siteScanId ? await resolve(user, siteScanId) : { ownerId: new Types.ObjectId(user.id) };
      const versions = await Versions.find({ ownerId }).sort({ number: -1 }).limit(ACR_LIMITS.versionsListed).lean<IAcrVersion[]>();
      return versions.map(toSummary);
    },

    async getVersion(user: TUser, id: string): Promise<TAcrVersion> {
      const version = await visibleVersion(user, id);
      return { ...toSummary(version), criteria: version.criteria };
    },

    async exportVersion(user: TUser, id: string, format: TAcrFormat): Promise<ExportedAcr> {
      return exportOf(await visibleVersion(user, id), format);
    },

    async diff(user: TUser, id: string, fromId: string): Promise<TAcrDiff> {
      const [to, from] = [await visibleVersion(user, id), await visibleVersion(user, fromId)];
      if (!to.ownerId.equals(from.ownerId)) throw conflict(ACR_MESSAGES.diffOtherOwner, [{ path: 'from', message: ACR_MESSAGES.diffOtherOwner }]);
      return diffVersions(from, to);
    },

    /** The site's own report (issue 26 §4): built now from its latest run, for the public download. */
    async exportLive(ownerId: Types.ObjectId, site: ISiteScan, format: TAcrFormat): Promise<ExportedAcr> {
      const scope = await scopeOf(ownerId, site);
      const acr = await build(scope);
      const now = new Date();
      const version: IAcrVersion = {
        _id: new Types.ObjectId(),
        ownerId,
        number: 1,
        siteScanId: site._id,
        productName: FIRM.name,
        pages: acr.pages,
        scanDates: acr.scanDates ? { from: new Date(acr.scanDates.from), to: new Date(acr.scanDates.to) } : { from: now, to: now },
        createdBy: ownerId,
        createdByName: FIRM.name,
        createdByEmail: FIRM.accessibilityEmail,
        criteria: acr.criteria,
        createdAt: now,
      };
      return exportOf(version, format).then((e) => ({ ...e, fileName: e.fileName.replace(/-v1\./, '.') }));
    },
  };
}

export type Acr = ReturnType<typeof createAcr>;
