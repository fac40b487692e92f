import type { TPollTallyEvent, TQuizLeaderboard } from '@app/shared-types/live-training';
import type { RealtimeEmitter } from '../../../../realtime/emitter';
import { sessionRooms } from '../../contracts';
import type { PollResults } from './poll-results';
import { hidesResults, pollSplits, resultsFor, tallyOf, tallySplits, toPollDTO } from './polls.dto';
import { kindOf, type IPoll } from './polls.model';

/** What the tally broadcaster carries: a poll's tally right after one write (and, when sent, its terms or answers). */
export type PollTally = Pick<IPoll, 'counts' | 'terms' | 'totalVoters' | 'revision' | 'isActive' | 'resultsVisibility' | 'kind' | 'allowMultiple' | 'anonymous'> & {
  pollId: string;
  sessionId: string;
};

export type PollsEvents = ReturnType<typeof pollsEvents>;

/**
 * The only place poll events are built and sent. Every event goes to the session's room; when
 * instructors and attendees must hear different things (results hidden from attendees, names on
 * open answers, a quiz's answer before it is revealed), instructors get theirs in their sub-room
 * and everybody else is addressed with `except` and their own copy.
 */
export function pollsEvents(emitter: RealtimeEmitter) {
  const all = sessionRooms.all;
  const instructors = sessionRooms.instructors;

  function pollToEveryone(event: 'poll:created' | 'poll:closed', poll: IPoll, results: PollResults) {
    const sessionId = poll.sessionId.toString();
    if (!pollSplits(poll)) {
      emitter.emit({ room: all(sessionId) }, event, { poll: toPollDTO(poll, false, results) });
      return;
    }
    emitter.emit({ room: instructors(sessionId) }, event, { poll: toPollDTO(poll, true, results) });
    emitter.emit({ room: all(sessionId), except: instructors(sessionId) }, event, { poll: toPollDTO(poll, false, results) });
  }

  return {
    pollCreated(poll: IPoll, results: PollResults = {}) {
      pollToEveryone('poll:created', poll, results);
    },

    /** Closed (or a quiz revealed): results are everybody's unless kept for the instructor. */
    pollClosed(poll: IPoll, results: PollResults = {}) {
      pollToEveryone('poll:closed', poll, results);
    },

    tally(state: PollTally, results: PollResults, volatile: boolean) {
      const payload = (forInstructor: boolean): TPollTallyEvent => ({
        sessionId: state.sessionId,
        pollId: state.pollId,
        votes: hidesResults(state, forInstructor) ? null : tallyOf(state.counts, kindOf(state)),
        totalVoters: state.totalVoters,
        revision: state.revision,
        ...resultsFor(state, results, forInstructor),
      });
      if (!tallySplits(state)) {
        emitter.emit({ room: all(state.sessionId), volatile }, 'poll:vote-counted', payload(false));
        return;
      }
      emitter.emit({ room: instructors(state.sessionId), volatile }, 'poll:vote-counted', payload(true));
      emitter.emit({ room: all(state.sessionId), except: instructors(state.sessionId), volatile }, 'poll:vote-counted', payload(false));
    },

    /** Instructors always hear the leaderboard; attendees get its entries only while it is shown. */
    leaderboard(board: TQuizLeaderboard) {
      const { sessionId } = board;
      if (board.shown) {
        emitter.emit({ room: all(sessionId) }, 'quiz:leaderboard', board);
        return;
      }
      emitter.emit({ room: instructors(sessionId) }, 'quiz:leaderboard', board);
      emitter.emit({ room: all(sessionId), except: instructors(sessionId) }, 'quiz:leaderboard', { ...board, entries: [] });
    },
  };
}

