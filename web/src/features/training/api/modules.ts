import { startTransition, useEffect, useState } from 'react';
import type { TModuleProgress, TTrainingModule, TTrainingModuleSummary } from '@app/shared-types/training/model';
import { apiRequest, getJson } from '../../../lib/api-client';

export const fetchModules = (signal?: AbortSignal) => getJson<TTrainingModuleSummary[]>('/api/training/modules', { signal });
export const fetchModule = (id: string, signal?: AbortSignal) => getJson<TTrainingModule>(`/api/training/modules/${encodeURIComponent(id)}`, { signal });
export const recordLesson = (moduleId: string, lessonId: string, completed: boolean) =>
  apiRequest<TModuleProgress>('PUT', `/api/training/modules/${encodeURIComponent(moduleId)}/progress`, { lessonId, completed });

type Loaded<T> = { data: T | null; error: unknown };

/** Loads again whenever `key` changes (the viewer, or their premium access changing live). */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string | null): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ data: null, error: null });
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState({ data: null, error: null });
    load(controller.signal).then(
      // Rendering what arrived can wait for a tap or a key: it goes in short slices (a transition).
      (data) => startTransition(() => setState({ data, error: null })),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ data: null, error });
      },
    );
    return () => controller.abort();
    // `load` is rebuilt each render; `key` says when the answer would differ.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
