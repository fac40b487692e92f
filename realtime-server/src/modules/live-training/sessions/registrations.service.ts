import type { Types } from 'mongoose';
import type { z } from 'zod';
import { tierOf, type TUser } from '@app/shared-types/auth';
import { LIVE_MESSAGES, type TAttendanceRow, type TLiveSession, type TRegisterResult, type TRegistration, type ZFeedbackRequest } from '@app/shared-types/live-training';
import { conflict, forbidden, notFound, unauthenticated } from '../../../errors/app-error';
import { isDuplicateKeyError } from '../../../errors/model-errors';
import type { Accounts } from '../../module';
import type { Attendance } from './attendance';
import { SEAT_HOLDING, type IRegistration } from './registration.model';
import type { ILiveSession } from './session.model';
import { canAccess, canManage, OPEN_STATUSES, tierRefusal } from './session-rules';
import { checkPlanAllowance, confirmPlanAllowance } from './plan-allowance';
import { toAttendanceRow, toRegistrationDTO } from './sessions.dto';
import type { SessionsEvents } from './sessions.events';
import type { SessionsService } from './sessions.service';
import type { SessionsStore } from './sessions.store';

export type RegistrationsDeps = {
  store: SessionsStore;
  events: SessionsEvents;
  attendance: Attendance;
  sessions: Pick<SessionsService, 'load' | 'view'>;
  accounts: Pick<Accounts, 'namesByIds' | 'findById'>;
};

export type RegistrationsService = ReturnType<typeof createRegistrationsService>;

const notOpen = (session: Pick<ILiveSession, 'status'>) =>
  conflict(session.status === 'cancelled' ? 'This session has been cancelled.' : 'This session has already ended.');

/**
 * Registration: one seat per person per session, capacity held atomically on the session's
 * registeredCount, seats given back on cancelling; feedback and the instructor's attendance list.
 */
