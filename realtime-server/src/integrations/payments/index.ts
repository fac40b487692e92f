import type { TPaymentMethod, TPaymentMethods, TPaymentsStatus } from '@app/shared-types/membership/model';
import type { Logger } from '../../logger';
import { createCashAppProvider } from './cash-app';
import { createPayPalProvider } from './paypal';
import { createSquareProvider } from './square';
import type { PaymentProvider } from './payment-provider';
import type { PaymentsConfig } from './payments-config';

export type { MoneyBackEvent, PaymentProvider, ProviderEvent, StartSubscription, StartedSubscription, SubscriptionEvent } from './payment-provider';
export { WebhookSignatureError } from './payment-provider';

export type PaymentProviders = {
  get(method: TPaymentMethod): PaymentProvider | undefined;
  methods(): TPaymentMethods;
  status(): TPaymentsStatus;
};

const SQUARE_FEATURES = ['Credit and debit cards', 'Apple Pay and Google Pay', 'Automatic monthly billing'];
const PAYPAL_FEATURES = ['PayPal balance and bank', 'Cards through PayPal', 'Automatic monthly billing'];

/** The providers the environment switches on: Square and PayPal by their credentials, Cash App unless turned off. */
export function createPaymentProviders(config: PaymentsConfig, logger: Logger): PaymentProviders {
  const providers = new Map<TPaymentMethod, PaymentProvider>();
  if (config.square) providers.set('square', createSquareProvider(config.square, logger.child({ integration: 'square' })));
  if (config.paypal) providers.set('paypal', createPayPalProvider(config.paypal, logger.child({ integration: 'paypal' })));
  if (config.cashApp.enabled) providers.set('cashapp', createCashAppProvider(config.cashApp.cashtag));
  return {
    get: (method) => providers.get(method),
    methods: () => ({ square: providers.has('square'), paypal: providers.has('paypal'), cashapp: providers.has('cashapp') }),
    status: () => ({
      square: { configured: providers.has('square'), features: SQUARE_FEATURES },
      paypal: { configured: providers.has('paypal'), features: PAYPAL_FEATURES },
    }),
  };
}
