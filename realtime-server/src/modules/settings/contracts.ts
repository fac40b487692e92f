/**
 * What other modules may use of firm-wide settings: read and write one key of the `settings`
 * collection. Each feature owns the shape of its keys (and validates it); this is only the store.
 */
import type { Connection, Model } from 'mongoose';
import type { SecretBox } from '../../crypto/secret-box';
import { settingModel } from './setting.model';

export type SettingsStore = {
  get: <T>(key: string) => Promise<{ value: T; updatedAt: Date } | null>;
  /** `encrypted`: the value is stored sealed as a whole (credentials); `get` opens it again. */
  put: <T>(key: string, value: T, updatedBy: string | null, options?: { encrypted?: boolean }) => Promise<{ value: T; updatedAt: Date }>;
  model: Pick<Model<unknown>, 'init'>;
};

/** `box` is needed only by callers that store encrypted values. */
export function settingsStore(db: Connection, box?: SecretBox): SettingsStore {
  const Settings = settingModel(db);
  const context = (key: string) => `settings:${key}`;
  const sealer = () => {
    if (!box) throw new Error('settingsStore needs the secrets box to store encrypted values');
    return box;
  };
  const decode = <T>(doc: { key: string; value: unknown; encrypted?: boolean }): T =>
    (doc.encrypted ? JSON.parse(sealer().open(doc.value as string, context(doc.key))) : doc.value) as T;

  return {
    model: Settings,
    async get<T>(key: string) {
      const doc = await Settings.findOne({ key }).lean();
      return doc ? { value: decode<T>(doc), updatedAt: doc.updatedAt } : null;
    },
    async put<T>(key: string, value: T, updatedBy: string | null, options: { encrypted?: boolean } = {}) {
      const encrypted = !!options.encrypted;
      const stored = encrypted ? sealer().seal(JSON.stringify(value), context(key)) : value;
      const doc = await Settings.findOneAndUpdate({ key }, { $set: { value: stored, encrypted, updatedBy } }, { upsert: true, returnDocument: 'after' }).lean();
      return { value: decode<T>(doc), updatedAt: doc.updatedAt };
    },
  };
}
