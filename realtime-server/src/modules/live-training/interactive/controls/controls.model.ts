import type { Connection, Types } from 'mongoose';
import { defineModel } from '../../../../db/define-model';
import { sessionSchema } from '../../session-schema';

/** A session's recording state (Zoom cloud recording running); no document means not recording. */
export interface ISessionControls {
  _id: Types.ObjectId;
  sessionId: Types.ObjectId;
  recording: boolean;
  updatedAt: Date;
}

const sessionControlsSchema = sessionSchema<ISessionControls>(
  {
    recording: { type: Boolean, default: false },
  },
  { timestamps: { createdAt: false, updatedAt: true }, collection: 'training_session_controls', onePerSession: 'one_controls_per_session' },
);

export const sessionControlsModel = defineModel<ISessionControls>('TrainingSessionControls', sessionControlsSchema);

export function controlsModels(db: Connection) {
  return { Controls: sessionControlsModel(db) };
}
export type ControlsModels = ReturnType<typeof controlsModels>;
