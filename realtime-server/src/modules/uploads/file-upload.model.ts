import { Schema, type Types } from 'mongoose';
import { MAX_UPLOAD_NAME_LENGTH } from '@app/shared-types/uploads';
import { defineModel } from '../../db/define-model';
import { maxChars } from '../../db/text-limits';

export interface IFileUpload {
  _id: Types.ObjectId;
  originalName: string;
  /** Name on disk under DATA_DIR/uploads/<uploadedBy>/ (random; never shown to anyone). */
  fileName: string;
  fileSize: number;
  /** The type proven by the file's content, not the one the browser claimed. */
  mimeType: string;
  uploadedBy: Types.ObjectId;
  uploadedAt: Date;
}

const schema = new Schema<IFileUpload>(
  {
    originalName: { type: String, required: true, validate: maxChars(MAX_UPLOAD_NAME_LENGTH) },
    fileName: { type: String, required: true },
    fileSize: { type: Number, required: true, min: 1 },
    mimeType: { type: String, required: true },
    uploadedBy: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    uploadedAt: { type: Date, default: () => new Date() },
  },
  { collection: 'file_uploads' },
);
schema.index({ uploadedBy: 1, uploadedAt: -1 });

export const fileUploadModel = defineModel<IFileUpload>('FileUpload', schema);
