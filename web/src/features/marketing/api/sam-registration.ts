import { useEffect, useState } from 'react';
import { SAM_REGISTRATION_MESSAGES as M, samProgress, type TSamRegistration, type TSamStepId, type TSamStepStatus } from '@app/shared-types/sam-registration/model';
import { apiRequest, errorMessage, getJson } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

export const fetchSamRegistration = (signal?: AbortSignal) => getJson<TSamRegistration>('/api/sam-registration', { signal });
export const saveSamStep = (stepId: TSamStepId, status: TSamStepStatus) =>
  apiRequest<TSamRegistration>('PUT', `/api/sam-registration/steps/${encodeURIComponent(stepId)}`, { status });

/** The registration with one step's status changed and the progress computed again. */
function withStatus(r: TSamRegistration, stepId: TSamStepId, status: TSamStepStatus): TSamRegistration {
  const steps = r.steps.map((s) => (s.id === stepId ? { ...s, status } : s));
  return { steps, progress: samProgress(steps) };
}

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
      // The choice shows at once; the server's answer (or, if it fails, what was there) replaces it.
      const before = registration;
      setRegistration((r) => (r ? withStatus(r, stepId, status) : r));
      try {
        const saved = await saveSamStep(stepId, status);
        setRegistration(saved);
        return saved;
      } catch (e) {
        setRegistration(before);
        throw e;
      }
    },
    { errorTitle: 'Error', errorFallback: M.saveFailed },
  );
  return { registration, error, setStatus: save.run, saving: save.pending };
}
