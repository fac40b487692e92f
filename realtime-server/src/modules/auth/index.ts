import { Router } from 'express';
import { createMailer } from '../../integrations/mail';
import type { AppModule, ModuleParts } from '../module';
import { accountAccess } from './account-access';
import { accountRoutes } from './account.routes';
import { authLimits, authRoutes } from './auth.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { createPasswordResets } from './password-reset.service';
import { usersSeed } from './users.seed';

export const authModule: AppModule = {
  name: 'auth',
  setup: ({ users, emitter, config, limiterStore, db, logger, sessions }) => {
    const log = logger.child({ module: 'auth' });
    // The same mail path as every email of the app: SMTP, or the outbox operators read.
    const mailer = createMailer(config, db, log);
    const endAccess = accountAccess({ sessions, emitter });
    const resets = createPasswordResets({ db, users, mailer, endAccess, logger: log });
    users.onDelete((userId) => resets.revokeAll(userId));
    const limits = authLimits(config, limiterStore);
    const routes = Router();
    routes.use(authRoutes({ users, emitter, config, limits }));
    routes.use(accountRoutes({ users, limits, resets, endAccess }));
    routes.use(passwordResetRoutes({ resets, config, limiterStore }));
    return {
      routes,
      models: [users.model, resets.model, ...mailer.models] as unknown as NonNullable<ModuleParts['models']>,
      seeds: [usersSeed(users)],
      stop: resets.settle,
    };
  },
};
