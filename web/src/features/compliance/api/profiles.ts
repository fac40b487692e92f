import { useCallback, useEffect, useState } from 'react';
import type { TProfileRequest } from '@app/shared-types/compliance';
import type { TSiteProfile } from '@app/shared-types/compliance/model';
import { apiRequest, getJson } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

/**
 * The member's site profiles (`GET /api/compliance/profiles`; never a secret), with a reload.
 * `loaded`: the list has arrived, so an id missing from it is a deleted profile (not one still loading).
 */
export function useProfiles(enabled: boolean): { profiles: TSiteProfile[]; loaded: boolean; reload: () => void } {
  const [profiles, setProfiles] = useState<TSiteProfile[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    getJson<TSiteProfile[]>('/api/compliance/profiles').then(
      (list) => {
        if (!live) return;
        setProfiles(list);
        setLoaded(true);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [enabled, round]);
  return { profiles, loaded, reload: useCallback(() => setRound((r) => r + 1), []) };
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
