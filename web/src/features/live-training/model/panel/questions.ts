import type { TQaSettings, TQaSort, TQuestion, TQuestionForViewer, TSessionSnapshot } from '@app/shared-types/live-training/model';
import { updateById, type TPanelAction, type TSliceContext } from './actions';

/** The Q&A slice of the panel. Attendees never hold a hidden question. */
export type TQuestionsState = {
  questions: TQuestionForViewer[];
  /** Review before questions show, the question being answered now, and whether older ones were left out. */
  qa: TQaSettings & { hasOlder: boolean };
};

export const initialQuestions: TQuestionsState = { questions: [], qa: { moderation: false, nowAnswering: null, hasOlder: false } };

/** What an attendee may hold: shown questions, and their own while they wait for review. */
const attendeeMaySee = (q: TQuestionForViewer | TQuestion, me: string | null) =>
  !q.hidden && (q.state === 'visible' || (q.state === 'queued' && !!me && q.askedBy === me) || (q.state === 'queued' && 'mine' in q && q.mine));

export function questionsFromSnapshot(snapshot: TSessionSnapshot, me: string | null = null): TQuestionsState {
  return {
    questions: snapshot.role === 'instructor' ? snapshot.questions : snapshot.questions.filter((q) => attendeeMaySee(q, me)),
    qa: snapshot.qa ?? initialQuestions.qa,
  };
}

function withUpvotes(q: TQuestionForViewer, u: { upvotes: number; revision: number }): TQuestionForViewer {
  return u.revision > q.revision ? { ...q, upvotes: u.upvotes, revision: u.revision } : q;
}

function upsertQuestion(questions: TQuestionForViewer[], ctx: TSliceContext, question: TQuestion, own?: TQuestionForViewer): TQuestionForViewer[] {
  // Attendees never keep a hidden question (the server sends them 'question:removed' instead).
  const held = questions.find((q) => q.id === question.id);
  if (ctx.role !== 'instructor' && !attendeeMaySee(own ?? question, ctx.me) && !(held?.mine && question.state === 'queued')) return questions.filter((q) => q.id !== question.id);
  if (!held) {
    const added: TQuestionForViewer = own ?? { ...question, viewerUpvoted: false, mine: !!ctx.me && question.askedBy === ctx.me };
    return [...questions, added];
  }
  const merged: TQuestionForViewer = {
    ...question,
    viewerUpvoted: own ? own.viewerUpvoted : held.viewerUpvoted,
    mine: held.mine || !!own?.mine,
    // The count follows its own revision, whatever order the copies arrive in.
    upvotes: question.revision >= held.revision ? question.upvotes : held.upvotes,
    revision: Math.max(question.revision, held.revision),
  };
  return questions.map((q) => (q.id === question.id ? merged : q));
}

function nextQuestions(questions: TQuestionForViewer[], a: TPanelAction, ctx: TSliceContext): TQuestionForViewer[] {
  switch (a.type) {
    case 'question:asked':
    case 'question:answered':
    case 'question:moderated':
      return upsertQuestion(questions, ctx, a.payload.question);
    case 'own:question':
      return upsertQuestion(questions, ctx, a.question, a.question);
    case 'question:upvoted':
      return updateById(questions, a.payload.questionId, (q) => withUpvotes(q, a.payload));
    case 'own:upvote':
      return updateById(questions, a.result.questionId, (q) => ({ ...withUpvotes(q, a.result), viewerUpvoted: a.result.upvoted }));
    case 'question:removed':
      return questions.some((q) => q.id === a.payload.questionId) ? questions.filter((q) => q.id !== a.payload.questionId) : questions;
    default:
      return questions;
  }
}

/** Applies an action to the Q&A slice; the same state object when it is not about questions. */
export function reduceQuestions<S extends TQuestionsState & TSliceContext>(s: S, a: TPanelAction): S {
  if (a.type === 'qa:settings') return { ...s, qa: { ...s.qa, moderation: a.payload.moderation, nowAnswering: a.payload.nowAnswering } };
  const questions = nextQuestions(s.questions, a, s);
  return questions === s.questions ? s : { ...s, questions };
}

/** Older questions read a page at a time: added where they belong (the list is sorted when shown). */
export function withOlderQuestions<S extends TQuestionsState>(s: S, page: TQuestionForViewer[], hasMore: boolean): S {
  const held = new Set(s.questions.map((q) => q.id));
  return { ...s, questions: [...s.questions, ...page.filter((q) => !held.has(q.id))], qa: { ...s.qa, hasOlder: hasMore } };
}

/** Shown to everybody (not waiting for review, not dismissed, not hidden). */
export const isShown = (q: TQuestionForViewer) => q.state === 'visible' && !q.hidden;

const byTime = (a: TQuestionForViewer, b: TQuestionForViewer) => (a.timestamp === b.timestamp ? (a.id < b.id ? -1 : 1) : a.timestamp < b.timestamp ? -1 : 1);

/**
 * 'popular' (the default): pinned first, then most upvoted, then oldest first (the order they were
 * asked). 'recent': pinned first, then newest first.
 */
export function sortQuestions(questions: TQuestionForViewer[], sort: TQaSort = 'popular'): TQuestionForViewer[] {
  return [...questions].sort((a, b) => {
    if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
    if (sort === 'recent') return -byTime(a, b);
    if (a.upvotes !== b.upvotes) return b.upvotes - a.upvotes;
    return byTime(a, b);
  });
}
