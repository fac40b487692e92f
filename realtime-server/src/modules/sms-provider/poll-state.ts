import { Schema } from 'mongoose';
import { defineModel } from '../../db/define-model';
import { isDuplicateKeyError } from '../../errors/model-errors';

/**
 * The message-store reader's bookkeeping (where each read stopped, when inbound texts were last read
 * across the cluster). Kept apart from `settings`, which holds what operators configure: a background
 * read must not look like somebody changed the firm's settings.
 */
export interface ISmsPollState {
  _id: string;
  value: unknown;
  updatedAt: Date;
}

const schema = new Schema<ISmsPollState>(
  { _id: { type: String }, value: { type: Schema.Types.Mixed, required: true } },
  { collection: 'sms_provider_poll_state', versionKey: false, minimize: false, timestamps: { createdAt: false, updatedAt: true } },
);

export const smsPollStateModel = defineModel<ISmsPollState>('SmsPollState', schema);

export type PollState = ReturnType<typeof pollStateStore>;

export function pollStateStore(State: ReturnType<typeof smsPollStateModel>) {
  return {
    async get<T>(key: string): Promise<T | null> {
      const doc = await State.findById(key).lean();
      return doc ? (doc.value as T) : null;
    },
    async put<T>(key: string, value: T): Promise<void> {
      await State.updateOne({ _id: key }, { $set: { value } }, { upsert: true });
    },
    /**
     * True for one caller per `intervalMs` across every app node (an atomic conditional write on the
     * key): for work bounded by an outside rate limit, such as reading a provider's API.
     */
    async claimInterval(key: string, intervalMs: number): Promise<boolean> {
      const now = new Date();
      try {
        const r = await State.updateOne({ _id: key, 'value.at': { $lt: new Date(now.getTime() - intervalMs) } }, { $set: { value: { at: now } } }, { upsert: true });
        return r.modifiedCount + r.upsertedCount > 0;
      } catch (error) {
        // The key exists and was claimed within the interval: the upsert met the unique _id.
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },
  };
}
