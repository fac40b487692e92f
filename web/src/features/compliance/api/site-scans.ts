import { useEffect, useState } from 'react';
import { COMPLIANCE_MESSAGES, type TSiteScan } from '@app/shared-types/compliance/model';
import { apiRequest, getJson } from '../../../lib/api-client';
import { useSocketEvent } from '../../../lib/socket';
import { useAction } from '../../../lib/use-action';

/** `POST /api/compliance/site-scans {url}`: a whole-site scan (sitemap or same-origin links, up to 25 pages). */
export function startSiteScan(url: string, profileId?: string): Promise<TSiteScan> {
  return apiRequest<TSiteScan>('POST', '/api/compliance/site-scans', profileId ? { url, profileId } : { url });
}

export function useStartSiteScan() {
  return useAction(startSiteScan, {
    success: (site) => ({ variant: 'success', title: COMPLIANCE_MESSAGES.scanStarted, description: `Finding the pages of ${site.startUrl} (up to ${site.pageLimit}).` }),
    errorTitle: COMPLIANCE_MESSAGES.scanFailed,
    errorFallback: COMPLIANCE_MESSAGES.startFailed,
  });
}

/** `GET /api/compliance/site-scans`, again whenever `version` changes (a page of a site finished), and each site scan as it settles. */
export function useSiteScans(enabled: boolean, version: string): TSiteScan[] {
  const [sites, setSites] = useState<TSiteScan[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    getJson<TSiteScan[]>('/api/compliance/site-scans').then(
      (list) => live && setSites(list),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [enabled, version]);
  // A site scan's own events keep its card live: started, pages found, each page done, settled.
  // A site scan only ever leaves 'running': a late update from a page never undoes its settling.
  const upsert = (site: TSiteScan) =>
    setSites((list) => (list.some((s) => s.id === site.id) ? list.map((s) => (s.id === site.id && !(s.status !== 'running' && site.status === 'running') ? site : s)) : [site, ...list]));
  useSocketEvent('site-scan:updated', upsert);
  useSocketEvent('site-scan:finished', upsert);
  return sites;
}
