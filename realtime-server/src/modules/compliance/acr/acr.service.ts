import { Types, type Connection } from 'mongoose';
import type { TUser } from '@app/shared-types/auth';
import { ACR_CRITERIA, ACR_LEVELS, ACR_LIMITS, ACR_MESSAGES, acrSiteOf, type TAcr, type TAcrCriterion, type TAcrDiff, type TAcrFormat, type TAcrLevel, type TAcrVersion, type TAcrVersionSummary } from '@app/shared-types/compliance/acr/model';
import type { TAcrEvaluationRequest } from '@app/shared-types/compliance/acr';
import { COMPLIANCE_MESSAGES } from '@app/shared-types/compliance/model';
import { FIRM } from '@app/shared-types/firm';
import { badRequest, conflict, notFound } from '../../../errors/app-error';
import { mayView } from '../compliance.access';
import { scanModel, siteScanModel, type IScan, type ISiteScan } from '../compliance.model';
import type { Decisions } from '../decisions.service';
import { acrEvaluationModel, acrVersionModel, type IAcrEvaluation, type IAcrVersion } from './acr.model';
import { diffVersions } from './acr-diff';
import { toAcrHtml } from './acr-html';
import { proposeLevels } from './acr-proposal';
import { toAcrYaml } from './acr-yaml';

export type ExportedAcr = { body: string; contentType: string; fileName: string };
/** Whose report, of which site (an origin), from which site scan (if any) and which page scans. */
type Scope = { ownerId: Types.ObjectId; site: string | null; siteScan: ISiteScan | null; scans: IScan[] };
/** Which report a request means: a site scan (its owner and site), or one of the caller's sites, or neither (the default). */
export type AcrTarget = { siteScanId?: string; site?: string };

const PAGES_WITHOUT_SITE = 50;
// URLs are stored as the member typed them, so a site (an origin) is matched in code over the
// owner's most recent records rather than by a query; these bound how far back that looks.
const SITE_SCANS_SEARCHED = 500;
const SCANS_SEARCHED = 2_000;
const nameOf = (user: TUser) => ([user.firstName, user.lastName].filter(Boolean).join(' ') || user.username).slice(0, 300);

export const toEvaluationDTO = (e: IAcrEvaluation) => ({ level: e.level, remarks: e.remarks, evaluatedBy: { id: e.evaluatedBy.toString(), name: e.evaluatedByName }, evaluatedAt: e.evaluatedAt.toISOString() });

