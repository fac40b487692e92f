import { Types } from 'mongoose';
import type { TUser } from '@app/shared-types/auth';
import type { TPresenterView } from '@app/shared-types/live-training';
import { sessionRooms } from '../../contracts';
import { notFound } from '../errors';
import type { PanelDeps } from '../slice-kit';
import type { IPresenterView, PresenterModels } from './presenter.model';

/**
 * The presenter view (issue 25): what the session's projector page shows, chosen by an instructor
 * from the panel and pushed live to every presenter page open on the session (they are
 * instructors' pages, in the instructors' sub-room). The page itself has no controls.
 */
export function presenterService(deps: PanelDeps & { models: PresenterModels; pollExists: (sessionId: string, pollId: string) => Promise<boolean> }) {
  const { PresenterViews } = deps.models;
  const { access } = deps;

  async function viewOf(sessionId: string): Promise<TPresenterView> {
    const doc = await PresenterViews.findOne({ sessionId }, { mode: 1, pollId: 1 }).lean<IPresenterView>();
    return { mode: doc?.mode ?? 'auto', pollId: doc?.pollId ? doc.pollId.toString() : null };
  }

  async function get(user: TUser | null, sessionId: string): Promise<TPresenterView> {
    await access.require(user, sessionId, 'participate');
    return viewOf(sessionId);
  }

  async function set(user: TUser | null, sessionId: string, view: TPresenterView): Promise<TPresenterView> {
    const { session } = await access.require(user, sessionId, 'manage');
    if (view.pollId && !(await deps.pollExists(session.id, view.pollId))) throw notFound('Poll not found');
    await PresenterViews.updateOne(
      { sessionId: new Types.ObjectId(session.id) },
      { $set: { mode: view.mode, pollId: view.pollId ? new Types.ObjectId(view.pollId) : null } },
      { upsert: true },
    );
    deps.emitter.emit({ room: sessionRooms.all(session.id) }, 'presenter:changed', { sessionId: session.id, view });
    return view;
  }

  return { get, set, viewOf };
}

export type PresenterService = ReturnType<typeof presenterService>;
