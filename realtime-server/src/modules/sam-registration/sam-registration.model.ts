import { Schema, type Types } from 'mongoose';
import { SAM_STEP_IDS, SAM_STEP_STATUSES, type TSamStepId, type TSamStepStatus } from '@app/shared-types/sam-registration/model';
import { defineModel } from '../../db/define-model';

/** One member's status of one SAM registration step; a step without a row is pending. */
export interface ISamStepStatus {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  stepId: TSamStepId;
  status: TSamStepStatus;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<ISamStepStatus>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    stepId: { type: String, enum: SAM_STEP_IDS, required: true },
    status: { type: String, enum: SAM_STEP_STATUSES, required: true },
  },
  { timestamps: true, collection: 'sam_registration_steps' },
);
// One row per member and step: two saves at once update one row, never make two.
schema.index({ userId: 1, stepId: 1 }, { unique: true, name: 'one_status_per_member_step' });

export const samStepStatusModel = defineModel<ISamStepStatus>('SamStepStatus', schema);
