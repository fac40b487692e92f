import { Types } from 'mongoose';
import type { TUser } from '@app/shared-types/auth';
import { REACTION_MESSAGES, REACTION_VALUES, type TReaction, type TReactionsState } from '@app/shared-types/live-training';
import { conflict, isDuplicateKeyError } from '../errors';
import { createTallyBroadcaster } from '../polls/tally-broadcaster';
import { actor, requireNotEnded, type PanelDeps } from '../slice-kit';
import { reactionsEvents } from './reactions.events';
import type { ISessionReactions, ReactionsModels } from './reactions.model';

type Counted = TReactionsState & { sessionId: string };

const toState = (doc: Pick<ISessionReactions, 'enabled' | 'counts' | 'revision'> | null): TReactionsState => ({
  enabled: doc ? doc.enabled !== false : true,
  counts: Object.fromEntries(REACTION_VALUES.map((r) => [r, doc?.counts?.[r] ?? 0])) as Record<TReaction, number>,
  revision: doc?.revision ?? 0,
});

/**
 * Reactions (issue 25): a small fixed set, counted for the session by atomic $inc, throttled per
 * member (the shared rate limiter), refused while the instructor has them off. A burst of
 * reactions becomes at most a few broadcasts a second (the same coalescing as poll tallies, each
 * carrying every count and its revision).
 */
export function reactionsService(deps: PanelDeps & { models: ReactionsModels }) {
  const { Reactions } = deps.models;
  const { access } = deps;
  const events = reactionsEvents(deps.emitter);
  // The broadcaster keys its entries by `pollId`: here, the session's id.
  const broadcasts = createTallyBroadcaster<Counted & { pollId: string }>(
    ({ pollId: _key, sessionId, ...state }, { volatile }) => events.counted(sessionId, state, volatile),
    (err) => deps.logger.error({ err }, 'reactions broadcast failed'),
  );

  async function stateOf(sessionId: string): Promise<TReactionsState> {
    return toState(await Reactions.findOne({ sessionId }, { enabled: 1, counts: 1, revision: 1 }).lean<ISessionReactions>());
  }

  async function react(user: TUser | null, sessionId: string, reaction: TReaction): Promise<TReactionsState> {
    const { session } = await access.require(user, sessionId, 'participate');
    requireNotEnded(session);
    await deps.limits.take('react', actor(user).id);
    const count = () =>
      Reactions.findOneAndUpdate(
        { sessionId: new Types.ObjectId(session.id), enabled: { $ne: false } },
        { $inc: { [`counts.${reaction}`]: 1, revision: 1 } },
        { upsert: true, returnDocument: 'after', projection: { enabled: 1, counts: 1, revision: 1 } },
      ).lean<ISessionReactions>();
    let doc: ISessionReactions | null;
    try {
      doc = await count();
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      // The session's document exists and did not match: reactions are off (or it was created just now).
      if (!(await stateOf(session.id)).enabled) throw conflict(REACTION_MESSAGES.off);
      doc = await count();
    }
    const state = toState(doc);
    broadcasts.counted({ ...state, sessionId: session.id, pollId: session.id });
    return state;
  }

  async function setEnabled(user: TUser | null, sessionId: string, enabled: boolean): Promise<TReactionsState> {
    const { session } = await access.require(user, sessionId, 'manage');
    const doc = await Reactions.findOneAndUpdate(
      { sessionId: new Types.ObjectId(session.id) },
      { $set: { enabled }, $inc: { revision: 1 } },
      { upsert: true, returnDocument: 'after', projection: { enabled: 1, counts: 1, revision: 1 } },
    ).lean<ISessionReactions>();
    const state = toState(doc);
    events.counted(session.id, state, false);
    broadcasts.delivered(session.id, state.revision);
    return state;
  }

  async function get(user: TUser | null, sessionId: string): Promise<TReactionsState> {
    await access.require(user, sessionId, 'participate');
    return stateOf(sessionId);
  }

  return { react, setEnabled, get, stateOf, stop: () => broadcasts.stop() };
}

export type ReactionsService = ReturnType<typeof reactionsService>;
