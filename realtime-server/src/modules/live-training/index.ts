import { Router } from 'express';
import { createMeetingProvider } from '../../integrations/meetings';
import type { AppModule } from '../module';
import { createInteractive } from './interactive';
import { createSessionAccess, sessionRoomAuthorizer } from './sessions/access';
import { createAttendance } from './sessions/attendance';
import { createPresence } from './sessions/presence';
import { createRegistrationsService } from './sessions/registrations.service';
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
  setup: ({ db, emitter, logger, users, caches, roomMembers, config, events: bus }) => {
    const log = logger.child({ module: 'live-training' });
    const store = createSessionsStore(db, caches);
    const meetings = createMeetingProvider(config, log);
    const events = sessionsEvents(emitter, bus);
    const attendance = createAttendance(store);
    const presence = createPresence({ roomMembers, events, attendance, logger: log });
    // The two services need each other only after setup (a session made premium-only checks its registrants).
    const sessions = createSessionsService({
      store,
      events,
      meetings,
      attendance,
      presence,
      logger: log,
      onPremiumGateClosed: (sessionId) => registrations.enforceGateOf(sessionId),
    });
    const registrations = createRegistrationsService({ store, events, attendance, sessions, accounts: users });
    const access = createSessionAccess({ store, sessions, presence, meetings });
    const interactive = createInteractive({ db, emitter, logger: log, access });

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
    routes.use(sessionsRoutes(sessions, registrations));
    routes.use(interactive.routes);
    return {
      routes,
      onSocket: interactive.onSocket,
      rooms: { session: sessionRoomAuthorizer(access) },
      models: [store.Sessions, store.Registrations, ...interactive.models],
      jobs: sessionsJobs(sessions, startingSoonSweep(store, events)),
      seeds: [liveTrainingSeed({ accounts: users, store, interactive, jitsiDomain: config.jitsiDomain })],
      stop: async () => {
        presence.stop();
        await interactive.stop();
      },
    };
  },
};
