import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

const base = { NODE_ENV: 'test', EMBEDDED_MONGO_IN_MEMORY: 'true' };

describe('payments configuration', () => {
  it('leaves card providers off without credentials and keeps Cash App on unless told otherwise', () => {
    const config = loadConfig(base);
    expect(config.payments).toMatchObject({ cashApp: { enabled: true }, square: undefined, paypal: undefined });
    expect(loadConfig({ ...base, CASHAPP_ENABLED: 'false' }).payments.cashApp.enabled).toBe(false);
  });

  it('refuses half a set of credentials, plan ids missing a plan, and Square without a notification URL', () => {
    expect(() => loadConfig({ ...base, SQUARE_ACCESS_TOKEN: 'x' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, PAYPAL_CLIENT_ID: 'a', PAYPAL_CLIENT_SECRET: 'b', PAYPAL_WEBHOOK_ID: 'c', PAYPAL_PLAN_IDS: 'starter=P-1' })).toThrow(/PAYPAL_PLAN_IDS needs an id for professional/);
    const square = { SQUARE_ACCESS_TOKEN: 't', SQUARE_LOCATION_ID: 'l', SQUARE_WEBHOOK_SIGNATURE_KEY: 'k', SQUARE_PLAN_VARIATION_IDS: 'starter=1,professional=2,premium=3' };
    expect(() => loadConfig({ ...base, ...square })).toThrow(/SQUARE_WEBHOOK_URL/);
    expect(loadConfig({ ...base, ...square, PUBLIC_URL: 'https://members.example.com' }).payments.square).toMatchObject({
      notificationUrl: 'https://members.example.com/api/webhooks/square',
      planVariationIds: { starter: '1', professional: '2', premium: '3' },
    });
  });
});
