import { Schema, type Types } from 'mongoose';
import { ACR_LEVELS, ACR_LIMITS, type TAcrCriterion, type TAcrLevel } from '@app/shared-types/compliance/acr/model';
import { defineModel } from '../../../db/define-model';
import { limitedString, nullableString } from '../../../db/text-limits';

/**
 * compliance_acr_evaluations: a reviewer's evaluation of one criterion of a member's report on one
 * site (the member owns the scans it rests on; `site` is the scans' origin). One per owner, site
 * and criterion: evaluating again replaces it. `site` is null only on an evaluation stored before
 * evaluations had a site that acr-site-migration could not place (its owner had no completed
 * scan); no report reads those.
 */
export interface IAcrEvaluation {
  _id: Types.ObjectId;
  ownerId: Types.ObjectId;
  site: string | null;
  criterion: string;
  level: TAcrLevel;
  remarks: string;
  evaluatedBy: Types.ObjectId;
  evaluatedByName: string;
  evaluatedAt: Date;
}

const evaluationSchema = new Schema<IAcrEvaluation>(
  {
    ownerId: { type: Schema.Types.ObjectId, required: true },
    site: nullableString(ACR_LIMITS.siteMax),
    criterion: limitedString(16, true),
    level: { type: String, enum: ACR_LEVELS, required: true },
    remarks: limitedString(ACR_LIMITS.remarksMax),
    evaluatedBy: { type: Schema.Types.ObjectId, required: true },
    evaluatedByName: limitedString(300),
    evaluatedAt: { type: Date, required: true },
  },
  { collection: 'compliance_acr_evaluations' },
);
evaluationSchema.index({ ownerId: 1, site: 1, criterion: 1 }, { unique: true });
/** The index evaluations had when they were per owner; acr-site-migration drops it from older stores. */
export const LEGACY_EVALUATION_INDEX = 'ownerId_1_criterion_1';
export const acrEvaluationModel = defineModel<IAcrEvaluation>('ComplianceAcrEvaluation', evaluationSchema);

/**
 * compliance_acr_versions: a stored report, never changed after it is written (every field
 * immutable; no route updates one): the levels, remarks and evidence of each criterion as they were,
 * with the scans' dates. `site` (the pages' origin) is whose report it is; `number` counts that
 * site's versions from 1 (unique per owner and site, so two creations at once get two numbers), as
 * a reader of one site's reports expects (its first version is v1, whatever other sites have), and
 * a version's previous one (for its diff) is the last earlier version of the same site.
 */
export interface IAcrVersion {
  _id: Types.ObjectId;
  ownerId: Types.ObjectId;
  site: string | null;
  number: number;
  siteScanId: Types.ObjectId | null;
  productName: string | null;
  pages: string[];
  scanDates: { from: Date; to: Date };
  createdBy: Types.ObjectId;
  createdByName: string;
  createdByEmail: string;
  criteria: TAcrCriterion[];
  createdAt: Date;
}

const versionSchema = new Schema<IAcrVersion>(
  {
    ownerId: { type: Schema.Types.ObjectId, required: true, immutable: true },
    // Not immutable: acr-site-migration fills it in once on versions stored before it existed.
    site: nullableString(ACR_LIMITS.siteMax),
    number: { type: Number, required: true, min: 1, immutable: true },
    siteScanId: { type: Schema.Types.ObjectId, default: null, immutable: true },
    productName: { type: String, default: null, immutable: true },
    pages: { type: [String], immutable: true },
    scanDates: { type: { from: Date, to: Date }, _id: false, immutable: true },
    createdBy: { type: Schema.Types.ObjectId, required: true, immutable: true },
    createdByName: { type: String, default: '', immutable: true },
    createdByEmail: { type: String, default: '', immutable: true },
    criteria: { type: Schema.Types.Mixed, default: [], immutable: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'compliance_acr_versions' },
);
versionSchema.index({ ownerId: 1, site: 1, number: 1 }, { unique: true });
/** Numbers were once unique per owner across sites: that index would refuse a second site's v1. */
export const LEGACY_VERSION_INDEX = 'ownerId_1_number_1';
export const acrVersionModel = defineModel<IAcrVersion>('ComplianceAcrVersion', versionSchema);
