import type { Connection } from 'mongoose';
import type { Logger } from '../../../logger';
import type { TUser } from '@app/shared-types/auth';
import { conflict, unauthenticated } from '../../../errors/app-error';
import type { SessionAccess, SessionFacts } from '../contracts';
import { breakoutRoomModel, breakoutSeatModel } from './breakouts.model';
import { sessionControlsModel } from './controls.model';
import type { InteractiveEvents } from './interactive.events';
import { pollModel, pollVoteModel } from './polls.model';
import { questionModel, questionUpvoteModel } from './questions.model';
import { resourceModel } from './resources.model';

export type InteractiveModels = ReturnType<typeof interactiveModels>;

export function interactiveModels(db: Connection) {
  return {
    Polls: pollModel(db),
    Votes: pollVoteModel(db),
    Questions: questionModel(db),
    Upvotes: questionUpvoteModel(db),
    Rooms: breakoutRoomModel(db),
    Seats: breakoutSeatModel(db),
    Resources: resourceModel(db),
    Controls: sessionControlsModel(db),
  };
}

/** What every interactive service works with. */
export type InteractiveDepsBag = {
  models: InteractiveModels;
  access: SessionAccess;
  events: InteractiveEvents;
  logger: Logger;
};

export const SESSION_ENDED = 'This session has ended.';

/**
 * Polls, questions and breakout rooms belong to a session that has not ended; a completed or
 * cancelled session keeps its history (and its resources) but takes no new votes, questions or seats.
 */
export function requireNotEnded(session: SessionFacts): void {
  if (session.status === 'completed' || session.status === 'cancelled') throw conflict(SESSION_ENDED);
}

/** The signed-in caller, once access.require has let them through (it refuses visitors first). */
export function actor(user: TUser | null): TUser {
  if (!user) throw unauthenticated();
  return user;
}
