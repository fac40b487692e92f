import type { TUser } from '@app/shared-types/auth';
import type { TSessionSnapshot } from '@app/shared-types/live-training';
import type { SessionAccess } from '../../contracts';
import type { BreakoutsService } from '../breakouts/breakouts.service';
import type { ControlsService } from '../controls/controls.service';
import type { PollsService } from '../polls/polls.service';
import type { QuestionsService } from '../questions/questions.service';
import type { ResourcesService } from '../resources/resources.service';
import { actor } from '../slice-kit';

type Slices = {
  polls: PollsService;
  questions: QuestionsService;
  breakouts: BreakoutsService;
  resources: ResourcesService;
  controls: ControlsService;
};

/**
 * The whole panel in one answer, read from the store as it is now: a late joiner or a reconnecting
 * tab draws exactly the stored state, with its own votes, upvotes and breakout seat.
 */
export function snapshotService(access: SessionAccess, slices: Slices) {
  async function snapshot(user: TUser | null, sessionId: string): Promise<TSessionSnapshot> {
    const { role } = await access.require(user, sessionId, 'participate');
    const viewer = actor(user);
    const forInstructor = role === 'instructor';
    const [session, polls, questions, breakouts, myBreakoutId, resources, presence, controls] = await Promise.all([
      access.sessionFor(viewer, sessionId),
      slices.polls.listForViewer(viewer, sessionId, role),
      slices.questions.listForViewer(viewer, sessionId, role),
      slices.breakouts.activeRooms(sessionId),
      slices.breakouts.myRoomId(sessionId, viewer.id),
      slices.resources.listFor(sessionId),
      access.presence(sessionId, forInstructor),
      slices.controls.current(sessionId),
    ]);
    // A meeting's recording ends with it: an ended session shows none whatever was stored.
    return { session, role, polls, questions, breakouts, myBreakoutId, resources, presence, controls: session.status === 'live' ? controls : { recording: false } };
  }

  return { snapshot };
}

export type SnapshotService = ReturnType<typeof snapshotService>;
