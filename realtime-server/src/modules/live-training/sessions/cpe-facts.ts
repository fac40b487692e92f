import { Types } from 'mongoose';
import { toIso } from '../../../db/define-model';
import { notFound } from '../../../errors/app-error';
import type { Accounts } from '../../module';
import { contentTier } from '../../membership/contracts';
import type { CpeAttendee, CpeFacts } from '../contracts';
import type { IRegistration } from './registration.model';
import type { ILiveSession } from './session.model';
import { SESSION_NOT_FOUND } from './sessions.service';
import type { SessionsStore } from './sessions.store';
import type { IVisit } from './visit.model';

const elapsed = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));

/**
 * What CPE credits and the audit evidence read about a session: its program, and for every
 * registrant who held a seat, the attendance presence recorded (closed visits from the visit log, the
 * visit in progress counted up to `now`).
 */
export function createCpeFacts({ store, accounts }: { store: SessionsStore; accounts: Pick<Accounts, 'namesByIds'> }) {
  return async function cpeFacts(sessionId: string, now = new Date()): Promise<CpeFacts> {
    if (!Types.ObjectId.isValid(sessionId)) throw notFound(SESSION_NOT_FOUND);
    const session = await store.Sessions.findById(sessionId).lean<ILiveSession>();
    if (!session) throw notFound(SESSION_NOT_FOUND);
    const [registrations, visits] = await Promise.all([
      store.Registrations.find({ sessionId: session._id, $or: [{ status: { $ne: 'cancelled' } }, { joinedAt: { $ne: null } }] })
        .sort({ registeredAt: 1, _id: 1 })
        .lean<IRegistration[]>(),
      store.Visits.find({ sessionId: session._id }).sort({ from: 1, _id: 1 }).lean<IVisit[]>(),
    ]);
    const names = await accounts.namesByIds(registrations.map((r) => r.userId));
    const visitsOf = new Map<string, IVisit[]>();
    for (const v of visits) {
      const key = v.userId.toString();
      visitsOf.set(key, [...(visitsOf.get(key) ?? []), v]);
    }
    const live = session.status === 'live';
    const attendees: CpeAttendee[] = registrations.map((r) => {
      const userId = r.userId.toString();
      const name = names.get(userId);
      const open = live && r.presentSince ? r.presentSince : null;
      const closed = (visitsOf.get(userId) ?? []).map((v) => ({ from: v.from.toISOString(), to: v.to.toISOString() }));
      return {
        userId,
        name: name?.displayName ?? '(deleted account)',
        username: name?.username ?? '(deleted account)',
        registeredAt: r.registeredAt.toISOString(),
        status: r.status,
        joinedAt: toIso(r.joinedAt),
        leftAt: toIso(r.leftAt),
        seconds: (r.attendanceDuration ?? 0) + (open ? elapsed(open, now) : 0),
        presentNow: !!open,
        visits: open ? [...closed, { from: open.toISOString(), to: null }] : closed,
      };
    });
    return {
      session: {
        id: session._id.toString(),
        title: session.title,
        status: session.status,
        instructorId: session.instructorId.toString(),
        isPremiumOnly: session.isPremiumOnly,
        requiredTier: contentTier(session),
        instructorName: session.instructorName,
        duration: session.duration,
        timezone: session.timezone,
        scheduledStartTime: session.scheduledStartTime.toISOString(),
        scheduledEndTime: session.scheduledEndTime.toISOString(),
        actualStartTime: toIso(session.actualStartTime),
        actualEndTime: toIso(session.actualEndTime),
      },
      program: session.cpe ?? null,
      attendees,
    };
  };
}

/**
 * A certificate was issued: the registration is `completed` and `certificateIssued` (the spec's
 * training_registrations fields). Idempotent: a repeated event sets the same values.
 */
export function markCertified(store: SessionsStore) {
  return async (sessionId: string, userId: string): Promise<void> => {
    if (!Types.ObjectId.isValid(sessionId) || !Types.ObjectId.isValid(userId)) return;
    await store.Registrations.updateOne({ sessionId, userId }, { $set: { completed: true, certificateIssued: true } });
  };
}
