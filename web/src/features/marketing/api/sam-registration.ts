import { useEffect, useState } from 'react';
import { SAM_REGISTRATION_MESSAGES as M, type TSamRegistration, type TSamStepId, type TSamStepStatus } from '@app/shared-types/sam-registration/model';
import { apiRequest, errorMessage, getJson } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

export const fetchSamRegistration = (signal?: AbortSignal) => getJson<TSamRegistration>('/api/sam-registration', { signal });
export const saveSamStep = (stepId: TSamStepId, status: TSamStepStatus) =>
  apiRequest<TSamRegistration>('PUT', `/api/sam-registration/steps/${encodeURIComponent(stepId)}`, { status });

/**
 * The signed-in member's own SAM checklist (null `userId`: a visitor, nothing is loaded). `setStatus`
 * saves one step and takes the server's answer (all steps and the progress) as the new state.
 */
export function useSamRegistration(userId: string | null) {
  const [registration, setRegistration] = useState<TSamRegistration | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setRegistration(null);
    setError(null);
    if (!userId) return;
    const controller = new AbortController();
    fetchSamRegistration(controller.signal).then(setRegistration, (e: unknown) => {
      if (!controller.signal.aborted) setError(errorMessage(e, 'Your registration progress could not be loaded.'));
    });
    return () => controller.abort();
  }, [userId]);

  const save = useAction(
    async (stepId: TSamStepId, status: TSamStepStatus) => {
      const saved = await saveSamStep(stepId, status);
      setRegistration(saved);
      return saved;
    },
    { errorTitle: 'Error', errorFallback: M.saveFailed },
  );
  return { registration, error, setStatus: save.run, saving: save.pending };
}
