import { XMLParser } from 'fast-xml-parser';
import type { CookieData } from 'puppeteer';
import type { AddressPolicy } from './address-policy';
import { guardedFetchText } from './guarded-fetch';

const CHILD_SITEMAPS_MAX = 3;

/** A page address as site scans compare them: no fragment; same origin as the start only. */
export function samePageUrls(startUrl: string, candidates: string[], limit: number): string[] {
  const origin = new URL(startUrl).origin;
  const seen = new Set<string>();
  const pages: string[] = [];
  for (const raw of [startUrl, ...candidates]) {
    let url: URL;
    try {
      url = new URL(raw, startUrl);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    url.hash = '';
    const key = url.toString();
    if (seen.has(key)) continue;
    seen.add(key);
    pages.push(key);
    if (pages.length >= limit) break;
  }
  return pages;
}

const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const parser = new XMLParser({ ignoreAttributes: true, processEntities: true });

function locs(xml: string): { pages: string[]; sitemaps: string[] } {
  try {
    const doc = parser.parse(xml) as { urlset?: { url?: { loc?: unknown } | { loc?: unknown }[] }; sitemapindex?: { sitemap?: { loc?: unknown } | { loc?: unknown }[] } };
    const text = (entries: { loc?: unknown }[]) => entries.map((e) => (typeof e.loc === 'string' ? e.loc.trim() : '')).filter(Boolean);
    return { pages: text(list(doc.urlset?.url)), sitemaps: text(list(doc.sitemapindex?.sitemap)) };
  } catch {
    return { pages: [], sitemaps: [] };
  }
}

/**
 * The start page plus the same-origin pages of the site's sitemap.xml (and up to 3 child sitemaps),
 * or null without a sitemap. `session`: a signed-in run's cookies, for a sitemap behind the sign-in.
 */
export async function pagesFromSitemap(startUrl: string, policy: AddressPolicy, limit: number, session?: readonly CookieData[]): Promise<string[] | null> {
  const options = session ? { cookies: session } : {};
  const root = await guardedFetchText(new URL('/sitemap.xml', startUrl).toString(), policy, options);
  if (!root || root.status !== 200) return null;
  const found = locs(root.body);
  const pages = [...found.pages];
  for (const child of samePageUrls(startUrl, found.sitemaps, CHILD_SITEMAPS_MAX + 1).slice(1)) {
    if (pages.length >= limit) break;
    const fetched = await guardedFetchText(child, policy, options);
    if (fetched?.status === 200) pages.push(...locs(fetched.body).pages);
  }
  if (pages.length === 0) return null;
  return samePageUrls(startUrl, pages, limit);
}
