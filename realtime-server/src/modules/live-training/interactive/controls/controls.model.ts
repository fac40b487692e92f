import { Schema, type Connection, type Types } from 'mongoose';
import { defineModel } from '../../../../db/define-model';

/** A session's recording state (Zoom cloud recording running); no document means not recording. */
export interface ISessionControls {
  _id: Types.ObjectId;
  sessionId: Types.ObjectId;
  recording: boolean;
  updatedAt: Date;
}

const sessionControlsSchema = new Schema<ISessionControls>(
  {
    sessionId: { type: Schema.Types.ObjectId, required: true },
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
