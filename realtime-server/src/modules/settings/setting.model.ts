import { Schema, type Types } from 'mongoose';
import { defineModel } from '../../db/define-model';

/**
 * settings: one document per key (business hours, the SMS provider...). `encrypted`: `value` is the
 * whole value sealed with the app's secrets key (a string), for keys that hold credentials.
 * createdAt and updatedAt as spec 000 §3 lists them (an upsert sets createdAt once, on insert).
 */
export interface ISetting {
  _id: Types.ObjectId;
  key: string;
  value: unknown;
  encrypted: boolean;
  createdAt: Date;
  updatedAt: Date;
  updatedBy: Types.ObjectId | null;
}

const schema = new Schema<ISetting>(
  {
    key: { type: String, required: true },
    value: { type: Schema.Types.Mixed, required: true },
    encrypted: { type: Boolean, default: false },
    updatedBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
  },
  { timestamps: { createdAt: true, updatedAt: true }, collection: 'settings', minimize: false },
);
schema.index({ key: 1 }, { unique: true });

export const settingModel = defineModel<ISetting>('Setting', schema);
