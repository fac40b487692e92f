import type { Connection, Types } from 'mongoose';
import type { CookieData } from 'puppeteer';
import type { SecretBox } from '../../crypto/secret-box';
import { siteScanModel } from './compliance.model';

const context = (siteId: Types.ObjectId | string) => `compliance-site-session:${siteId.toString()}`;

/**
 * The signed-in user's cookies of a site scan run (its one sign-in), sealed with the secret box on
 * the site scan's document, so every page of the run starts from them on whichever node runs it.
 * Cleared when the run ends; never part of any response.
 */
export function createSiteSessions(deps: { db: Connection; box: SecretBox }) {
  const Sites = siteScanModel(deps.db);
  return {
    async save(siteId: Types.ObjectId, cookies: CookieData[]): Promise<void> {
      await Sites.updateOne({ _id: siteId }, { $set: { sessionSealed: deps.box.seal(JSON.stringify(cookies), context(siteId)) } });
    },
    async load(siteId: Types.ObjectId): Promise<CookieData[] | null> {
      const site = await Sites.findById(siteId, { sessionSealed: 1 }).lean();
      if (!site?.sessionSealed) return null;
      return JSON.parse(deps.box.open(site.sessionSealed, context(siteId))) as CookieData[];
    },
    async clear(siteId: Types.ObjectId): Promise<void> {
      await Sites.updateOne({ _id: siteId }, { $set: { sessionSealed: null } });
    },
  };
}

export type SiteSessions = ReturnType<typeof createSiteSessions>;
