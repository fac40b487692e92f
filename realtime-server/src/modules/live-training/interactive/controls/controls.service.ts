import type { z } from 'zod';
import type { TUser } from '@app/shared-types/auth';
import type { TSessionControls, ZControlsRequest } from '@app/shared-types/live-training';
import type { SliceDeps } from '../slice-kit';
import { controlsEvents } from './controls.events';
import type { ControlsModels, ISessionControls } from './controls.model';

const OFF: TSessionControls = { screenSharing: false, recording: false };

/** The instructor's screen-share and recording switches, stored so a late joiner sees them as they are. */
export function controlsService(deps: SliceDeps & { models: ControlsModels }) {
  const { Controls } = deps.models;
  const { access } = deps;
  const events = controlsEvents(deps.emitter);

  async function current(sessionId: string): Promise<TSessionControls> {
    const doc = await Controls.findOne({ sessionId }).lean<ISessionControls>();
    return doc ? { screenSharing: doc.screenSharing, recording: doc.recording } : { ...OFF };
  }

  async function update(user: TUser | null, sessionId: string, input: z.output<typeof ZControlsRequest>): Promise<TSessionControls> {
    const { session } = await access.require(user, sessionId, 'manage');
    const changes: Partial<TSessionControls> = {};
    if (input.screenSharing !== undefined) changes.screenSharing = input.screenSharing;
    if (input.recording !== undefined) changes.recording = input.recording;
    const doc = await Controls.findOneAndUpdate({ sessionId: session.id }, { $set: changes }, { upsert: true, returnDocument: 'after' }).lean<ISessionControls>();
    const controls = doc ? { screenSharing: doc.screenSharing, recording: doc.recording } : { ...OFF, ...changes };
    events.controlsChanged(session.id, controls);
    return controls;
  }

  return { current, update };
}

export type ControlsService = ReturnType<typeof controlsService>;
