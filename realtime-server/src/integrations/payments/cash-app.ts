import { cashAppInstructions } from '@app/shared-types/membership/model';
import type { PaymentProvider } from './payment-provider';

/**
 * Cash App, manual: the member sends the amount to the firm's $cashtag with their email as the note;
 * an operator matches it in Cash App and approves the pending subscription. Nothing is automatic.
 */
export function createCashAppProvider(cashtag: string): PaymentProvider {
  return {
    id: 'cashapp',
    manual: true,
    features: ['Manual transfer', 'Activated within 24 hours of verification'],
    async start({ amount, user }) {
      return { providerSubscriptionId: null, approvalUrl: null, instructions: cashAppInstructions(amount, cashtag, user.email) };
    },
    instructions: (amount, email) => cashAppInstructions(amount, cashtag, email),
    async cancel() {
      // Nothing recurs at Cash App: each month is a new manual transfer.
    },
  };
}
