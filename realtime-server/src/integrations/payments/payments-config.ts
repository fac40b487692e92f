import { z } from 'zod';
import { PAID_PLAN_IDS, type TPaidPlanId } from '@app/shared-types/membership/model';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');
const text = z.string().trim().min(1).optional();

const ZPaymentsEnv = z.object({
  CASHAPP_ENABLED: bool.default(true),
  /** Days a member keeps access after a renewal charge failed, while the provider retries (dunning). */
  BILLING_GRACE_DAYS: z.coerce.number().int('BILLING_GRACE_DAYS is a whole number of days').min(0).max(60).default(7),
  CASHAPP_CASHTAG: z.string().trim().regex(/^\$[A-Za-z][A-Za-z0-9]{0,19}$/, 'CASHAPP_CASHTAG looks like $YourFirm').default('$CapitolLedger'),
  SQUARE_ACCESS_TOKEN: text,
  SQUARE_LOCATION_ID: text,
  SQUARE_WEBHOOK_SIGNATURE_KEY: text,
  SQUARE_WEBHOOK_URL: z.url('SQUARE_WEBHOOK_URL must be an absolute URL').optional(),
  SQUARE_PLAN_VARIATION_IDS: text,
  SQUARE_API_BASE_URL: z.url('SQUARE_API_BASE_URL must be an absolute URL').default('https://connect.squareup.com'),
  PAYPAL_CLIENT_ID: text,
  PAYPAL_CLIENT_SECRET: text,
  PAYPAL_WEBHOOK_ID: text,
  PAYPAL_PLAN_IDS: text,
  PAYPAL_API_BASE_URL: z.url('PAYPAL_API_BASE_URL must be an absolute URL').default('https://api-m.paypal.com'),
});

export type SquareConfig = { accessToken: string; locationId: string; signatureKey: string; notificationUrl: string; planVariationIds: Record<TPaidPlanId, string>; apiBaseUrl: string };
export type PayPalConfig = { clientId: string; clientSecret: string; webhookId: string; planIds: Record<TPaidPlanId, string>; apiBaseUrl: string; returnUrl: string };
export type PaymentsConfig = {
  cashApp: { enabled: boolean; cashtag: string };
  /** Days of access kept after a failed renewal charge. */
  graceDays: number;
  square: SquareConfig | undefined;
  paypal: PayPalConfig | undefined;
};

/** "starter=P1,professional=P2,premium=P3": each paid plan's id at the provider. */
function planMap(value: string, name: string): Record<TPaidPlanId, string> {
  const entries = Object.fromEntries(value.split(',').map((pair) => pair.split('=').map((s) => s.trim())));
  for (const id of PAID_PLAN_IDS) if (!entries[id]) throw new Error(`${name} needs an id for ${id} (starter=...,professional=...,premium=...)`);
  return entries as Record<TPaidPlanId, string>;
}

function all<T extends string | undefined>(values: T[], what: string): boolean {
  if (values.every(Boolean)) return true;
  // Half a set of credentials is a mistake, not a choice of the fallback.
  if (values.some(Boolean)) throw new Error(`${what} (or none of them to leave it off)`);
  return false;
}

/**
 * Card and wallet providers are on when all their credentials are set; Cash App (manual, verified by
 * an operator) is on unless CASHAPP_ENABLED=false. Throws a readable message on a half configuration.
 */
export function loadPaymentsConfig(env: NodeJS.ProcessEnv, publicUrl: string | undefined): PaymentsConfig {
  const parsed = ZPaymentsEnv.safeParse(env);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n  '));
  const e = parsed.data;
  const base = (url: string) => url.replace(/\/+$/, '');
  const square = all(
    [e.SQUARE_ACCESS_TOKEN, e.SQUARE_LOCATION_ID, e.SQUARE_WEBHOOK_SIGNATURE_KEY, e.SQUARE_PLAN_VARIATION_IDS],
    'Square needs SQUARE_ACCESS_TOKEN, SQUARE_LOCATION_ID, SQUARE_WEBHOOK_SIGNATURE_KEY and SQUARE_PLAN_VARIATION_IDS',
  );
  const paypal = all(
    [e.PAYPAL_CLIENT_ID, e.PAYPAL_CLIENT_SECRET, e.PAYPAL_WEBHOOK_ID, e.PAYPAL_PLAN_IDS],
    'PayPal needs PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID and PAYPAL_PLAN_IDS',
  );
  const squareUrl = e.SQUARE_WEBHOOK_URL ?? (publicUrl ? `${publicUrl}/api/webhooks/square` : undefined);
  if (square && !squareUrl) throw new Error('Square needs SQUARE_WEBHOOK_URL (or PUBLIC_URL): its webhook signatures cover the notification URL');
  return {
    cashApp: { enabled: e.CASHAPP_ENABLED, cashtag: e.CASHAPP_CASHTAG },
    graceDays: e.BILLING_GRACE_DAYS,
    square: square
      ? {
          accessToken: e.SQUARE_ACCESS_TOKEN!,
          locationId: e.SQUARE_LOCATION_ID!,
          signatureKey: e.SQUARE_WEBHOOK_SIGNATURE_KEY!,
          notificationUrl: squareUrl!,
          planVariationIds: planMap(e.SQUARE_PLAN_VARIATION_IDS!, 'SQUARE_PLAN_VARIATION_IDS'),
          apiBaseUrl: base(e.SQUARE_API_BASE_URL),
        }
      : undefined,
    paypal: paypal
      ? {
          clientId: e.PAYPAL_CLIENT_ID!,
          clientSecret: e.PAYPAL_CLIENT_SECRET!,
          webhookId: e.PAYPAL_WEBHOOK_ID!,
          planIds: planMap(e.PAYPAL_PLAN_IDS!, 'PAYPAL_PLAN_IDS'),
          apiBaseUrl: base(e.PAYPAL_API_BASE_URL),
          returnUrl: `${publicUrl ?? ''}/premium`,
        }
      : undefined,
  };
}
