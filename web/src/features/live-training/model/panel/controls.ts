import type { TSessionControls, TSessionSnapshot } from '@app/shared-types/live-training/model';
import type { TPanelAction, TSliceContext } from './actions';

/** The controls slice of the panel: the session's switches as stored on the server. */
export type TControlsState = {
  controls: TSessionControls;
};

export const initialControls: TControlsState = { controls: { screenSharing: false, recording: false } };

export function controlsFromSnapshot(snapshot: TSessionSnapshot): TControlsState {
  return { controls: snapshot.controls };
}

export function reduceControls<S extends TControlsState & TSliceContext>(s: S, a: TPanelAction): S {
  return a.type === 'controls:changed' ? { ...s, controls: a.payload.controls } : s;
}
