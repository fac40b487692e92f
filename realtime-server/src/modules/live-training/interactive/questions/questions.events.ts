import type { RealtimeEmitter } from '../../../../realtime/emitter';
import { sessionRooms } from '../../contracts';
import { toQuestionDTO } from './questions.dto';
import type { IQuestion } from './questions.model';

export type QuestionsEvents = ReturnType<typeof questionsEvents>;

/**
 * The only place Q&A events are built and sent, to the session's room; a hidden question reaches
 * the instructors' sub-room only.
 */
export function questionsEvents(emitter: RealtimeEmitter) {
  const all = sessionRooms.all;
  const instructors = sessionRooms.instructors;
  return {
    questionAsked(q: IQuestion) {
      emitter.emit({ room: all(q.sessionId.toString()) }, 'question:asked', { question: toQuestionDTO(q) });
    },

    questionUpvoted(q: Pick<IQuestion, '_id' | 'sessionId' | 'upvotes' | 'revision' | 'hidden'>) {
      const sessionId = q.sessionId.toString();
      emitter.emit({ room: q.hidden ? instructors(sessionId) : all(sessionId) }, 'question:upvoted', {
        sessionId,
        questionId: q._id.toString(),
        upvotes: q.upvotes,
        revision: q.revision,
      });
    },

    questionAnswered(q: IQuestion) {
      const sessionId = q.sessionId.toString();
      emitter.emit({ room: q.hidden ? instructors(sessionId) : all(sessionId) }, 'question:answered', { question: toQuestionDTO(q) });
    },

    /**
     * Pinned or hidden changed. Instructors always get the question; attendees get it too while it
     * is visible (a question shown again reappears), and 'question:removed' once it is hidden.
     */
    questionModerated(q: IQuestion) {
      const sessionId = q.sessionId.toString();
      const question = toQuestionDTO(q);
      if (!q.hidden) {
        emitter.emit({ room: all(sessionId) }, 'question:moderated', { question });
        return;
      }
      emitter.emit({ room: instructors(sessionId) }, 'question:moderated', { question });
      emitter.emit({ room: all(sessionId), except: instructors(sessionId) }, 'question:removed', { sessionId, questionId: question.id });
    },

    /** The question is gone (its asker's account was deleted). */
    questionRemoved(sessionId: string, questionId: string) {
      emitter.emit({ room: all(sessionId) }, 'question:removed', { sessionId, questionId });
    },
  };
}
