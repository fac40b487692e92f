import type { TQuestion, TQuestionForViewer } from '@app/shared-types/live-training';
import { toIso } from '../../../../db/define-model';
import type { IQuestion } from './questions.model';
import { ANONYMOUS_NAME } from './names';

/** An anonymous question names nobody, to anybody (instructors included). */
export function toQuestionDTO(q: IQuestion): TQuestion {
  return {
    id: q._id.toString(),
    sessionId: q.sessionId.toString(),
    question: q.question,
    askedBy: q.anonymous ? null : q.askedBy.toString(),
    askedByName: q.anonymous ? ANONYMOUS_NAME : q.askedByName,
    anonymous: q.anonymous,
    timestamp: q.createdAt.toISOString(),
    status: q.status,
    answer: q.answer,
    answeredAt: toIso(q.answeredAt),
    answeredByName: q.answeredByName,
    upvotes: q.upvotes,
    revision: q.revision,
    pinned: q.pinned,
    hidden: q.hidden,
    state: q.state ?? 'visible',
  };
}

export function toQuestionForViewer(q: IQuestion, viewerId: string | null, viewerUpvoted: boolean): TQuestionForViewer {
  return { ...toQuestionDTO(q), viewerUpvoted, mine: viewerId !== null && q.askedBy.equals(viewerId) };
}
