import { Types } from 'mongoose';
import { displayName, type TUser } from '@app/shared-types/auth';
import { HAND_MESSAGES, type THand, type THandsView } from '@app/shared-types/live-training';
import { isDuplicateKeyError, notFound } from '../errors';
import { actor, requireNotEnded, type PanelDeps } from '../slice-kit';
import { handsEvents } from './hands.events';
import type { HandsModels, IHand } from './hands.model';

/** A session's queue is at most its participants (<= 1,000); this bounds every read of it. */
const QUEUE_MAX = 1000;

/**
 * Raised hands (issue 25): an ordered queue, first raised first. A member raises or lowers their
 * own hand; an instructor lowers anybody's (e.g. after giving them the floor). Instructors follow
 * the whole queue live; each member hears only their own place, sent to those whose place moved.
 */
export function handsService(deps: PanelDeps & { models: HandsModels }) {
  const { Hands } = deps.models;
  const { access, clock } = deps;
  const events = handsEvents(deps.emitter);

  async function queueOf(sessionId: string): Promise<THand[]> {
    const hands = await Hands.find({ sessionId }, { userId: 1, name: 1, raisedAt: 1 }).sort({ raisedAt: 1, _id: 1 }).limit(QUEUE_MAX).lean<IHand[]>();
    return hands.map((h, i) => ({ userId: h.userId.toString(), name: h.name, raisedAt: h.raisedAt.toISOString(), position: i + 1 }));
  }

  async function viewFor(sessionId: string, viewerId: string, forInstructor: boolean): Promise<THandsView> {
    const queue = await queueOf(sessionId);
    const myPosition = queue.find((h) => h.userId === viewerId)?.position ?? null;
    return forInstructor ? { myPosition, queue } : { myPosition };
  }

  /**
   * Tells instructors the new queue, and each member from `fromPosition` on their (new) place;
   * `lowered` hears that theirs is down.
   */
  async function announce(sessionId: string, fromPosition: number, lowered: string | null): Promise<THand[]> {
    const queue = await queueOf(sessionId);
    events.queueChanged(sessionId, queue);
    for (const hand of queue) if (hand.position >= fromPosition) events.positionChanged(sessionId, hand.userId, hand.position);
    if (lowered) events.positionChanged(sessionId, lowered, null);
    return queue;
  }

  async function raise(user: TUser | null, sessionId: string, raised: boolean | undefined): Promise<THandsView> {
    const { session, role } = await access.require(user, sessionId, 'participate');
    requireNotEnded(session);
    const member = actor(user);
    const userId = new Types.ObjectId(member.id);
    const up = raised ?? !(await Hands.exists({ sessionId: session.id, userId }));
    if (up) {
      try {
        await Hands.create({ sessionId: new Types.ObjectId(session.id), userId, name: displayName(member), raisedAt: new Date(clock.now()) });
      } catch (error) {
        // Already raised (another tab, a double click): still once in the queue, in its place.
        if (!isDuplicateKeyError(error)) throw error;
        return viewFor(session.id, member.id, role === 'instructor');
      }
      const queue = await announce(session.id, Number.MAX_SAFE_INTEGER, null);
      const mine = queue.find((h) => h.userId === member.id)?.position ?? null;
      if (mine !== null) events.positionChanged(session.id, member.id, mine);
      return role === 'instructor' ? { myPosition: mine, queue } : { myPosition: mine };
    }
    await lower(session.id, member.id);
    return viewFor(session.id, member.id, role === 'instructor');
  }

  /** Takes a hand down and tells those behind it their new place. False when it was not up. */
  async function lower(sessionId: string, userId: string): Promise<boolean> {
    const before = await queueOf(sessionId);
    const was = before.find((h) => h.userId === userId);
    const removed = await Hands.deleteOne({ sessionId, userId: new Types.ObjectId(userId) });
    if (removed.deletedCount !== 1) return false;
    await announce(sessionId, was?.position ?? 1, userId);
    return true;
  }

  /** An instructor lowers a member's hand. */
  async function lowerFor(user: TUser | null, sessionId: string, userId: string): Promise<THandsView> {
    const { session } = await access.require(user, sessionId, 'manage');
    if (!(await lower(session.id, userId))) throw notFound(HAND_MESSAGES.notRaised);
    return viewFor(session.id, actor(user).id, true);
  }

  async function get(user: TUser | null, sessionId: string): Promise<THandsView> {
    const { role } = await access.require(user, sessionId, 'participate');
    return viewFor(sessionId, actor(user).id, role === 'instructor');
  }

  /** Account deletion: the member's hands come down everywhere. */
  async function removeHandsOf(userId: Types.ObjectId): Promise<void> {
    const hands = await Hands.find({ userId }, { sessionId: 1 }).lean<Pick<IHand, 'sessionId'>[]>();
    for (const h of hands) await lower(h.sessionId.toString(), userId.toString());
  }

  return { raise, lowerFor, get, viewFor, removeHandsOf };
}

export type HandsService = ReturnType<typeof handsService>;
