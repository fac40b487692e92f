import { Types } from 'mongoose';
import { QA_LIMITS, type TQuestionForViewer } from '@app/shared-types/live-training';
import type { SessionRole } from '../../contracts';
import { toQuestionForViewer } from './questions.dto';
import type { IQuestion, IQuestionUpvote, QuestionsModels } from './questions.model';

type Anchor = Pick<IQuestion, '_id' | 'createdAt'>;

/**
 * A session's questions as one viewer may see them, bounded: the latest QA_LIMITS.listed, plus
 * the most upvoted, the pinned and the one being answered however old they are, so a session with
 * thousands of questions never sends them all at once. Older ones come a page at a time.
 *
 * Attendees see the visible ones and their own still waiting for review; instructors see every
 * question (the review queue and the dismissed archive included).
 */
export function questionList(models: Pick<QuestionsModels, 'Questions' | 'Upvotes'>) {
  const { Questions, Upvotes } = models;

  function filterFor(sessionId: string, viewerId: string, role: SessionRole): Record<string, unknown> {
    if (role === 'instructor') return { sessionId: new Types.ObjectId(sessionId) };
    return {
      sessionId: new Types.ObjectId(sessionId),
      hidden: false,
      $or: [{ state: { $nin: ['queued', 'dismissed'] } }, { state: 'queued', askedBy: new Types.ObjectId(viewerId) }],
    };
  }

  const olderThan = (anchor: Anchor) => ({ $or: [{ createdAt: { $lt: anchor.createdAt } }, { createdAt: anchor.createdAt, _id: { $lt: anchor._id } }] });

  async function withViewerFlags(questions: IQuestion[], viewerId: string): Promise<TQuestionForViewer[]> {
    if (!questions.length) return [];
    const mine = await Upvotes.find({ userId: viewerId, questionId: { $in: questions.map((q) => q._id) } }, { questionId: 1 }).lean<Pick<IQuestionUpvote, 'questionId'>[]>();
    const upvoted = new Set(mine.map((u) => u.questionId.toString()));
    return questions.map((q) => toQuestionForViewer(q, viewerId, upvoted.has(q._id.toString())));
  }

  /** Pinned first, then the most upvoted, then the oldest; `hasOlder` when earlier questions were left out. */
  async function latest(viewerId: string, sessionId: string, role: SessionRole, nowAnswering: Types.ObjectId | null): Promise<{ questions: TQuestionForViewer[]; hasOlder: boolean }> {
    const filter = filterFor(sessionId, viewerId, role);
    const [recent, top, pinned, answering] = await Promise.all([
      Questions.find(filter).sort({ createdAt: -1, _id: -1 }).limit(QA_LIMITS.listed).lean<IQuestion[]>(),
      // Only questions somebody upvoted: with none, "most upvoted" would bring back the oldest ones.
      Questions.find({ ...filter, upvotes: { $gt: 0 } }).sort({ upvotes: -1, createdAt: 1 }).limit(QA_LIMITS.topListed).lean<IQuestion[]>(),
      Questions.find({ ...filter, pinned: true }).sort({ createdAt: -1 }).limit(QA_LIMITS.topListed).lean<IQuestion[]>(),
      nowAnswering ? Questions.find({ ...filter, _id: nowAnswering }).lean<IQuestion[]>() : Promise.resolve([] as IQuestion[]),
    ]);
    const oldest = recent.at(-1);
    const hasOlder = recent.length === QA_LIMITS.listed && !!oldest && !!(await Questions.exists({ $and: [filter, olderThan(oldest)] }));
    const byId = new Map<string, IQuestion>();
    for (const q of [...recent, ...top, ...pinned, ...answering]) byId.set(q._id.toString(), q);
    const sorted = [...byId.values()].sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.upvotes - a.upvotes || a.createdAt.getTime() - b.createdAt.getTime() || (a._id < b._id ? -1 : 1));
    return { questions: await withViewerFlags(sorted, viewerId), hasOlder };
  }

  /** The page of questions asked before `beforeId`, newest first. */
  async function older(viewerId: string, sessionId: string, role: SessionRole, beforeId: string): Promise<{ questions: TQuestionForViewer[]; hasMore: boolean }> {
    const filter = filterFor(sessionId, viewerId, role);
    const anchor = await Questions.findOne({ $and: [filter, { _id: new Types.ObjectId(beforeId) }] }, { createdAt: 1 }).lean<Anchor>();
    if (!anchor) return { questions: [], hasMore: false };
    const page = await Questions.find({ $and: [filter, olderThan(anchor)] })
      .sort({ createdAt: -1, _id: -1 })
      .limit(QA_LIMITS.page + 1)
      .lean<IQuestion[]>();
    return { questions: await withViewerFlags(page.slice(0, QA_LIMITS.page), viewerId), hasMore: page.length > QA_LIMITS.page };
  }

  return { latest, older };
}
