import type { SessionsEvents } from './sessions.events';
import type { SessionsStore } from './sessions.store';
import { SEAT_HOLDING } from './registration.model';
import type { ILiveSession } from './session.model';

/** Registrants hear that their session is about to start this long before it does. */
export const STARTING_SOON_MS = 15 * 60_000;

/**
 * Scheduled sessions starting within STARTING_SOON_MS are announced to their registrants once per
 * start time: each is claimed by one conditional update (soonNoticeFor := its start), so two sweeps
 * or two nodes announce it once; a session moved later is announced again for its new start.
 */
export function startingSoonSweep(store: Pick<SessionsStore, 'Sessions' | 'Registrations'>, events: Pick<SessionsEvents, 'startingSoon'>) {
  const { Sessions, Registrations } = store;
  return async function run(now: Date): Promise<number> {
    const due = await Sessions.find(
      { status: 'scheduled', scheduledStartTime: { $gt: now, $lte: new Date(now.getTime() + STARTING_SOON_MS) } },
      { scheduledStartTime: 1, soonNoticeFor: 1 },
    ).lean<Pick<ILiveSession, '_id' | 'scheduledStartTime' | 'soonNoticeFor'>[]>();
    let announced = 0;
    for (const candidate of due) {
      if (candidate.soonNoticeFor?.getTime() === candidate.scheduledStartTime.getTime()) continue;
      const claimed = await Sessions.findOneAndUpdate(
        { _id: candidate._id, status: 'scheduled', scheduledStartTime: candidate.scheduledStartTime, soonNoticeFor: candidate.soonNoticeFor ?? null },
        { $set: { soonNoticeFor: candidate.scheduledStartTime } },
        { returnDocument: 'after', timestamps: false },
      ).lean<ILiveSession>();
      if (!claimed) continue;
      const registrantIds = (await Registrations.distinct('userId', { sessionId: claimed._id, status: { $in: SEAT_HOLDING } })).map(String);
      await events.startingSoon(claimed, registrantIds, now);
      announced++;
    }
    return announced;
  };
}
