import type { Connection, Types } from 'mongoose';
import { LIVE_LIMITS, RESOURCE_TYPE_VALUES, type TResourceType } from '@app/shared-types/live-training';
import { defineModel } from '../../../../db/define-model';
import { requiredId, sessionSchema } from '../../session-schema';
import { maxChars } from '../../../../db/text-limits';

/** training_resources as in spec 000 section 3 (file fields stay null: resources are shared links). */
export interface IResource {
  _id: Types.ObjectId;
  sessionId: Types.ObjectId;
  title: string;
  description: string | null;
  resourceType: TResourceType;
  fileUrl: string;
  fileSize: number | null;
  mimeType: string | null;
  availableFrom: Date | null;
  availableUntil: Date | null;
  downloadAllowed: boolean;
  uploadedBy: Types.ObjectId;
  uploadedByName: string;
  createdAt: Date;
  updatedAt: Date;
}

const resourceSchema = sessionSchema<IResource>(
  {
    title: { type: String, required: true, validate: maxChars(LIVE_LIMITS.resourceTitleMax) },
    description: { type: String, default: null, validate: maxChars(LIVE_LIMITS.resourceDescriptionMax) },
    resourceType: { type: String, enum: RESOURCE_TYPE_VALUES, default: 'link' },
    fileUrl: { type: String, required: true, validate: maxChars(LIVE_LIMITS.urlMax) },
    fileSize: { type: Number, default: null },
    mimeType: { type: String, default: null, validate: maxChars(100) },
    availableFrom: { type: Date, default: null },
    availableUntil: { type: Date, default: null },
    downloadAllowed: { type: Boolean, default: true },
    uploadedBy: requiredId,
    uploadedByName: { type: String, required: true },
  },
  { timestamps: true, collection: 'training_resources' },
);
resourceSchema.index({ sessionId: 1, createdAt: -1 });

export const resourceModel = defineModel<IResource>('TrainingResource', resourceSchema);

export function resourcesModels(db: Connection) {
  return { Resources: resourceModel(db) };
}
export type ResourcesModels = ReturnType<typeof resourcesModels>;
