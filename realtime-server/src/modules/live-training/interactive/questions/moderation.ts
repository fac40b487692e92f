import { Types } from 'mongoose';
import type { TUser } from '@app/shared-types/auth';
import { QA_MESSAGES, type TQaSettings, type TQuestionForViewer } from '@app/shared-types/live-training';
import { conflict, notFound } from '../errors';
import { actor } from '../slice-kit';
import type { SessionAccess } from '../../contracts';
import type { QuestionsEvents } from './questions.events';
import { seenByAll, type IQaSettings, type IQuestion, type QuestionsModels } from './questions.model';

/**
 * Q&A moderation (issue 25): with review on, new questions wait in a queue only instructors (and
 * their askers) see until approved, edited first if need be; dismissed questions stay in an
 * archive for instructors (and can be approved back); one question may be highlighted as "now
 * answering". Every move is one conditional update, so two instructors acting at once cannot
 * approve a question twice or lose an edit.
 */
export function qaModeration(deps: {
  models: Pick<QuestionsModels, 'Questions' | 'QaSettings'>;
  access: SessionAccess;
  events: QuestionsEvents;
  now: () => Date;
  /** The question as the acting instructor sees it (their upvote flag). */
  viewerCopy: (q: IQuestion, viewer: TUser) => Promise<TQuestionForViewer>;
}) {
  const { Questions, QaSettings } = deps.models;
  const { access, events } = deps;

  async function settingsOf(sessionId: string): Promise<TQaSettings> {
    const doc = await QaSettings.findOne({ sessionId }, { moderation: 1, nowAnswering: 1 }).lean<IQaSettings>();
    return { moderation: !!doc?.moderation, nowAnswering: doc?.nowAnswering ? doc.nowAnswering.toString() : null };
  }

  async function rawSettings(sessionId: string): Promise<Pick<IQaSettings, 'moderation' | 'nowAnswering'>> {
    const doc = await QaSettings.findOne({ sessionId }, { moderation: 1, nowAnswering: 1 }).lean<IQaSettings>();
    return { moderation: !!doc?.moderation, nowAnswering: doc?.nowAnswering ?? null };
  }

  async function update(sessionId: string, changes: Partial<Pick<IQaSettings, 'moderation' | 'nowAnswering'>>): Promise<TQaSettings> {
    const doc = await QaSettings.findOneAndUpdate({ sessionId: new Types.ObjectId(sessionId) }, { $set: changes }, { upsert: true, returnDocument: 'after' }).lean<IQaSettings>();
    const settings = { moderation: !!doc?.moderation, nowAnswering: doc?.nowAnswering ? doc.nowAnswering.toString() : null };
    events.settingsChanged(sessionId, settings);
    return settings;
  }

  async function setModeration(user: TUser | null, sessionId: string, enabled: boolean): Promise<TQaSettings> {
    const { session } = await access.require(user, sessionId, 'manage');
    return update(session.id, { moderation: enabled });
  }

  /** Highlights a question everybody can see as the one being answered now (null: none). */
  async function setNowAnswering(user: TUser | null, sessionId: string, questionId: string | null): Promise<TQaSettings> {
    const { session } = await access.require(user, sessionId, 'manage');
    if (questionId) {
      const q = await Questions.findOne({ _id: questionId, sessionId: session.id }, { hidden: 1, state: 1 }).lean<Pick<IQuestion, 'hidden' | 'state'>>();
      if (!q || !seenByAll(q)) throw notFound('Question not found');
    }
    return update(session.id, { nowAnswering: questionId ? new Types.ObjectId(questionId) : null });
  }

  async function managed(user: TUser | null, questionId: string): Promise<IQuestion> {
    const question = await Questions.findById(questionId).lean<IQuestion>();
    if (!question) throw notFound('Question not found');
    await access.require(user, question.sessionId.toString(), 'manage');
    return question;
  }

  /** Shows a waiting (or dismissed) question to everybody, with the instructor's edit when given. */
  async function approve(user: TUser | null, questionId: string, edited: string | undefined): Promise<TQuestionForViewer> {
    const question = await managed(user, questionId);
    const set: Partial<IQuestion> = { state: 'visible', dismissedAt: null };
    if (edited) set.question = edited;
    const approved = await Questions.findOneAndUpdate({ _id: question._id, state: { $in: ['queued', 'dismissed'] } }, { $set: set, $inc: { revision: 1 } }, { returnDocument: 'after' }).lean<IQuestion>();
    if (!approved) throw conflict(QA_MESSAGES.notQueued);
    // Attendees hear of it as a new question; instructors update the one they hold.
    events.questionAsked(approved);
    return deps.viewerCopy(approved, actor(user));
  }

  /** Moves a question to the archive: gone for attendees, kept for instructors. */
  async function dismiss(user: TUser | null, questionId: string): Promise<TQuestionForViewer> {
    const question = await managed(user, questionId);
    const dismissed = await Questions.findOneAndUpdate(
      { _id: question._id, state: { $ne: 'dismissed' } },
      { $set: { state: 'dismissed', dismissedAt: deps.now(), pinned: false }, $inc: { revision: 1 } },
      { returnDocument: 'after' },
    ).lean<IQuestion>();
    if (!dismissed) throw conflict(QA_MESSAGES.dismissedGone);
    events.questionModerated(dismissed);
    // It cannot stay highlighted for attendees who no longer have it.
    await QaSettings.updateOne({ sessionId: dismissed.sessionId, nowAnswering: dismissed._id }, { $set: { nowAnswering: null } }).then(async (res) => {
      if (res.modifiedCount) events.settingsChanged(dismissed.sessionId.toString(), await settingsOf(dismissed.sessionId.toString()));
    });
    return deps.viewerCopy(dismissed, actor(user));
  }

  return { settingsOf, rawSettings, setModeration, setNowAnswering, approve, dismiss };
}

export type QaModeration = ReturnType<typeof qaModeration>;
