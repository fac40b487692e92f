import { Schema, type Types } from 'mongoose';
import { COMPLIANCE_LIMITS as L, DECISION_KINDS, DECISION_SCOPES, type TDecisionKind, type TDecisionScope } from '@app/shared-types/compliance/model';
import { defineModel } from '../../db/define-model';
import { limitedString, nullableString } from '../../db/text-limits';

/**
 * compliance_decisions: a triage decision on an issue's fingerprint, on one page (`page`: origin and
 * path) or on the component across a site (`origin` and `groupKey`: rule + normalised selector).
 * One per member and `key`, so deciding again replaces the decision.
 */
export interface IDecision {
  _id: Types.ObjectId;
  ownerId: Types.ObjectId;
  key: string;
  fingerprint: string;
  scope: TDecisionScope;
  decision: TDecisionKind;
  reason: string | null;
  expiresAt: Date | null;
  ruleId: string;
  selector: string;
  groupKey: string;
  origin: string;
  page: string;
  decidedBy: Types.ObjectId;
  decidedByName: string;
  decidedAt: Date;
}

const decisionSchema = new Schema<IDecision>(
  {
    ownerId: { type: Schema.Types.ObjectId, required: true },
    key: limitedString(L.urlMax + 64, true),
    fingerprint: limitedString(16, true),
    scope: { type: String, enum: DECISION_SCOPES, required: true },
    decision: { type: String, enum: DECISION_KINDS, required: true },
    reason: nullableString(L.decisionReasonMax),
    expiresAt: { type: Date, default: null },
    ruleId: limitedString(L.ruleIdMax, true),
    selector: limitedString(L.selectorMax),
    groupKey: limitedString(16, true),
    origin: limitedString(L.urlMax, true),
    page: limitedString(L.urlMax, true),
    decidedBy: { type: Schema.Types.ObjectId, required: true },
    decidedByName: limitedString(L.titleMax),
    decidedAt: { type: Date, required: true },
  },
  { collection: 'compliance_decisions' },
);
decisionSchema.index({ ownerId: 1, key: 1 }, { unique: true });
export const decisionModel = defineModel<IDecision>('ComplianceDecision', decisionSchema);

export const decisionKey = (scope: TDecisionScope, facts: { fingerprint: string; origin: string; groupKey: string }) =>
  scope === 'page' ? `page:${facts.fingerprint}` : `site:${facts.origin}:${facts.groupKey}`;
