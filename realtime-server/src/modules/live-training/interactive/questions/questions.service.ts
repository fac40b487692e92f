import { Types } from 'mongoose';
import type { z } from 'zod';
import { displayName, type TUser } from '@app/shared-types/auth';
import type { TQuestionForViewer, TUpvoteResult, ZAskQuestionRequest, ZModerateQuestionRequest } from '@app/shared-types/live-training';
import type { SessionRole } from '../../contracts';
import { isDuplicateKeyError, notFound } from '../errors';
import { actor, requireNotEnded, type PanelDeps } from '../slice-kit';
import { qaModeration } from './moderation';
import { questionList } from './question-list';
import { toQuestionForViewer } from './questions.dto';
import { questionsEvents } from './questions.events';
import { seenByAll, type IQuestion, type IQuestionUpvote, type QuestionsModels } from './questions.model';

type UpvoteFields = Pick<IQuestion, '_id' | 'sessionId' | 'upvotes' | 'revision' | 'hidden' | 'state'>;

/**
 * Q&A. Upvote counters move only by atomic $inc after the upvote document was written or removed
 * (the unique (question, user) index decides a double click), and every change bumps the question's
 * revision. Hidden, queued and dismissed questions exist for instructors only (a queued one for its
 * asker too): to anybody else they are not found. Asking and upvoting are rate-limited per member.
 */
