import { createSecretBox } from '../../crypto/secret-box';
import { createGoogleClient } from '../../integrations/google/google-client';
import type { AppModule } from '../module';
import { calendarConnectionModel, oauthStateModel } from './calendar.model';
import { calendarRoutes } from './calendar.routes';
import { createCalendarService } from './calendar.service';
import type { CalendarPort } from './contracts';

/** Google Calendar: OAuth 2.0 with PKCE, tokens sealed at rest, events for other modules (the `calendar` port, contracts.ts). */
export const calendarModule: AppModule = {
  name: 'calendar',
  setup: ({ db, config, logger }) => {
    const log = logger.child({ module: 'calendar' });
    if (config.secretsKey.source === 'generated') log.warn('No SECRETS_KEY: generated one into DATA_DIR/secrets-key (set SECRETS_KEY in production).');
    if (!config.google) log.info('Google Calendar not configured (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_REDIRECT_URI).');
    const Connections = calendarConnectionModel(db);
    const States = oauthStateModel(db);
    const calendar = createCalendarService({
      google: config.google ? createGoogleClient(config.google) : undefined,
      box: createSecretBox(config.secretsKey.key),
      Connections,
      States,
      logger: log,
    });
    const port: CalendarPort = { upsertEvent: calendar.upsertEvent, deleteEvent: calendar.deleteEvent };
    const appOrigin = config.publicUrl ?? (config.google ? new URL(config.google.redirectUri).origin : undefined);
    return {
      routes: calendarRoutes(calendar, appOrigin),
      models: [Connections, States as unknown as typeof Connections],
      provides: { calendar: port },
    };
  },
};
