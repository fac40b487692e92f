import { Schema, type Connection, type Types } from 'mongoose';
import { PRESENTER_VIEWS, type TPresenterMode } from '@app/shared-types/live-training';
import { defineModel } from '../../../../db/define-model';
import { sessionSchema } from '../../session-schema';

/** What a session's projector shows (no document: 'auto'). */
export interface IPresenterView {
  _id: Types.ObjectId;
  sessionId: Types.ObjectId;
  mode: TPresenterMode;
  pollId: Types.ObjectId | null;
}

const presenterSchema = sessionSchema<IPresenterView>(
  {
    mode: { type: String, enum: PRESENTER_VIEWS, default: 'auto' },
    pollId: { type: Schema.Types.ObjectId, default: null },
  },
  { collection: 'training_presenter_views', onePerSession: 'one_view_per_session' },
);

export const presenterModel = defineModel<IPresenterView>('TrainingPresenterView', presenterSchema);

export function presenterModels(db: Connection) {
  return { PresenterViews: presenterModel(db) };
}
export type PresenterModels = ReturnType<typeof presenterModels>;
