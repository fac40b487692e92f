import type { Model } from 'mongoose';
import type { LedgerPort } from '../billing/contracts';
import type { Entitlements } from './entitlements';
import type { ISubscription } from './subscription.model';

/**
 * What a change to a paid membership writes to: the memberships, the billing ledger (late-bound:
 * the billing module starts after membership) and the cached entitlements, refreshed after.
 */
export type PaidMembershipStores = {
  Subscriptions: Model<ISubscription>;
  ledger: () => LedgerPort;
  entitlements: Pick<Entitlements, 'refresh'>;
};
