import type { TQaSettings } from '@app/shared-types/live-training';
import { rooms as socketRooms } from '@app/shared-types/realtime';
import type { RealtimeEmitter } from '../../../../realtime/emitter';
import { sessionRooms } from '../../contracts';
import { toQuestionDTO } from './questions.dto';
import { seenByAll, type IQuestion } from './questions.model';

export type QuestionsEvents = ReturnType<typeof questionsEvents>;

/**
 * The only place Q&A events are built and sent, to the session's room. A question not everybody
 * may see (hidden, waiting for review, dismissed) reaches the instructors' sub-room only, plus its
 * asker's own room while it waits for review (so every tab of theirs shows it as waiting).
 */
export function questionsEvents(emitter: RealtimeEmitter) {
  const all = sessionRooms.all;
  const instructors = sessionRooms.instructors;
  const audienceOf = (q: Pick<IQuestion, 'sessionId' | 'hidden' | 'state'>) => (seenByAll(q) ? all(q.sessionId.toString()) : instructors(q.sessionId.toString()));
  return {
    /** A new question; an approved one reaches attendees as new, too. */
    questionAsked(q: IQuestion) {
      const question = toQuestionDTO(q);
      emitter.emit({ room: audienceOf(q) }, 'question:asked', { question });
      if (q.state === 'queued') emitter.emit({ room: socketRooms.user(q.askedBy.toString()), except: instructors(q.sessionId.toString()) }, 'question:asked', { question });
    },

    questionUpvoted(q: Pick<IQuestion, '_id' | 'sessionId' | 'upvotes' | 'revision' | 'hidden' | 'state'>) {
      emitter.emit({ room: audienceOf(q) }, 'question:upvoted', {
        sessionId: q.sessionId.toString(),
        questionId: q._id.toString(),
        upvotes: q.upvotes,
        revision: q.revision,
      });
    },

    questionAnswered(q: IQuestion) {
      emitter.emit({ room: audienceOf(q) }, 'question:answered', { question: toQuestionDTO(q) });
    },

    /**
     * Pinned, hidden, edited or dismissed. Instructors always get the question; attendees get it too
     * while they may see it (a question shown again reappears), and 'question:removed' otherwise.
     */
    questionModerated(q: IQuestion) {
      const sessionId = q.sessionId.toString();
      const question = toQuestionDTO(q);
      if (seenByAll(q)) {
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

    settingsChanged(sessionId: string, settings: TQaSettings) {
      emitter.emit({ room: all(sessionId) }, 'qa:settings', { sessionId, ...settings });
    },
  };
}
