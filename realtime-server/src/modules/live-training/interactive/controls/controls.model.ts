import { Schema, type Connection, type Types } from 'mongoose';
import { defineModel } from '../../../../db/define-model';

/** The instructor's panel switches of a session; no document means everything off. */
export interface ISessionControls {
  _id: Types.ObjectId;
  sessionId: Types.ObjectId;
  screenSharing: boolean;
  recording: boolean;
  updatedAt: Date;
}

const sessionControlsSchema = new Schema<ISessionControls>(
  {
    sessionId: { type: Schema.Types.ObjectId, required: true },
    screenSharing: { type: Boolean, default: false },
    recording: { type: Boolean, default: false },
  },
  { timestamps: { createdAt: false, updatedAt: true }, collection: 'training_session_controls' },
);
sessionControlsSchema.index({ sessionId: 1 }, { unique: true, name: 'one_controls_per_session' });

export const sessionControlsModel = defineModel<ISessionControls>('TrainingSessionControls', sessionControlsSchema);

export function controlsModels(db: Connection) {
  return { Controls: sessionControlsModel(db) };
}
export type ControlsModels = ReturnType<typeof controlsModels>;
