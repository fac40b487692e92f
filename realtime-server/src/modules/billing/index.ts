import type { AppModule } from '../module';
import './contracts';
import { billingRoutes } from './billing.routes';
import { createBillingService } from './billing.service';
import { counterModel, ledgerEntryModel, unmatchedEventModel } from './ledger.model';
import { createLedger } from './ledger.service';
import { entitlementsOf } from './entitlements';

/**
 * The payment ledger: every money movement on every rail, receipts, reconciliation and the CSV.
 * Memberships write through the `ledger` port and derive access from its settled entries.
 */
export const billingModule: AppModule = {
  name: 'billing',
  setup: ({ db, users, logger, events, ports }) => {
    const log = logger.child({ module: 'billing' });
    const Entries = ledgerEntryModel(db);
    const Unmatched = unmatchedEventModel(db);
    const Counters = counterModel(db);
    const ledger = createLedger({
      Entries,
      Unmatched,
      Counters,
      logger: log,
      onSettled: (entry) => events.publish('billing.payment-settled', { entry }, { id: `ledger:${entry.id}:settled` }),
    });
    const billing = createBillingService({ Entries, Unmatched, accounts: users });
    return {
      routes: billingRoutes(billing, (user, month) => entitlementsOf(user, ports, month)),
      // The counter's _id is a string (`receipts:<year>`), which the models list's ObjectId type does not know.
      models: [Entries, Unmatched, Counters as unknown as typeof Unmatched],
      provides: { ledger },
      metrics: async () => ({ billingPendingOver48h: await billing.pendingTooLong() }),
    };
  },
};
