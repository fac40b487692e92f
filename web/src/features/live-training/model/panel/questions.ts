import type { TQuestion, TQuestionForViewer, TSessionSnapshot } from '@app/shared-types/live-training/model';
import { updateById, type TPanelAction, type TSliceContext } from './actions';

/** The Q&A slice of the panel. Attendees never hold a hidden question. */
export type TQuestionsState = {
  questions: TQuestionForViewer[];
};

export const initialQuestions: TQuestionsState = { questions: [] };

export function questionsFromSnapshot(snapshot: TSessionSnapshot): TQuestionsState {
  return { questions: snapshot.role === 'instructor' ? snapshot.questions : snapshot.questions.filter((q) => !q.hidden) };
}

function withUpvotes(q: TQuestionForViewer, u: { upvotes: number; revision: number }): TQuestionForViewer {
  return u.revision > q.revision ? { ...q, upvotes: u.upvotes, revision: u.revision } : q;
}

function upsertQuestion(questions: TQuestionForViewer[], ctx: TSliceContext, question: TQuestion, own?: TQuestionForViewer): TQuestionForViewer[] {
  // Attendees never keep a hidden question (the server sends them 'question:removed' instead).
  if (question.hidden && ctx.role !== 'instructor') return questions.filter((q) => q.id !== question.id);
  const held = questions.find((q) => q.id === question.id);
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
  const questions = nextQuestions(s.questions, a, s);
  return questions === s.questions ? s : { ...s, questions };
}

/** Pinned first, then most upvoted, then oldest first (the order they were asked). */
export function sortQuestions(questions: TQuestionForViewer[]): TQuestionForViewer[] {
  return [...questions].sort((a, b) => {
    if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
    if (a.upvotes !== b.upvotes) return b.upvotes - a.upvotes;
    return a.timestamp === b.timestamp ? (a.id < b.id ? -1 : 1) : a.timestamp < b.timestamp ? -1 : 1;
  });
}
