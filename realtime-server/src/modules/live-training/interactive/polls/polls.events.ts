import type { RealtimeEmitter } from '../../../../realtime/emitter';
import { sessionRooms } from '../../contracts';
import { hidesResults, tallyOf, toPollDTO } from './polls.dto';
import type { IPoll } from './polls.model';

/** What the tally broadcaster carries: a poll's tally right after one write. */
export type PollTally = Pick<IPoll, 'counts' | 'totalVoters' | 'revision' | 'isActive' | 'resultsVisibility'> & { pollId: string; sessionId: string };

export type PollsEvents = ReturnType<typeof pollsEvents>;

/**
 * The only place poll events are built and sent. Every event goes to the session's room; while an
 * 'after-close' poll hides its tally, instructors get it in their sub-room and everybody else is
 * addressed with `except` and a copy without the counts.
 */
export function pollsEvents(emitter: RealtimeEmitter) {
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
  };
}
