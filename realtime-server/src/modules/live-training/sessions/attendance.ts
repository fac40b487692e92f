import { Types } from 'mongoose';
import type { IRegistration } from './registration.model';
import { SEAT_HOLDING } from './registration.model';
import type { ILiveSession } from './session.model';
import { COMPLETION_SHARE } from './session-rules';
import type { SessionsStore } from './sessions.store';

const seconds = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));

/**
 * Attendance from presence: while a session is live, a registrant in its room has a visit open
 * (`presentSince`); leaving closes it and adds its seconds. Every step is a conditional update, so
 * several app nodes computing the same presence converge without counting a visit twice.
 */
export function createAttendance(store: SessionsStore) {
  const { Registrations } = store;

  /** Closes one open visit at `now`; only the caller whose filter still matches adds its seconds. */
  async function closeVisit(registration: Pick<IRegistration, '_id' | 'presentSince' | 'sessionId' | 'userId'>, now: Date): Promise<void> {
    const from = registration.presentSince;
    if (!from) return;
    const closed = await Registrations.updateOne({ _id: registration._id, presentSince: from }, { $set: { presentSince: null, leftAt: now }, $inc: { attendanceDuration: seconds(from, now) } });
    // The caller whose update closed it logs the visit (CPE evidence of leave/return gaps).
    if (closed.modifiedCount === 1) {
      await store.Visits.updateOne(
        { sessionId: registration.sessionId, userId: registration.userId, from },
        { $setOnInsert: { to: now, seconds: seconds(from, now) } },
        { upsert: true },
      );
    }
  }

  /** Brings the stored visits in line with who is in the live room now. */
  async function record(sessionId: string, presentUserIds: string[], now = new Date()): Promise<void> {
    const gate = await store.gate(sessionId);
    if (gate?.status !== 'live') return;
    const present = presentUserIds.map((id) => new Types.ObjectId(id));
    if (present.length) {
      const arriving = { sessionId, userId: { $in: present }, status: { $in: SEAT_HOLDING } };
      await Registrations.updateMany({ ...arriving, presentSince: null }, { $set: { presentSince: now, leftAt: null } });
      await Registrations.updateMany({ ...arriving, joinedAt: null }, { $set: { joinedAt: now } });
    }
    const gone = await Registrations.find({ sessionId, presentSince: { $ne: null }, userId: { $nin: present } }, { presentSince: 1, sessionId: 1, userId: 1 }).lean<IRegistration[]>();
    for (const registration of gone) await closeVisit(registration, now);
  }

  /** One person's open visit ends now (their registration was cancelled or their account removed). */
  async function leave(sessionId: string | Types.ObjectId, userId: string | Types.ObjectId, now = new Date()): Promise<void> {
    const open = await Registrations.findOne({ sessionId, userId, presentSince: { $ne: null } }, { presentSince: 1, sessionId: 1, userId: 1 }).lean<IRegistration>();
    if (open) await closeVisit(open, now);
  }

  /**
   * The session ended: open visits close at its end, registrants who came are 'attended', and those
   * present for at least COMPLETION_SHARE of the time it ran have `completed`.
   */
  async function finalize(session: Pick<ILiveSession, '_id' | 'actualStartTime' | 'actualEndTime' | 'scheduledStartTime' | 'scheduledEndTime'>): Promise<void> {
    const end = session.actualEndTime ?? session.scheduledEndTime;
    const open = await Registrations.find({ sessionId: session._id, presentSince: { $ne: null } }, { presentSince: 1, sessionId: 1, userId: 1 }).lean<IRegistration[]>();
    for (const registration of open) await closeVisit(registration, end);
    const ran = seconds(session.actualStartTime ?? session.scheduledStartTime, end);
    await Registrations.updateMany({ sessionId: session._id, status: 'registered', joinedAt: { $ne: null } }, { $set: { status: 'attended' } });
    await Registrations.updateMany(
      { sessionId: session._id, status: 'attended', attendanceDuration: { $gte: Math.max(1, Math.floor(ran * COMPLETION_SHARE)) } },
      { $set: { completed: true } },
    );
  }

  return { record, leave, finalize };
}

export type Attendance = ReturnType<typeof createAttendance>;
