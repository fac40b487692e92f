/**
 * What other modules may use of firm-wide settings: read and write one key of the `settings`
 * collection. Each feature owns the shape of its keys (and validates it); this is only the store.
 */
import type { Connection, Model } from 'mongoose';
import { settingModel } from './setting.model';

export type SettingsStore = {
  get: <T>(key: string) => Promise<{ value: T; updatedAt: Date } | null>;
  put: <T>(key: string, value: T, updatedBy: string | null) => Promise<{ value: T; updatedAt: Date }>;
  model: Pick<Model<unknown>, 'init'>;
};

export function settingsStore(db: Connection): SettingsStore {
  const Settings = settingModel(db);
  return {
    model: Settings,
    async get<T>(key: string) {
      const doc = await Settings.findOne({ key }).lean();
      return doc ? { value: doc.value as T, updatedAt: doc.updatedAt } : null;
    },
    async put<T>(key: string, value: T, updatedBy: string | null) {
      const doc = await Settings.findOneAndUpdate({ key }, { $set: { value, updatedBy } }, { upsert: true, returnDocument: 'after' }).lean();
      return { value: doc.value as T, updatedAt: doc.updatedAt };
    },
  };
}
