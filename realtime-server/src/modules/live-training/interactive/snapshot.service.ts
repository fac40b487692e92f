import type { TUser } from '@app/shared-types/auth';
import type { TSessionSnapshot } from '@app/shared-types/live-training';
import { actor, type InteractiveDepsBag } from './interactive.deps';
import type { breakoutsService } from './breakouts.service';
import type { controlsService } from './controls.service';
import type { pollsService } from './polls.service';
import type { questionsService } from './questions.service';
import type { resourcesService } from './resources.service';

type Parts = {
  polls: ReturnType<typeof pollsService>;
  questions: ReturnType<typeof questionsService>;
  breakouts: ReturnType<typeof breakoutsService>;
  resources: ReturnType<typeof resourcesService>;
  controls: ReturnType<typeof controlsService>;
};

/**
 * The whole panel in one answer, read from the store as it is now: a late joiner or a reconnecting
 * tab draws exactly the stored state, with its own votes, upvotes and breakout seat.
 */
export function snapshotService(deps: InteractiveDepsBag, parts: Parts) {
  async function snapshot(user: TUser | null, sessionId: string): Promise<TSessionSnapshot> {
    const { role } = await deps.access.require(user, sessionId, 'participate');
    const viewer = actor(user);
    const forInstructor = role === 'instructor';
    const [session, polls, questions, breakouts, myBreakoutId, resources, presence, controls] = await Promise.all([
      deps.access.sessionFor(viewer, sessionId),
      parts.polls.listForViewer(viewer, sessionId, role),
      parts.questions.listForViewer(viewer, sessionId, role),
      parts.breakouts.activeRooms(sessionId),
      parts.breakouts.myRoomId(sessionId, viewer.id),
      parts.resources.listFor(sessionId),
      deps.access.presence(sessionId, forInstructor),
      parts.controls.current(sessionId),
    ]);
    return { session, role, polls, questions, breakouts, myBreakoutId, resources, presence, controls };
  }

  return { snapshot };
}
