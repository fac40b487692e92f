import { Schema, type Types } from 'mongoose';
import { ACR_LEVELS, ACR_LIMITS, type TAcrCriterion, type TAcrLevel } from '@app/shared-types/compliance/acr/model';
import { defineModel } from '../../../db/define-model';
import { limitedString } from '../../../db/text-limits';

/**
 * compliance_acr_evaluations: a reviewer's evaluation of one criterion of a member's report (the
 * member owns the scans it rests on). One per owner and criterion: evaluating again replaces it.
 */
export interface IAcrEvaluation {
  _id: Types.ObjectId;
  ownerId: Types.ObjectId;
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
    criterion: limitedString(16, true),
    level: { type: String, enum: ACR_LEVELS, required: true },
    remarks: limitedString(ACR_LIMITS.remarksMax),
    evaluatedBy: { type: Schema.Types.ObjectId, required: true },
    evaluatedByName: limitedString(300),
    evaluatedAt: { type: Date, required: true },
  },
  { collection: 'compliance_acr_evaluations' },
);
evaluationSchema.index({ ownerId: 1, criterion: 1 }, { unique: true });
export const acrEvaluationModel = defineModel<IAcrEvaluation>('ComplianceAcrEvaluation', evaluationSchema);

/**
 * compliance_acr_versions: a stored report, never changed after it is written (every field
 * immutable; no route updates one): the levels, remarks and evidence of each criterion as they were,
 * with the scans' dates. `number` counts an owner's versions from 1 (unique, so two creations at
 * once get two numbers).
 */
export interface IAcrVersion {
  _id: Types.ObjectId;
  ownerId: Types.ObjectId;
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
versionSchema.index({ ownerId: 1, number: 1 }, { unique: true });
export const acrVersionModel = defineModel<IAcrVersion>('ComplianceAcrVersion', versionSchema);
