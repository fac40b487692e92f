import { useCallback, useEffect, useState } from 'react';
import type { TProfileRequest } from '@app/shared-types/compliance';
import type { TSiteProfile } from '@app/shared-types/compliance/model';
import { apiRequest, getJson } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

/** The member's site profiles (`GET /api/compliance/profiles`; never a secret), with a reload. */
export function useProfiles(enabled: boolean): { profiles: TSiteProfile[]; reload: () => void } {
  const [profiles, setProfiles] = useState<TSiteProfile[]>([]);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    getJson<TSiteProfile[]>('/api/compliance/profiles').then(
      (list) => live && setProfiles(list),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [enabled, round]);
  return { profiles, reload: useCallback(() => setRound((r) => r + 1), []) };
}

export function useSaveProfile() {
  return useAction((body: TProfileRequest) => apiRequest<TSiteProfile>('POST', '/api/compliance/profiles', body), {
    success: (profile) => ({ variant: 'success', title: 'Site profile saved', description: `Scans can now sign in to ${profile.name}.` }),
    errorTitle: 'Site profile not saved',
  });
}

export function useDeleteProfile() {
  return useAction((id: string) => apiRequest<void>('DELETE', `/api/compliance/profiles/${encodeURIComponent(id)}`), {
    success: { variant: 'success', title: 'Site profile deleted' },
    errorTitle: 'Site profile not deleted',
  });
}
