import { createPaymentProviders } from '../../integrations/payments';
import type { AppModule } from '../module';
import { membershipsJobs } from './memberships.jobs';
import { membershipsRoutes } from './memberships.routes';
import { createMembershipsService } from './memberships.service';

/** Plans, subscriptions, payment providers (Cash App manual; Square and PayPal by credentials) and entitlements. */
export const membershipsModule: AppModule = {
  name: 'memberships',
  setup: ({ db, users, logger, config, limiterStore }) => {
    const log = logger.child({ module: 'memberships' });
    const providers = createPaymentProviders(config.payments, log);
    const memberships = createMembershipsService({ db, accounts: users, providers, logger: log });
    users.onDelete(async (userId) => {
      await memberships.Subscriptions.deleteMany({ userId });
    });
    return {
      routes: membershipsRoutes(memberships, limiterStore),
      models: memberships.models,
      jobs: membershipsJobs(memberships),
    };
  },
};
