import { useEffect, useState } from 'react';
import type { TDecisionRequest } from '@app/shared-types/compliance';
import { DECISION_LABELS, type TDecision, type TIssueGroup } from '@app/shared-types/compliance/model';
import { apiRequest, getJson } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { loadAll } from './load-compliance';

/** `PUT /api/compliance/decisions`: decides (or decides again) on a fingerprint; scores follow. */
export function saveDecision(body: TDecisionRequest): Promise<TDecision> {
  return apiRequest<TDecision>('PUT', '/api/compliance/decisions', body);
}

/** `DELETE /api/compliance/decisions/:id`: the issues count again. */
export function removeDecision(id: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/compliance/decisions/${encodeURIComponent(id)}`);
}

export function useDecide() {
  return useAction(
    async (body: TDecisionRequest) => {
      const decision = await saveDecision(body);
      // Scores, totals and alerts on the page change with it.
      void loadAll();
      return decision;
    },
    {
      success: (decision) => ({ variant: 'success', title: 'Decision saved', description: `${DECISION_LABELS[decision.decision]} (${decision.scope === 'site' ? 'whole site' : 'this page'}).` }),
      errorTitle: 'Decision not saved',
    },
  );
}

export function useRemoveDecision() {
  return useAction(
    async (id: string) => {
      await removeDecision(id);
      void loadAll();
    },
    { success: { variant: 'success', title: 'Decision removed', description: 'The issue counts again.' }, errorTitle: 'Decision not removed' },
  );
}

/** `GET /api/compliance/site-scans/:id/groups`, again whenever `version` changes. */
export function useIssueGroups(siteScanId: string, version: number): { groups: TIssueGroup[] | null; error: boolean } {
  const [state, setState] = useState<{ groups: TIssueGroup[] | null; error: boolean }>({ groups: null, error: false });
  useEffect(() => {
    let live = true;
    getJson<TIssueGroup[]>(`/api/compliance/site-scans/${encodeURIComponent(siteScanId)}/groups`).then(
      (groups) => live && setState({ groups, error: false }),
      () => live && setState((s) => ({ ...s, error: true })),
    );
    return () => {
      live = false;
    };
  }, [siteScanId, version]);
  return state;
}
