import { Router } from 'express';
import { Types } from 'mongoose';
import { createMeetingProvider } from '../../integrations/meetings';
import type { AppModule } from '../module';
import { sessionRooms } from './contracts';
import { createInteractive } from './interactive';
import { createSessionAccess, sessionRoomAuthorizer } from './sessions/access';
import { createAttendance } from './sessions/attendance';
import { createCpePrograms } from './sessions/cpe';
import { cpeRoutes } from './sessions/cpe.routes';
import { createCpeFacts, markCertified } from './sessions/cpe-facts';
import { createPresence } from './sessions/presence';
import { createRegistrationsService } from './sessions/registrations.service';
import { premiumSessionsInMonth } from './sessions/plan-allowance';
import '../billing/contracts';
import { sessionsEvents } from './sessions/sessions.events';
import { sessionsJobs } from './sessions/sessions.jobs';
import { sessionsRoutes } from './sessions/sessions.routes';
import { liveTrainingSeed } from './sessions/sessions.seed';
import { createSessionsService } from './sessions/sessions.service';
import { createSessionsStore } from './sessions/sessions.store';
import { startingSoonSweep } from './sessions/starting-soon';

/**
 * Live training: `sessions/` (sessions, registration, lifecycle, meetings, presence, room access) and
 * `interactive/` (polls, Q&A, breakout rooms, resources, controls), joined only by contracts.ts.
 */
export const liveTrainingModule: AppModule = {
  name: 'live-training',
  setup: ({ db, emitter, logger, users, caches, roomMembers, config, events: bus, jobs, clock, limiterStore }) => {
    const log = logger.child({ module: 'live-training' });
    const store = createSessionsStore(db, caches);
    const meetings = createMeetingProvider(config, log);
    const events = sessionsEvents(emitter, bus);
    const attendance = createAttendance(store);
    // CPE credits follow presence; the panel is built after presence, so the hook reaches it late.
    const onPresence: { changed: (sessionId: string) => void } = { changed: () => undefined };
    const presence = createPresence({ roomMembers, events, attendance, logger: log, onRecorded: (id) => onPresence.changed(id) });
    const sessions = createSessionsService({ store, events, meetings, attendance, presence, logger: log, domainEvents: bus });
    const registrations = createRegistrationsService({ store, events, attendance, sessions, accounts: users });
    // A session raised to a higher tier: its registrants without that tier leave its room.
    bus.subscribe('live-training.session-tier-raised', 'premium-gate', ({ payload }) => registrations.enforceGateOf(new Types.ObjectId(payload.sessionId)));
    const cpeFacts = createCpeFacts({ store, accounts: users });
    const programs = createCpePrograms({ store, events, sessions, domainEvents: bus });
    const access = createSessionAccess({ store, sessions, presence, meetings, cpeFacts, registrations });
    const interactive = createInteractive({ db, emitter, logger: log, access, jobs, bus, cpe: config.cpe, clock, limiterStore });
    onPresence.changed = interactive.presenceChanged;
    // A certificate issued for a CPE program: the registration is completed and certified.
    const certified = markCertified(store);
    bus.subscribe('certificates.issued', 'registration-certified', ({ payload }) => certified(payload.sessionId, payload.userId));

    users.onDelete(async (userId) => {
      await registrations.removeUser(userId);
      await sessions.cancelSessionsOf(userId);
      await interactive.removeUser(userId.toString());
    });
    // Losing a tier (lapse, downgrade) closes the rooms of sessions above it at once (the socket layer re-reads the account per event too).
    users.onChange((user) => {
      registrations.enforcePremiumGate(user).catch((err: unknown) => log.error({ err }, 'premium gate enforcement failed'));
    });

    const routes = Router();
    routes.use(cpeRoutes(programs));
    routes.use(sessionsRoutes(sessions, registrations));
    routes.use(interactive.routes);
    return {
      routes,
      onSocket: interactive.onSocket,
      rooms: { session: sessionRoomAuthorizer(access) },
      // The member's meter on /settings (billing) reads the count registration enforces.
      provides: { 'meters.live-sessions': { used: (user, month) => premiumSessionsInMonth(store, user, month) } },
      models: [store.Sessions, store.Registrations, store.Visits, ...interactive.models],
      jobs: [...sessionsJobs(sessions, startingSoonSweep(store, events)), ...interactive.jobs],
      seeds: [
        liveTrainingSeed({
          accounts: users,
          store,
          interactive,
          jitsiDomain: config.jitsiDomain,
          programEnded: (sessionId, endedAt) => bus.publish('live-training.session-ended', { sessionId, status: 'completed', endedAt: endedAt.toISOString() }, { id: `session:${sessionId}:ended` }),
        }),
      ],
      metrics: async () => {
        // Counted as presence counts them: the instructors' sub-room is not an attendee.
        const live = await store.Sessions.find({ status: 'live' }, { _id: 1 }).lean();
        let liveAttendees = 0;
        for (const { _id } of live) {
          const id = _id.toString();
          liveAttendees += (await roomMembers.distinctUsers(sessionRooms.all(id), sessionRooms.instructors(id))).size;
        }
        return { liveSessions: live.length, liveAttendees };
      },
      stop: async () => {
        presence.stop();
        await interactive.stop();
      },
    };
  },
};
