import type { TPaymentMethod, TPaymentMethods, TPaymentsStatus } from '@app/shared-types/membership/model';
import type { Logger } from '../../logger';
import { createCashAppProvider } from './cash-app';
import type { PaymentProvider } from './payment-provider';
import type { PaymentsConfig } from './payments-config';

export type { PaymentProvider, ProviderEvent, StartSubscription, StartedSubscription } from './payment-provider';
export { WebhookSignatureError } from './payment-provider';

export type PaymentProviders = {
  get(method: TPaymentMethod): PaymentProvider | undefined;
  methods(): TPaymentMethods;
  status(): TPaymentsStatus;
};

const SQUARE_FEATURES = ['Credit and debit cards', 'Apple Pay and Google Pay', 'Automatic monthly billing'];
const PAYPAL_FEATURES = ['PayPal balance and bank', 'Cards through PayPal', 'Automatic monthly billing'];

/** The providers the environment switches on; `extra` lets the card and wallet clients plug in. */
export function createPaymentProviders(config: PaymentsConfig, _logger: Logger, extra: PaymentProvider[] = []): PaymentProviders {
  const providers = new Map<TPaymentMethod, PaymentProvider>();
  if (config.cashApp.enabled) providers.set('cashapp', createCashAppProvider(config.cashApp.cashtag));
  for (const provider of extra) providers.set(provider.id, provider);
  return {
    get: (method) => providers.get(method),
    methods: () => ({ square: providers.has('square'), paypal: providers.has('paypal'), cashapp: providers.has('cashapp') }),
    status: () => ({
      square: { configured: providers.has('square'), features: SQUARE_FEATURES },
      paypal: { configured: providers.has('paypal'), features: PAYPAL_FEATURES },
    }),
  };
}
