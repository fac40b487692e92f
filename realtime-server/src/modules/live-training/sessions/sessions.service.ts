import { Types } from 'mongoose';
import type { z } from 'zod';
import { displayName, type TUser } from '@app/shared-types/auth';
import {
  DEFAULT_SESSION_TIMEZONE,
  LIVE_LIMITS,
  MEETING_PROVIDER_LABELS,
  type TLiveSession,
  type TMeetingProviderInfo,
  type TSessionCategoryFilter,
  type ZInstantSessionRequest,
  type ZScheduleSessionRequest,
  type ZUpdateSessionRequest,
} from '@app/shared-types/live-training';
import { badRequest, conflict, forbidden, notFound } from '../../../errors/app-error';
import type { EventBus } from '../../../events/event-bus';
import type { MeetingProvider, MeetingRequest } from '../../../integrations/meetings';
import type { Logger } from '../../../logger';
import type { Attendance } from './attendance';
import type { Presence } from './presence';
import { SEAT_HOLDING } from './registration.model';
import type { ILiveSession } from './session.model';
import { canAccess, canManage, gateFields, OVERRUN_GRACE_MS, TRANSITIONS } from './session-rules';
import { contentTier } from '../../membership/contracts';
import { tierAtLeast } from '@app/shared-types/membership/model';
import { toSessionDTO } from './sessions.dto';
import type { SessionsEvents } from './sessions.events';
import type { SessionsStore } from './sessions.store';
import { durationBetween, programFor, requireProgramFits } from './cpe';
import { storedMeeting } from './stored-meeting';

export const SESSION_NOT_FOUND = 'Session not found';
/** What an instant session gets when the dialog gives only a topic and an agenda. */
export const INSTANT_DEFAULTS = { category: 'business', durationMinutes: 60 } as const;
/** The All Sessions list is bounded; the page shows the newest starts first. */
const LIST_LIMIT = 200;

type Lifecycle = keyof typeof TRANSITIONS;
const VERB: Record<Lifecycle, string> = { start: 'started', end: 'ended', cancel: 'cancelled' };

export type SessionsDeps = {
  store: SessionsStore;
  events: SessionsEvents;
  meetings: MeetingProvider;
  attendance: Attendance;
  presence: Pick<Presence, 'schedule'>;
  logger: Logger;
  /** Where `live-training.session-tier-raised` is published (registrants without the tier must leave its room). */
  domainEvents: Pick<EventBus, 'publish'>;
};

export type SessionsService = ReturnType<typeof createSessionsService>;