export function questionsService(deps: PanelDeps & { models: QuestionsModels }) {
  const { Questions, Upvotes } = deps.models;
  const { access } = deps;
  const events = questionsEvents(deps.emitter);
  const lists = questionList(deps.models);
  const moderation = qaModeration({ models: deps.models, access, events, now: () => new Date(deps.clock.now()), viewerCopy });

  /** The question and the caller's role in its session; a hidden one is "not found" to attendees. */
  async function visibleQuestion(user: TUser | null, questionId: string, need: 'participate' | 'manage') {
    const question = await Questions.findById(questionId).lean<IQuestion>();
    if (!question) throw notFound('Question not found');
    const { session, role } = await access.require(user, question.sessionId.toString(), need);
    if (role !== 'instructor' && !seenByAll(question) && !(question.state === 'queued' && question.askedBy.equals(actor(user).id))) throw notFound('Question not found');
    return { question, session, role };
  }

  /** The latest questions (bounded, see question-list.ts) and whether older ones were left out. */
  async function listWithInfo(user: TUser, sessionId: string, role: SessionRole) {
    const { nowAnswering } = await moderation.rawSettings(sessionId);
    return lists.latest(user.id, sessionId, role, nowAnswering);
  }

  async function listForViewer(user: TUser, sessionId: string, role: SessionRole): Promise<TQuestionForViewer[]> {
    return (await listWithInfo(user, sessionId, role)).questions;
  }

  async function olderPage(user: TUser | null, sessionId: string, before: string) {
    const { role } = await access.require(user, sessionId, 'participate');
    return lists.older(actor(user).id, sessionId, role, before);
  }

  async function list(user: TUser | null, sessionId: string): Promise<TQuestionForViewer[]> {
    const { role } = await access.require(user, sessionId, 'participate');
    return listForViewer(actor(user), sessionId, role);
  }

  async function ask(user: TUser | null, sessionId: string, input: z.output<typeof ZAskQuestionRequest>): Promise<TQuestionForViewer> {
    const { session } = await access.require(user, sessionId, 'participate');
    requireNotEnded(session);
    const asker = actor(user);
    await deps.limits.take('ask', asker.id);
    const { moderation: review } = await moderation.rawSettings(session.id);
    const created = await Questions.create({
      sessionId: new Types.ObjectId(session.id),
      question: input.question,
      askedBy: new Types.ObjectId(asker.id),
      askedByName: displayName(asker),
      anonymous: input.anonymous,
      // With review on, it waits for an instructor before anybody else sees it.
      state: review ? 'queued' : 'visible',
    });
    const question = created.toObject<IQuestion>();
    events.questionAsked(question);
    return toQuestionForViewer(question, asker.id, false);
  }

  /** Toggles the caller's upvote: a second call takes it back. */
  async function toggleUpvote(user: TUser | null, questionId: string): Promise<TUpvoteResult> {
    const { question, session } = await visibleQuestion(user, questionId, 'participate');
    requireNotEnded(session);
    const userId = new Types.ObjectId(actor(user).id);
    await deps.limits.take('upvote', userId.toString());
    let upvoted: boolean;
    let delta: number;
    try {
      await Upvotes.create({ questionId: question._id, sessionId: question.sessionId, userId });
      upvoted = true;
      delta = 1;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const removed = await Upvotes.deleteOne({ questionId: question._id, userId });
      upvoted = false;
      delta = removed.deletedCount === 1 ? -1 : 0;
    }
    const updated = await bump(question._id, delta).catch(async (error: unknown) => {
      // The counter did not move: undo the upvote change so count and upvotes stay in step.
      if (delta === 1) await Upvotes.deleteOne({ questionId: question._id, userId }).catch(() => {});
      if (delta === -1) await Upvotes.create({ questionId: question._id, sessionId: question.sessionId, userId }).catch(() => {});
      throw error;
    });
    if (!updated) {
      // Deleted meanwhile (its asker's account went): leave no orphan upvote.
      await Upvotes.deleteMany({ questionId: question._id });
      throw notFound('Question not found');
    }
    events.questionUpvoted(updated);
    return { questionId, upvoted, upvotes: updated.upvotes, revision: updated.revision };
  }

  function bump(questionId: Types.ObjectId, delta: number) {
    return Questions.findOneAndUpdate(
      { _id: questionId },
      { $inc: { upvotes: delta, revision: 1 } },
      { returnDocument: 'after', projection: { sessionId: 1, upvotes: 1, revision: 1, hidden: 1, state: 1 } },
    ).lean<UpvoteFields>();
  }

  /** pending -> answered; answering again replaces the answer. */
  async function answer(user: TUser | null, questionId: string, text: string): Promise<TQuestionForViewer> {
    const { question } = await visibleQuestion(user, questionId, 'manage');
    const instructor = actor(user);
    const updated = await Questions.findOneAndUpdate(
      { _id: question._id },
      {
        $set: { status: 'answered', answer: text, answeredBy: new Types.ObjectId(instructor.id), answeredByName: displayName(instructor), answeredAt: new Date() },
        $inc: { revision: 1 },
      },
      { returnDocument: 'after' },
    ).lean<IQuestion>();
    if (!updated) throw notFound('Question not found');
    events.questionAnswered(updated);
    return viewerCopy(updated, instructor);
  }

  async function moderate(user: TUser | null, questionId: string, input: z.output<typeof ZModerateQuestionRequest>): Promise<TQuestionForViewer> {
    const { question } = await visibleQuestion(user, questionId, 'manage');
    const changes: Partial<Pick<IQuestion, 'pinned' | 'hidden'>> = {};
    if (input.pinned !== undefined) changes.pinned = input.pinned;
    if (input.hidden !== undefined) changes.hidden = input.hidden;
    const updated = await Questions.findOneAndUpdate({ _id: question._id }, { $set: changes, $inc: { revision: 1 } }, { returnDocument: 'after' }).lean<IQuestion>();
    if (!updated) throw notFound('Question not found');
    events.questionModerated(updated);
    return viewerCopy(updated, actor(user));
  }

  async function viewerCopy(q: IQuestion, viewer: TUser): Promise<TQuestionForViewer> {
    const upvoted = await Upvotes.exists({ questionId: q._id, userId: viewer.id });
    return toQuestionForViewer(q, viewer.id, !!upvoted);
  }

  /** Account deletion: the member's upvotes (counts drop by exactly one each) and their questions go. */
  async function removeUserQuestions(userId: Types.ObjectId): Promise<void> {
    const upvotes = await Upvotes.find({ userId }, { _id: 1 }).lean<Pick<IQuestionUpvote, '_id'>[]>();
    for (const { _id } of upvotes) {
      const removed = await Upvotes.findOneAndDelete({ _id }, { projection: { questionId: 1 } }).lean<Pick<IQuestionUpvote, 'questionId'>>();
      if (!removed) continue;
      const updated = await bump(removed.questionId, -1);
      if (updated) events.questionUpvoted(updated);
    }
    const questions = await Questions.find({ askedBy: userId }, { sessionId: 1 }).lean<Pick<IQuestion, '_id' | 'sessionId'>[]>();
    for (const q of questions) {
      await Questions.deleteOne({ _id: q._id });
      await Upvotes.deleteMany({ questionId: q._id });
      events.questionRemoved(q.sessionId.toString(), q._id.toString());
    }
  }

  return {
    list,
    listForViewer,
    listWithInfo,
    olderPage,
    ask,
    toggleUpvote,
    answer,
    moderate,
    removeUserQuestions,
    settingsOf: moderation.settingsOf,
    setModeration: moderation.setModeration,
    setNowAnswering: moderation.setNowAnswering,
    approve: moderation.approve,
    dismiss: moderation.dismiss,
  };
}

export type QuestionsService = ReturnType<typeof questionsService>;
