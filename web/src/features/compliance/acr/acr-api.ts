import { useCallback, useEffect, useState } from 'react';
import type { TAcrEvaluationRequest } from '@app/shared-types/compliance/acr';
import { ACR_LEVEL_LABELS, type TAcr, type TAcrCriterion, type TAcrDiff, type TAcrVersion, type TAcrVersionSummary } from '@app/shared-types/compliance/acr/model';
import { apiRequest, getJson } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

const siteQuery = (site: string | null) => (site ? `?site=${encodeURIComponent(site)}` : '');

/**
 * `GET /api/compliance/acr` of `site` (null: the server's default, the owner's latest site scan's
 * site), then the versions of the site the report turned out to be of; again on `reload()`.
 */
export function useAcr(enabled: boolean, site: string | null) {
  const [state, setState] = useState<{ acr: TAcr | null; versions: TAcrVersionSummary[] | null; error: boolean }>({ acr: null, versions: null, error: false });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    // The versions are asked for by the report's own site, so a default report lists only its site's.
    const load = async () => {
      const acr = await getJson<TAcr>(`/api/compliance/acr${siteQuery(site)}`);
      const versions = acr.site ? await getJson<TAcrVersionSummary[]>(`/api/compliance/acr/versions${siteQuery(acr.site)}`) : [];
      return [acr, versions] as const;
    };
    load().then(
      ([acr, versions]) => live && setState({ acr, versions, error: false }),
      () => live && setState((s) => ({ ...s, error: true })),
    );
    return () => {
      live = false;
    };
  }, [enabled, site, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}

/** `PUT /api/compliance/acr/criteria/:criterion`: the reviewer's level and remarks. */
export function useEvaluate() {
  return useAction((num: string, body: TAcrEvaluationRequest) => apiRequest<TAcrCriterion>('PUT', `/api/compliance/acr/criteria/${encodeURIComponent(num)}`, body), {
    success: (c) => ({ variant: 'success', title: 'Evaluation saved', description: `${c.num} ${c.handle}: ${ACR_LEVEL_LABELS[c.level]}.` }),
    errorTitle: 'Evaluation not saved',
  });
}

/** `POST /api/compliance/acr/versions`: a stored, unchangeable version of one site's report as it stands. */
export function useCreateVersion() {
  return useAction((site: string) => apiRequest<TAcrVersion>('POST', '/api/compliance/acr/versions', { site }), {
    success: (v) => ({ variant: 'success', title: 'Version created', description: `Version ${v.number} of the report is stored.` }),
    errorTitle: 'Version not created',
  });
}

/** `GET /api/compliance/acr/versions/:id/diff?from=`. */
export const loadDiff = (id: string, from: string) => getJson<TAcrDiff>(`/api/compliance/acr/versions/${encodeURIComponent(id)}/diff?from=${encodeURIComponent(from)}`);
