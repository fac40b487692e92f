import type { TLiveSession, TSessionControls, TSessionSnapshot } from '@app/shared-types/live-training/model';
import type { TPanelAction, TSliceContext } from './actions';

/** The controls slice of the panel: whether the session's meeting is being recorded (Zoom, started by an instructor). */
export type TControlsState = {
  controls: TSessionControls;
};

export const initialControls: TControlsState = { controls: { recording: false } };

export function controlsFromSnapshot(snapshot: TSessionSnapshot): TControlsState {
  return { controls: snapshot.controls };
}

export function reduceControls<S extends TControlsState & TSliceContext>(s: S, a: TPanelAction): S {
  return a.type === 'controls:changed' ? { ...s, controls: a.payload.controls } : s;
}

/** "Recording" is said only while a recording runs: the session is live and its recording on. */
export function isRecording(s: TControlsState & { session: Pick<TLiveSession, 'status'> | null }): boolean {
  return s.controls.recording && s.session?.status === 'live';
}
