import { describe, expect, it } from 'vitest';
import type { AppModule, ModuleContext } from '../src/modules/module';
import type { CalendarPort } from '../src/modules/calendar/contracts';
import { authModule } from '../src/modules/auth';
import { appSuite } from './helpers/test-app';

/**
 * What the composition root gives modules besides the database: ports resolved once every module
 * is set up (whatever the order), and every module's monitoring figures through `ctx.metrics()`.
 */
describe('the module context', () => {
  const calendar: CalendarPort = { upsertEvent: async () => 'event-1', deleteEvent: async () => undefined };
  let user: ModuleContext | undefined;
  let askedDuringSetup: unknown;
  // Mounted before the module that provides its port: the port is there when it is used, not at setup.
  const consumer: AppModule = {
    name: 'consumer',
    setup: (ctx) => {
      user = ctx;
      try {
        ctx.ports.get('calendar');
      } catch (error) {
        askedDuringSetup = error;
      }
      return { metrics: async () => ({ totalPosts: 3 }) };
    },
  };
  const provider: AppModule = { name: 'provider', setup: () => ({ provides: { calendar }, metrics: async () => ({ campaignsSending: 2 }) }) };
  // The app is only started: the modules above record what their context gave them.
  appSuite(() => {}, { start: { modules: [authModule, consumer, provider] } });

  it('resolves a port after every module’s setup, and says so to a module that asks too early', async () => {
    expect(String(askedDuringSetup)).toMatch(/after every module's setup/);
    expect(user!.ports.get('calendar')).toBe(calendar);
    expect(await user!.ports.get('calendar')!.upsertEvent('u1', { uid: 'x', summary: 's', start: new Date(), end: new Date(), timeZone: 'UTC' })).toBe('event-1');
  });

  it('gathers every module’s figures', async () => {
    expect(await user!.metrics()).toEqual({ totalPosts: 3, campaignsSending: 2 });
  });
});
