import { Router } from 'express';
import { isOperator } from '@app/shared-types/auth';
import { rooms } from '@app/shared-types/realtime';
import { forbidden, unauthenticated } from '../../errors/app-error';
import { createPaymentProviders } from '../../integrations/payments';
import type { AppModule } from '../module';
import { createAccountDeletion } from './account-deletion';
import { renewalReminders } from './renewal-reminders';
import { membershipsEvents } from './membership.events';
import { membershipsJobs } from './membership.jobs';
import { membershipsRoutes } from './membership.routes';
import { createMembershipsService } from './membership.service';
import { membershipsSeed } from './membership.seed';
import { planChangeJobs } from './plan-change.jobs';
import { planChangeRoutes } from './plan-change.routes';
import { createPlanChanges } from './plan-change.service';
// The events this module declares (declaration merging), wherever it is compiled.
import './contracts';
import '../billing/contracts';

/** Plans, subscriptions, payment providers (Cash App manual; Square and PayPal by credentials) and entitlements. */
export const membershipModule: AppModule = {
  name: 'membership',
  setup: ({ db, users, logger, config, limiterStore, emitter, events: bus, ports, clock }) => {
    const log = logger.child({ module: 'membership' });
    const providers = createPaymentProviders(config.payments, log);
    const events = membershipsEvents(emitter, bus);
    const memberships = createMembershipsService({ db, accounts: users, providers, logger: log, events, ledger: () => ports.get('ledger'), clock, graceDays: config.payments.graceDays });
    const ledger = () => {
      const port = ports.get('ledger');
      if (!port) throw new Error('The billing module (ledger port) is not mounted: payments cannot be recorded');
      return port;
    };
    const planChanges = createPlanChanges({ Subscriptions: memberships.Subscriptions, ledger, entitlements: memberships.entitlements, providers, clock, logger: log, accounts: users, events });
    const deletion = createAccountDeletion({ Subscriptions: memberships.Subscriptions, providers, events, logger: log });
    users.onDelete((userId) => deletion.onAccountDeleted(userId));
    // Someone who stops being an operator stops seeing the queue at once, not at their next reconnect.
    users.onChange((user) => {
      if (!isOperator(user)) emitter.leave(rooms.user(user.id), rooms.payments);
    });
    return {
      routes: Router().use(membershipsRoutes(memberships, limiterStore), planChangeRoutes(planChanges)),
      rooms: {
        payments: (user) => {
          if (!user) throw unauthenticated();
          if (!isOperator(user)) throw forbidden('Only operators can see the payment queue.');
        },
      },
      models: memberships.models,
      jobs: [...membershipsJobs(memberships, deletion, renewalReminders({ Subscriptions: memberships.Subscriptions, events, accounts: users, providers, clock }), memberships.dunning), ...planChangeJobs(planChanges)],
      seeds: [membershipsSeed({ Subscriptions: memberships.Subscriptions, users, entitlements: memberships.entitlements, ledger: () => ports.get('ledger') })],
    };
  },
};