export function createRegistrationsService({ store, events, attendance, sessions, accounts }: RegistrationsDeps) {
  const { Sessions, Registrations } = store;

  /** Takes a seat if one is free: one conditional $inc, so 50 racing requests for 10 seats get exactly 10. */
  const takeSeat = (sessionId: Types.ObjectId) =>
    Sessions.findOneAndUpdate(
      { _id: sessionId, status: { $in: OPEN_STATUSES }, $expr: { $lt: ['$registeredCount', '$maxParticipants'] } },
      { $inc: { registeredCount: 1 } },
      { returnDocument: 'after' },
    ).lean<ILiveSession>();

  /** Everyone who holds or held a seat, first registered first, with their names (callers check who may see it). */
  async function attendanceRows(sessionId: Types.ObjectId | string): Promise<TAttendanceRow[]> {
    const rows = await Registrations.find({ sessionId }).sort({ registeredAt: 1, _id: 1 }).lean<IRegistration[]>();
    const names = await accounts.namesByIds(rows.map((r) => r.userId));
    return rows.map((r) => toAttendanceRow(r, names.get(r.userId.toString())));
  }

  const giveSeatBack = (sessionId: Types.ObjectId) =>
    Sessions.findOneAndUpdate({ _id: sessionId, registeredCount: { $gt: 0 } }, { $inc: { registeredCount: -1 } }, { returnDocument: 'after' }).lean<ILiveSession>();

  async function result(user: TUser, registration: IRegistration, session: ILiveSession): Promise<TRegisterResult> {
    return { registration: toRegistrationDTO(registration), session: await sessions.view(user, session) };
  }

  /** Writes the registration for a seat already taken; false if another request of the same person won. */
  async function claim(user: TUser, session: ILiveSession, previous: IRegistration | null): Promise<IRegistration | null> {
    const now = new Date();
    if (previous) {
      // A cancelled registration is reused (the unique index allows one row per person and session).
      return Registrations.findOneAndUpdate(
        { _id: previous._id, status: 'cancelled' },
        { $set: { status: 'registered', registeredAt: now, completed: false } },
        { returnDocument: 'after' },
      ).lean<IRegistration>();
    }
    try {
      return (await Registrations.create({ sessionId: session._id, userId: user.id, registeredAt: now })).toObject<IRegistration>();
    } catch (error) {
      if (isDuplicateKeyError(error)) return null;
      throw error;
    }
  }

  return {
    /** Registers the caller; registering again answers the existing registration (`created: false`). */
    async register(user: TUser | null, sessionId: string): Promise<TRegisterResult & { created: boolean }> {
      const session = await sessions.load(sessionId);
      if (!user) throw unauthenticated(LIVE_MESSAGES.signInToRegister);
      // Its instructors (and operators) run the session from the panel: a seat would only take one from an attendee.
      if (canManage(user, session)) throw conflict('You run this session, so you do not need to register for it.');
      if (!canAccess(user, session)) throw tierRefusal(session);
      const previous = await Registrations.findOne({ sessionId: session._id, userId: user.id }).lean<IRegistration>();
      if (previous && SEAT_HOLDING.includes(previous.status)) return { ...(await result(user, previous, session)), created: false };
      if (!OPEN_STATUSES.includes(session.status)) throw notOpen(session);
      await checkPlanAllowance(store, user, session);

      const withSeat = await takeSeat(session._id);
      if (!withSeat) {
        const latest = await sessions.load(sessionId);
        throw OPEN_STATUSES.includes(latest.status) ? conflict(LIVE_MESSAGES.sessionFull) : notOpen(latest);
      }
      let registration: IRegistration | null;
      try {
        registration = await claim(user, session, previous);
        if (registration) await confirmPlanAllowance(store, user, session, registration).catch(async (error: unknown) => {
          await Registrations.updateOne({ _id: registration!._id }, { $set: { status: 'cancelled' } });
          throw error;
        });
      } catch (error) {
        await giveSeatBack(session._id);
        throw error;
      }
      if (!registration) {
        // The same person registered in a parallel request: one seat is enough.
        const latest = (await giveSeatBack(session._id)) ?? withSeat;
        const existing = await Registrations.findOne({ sessionId: session._id, userId: user.id }).lean<IRegistration>();
        if (!existing) throw conflict('Your registration changed meanwhile. Please try again.');
        return { ...(await result(user, existing, latest)), created: false };
      }
      await Promise.all([store.seatChanged(sessionId, user.id), store.sessionChanged(sessionId)]);
      events.updated(withSeat);
      return { ...(await result(user, registration, withSeat)), created: true };
    },

    /** Gives the caller's seat back (before or during the session); their sockets leave the room. */
    async unregister(user: TUser, sessionId: string): Promise<TLiveSession> {
      const session = await sessions.load(sessionId);
      if (!OPEN_STATUSES.includes(session.status)) throw notOpen(session);
      const cancelled = await Registrations.findOneAndUpdate(
        { sessionId: session._id, userId: user.id, status: { $in: SEAT_HOLDING } },
        { $set: { status: 'cancelled' } },
        { returnDocument: 'after' },
      ).lean<IRegistration>();
      if (!cancelled) throw notFound('You are not registered for this session.');
      const updated = (await giveSeatBack(session._id)) ?? session;
      await attendance.leave(session._id, cancelled.userId);
      await Promise.all([store.seatChanged(sessionId, user.id), store.sessionChanged(sessionId)]);
      events.removeFromRoom(sessionId, user.id);
      events.updated(updated);
      return sessions.view(user, updated);
    },

    /** Registered attendees rate a session once it has started; a second call replaces the first. */
    async feedback(user: TUser, sessionId: string, input: z.output<typeof ZFeedbackRequest>): Promise<TRegistration> {
      const session = await sessions.load(sessionId);
      if (!canAccess(user, session)) throw tierRefusal(session);
      if (session.status !== 'live' && session.status !== 'completed') throw conflict('Feedback opens once the session has started.');
      const updated = await Registrations.findOneAndUpdate(
        { sessionId: session._id, userId: user.id, status: { $in: SEAT_HOLDING } },
        { $set: { feedbackRating: input.rating, feedbackComments: input.comments } },
        { returnDocument: 'after' },
      ).lean<IRegistration>();
      if (!updated) throw forbidden('Only registered attendees can leave feedback.');
      return toRegistrationDTO(updated);
    },

    /** For the session's instructor or an operator: everyone who holds or held a seat, first registered first. */
    async attendance(user: TUser, sessionId: string): Promise<TAttendanceRow[]> {
      const session = await sessions.load(sessionId);
      if (!canManage(user, session)) throw forbidden('Only the session’s instructor or an operator can see attendance.');
      return attendanceRows(session._id);
    },

    attendanceRows,

    /** Account deletion: open seats are given back (and announced), then every registration goes. */
    async removeUser(userId: Types.ObjectId): Promise<void> {
      const held = await Registrations.find({ userId, status: { $in: SEAT_HOLDING } }, { sessionId: 1 }).lean<IRegistration[]>();
      for (const registration of held) {
        await attendance.leave(registration.sessionId, userId);
        const released = await Registrations.findOneAndUpdate({ _id: registration._id, status: { $in: SEAT_HOLDING } }, { $set: { status: 'cancelled' } });
        if (!released) continue;
        const session = await Sessions.findOne({ _id: registration.sessionId, status: { $in: OPEN_STATUSES } }, { _id: 1 }).lean();
        if (!session) continue;
        const updated = await giveSeatBack(registration.sessionId);
        if (updated) events.updated(updated);
      }
      await Registrations.deleteMany({ userId });
      await store.allSeatsChanged();
    },

    /**
     * Someone without premium access (a lapsed membership, a session made premium-only) leaves the
     * premium-only sessions' rooms at once, not at their next reconnect. Their seat stays: access
     * returns with premium.
     */
    async enforcePremiumGate(user: TUser): Promise<void> {
      if (tierOf(user) === 'premium') return;
      const sessionIds = await Registrations.distinct('sessionId', { userId: user.id, status: { $in: SEAT_HOLDING } });
      if (!sessionIds.length) return;
      const gated = await Sessions.find({ _id: { $in: sessionIds }, isPremiumOnly: true, status: { $in: OPEN_STATUSES } }, { instructorId: 1, isPremiumOnly: 1, requiredTier: 1 }).lean<ILiveSession[]>();
      for (const session of gated) {
        if (canAccess(user, session)) continue;
        await attendance.leave(session._id, user.id);
        events.removeFromRoom(session._id.toString(), user.id);
      }
    },

    /** A session just became premium-only: its registrants without premium access leave the room. */
    async enforceGateOf(sessionId: Types.ObjectId): Promise<void> {
      const session = await Sessions.findById(sessionId, { instructorId: 1, isPremiumOnly: 1, requiredTier: 1 }).lean<ILiveSession>();
      if (!session) return;
      const holders = await Registrations.distinct('userId', { sessionId, status: { $in: SEAT_HOLDING } });
      for (const id of holders) {
        const user = await accounts.findById(id.toString());
        if (user && !canAccess(user, session)) events.removeFromRoom(sessionId.toString(), user.id);
      }
    },
  };
}
