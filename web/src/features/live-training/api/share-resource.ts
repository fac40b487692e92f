import type { z } from 'zod';
import type { ZShareResourceRequest } from '@app/shared-types/live-training';
import type { TResource } from '@app/shared-types/live-training/model';
import { apiRequest } from '../../../lib/api-client';
import { dispatch } from '../model/panel';
import { updatePanel } from '../store';
import { applyingResult, useAction } from '../../../lib/use-action';

export type TShareResourceBody = z.output<typeof ZShareResourceRequest>;

/** `POST /api/training/resources/:sessionId` (instructors). */
export function shareResource(sessionId: string, body: TShareResourceBody): Promise<TResource> {
  return apiRequest<TResource>('POST', `/api/training/resources/${encodeURIComponent(sessionId)}`, body);
}

export function useShareResource(sessionId: string) {
  return useAction(
    applyingResult(
      (body: TShareResourceBody) => shareResource(sessionId, body),
      (resource) => updatePanel(dispatch, { type: 'resource:shared', payload: { resource } }),
    ),
    { success: (r) => ({ variant: 'success', title: 'Resource Shared', description: r.title }), errorTitle: 'Could not share the resource' },
  );
}
