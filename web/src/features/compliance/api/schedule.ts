import { useCallback, useEffect, useState } from 'react';
import type { THistoryPoint, TSchedule, TScheduleFrequency } from '@app/shared-types/compliance/model';
import type { TScheduleRequest } from '@app/shared-types/compliance';
import { apiRequest, getJson } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

/** `GET /api/compliance/history?url=`: the URL's completed scans, oldest first. */
export function useHistory(url: string, version: string): THistoryPoint[] | null {
  const [points, setPoints] = useState<THistoryPoint[] | null>(null);
  useEffect(() => {
    let live = true;
    getJson<THistoryPoint[]>(`/api/compliance/history?url=${encodeURIComponent(url)}`).then(
      (list) => live && setPoints(list),
      () => live && setPoints([]),
    );
    return () => {
      live = false;
    };
  }, [url, version]);
  return points;
}

/** The member's schedule of `url`, if any, with save (PUT) and remove (DELETE). */
export function useSchedule(url: string) {
  const [schedule, setSchedule] = useState<TSchedule | null | undefined>(undefined);
  const reload = useCallback(() => {
    getJson<TSchedule[]>('/api/compliance/schedules').then(
      (list) => setSchedule(list.find((s) => s.url === url) ?? null),
      () => setSchedule(null),
    );
  }, [url]);
  useEffect(reload, [reload]);

  // The PUT replaces the whole schedule: a save without `profileId` makes the re-scans public, so
  // every save names the profile to keep (`profileId` null: public).
  const save = useAction(
    (frequency: TScheduleFrequency, profileId: string | null, _profileName?: string) =>
      apiRequest<TSchedule>('PUT', '/api/compliance/schedules', { url, frequency, ...(profileId ? { profileId } : {}) } satisfies TScheduleRequest),
    {
      success: (saved, _frequency, _profileId, profileName) => {
        setSchedule(saved);
        const how = saved.profileId ? `, signed in with ${profileName ?? 'a site profile'}` : '';
        return { variant: 'success', title: 'Re-scan Scheduled', description: `${saved.url} will be scanned ${saved.frequency}${how}.` };
      },
      errorTitle: 'Scheduling Failed',
      errorFallback: 'Failed to schedule the re-scan.',
    },
  );
  const remove = useAction(
    async (id: string) => {
      await apiRequest('DELETE', `/api/compliance/schedules/${encodeURIComponent(id)}`);
      setSchedule(null);
    },
    { success: { variant: 'success', title: 'Re-scan Stopped' }, errorTitle: 'Scheduling Failed', errorFallback: 'Failed to stop the re-scan.' },
  );
  return { schedule, save, remove };
}
