import { createRequire } from 'node:module';
import path from 'node:path';
import { Types, type Connection } from 'mongoose';
import type { TUser } from '@app/shared-types/auth';
import { COMPLIANCE_MESSAGES } from '@app/shared-types/compliance/model';
import { AppError, notFound } from '../../../errors/app-error';
import { ErrorCode } from '@app/shared-types/errors';
import { mayView } from '../compliance.access';
import { issueModel, reportModel, scanModel, siteScanModel, type IScan } from '../compliance.model';
import { evaluateCriteria } from './conformance';
import { toOpenAcrYaml, type ReportFacts } from './openacr';
import { toReportHtml } from './report-html';

const require = createRequire(import.meta.url);
const pa11yVersion = (require('pa11y/package.json') as { version: string }).version;
const axeVersion = (require(path.join(path.dirname(require.resolve('pa11y/package.json')), 'node_modules/axe-core/package.json')) as { version: string }).version;

export type ReportFormat = 'yaml' | 'html';
export type ExportedReport = { body: string; contentType: string; fileName: string };

/** Builds conformance reports (OpenACR YAML or printable HTML) of a scan or a site scan, and records each one. */
export function createReportsService({ db }: { db: Connection }) {
  const Scans = scanModel(db);
  const Issues = issueModel(db);
  const Reports = reportModel(db);
  const SiteScans = siteScanModel(db);

  async function build(user: TUser, ownerId: Types.ObjectId, scans: IScan[], title: string, description: string, format: ReportFormat, baseName: string): Promise<ExportedReport> {
    const completed = scans.filter((s) => s.status === 'completed');
    if (completed.length === 0) throw new AppError(ErrorCode.CONFLICT, 'There is no completed scan to report on yet.');
    const issues = await Issues.find({ scanId: { $in: completed.map((s) => s._id) } }).sort({ url: 1, ruleId: 1, _id: 1 });
    const dates = completed.map((s) => s.completedAt ?? s.createdAt);
    const passedChecks = completed.reduce((n, s) => n + s.passedChecks, 0);
    const totalChecks = completed.reduce((n, s) => n + s.totalChecks, 0);
    const facts: ReportFacts = {
      title,
      productName: new URL(completed[0]!.url).host,
      description,
      pages: completed.map((s) => s.url),
      reportDate: new Date(),
      scanDates: { from: new Date(Math.min(...dates.map(Number))), to: new Date(Math.max(...dates.map(Number))) },
      toolVersions: { pa11y: pa11yVersion, axe: axeVersion, browser: /HeadlessChrome\/[\d.]+/.exec(completed[0]!.userAgent ?? '')?.[0] ?? 'Chromium' },
      criteria: evaluateCriteria({ scans: completed, issues }),
      summary: {
        score: totalChecks ? Math.round((passedChecks / totalChecks) * 100) : null,
        passedChecks,
        totalChecks,
        issues: issues.length,
        critical: issues.filter((i) => i.severity === 'critical').length,
      },
    };
    await Reports.create({
      ownerId,
      title,
      description,
      reportType: 'vpat',
      status: 'draft',
      complianceLevel: 'WCAG 2.1 AA',
      dateRange: { from: facts.scanDates.from, to: facts.scanDates.to },
      includedPages: facts.pages,
      scanIds: completed.map((s) => s._id),
      generatedBy: new Types.ObjectId(user.id),
    });
    return format === 'yaml'
      ? { body: toOpenAcrYaml(facts), contentType: 'application/yaml; charset=utf-8', fileName: `${baseName}.openacr.yaml` }
      : { body: toReportHtml(facts), contentType: 'text/html; charset=utf-8', fileName: `${baseName}.html` };
  }

  return {
    async exportScan(user: TUser, scanId: string, format: ReportFormat): Promise<ExportedReport> {
      const scan = await Scans.findById(scanId);
      if (!scan || !mayView(user, scan.ownerId)) throw notFound(COMPLIANCE_MESSAGES.scanNotFound);
      return build(user, scan.ownerId, [scan], `Accessibility Conformance Report: ${scan.url}`, `The web page ${scan.url}.`, format, `accessibility-report-${scan._id.toString()}`);
    },
    async exportSiteScan(user: TUser, siteScanId: string, format: ReportFormat): Promise<ExportedReport> {
      const site = await SiteScans.findById(siteScanId);
      if (!site || !mayView(user, site.ownerId)) throw notFound(COMPLIANCE_MESSAGES.siteScanNotFound);
      const scans = await Scans.find({ _id: { $in: site.scanIds } }).sort({ createdAt: 1 });
      return build(user, site.ownerId, scans, `Accessibility Conformance Report: ${new URL(site.startUrl).host}`, `The web site at ${site.startUrl} (${site.scanIds.length} pages).`, format, `accessibility-report-site-${site._id.toString()}`);
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
