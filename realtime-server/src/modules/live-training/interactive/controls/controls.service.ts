import type { z } from 'zod';
import type { TUser } from '@app/shared-types/auth';
import type { TSessionControls, ZControlsRequest } from '@app/shared-types/live-training';
import { conflict } from '../errors';
import type { PanelDeps } from '../slice-kit';
import { controlsEvents } from './controls.events';
import type { ControlsModels, ISessionControls } from './controls.model';

export const RECORD_ONLY_LIVE = 'A recording can only run while the session is live.';

/**
 * The session's recording: started and stopped by an instructor through the meeting provider (Zoom's
 * in-meeting controls), then stored and pushed to the room, so every attendee (and a late joiner)
 * sees "Recording" exactly while a recording runs. Nothing is stored when the provider refuses.
 */
export function controlsService(deps: PanelDeps & { models: ControlsModels }) {
  const { Controls } = deps.models;
  const { access } = deps;
  const events = controlsEvents(deps.emitter);

  async function current(sessionId: string): Promise<TSessionControls> {
    const doc = await Controls.findOne({ sessionId }, { recording: 1 }).lean<Pick<ISessionControls, 'recording'>>();
    return { recording: !!doc?.recording };
  }

  async function update(user: TUser | null, sessionId: string, input: z.output<typeof ZControlsRequest>): Promise<TSessionControls> {
    const { session } = await access.require(user, sessionId, 'manage');
    if (session.status !== 'live') throw conflict(RECORD_ONLY_LIVE);
    await access.recordMeeting(session.id, input.recording);
    const doc = await Controls.findOneAndUpdate({ sessionId: session.id }, { $set: { recording: input.recording } }, { upsert: true, returnDocument: 'after' }).lean<ISessionControls>();
    const controls = { recording: doc ? doc.recording : input.recording };
    events.controlsChanged(session.id, controls);
    return controls;
  }

  return { current, update };
}

export type ControlsService = ReturnType<typeof controlsService>;
