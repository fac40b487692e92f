import type { TResource, TSessionSnapshot } from '@app/shared-types/live-training/model';
import type { TPanelAction, TSliceContext } from './actions';

/** The resources slice of the panel: links the instructor shared, in the order they came. */
export type TResourcesState = {
  resources: TResource[];
};

export const initialResources: TResourcesState = { resources: [] };

export function resourcesFromSnapshot(snapshot: TSessionSnapshot): TResourcesState {
  return { resources: snapshot.resources };
}

function nextResources(resources: TResource[], a: TPanelAction): TResource[] {
  switch (a.type) {
    case 'resource:shared':
      return resources.some((r) => r.id === a.payload.resource.id)
        ? resources.map((r) => (r.id === a.payload.resource.id ? a.payload.resource : r))
        : [...resources, a.payload.resource];
    case 'resource:removed':
      return resources.filter((r) => r.id !== a.payload.resourceId);
    default:
      return resources;
  }
}

export function reduceResources<S extends TResourcesState & TSliceContext>(s: S, a: TPanelAction): S {
  const resources = nextResources(s.resources, a);
  return resources === s.resources ? s : { ...s, resources };
}