/** Sessions: listing, scheduling, editing and the lifecycle (scheduled -> live -> completed, or cancelled). */
export function createSessionsService({ store, events, meetings, attendance, presence, logger, domainEvents }: SessionsDeps) {
  const { Sessions, Registrations } = store;

  async function load(id: string | Types.ObjectId): Promise<ILiveSession> {
    const session = await Sessions.findById(id).lean<ILiveSession>();
    if (!session) throw notFound(SESSION_NOT_FOUND);
    return session;
  }

  async function seatHolderIds(sessionId: Types.ObjectId): Promise<string[]> {
    return (await Registrations.distinct('userId', { sessionId, status: { $in: SEAT_HOLDING } })).map(String);
  }

  /** The viewer's registrations among `sessions`, in one query. */
  async function registeredAmong(user: TUser | null, sessions: ILiveSession[]): Promise<Set<string>> {
    if (!user || !sessions.length) return new Set();
    const ids = await Registrations.distinct('sessionId', { userId: user.id, sessionId: { $in: sessions.map((s) => s._id) }, status: { $in: SEAT_HOLDING } });
    return new Set(ids.map(String));
  }

  function forViewer(user: TUser | null, session: ILiveSession, registered: boolean): TLiveSession {
    return toSessionDTO(session, { registered, canManage: canManage(user, session), canAccess: canAccess(user, session) });
  }

  async function many(user: TUser | null, sessions: ILiveSession[]): Promise<TLiveSession[]> {
    const registered = await registeredAmong(user, sessions);
    return sessions.map((s) => forViewer(user, s, registered.has(s._id.toString())));
  }

  async function view(user: TUser | null, session: ILiveSession): Promise<TLiveSession> {
    return (await many(user, [session]))[0]!;
  }

  function requireManager(user: TUser | null, session: ILiveSession): asserts user is TUser {
    if (!canManage(user, session)) throw forbidden('Only the session’s instructor or an operator can do that.');
  }

  /** Announces a stored change: caches, then everyone in the room. */
  async function changed(session: ILiveSession): Promise<void> {
    await store.sessionChanged(session._id.toString());
    events.updated(session);
  }

  function meetingRequest(s: Pick<ILiveSession, 'title' | 'scheduledStartTime' | 'duration' | 'timezone' | 'agenda' | 'recordingEnabled'>, instant = false): MeetingRequest {
    return { topic: s.title, startTime: s.scheduledStartTime, durationMinutes: s.duration, timezone: s.timezone, instant, agenda: s.agenda, recording: s.recordingEnabled };
  }

  /**
   * The meeting is made first and the session stored after, so a provider failure stores nothing; if
   * storing fails, the meeting is deleted again.
   */
  async function createWithMeeting(fields: Omit<ILiveSession, '_id' | 'meetingProvider' | 'zoomMeetingId' | 'zoomMeetingUuid' | 'zoomJoinUrl' | 'zoomStartUrl' | 'zoomPassword' | 'registeredCount' | 'createdAt' | 'updatedAt' | 'recordingUrl'>, instant: boolean): Promise<ILiveSession> {
    const meeting = await meetings.createMeeting(meetingRequest(fields, instant));
    try {
      const created = await Sessions.create({
        ...fields,
        ...storedMeeting(meeting),
      });
      return created.toObject<ILiveSession>();
    } catch (error) {
      await meetings.deleteMeeting(meeting);
      throw error;
    }
  }

  function startInFuture(start: Date, now = new Date()): void {
    if (start.getTime() <= now.getTime()) {
      const message = 'The start must be in the future';
      throw badRequest(message, [{ path: 'scheduledStartTime', message }]);
    }
  }

  const endOf = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);

  return {
    meetingProviderInfo(): TMeetingProviderInfo {
      return { provider: meetings.name, label: MEETING_PROVIDER_LABELS[meetings.name], jitsiDomain: meetings.embedDomain ?? null };
    },

    /** Every session (newest start first), optionally of one category. */
    async list(user: TUser | null, category: TSessionCategoryFilter): Promise<TLiveSession[]> {
      const filter = category === 'all' ? {} : { category };
      const sessions = await Sessions.find(filter).sort({ scheduledStartTime: -1, _id: -1 }).limit(LIST_LIMIT).lean<ILiveSession[]>();
      return many(user, sessions);
    },

    /** Scheduled or live sessions that have not ended, soonest first. */
    async upcoming(user: TUser | null, now = new Date()): Promise<TLiveSession[]> {
      const sessions = await Sessions.find({ status: { $in: ['scheduled', 'live'] }, scheduledEndTime: { $gt: now } })
        .sort({ scheduledStartTime: 1, _id: 1 })
        .limit(LIST_LIMIT)
        .lean<ILiveSession[]>();
      return many(user, sessions);
    },

    async get(user: TUser | null, id: string): Promise<TLiveSession> {
      return view(user, await load(id));
    },

    /** An instructor (or operator) schedules a session they will run. */
    async schedule(user: TUser, input: z.output<typeof ZScheduleSessionRequest>): Promise<TLiveSession> {
      const { scheduledEndTime, cpe, ...fields } = input;
      const start = new Date(input.scheduledStartTime);
      startInFuture(start);
      const duration = scheduledEndTime ? durationBetween(start, new Date(scheduledEndTime)) : input.duration;
      const session = await createWithMeeting(
        {
          ...fields,
          ...gateFields(input),
          duration,
          cpe: cpe ? programFor(cpe, duration) : null,
          scheduledStartTime: start,
          scheduledEndTime: endOf(start, duration),
          instructorId: new Types.ObjectId(user.id),
          instructorName: displayName(user),
          status: 'scheduled',
          actualStartTime: null,
          actualEndTime: null,
        },
        false,
      );
      return forViewer(user, session, false);
    },

    /** Spec 001: a session that starts now, run by the caller; the answer carries the host's start link. */
    async instant(user: TUser, input: z.output<typeof ZInstantSessionRequest>): Promise<TLiveSession> {
      const now = new Date();
      const session = await createWithMeeting(
        {
          title: input.topic,
          description: input.agenda ?? '',
          category: INSTANT_DEFAULTS.category,
          sessionType: 'instant',
          scheduledStartTime: now,
          scheduledEndTime: endOf(now, INSTANT_DEFAULTS.durationMinutes),
          duration: INSTANT_DEFAULTS.durationMinutes,
          timezone: DEFAULT_SESSION_TIMEZONE,
          instructorId: new Types.ObjectId(user.id),
          instructorName: displayName(user),
          isPremiumOnly: false,
          requiredTier: 'free',
          maxParticipants: LIVE_LIMITS.defaultMaxParticipants,
          agenda: input.agenda,
          learningObjectives: [],
          materials: [],
          recordingEnabled: true,
          status: 'live',
          actualStartTime: now,
          actualEndTime: null,
        },
        true,
      );
      return forViewer(user, session, false);
    },

    /**
     * Edits a scheduled session (its instructor or an operator). Capacity never drops below the seats
     * taken: the update is conditioned on registeredCount, so a registration racing it cannot slip past.
     */
    async update(user: TUser, id: string, input: z.output<typeof ZUpdateSessionRequest>): Promise<TLiveSession> {
      const current = await load(id);
      requireManager(user, current);
      if (current.status !== 'scheduled') throw conflict('Only a scheduled session can be edited.');
      const { scheduledStartTime, scheduledEndTime, ...fields } = input;
      const changes: Partial<ILiveSession> = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
      const start = scheduledStartTime ? new Date(scheduledStartTime) : current.scheduledStartTime;
      if (scheduledStartTime) {
        startInFuture(start);
        changes.scheduledStartTime = start;
      }
      // A given end sets the duration; the end always follows the start and the duration.
      if (scheduledEndTime) changes.duration = durationBetween(start, new Date(scheduledEndTime));
      const duration = changes.duration ?? current.duration;
      if (current.cpe) requireProgramFits(current.cpe.credits, duration);
      if (scheduledStartTime || changes.duration) changes.scheduledEndTime = endOf(start, duration);
      if (input.maxParticipants !== undefined && input.maxParticipants < current.registeredCount) throw capacityBelowSeats(current.registeredCount);

      if (input.isPremiumOnly !== undefined || input.requiredTier !== undefined) Object.assign(changes, gateFields(input, current));
      const next = { ...current, ...changes };
      const meetingMoved = ['title', 'scheduledStartTime', 'duration', 'timezone', 'agenda'].some((k) => k in changes);
      if (meetingMoved) await meetings.updateMeeting({ provider: current.meetingProvider, meetingId: current.zoomMeetingId }, meetingRequest(next));

      const filter: Record<string, unknown> = { _id: current._id, status: 'scheduled' };
      if (input.maxParticipants !== undefined) filter.registeredCount = { $lte: input.maxParticipants };
      const updated = await Sessions.findOneAndUpdate(filter, { $set: changes }, { returnDocument: 'after', runValidators: true }).lean<ILiveSession>();
      if (!updated) {
        const now = await load(id);
        if (now.status !== 'scheduled') throw conflict('Only a scheduled session can be edited.');
        throw capacityBelowSeats(now.registeredCount);
      }
      await changed(updated);
      if (updated.scheduledStartTime.getTime() !== current.scheduledStartTime.getTime()) await events.moved(updated, current.scheduledStartTime, await seatHolderIds(updated._id), user.id);
      const tier = contentTier(updated);
      if (tier !== contentTier(current) && tierAtLeast(tier, contentTier(current))) {
        const sessionId = updated._id.toString();
        await domainEvents.publish('live-training.session-tier-raised', { sessionId, requiredTier: tier }, { id: `session:${sessionId}:tier-raised:${updated.updatedAt.getTime()}` });
      }
      return view(user, updated);
    },

    /** start, end or cancel, by the session's instructor or an operator; any other move is a 409. */
    async transition(user: TUser, id: string, action: Lifecycle): Promise<TLiveSession> {
      const current = await load(id);
      requireManager(user, current);
      const { from, to } = TRANSITIONS[action];
      const now = new Date();
      const times = action === 'start' ? { actualStartTime: now } : action === 'end' ? { actualEndTime: now } : current.status === 'live' ? { actualEndTime: now } : {};
      const updated = await Sessions.findOneAndUpdate({ _id: current._id, status: { $in: from } }, { $set: { status: to, ...times } }, { returnDocument: 'after' }).lean<ILiveSession>();
      if (!updated) {
        const latest = await load(id);
        throw conflict(`This session is ${latest.status}; it cannot be ${VERB[action]}.`);
      }
      await afterTransition(updated, current.status, user.id);
      return view(user, updated);
    },

    /** The recording link, once the session has run (or while it runs). */
    async setRecording(user: TUser, id: string, recordingUrl: string): Promise<TLiveSession> {
      const current = await load(id);
      requireManager(user, current);
      const updated = await Sessions.findOneAndUpdate({ _id: current._id, status: { $in: ['live', 'completed'] } }, { $set: { recordingUrl } }, { returnDocument: 'after' }).lean<ILiveSession>();
      if (!updated) throw conflict('A recording can be added once the session has started.');
      await changed(updated);
      return view(user, updated);
    },

    /**
     * The lifecycle job: sessions whose start has come go live, and sessions past their end (live
     * ones after OVERRUN_GRACE_MS) complete, if nobody did it by hand. Each move is a conditional
     * update, so a session moves once however many nodes or runs race, and only the winner announces it.
     */
    async runLifecycle(now = new Date()): Promise<{ started: number; completed: number }> {
      let started = 0;
      let completed = 0;
      const due = await Sessions.find({ status: 'scheduled', scheduledStartTime: { $lte: now }, scheduledEndTime: { $gt: now } }, { _id: 1 }).lean<Pick<ILiveSession, '_id'>[]>();
      for (const { _id } of due) {
        const updated = await Sessions.findOneAndUpdate({ _id, status: 'scheduled' }, { $set: { status: 'live', actualStartTime: now } }, { returnDocument: 'after' }).lean<ILiveSession>();
        if (updated) {
          started++;
          await afterTransition(updated, 'scheduled');
        }
      }
      const overdue = await Sessions.find(
        { $or: [{ status: 'scheduled', scheduledEndTime: { $lte: now } }, { status: 'live', scheduledEndTime: { $lte: new Date(now.getTime() - OVERRUN_GRACE_MS) } }] },
        { status: 1, scheduledStartTime: 1, scheduledEndTime: 1 },
      ).lean<ILiveSession[]>();
      for (const session of overdue) {
        // A session that never went live (the app was down through it) is closed with its scheduled times.
        const times = session.status === 'live' ? { actualEndTime: now } : { actualStartTime: session.scheduledStartTime, actualEndTime: session.scheduledEndTime };
        const updated = await Sessions.findOneAndUpdate({ _id: session._id, status: session.status }, { $set: { status: 'completed', ...times } }, { returnDocument: 'after' }).lean<ILiveSession>();
        if (updated) {
          completed++;
          await afterTransition(updated, session.status);
        }
      }
      return { started, completed };
    },

    /** A deleted instructor's sessions that are still ahead or running are cancelled, and their registrants told. */
    async cancelSessionsOf(instructorId: Types.ObjectId): Promise<void> {
      const open = await Sessions.find({ instructorId, status: { $in: TRANSITIONS.cancel.from } }, { status: 1 }).lean<ILiveSession[]>();
      for (const session of open) {
        const updated = await Sessions.findOneAndUpdate({ _id: session._id, status: session.status }, { $set: { status: 'cancelled' } }, { returnDocument: 'after' }).lean<ILiveSession>();
        if (updated) await afterTransition(updated, session.status);
      }
    },

    load,
    view,
    many,
  };

  /** What follows every status change: caches and room, then attendance, notices and the meeting. */
  async function afterTransition(session: ILiveSession, from: ILiveSession['status'], actorId: string | null = null): Promise<void> {
    await changed(session);
    const sessionId = session._id.toString();
    if (session.status === 'live') {
      // People already waiting in the room start their attendance now.
      presence.schedule(sessionId);
      const startedAt = (session.actualStartTime ?? new Date()).toISOString();
      await domainEvents.publish('live-training.session-started', { sessionId, startedAt, scheduledEndTime: session.scheduledEndTime.toISOString(), program: session.cpe ?? null }, { id: `session:${sessionId}:started` });
    } else if (session.status === 'completed') {
      await attendance.finalize(session);
      await publishEnded(session);
    } else if (session.status === 'cancelled') {
      if (from === 'live') await attendance.finalize(session);
      await events.cancelled(session, await seatHolderIds(session._id), actorId);
      void meetings.deleteMeeting({ provider: session.meetingProvider, meetingId: session.zoomMeetingId }).catch((err: unknown) => logger.warn({ err }, 'meeting cleanup failed'));
      await publishEnded(session);
    }
  }

  /** After attendance is final: CPE credits and certificates follow from this. */
  async function publishEnded(session: ILiveSession): Promise<void> {
    const sessionId = session._id.toString();
    const status = session.status === 'completed' ? 'completed' : 'cancelled';
    const endedAt = (session.actualEndTime ?? session.scheduledEndTime).toISOString();
    await domainEvents.publish('live-training.session-ended', { sessionId, status, endedAt }, { id: `session:${sessionId}:ended` });
  }
}

const capacityBelowSeats = (taken: number) => {
  const message = `Capacity cannot be lower than the ${taken} seats already taken.`;
  return conflict(message, [{ path: 'maxParticipants', message }]);
};
