import type { Connection, Types } from 'mongoose';
import { acrSiteOf } from '@app/shared-types/compliance/acr/model';
import type { Logger } from '../../../logger';
import { scanModel, siteScanModel } from '../compliance.model';
import { acrEvaluationModel, acrVersionModel, LEGACY_EVALUATION_INDEX, LEGACY_VERSION_INDEX } from './acr.model';

/**
 * Evaluations and versions stored when there was one report per owner get the site they were made
 * for, once (idempotent: only rows without a `site` field are touched, so every start may run it).
 *
 * - A version: the origin of its pages (a version is of the scans it lists, which were one site's
 *   but for the page-scan fallback, whose first page decides).
 * - An evaluation: the site of the report the owner saw by default when it was made, i.e. their
 *   latest site scan completed by then (else their latest completed one now, else their latest
 *   completed page scan). An operator who evaluated through a site scan id is not recorded, so
 *   that default is the best knowledge there is. One no site can be given (the owner never
 *   completed a scan) keeps `site: null`, which no report reads, rather than being deleted.
 *
 * The unique index on owner + criterion alone would refuse a second site's evaluation of the same
 * criterion, so it is dropped first; mongoose then builds owner + site + criterion. Likewise the
 * versions' owner + number: numbers now count per site (old versions keep theirs, unique within a site).
 */
export async function migrateAcrSites(db: Connection, logger: Logger): Promise<void> {
  const Evaluations = acrEvaluationModel(db);
  const Versions = acrVersionModel(db);
  const Sites = siteScanModel(db);
  const Scans = scanModel(db);

  await Evaluations.collection.dropIndex(LEGACY_EVALUATION_INDEX).catch(() => undefined); // absent on new stores
  await Versions.collection.dropIndex(LEGACY_VERSION_INDEX).catch(() => undefined);

  const versions = await Versions.find({ site: { $exists: false } }, { pages: 1 }).lean<{ _id: Types.ObjectId; pages?: string[] }[]>();
  for (const v of versions) await Versions.updateOne({ _id: v._id }, { $set: { site: v.pages?.[0] ? acrSiteOf(v.pages[0]) : null } });

  const evaluations = await Evaluations.find({ site: { $exists: false } }, { ownerId: 1, criterion: 1, evaluatedAt: 1 }).lean<{ _id: Types.ObjectId; ownerId: Types.ObjectId; evaluatedAt: Date }[]>();
  for (const e of evaluations) {
    const then = await Sites.findOne({ ownerId: e.ownerId, status: 'completed', completedAt: { $lte: e.evaluatedAt } }, { startUrl: 1 }).sort({ createdAt: -1 });
    const now = then ?? (await Sites.findOne({ ownerId: e.ownerId, status: 'completed' }, { startUrl: 1 }).sort({ createdAt: -1 }));
    const page = now ? null : await Scans.findOne({ ownerId: e.ownerId, status: 'completed' }, { url: 1 }).sort({ completedAt: -1 });
    const site = now ? acrSiteOf(now.startUrl) : page ? acrSiteOf(page.url) : null;
    try {
      await Evaluations.updateOne({ _id: e._id }, { $set: { site } });
    } catch (err) {
      // Another node already stored a newer evaluation of this criterion for this site: it wins.
      if ((err as { code?: number }).code !== 11000) throw err;
      await Evaluations.deleteOne({ _id: e._id });
    }
  }
  if (versions.length || evaluations.length) logger.info({ versions: versions.length, evaluations: evaluations.length }, 'ACR evaluations and versions given their site');
}
