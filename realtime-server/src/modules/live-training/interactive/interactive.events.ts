import { LIVE_MESSAGES, type TBreakoutAssignment, type TBreakoutRoom, type TResource, type TSessionControls } from '@app/shared-types/live-training';
import type { RealtimeEmitter } from '../../../realtime/emitter';
import { sessionRooms } from '../contracts';
import { hidesResults, tallyOf, toPollDTO } from './polls.dto';
import type { IPoll } from './polls.model';
import { toQuestionDTO } from './questions.dto';
import type { IQuestion } from './questions.model';

/** What the tally broadcaster carries: a poll's tally right after one write. */
export type PollTally = Pick<IPoll, 'counts' | 'totalVoters' | 'revision' | 'isActive' | 'resultsVisibility'> & { pollId: string; sessionId: string };

export type InteractiveEvents = ReturnType<typeof interactiveEvents>;

/**
 * The only place the interactive panel's events are built and sent. Every event goes to the
 * session's room; where instructors may see more (tallies of 'after-close' polls, hidden questions)
 * they get the fuller payload in their sub-room and everybody else is addressed with `except`.
 */
export function interactiveEvents(emitter: RealtimeEmitter) {
  const all = sessionRooms.all;
  const instructors = sessionRooms.instructors;

  return {
    pollCreated(poll: IPoll) {
      const sessionId = poll.sessionId.toString();
      if (!hidesResults(poll, false)) {
        emitter.emit({ room: all(sessionId) }, 'poll:created', { poll: toPollDTO(poll, false) });
        return;
      }
      emitter.emit({ room: instructors(sessionId) }, 'poll:created', { poll: toPollDTO(poll, true) });
      emitter.emit({ room: all(sessionId), except: instructors(sessionId) }, 'poll:created', { poll: toPollDTO(poll, false) });
    },

    /** A closed poll's results are everybody's. */
    pollClosed(poll: IPoll) {
      emitter.emit({ room: all(poll.sessionId.toString()) }, 'poll:closed', { poll: toPollDTO(poll, false) });
    },

    tally(state: PollTally, volatile: boolean) {
      const payload = { sessionId: state.sessionId, pollId: state.pollId, votes: tallyOf(state.counts), totalVoters: state.totalVoters, revision: state.revision };
      if (!hidesResults(state, false)) {
        emitter.emit({ room: all(state.sessionId), volatile }, 'poll:vote-counted', payload);
        return;
      }
      emitter.emit({ room: instructors(state.sessionId), volatile }, 'poll:vote-counted', payload);
      emitter.emit({ room: all(state.sessionId), except: instructors(state.sessionId), volatile }, 'poll:vote-counted', { ...payload, votes: null });
    },

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

    breakoutOpened(sessionId: string, rooms: TBreakoutRoom[], assignment: TBreakoutAssignment) {
      emitter.emit({ room: all(sessionId) }, 'breakout:opened', { sessionId, rooms, assignment });
    },

    breakoutUpdated(room: TBreakoutRoom) {
      emitter.emit({ room: all(room.sessionId) }, 'breakout:updated', { room });
    },

    /** Everyone in those rooms is told to return to the main session. */
    breakoutClosed(sessionId: string, roomIds: string[]) {
      emitter.emit({ room: all(sessionId) }, 'breakout:closed', { sessionId, roomIds, message: LIVE_MESSAGES.returnToMain });
    },

    resourceShared(resource: TResource) {
      emitter.emit({ room: all(resource.sessionId) }, 'resource:shared', { resource });
    },

    resourceRemoved(sessionId: string, resourceId: string) {
      emitter.emit({ room: all(sessionId) }, 'resource:removed', { sessionId, resourceId });
    },

    controlsChanged(sessionId: string, controls: TSessionControls) {
      emitter.emit({ room: all(sessionId) }, 'controls:changed', { sessionId, controls });
    },
  };
}