function toSummary(v: IAcrVersion): TAcrVersionSummary {
  const counts = Object.fromEntries(ACR_LEVELS.map((l) => [l, 0])) as Record<TAcrLevel, number>;
  for (const c of v.criteria) counts[c.level] += 1;
  return {
    id: v._id.toString(),
    number: v.number,
    ownerId: v.ownerId.toString(),
    site: v.site,
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
 * scans themselves (compliance.access). A report is of one site (an origin: a member who scans two
 * sites has two reports), and its evaluations and versions are that site's alone. Proposed levels
 * come from the latest completed scans of the site: the given site scan, else the owner's latest
 * completed site scan of the site, else the latest scan of each of its pages.
 *
 * A request that names no site (older clients) means the owner's default report, the one
 * `GET /api/compliance/acr` shows without parameters: the site of their latest completed site scan,
 * else of their latest completed scan. So an evaluation, a version and a read made without a site
 * all meet on the same report, as they did when there was one per owner.
 */
export function createAcr(deps: { db: Connection; decisions: Decisions }) {
  const Scans = scanModel(deps.db);
  const Sites = siteScanModel(deps.db);
  const Evaluations = acrEvaluationModel(deps.db);
  const Versions = acrVersionModel(deps.db);

  /** The owner's latest completed site scan, of `site` if given. */
  async function latestSiteScan(ownerId: Types.ObjectId, site?: string): Promise<ISiteScan | null> {
    if (!site) return Sites.findOne({ ownerId, status: 'completed' }).sort({ createdAt: -1 });
    const recent = await Sites.find({ ownerId, status: 'completed' }).sort({ createdAt: -1 }).limit(SITE_SCANS_SEARCHED);
    return recent.find((s) => acrSiteOf(s.startUrl) === site) ?? null;
  }

  /** The latest completed scan of each page of `site` (at most PAGES_WITHOUT_SITE pages). */
  async function latestPageScans(ownerId: Types.ObjectId, site: string): Promise<IScan[]> {
    const recent = await Scans.find({ ownerId, status: 'completed' }, { url: 1 }).sort({ completedAt: -1 }).limit(SCANS_SEARCHED).lean<{ _id: Types.ObjectId; url: string }[]>();
    const perPage = new Map<string, Types.ObjectId>();
    for (const scan of recent) if (acrSiteOf(scan.url) === site && !perPage.has(scan.url) && perPage.size < PAGES_WITHOUT_SITE) perPage.set(scan.url, scan._id);
    return Scans.find({ _id: { $in: [...perPage.values()] } }).sort({ url: 1 });
  }

  /** The sites (origins) an owner has a completed scan of: the reports they may have. */
  async function sitesOf(ownerId: Types.ObjectId): Promise<string[]> {
    const urls = (await Scans.distinct('url', { ownerId, status: 'completed' })) as string[];
    const sites = new Set(urls.map(acrSiteOf).filter((s): s is string => s !== null));
    return [...sites].sort().slice(0, ACR_LIMITS.sitesListed);
  }

  async function scopeOf(ownerId: Types.ObjectId, siteScan: ISiteScan | null, wanted?: string): Promise<Scope> {
    const chosen = siteScan ?? (await latestSiteScan(ownerId, wanted));
    if (chosen) return { ownerId, site: acrSiteOf(chosen.startUrl), siteScan: chosen, scans: await Scans.find({ _id: { $in: chosen.scanIds }, status: 'completed' }).sort({ url: 1 }) };
    const latest = wanted ? null : await Scans.findOne({ ownerId, status: 'completed' }, { url: 1 }).sort({ completedAt: -1 });
    const site = wanted ?? (latest ? acrSiteOf(latest.url) : null);
    return { ownerId, site, siteScan: null, scans: site ? await latestPageScans(ownerId, site) : [] };
  }

  /**
   * Which report the caller means: the site scan's (its owner, visible to the caller, and its site;
   * a `site` given with it must agree), else the caller's own of `site`, else their default.
   */
  async function resolve(user: TUser, target: AcrTarget): Promise<Scope> {
    if (!target.siteScanId) {
      const ownerId = new Types.ObjectId(user.id);
      if (target.site && !(await sitesOf(ownerId)).includes(target.site)) throw badRequest(ACR_MESSAGES.siteUnknown, [{ path: 'site', message: ACR_MESSAGES.siteUnknown }]);
      return scopeOf(ownerId, null, target.site);
    }
    const siteScan = await Sites.findById(target.siteScanId);
    if (!siteScan || !mayView(user, siteScan.ownerId)) throw notFound(COMPLIANCE_MESSAGES.siteScanNotFound);
    if (target.site && acrSiteOf(siteScan.startUrl) !== target.site) throw badRequest(ACR_MESSAGES.siteMismatch, [{ path: 'site', message: ACR_MESSAGES.siteMismatch }]);
    return scopeOf(siteScan.ownerId, siteScan);
  }

  async function build(scope: Scope): Promise<Omit<TAcr, 'sites'>> {
    // No site, no evaluations: null-site rows are old ones no site could be given (acr-site-migration).
    const evaluated = scope.site ? Evaluations.find({ ownerId: scope.ownerId, site: scope.site }).lean<IAcrEvaluation[]>() : Promise.resolve([]);
    const [proposals, evaluations] = await Promise.all([proposeLevels(deps.db, deps.decisions, scope.scans), evaluated]);
    const recorded = new Map(evaluations.map((e) => [e.criterion, e]));
    const dates = scope.scans.map((s) => (s.completedAt ?? s.createdAt).getTime());
    return {
      ownerId: scope.ownerId.toString(),
      site: scope.site,
      siteScanId: scope.siteScan?._id.toString() ?? null,
      productName: scope.scans[0] ? new URL(scope.siteScan?.startUrl ?? scope.scans[0].url).host : null,
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

  /** The last earlier version of the same site's report: what an export's changes are counted from. */
  async function previousOf(version: IAcrVersion): Promise<IAcrVersion | null> {
    return Versions.findOne({ ownerId: version.ownerId, site: version.site, number: { $lt: version.number } }).sort({ number: -1 }).lean<IAcrVersion>();
  }

  async function store(scope: Scope, acr: Omit<TAcr, 'sites'>, by: { id: Types.ObjectId; name: string; email: string }): Promise<IAcrVersion> {
    // The next number; two creations at once collide on the unique index and the loser takes the next.
    for (let attempt = 0; ; attempt++) {
      const last = await Versions.findOne({ ownerId: scope.ownerId, site: scope.site }, { number: 1 }).sort({ number: -1 }).lean();
      try {
        const created = await Versions.create({
          ownerId: scope.ownerId,
          site: scope.site,
          number: (last?.number ?? 0) + 1,
          siteScanId: scope.siteScan?._id ?? null,
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
    async current(user: TUser, target: AcrTarget): Promise<TAcr> {
      const scope = await resolve(user, target);
      const [acr, sites] = await Promise.all([build(scope), sitesOf(scope.ownerId)]);
      return { ...acr, sites };
    },

    /** A reviewer's evaluation of one criterion of one site's report; refused while the owner has no site scanned. */
    async evaluate(user: TUser, criterion: string, input: Omit<TAcrEvaluationRequest, 'remarks' | 'site'> & { remarks: string; site?: string }): Promise<TAcrCriterion> {
      const scope = await resolve(user, input);
      if (!scope.site) throw conflict(ACR_MESSAGES.noSite);
      await Evaluations.updateOne(
        { ownerId: scope.ownerId, site: scope.site, criterion },
        { $set: { level: input.level, remarks: input.remarks.slice(0, ACR_LIMITS.remarksMax), evaluatedBy: new Types.ObjectId(user.id), evaluatedByName: nameOf(user), evaluatedAt: new Date() } },
        { upsert: true },
      );
      return (await build(scope)).criteria.find((c) => c.num === criterion)!;
    },

    async createVersion(user: TUser, target: AcrTarget): Promise<TAcrVersion> {
      const scope = await resolve(user, target);
      if (!scope.scans.length) throw conflict(ACR_MESSAGES.noScan);
      const acr = await build(scope);
      const version = await store(scope, acr, { id: new Types.ObjectId(user.id), name: nameOf(user), email: user.email ?? '' });
      return { ...toSummary(version), criteria: version.criteria };
    },

    /** The versions of one site's report when a site (or site scan) is named; without, all of the caller's, each with its site. */
    async listVersions(user: TUser, target: AcrTarget): Promise<TAcrVersionSummary[]> {
      const filter = target.siteScanId ? await resolve(user, target).then((s) => ({ ownerId: s.ownerId, site: s.site })) : { ownerId: new Types.ObjectId(user.id), ...(target.site ? { site: target.site } : {}) };
      const versions = await Versions.find(filter).sort({ number: -1 }).limit(ACR_LIMITS.versionsListed).lean<IAcrVersion[]>();
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
      // Two sites' reports are two reports, even of one owner.
      if (!to.ownerId.equals(from.ownerId) || to.site !== from.site) throw conflict(ACR_MESSAGES.diffOtherOwner, [{ path: 'from', message: ACR_MESSAGES.diffOtherOwner }]);
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
        site: scope.site,
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
