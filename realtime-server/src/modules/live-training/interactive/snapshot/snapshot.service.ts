import type { TUser } from '@app/shared-types/auth';
import type { TSessionSnapshot } from '@app/shared-types/live-training';
import type { SessionAccess } from '../../contracts';
import type { BreakoutsService } from '../breakouts/breakouts.service';
import type { ControlsService } from '../controls/controls.service';
import type { HandsService } from '../hands/hands.service';
import type { PollsService } from '../polls/polls.service';
import type { PresenterService } from '../presenter/presenter.service';
import type { QuestionsService } from '../questions/questions.service';
import type { ReactionsService } from '../reactions/reactions.service';
import type { ResourcesService } from '../resources/resources.service';
import { actor } from '../slice-kit';

type Slices = {
  polls: PollsService;
  questions: QuestionsService;
  breakouts: BreakoutsService;
  resources: ResourcesService;
  controls: ControlsService;
  hands: HandsService;
  reactions: ReactionsService;
  presenter: PresenterService;
};

/**
 * The whole panel in one answer, read from the store as it is now: a late joiner or a reconnecting
 * tab draws exactly the stored state, with its own votes, upvotes, breakout seat and raised hand.
 * Bounded: the latest polls and questions (older questions a page at a time).
 */
export function snapshotService(access: SessionAccess, slices: Slices) {
  async function snapshot(user: TUser | null, sessionId: string): Promise<TSessionSnapshot> {
    const { role } = await access.require(user, sessionId, 'participate');
    const viewer = actor(user);
    const forInstructor = role === 'instructor';
    const [session, polls, qa, qaSettings, breakouts, myBreakoutId, resources, presence, controls, leaderboard, hands, reactions, breakoutTimer, presenter] = await Promise.all([
      access.sessionFor(viewer, sessionId),
      slices.polls.listForViewer(viewer, sessionId, role),
      slices.questions.listWithInfo(viewer, sessionId, role),
      slices.questions.settingsOf(sessionId),
      slices.breakouts.activeRooms(sessionId),
      slices.breakouts.myRoomId(sessionId, viewer.id),
      slices.resources.listFor(sessionId),
      access.presence(sessionId, forInstructor),
      slices.controls.current(sessionId),
      slices.polls.leaderboardFor(sessionId, role),
      slices.hands.viewFor(sessionId, viewer.id, forInstructor),
      slices.reactions.stateOf(sessionId),
      slices.breakouts.currentTimer(sessionId),
      slices.presenter.viewOf(sessionId),
    ]);
    return {
      session,
      role,
      polls,
      questions: qa.questions,
      breakouts,
      myBreakoutId,
      resources,
      presence,
      // A meeting's recording ends with it: an ended session shows none whatever was stored.
      controls: session.status === 'live' ? controls : { recording: false },
      leaderboard,
      qa: { ...qaSettings, hasOlder: qa.hasOlder },
      hands,
      reactions,
      breakoutTimer,
      presenter,
    };
  }

  return { snapshot };
}

export type SnapshotService = ReturnType<typeof snapshotService>;
