import { useEffect, useState } from 'react';
import type { TSelfSummary } from '@app/shared-types/compliance/acr/model';
import { getJson } from '../../../lib/api-client';

export type SelfSummaryState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; summary: TSelfSummary };

/** `GET /api/accessibility/self` (public): this site's own latest accessibility results. */
export function useSelfSummary(): SelfSummaryState {
  const [state, setState] = useState<SelfSummaryState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    getJson<TSelfSummary>('/api/accessibility/self').then(
      (summary) => live && setState({ status: 'ready', summary }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

export const SELF_ACR_HREF = { yaml: '/api/accessibility/self/acr?format=yaml', html: '/api/accessibility/self/acr?format=html' } as const;
