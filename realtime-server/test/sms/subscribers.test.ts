import { describe, expect, it } from 'vitest';
import type { TSmsCampaignStats, TSmsSubscriber } from '@app/shared-types/sms';
import { HttpClient } from '../helpers/http-client';
import { person, type Person } from '../helpers/live-training';
import { appSuite, type TestServer } from '../helpers/test-app';

describe('opt-ins join the subscriber list at once', () => {
  let server: TestServer;
  let operator: Person;
  appSuite(async (app) => {
    server = app;
    operator = await person(server, 'operator');
  });

  const subscriber = async (phone: string) => ((await operator.get('/api/sms-subscribers')).json as TSmsSubscriber[]).find((s) => s.phone === phone);
  const activeSubscribers = async () => ((await operator.get('/api/sms-campaigns/stats')).json as TSmsCampaignStats).activeSubscribers;

  it('a visitor who ticks the SMS box on the contact form is a subscriber as soon as the message is sent', async () => {
    const before = await activeSubscribers();
    const visitor = new HttpClient(server.url);
    const message = { firstName: 'Rosa', lastName: 'Diaz', email: 'rosa@example.com', message: 'Please text me about payroll deadlines.', isUrgent: false };
    expect((await visitor.post('/api/contact', { ...message, phone: '(312) 555-0181', smsOptIn: true })).status).toBe(201);
    expect(await subscriber('+13125550181')).toMatchObject({ source: 'contact', isActive: true, firstName: 'Rosa', lastName: 'Diaz' });
    expect((await visitor.post('/api/contact', { ...message, phone: '(312) 555-0182', smsOptIn: false })).status).toBe(201);
    expect(await subscriber('+13125550182')).toBeUndefined();
    expect(await activeSubscribers()).toBe(before + 1);
  });

  it("a member's opt-in on their settings page subscribes them; opting out there takes them off, and back on again", async () => {
    const member = await person(server, 'member');
    const before = await activeSubscribers();
    expect((await member.patch('/api/auth/user/settings', { phone: '(415) 555-0183', smsOptIn: true })).status).toBe(200);
    expect(await subscriber('+14155550183')).toMatchObject({ source: 'member', isActive: true });
    expect(await activeSubscribers()).toBe(before + 1);

    expect((await member.patch('/api/auth/user/settings', { smsOptIn: false })).status).toBe(200);
    expect(await subscriber('+14155550183')).toMatchObject({ isActive: false });
    expect(await activeSubscribers()).toBe(before);

    expect((await member.patch('/api/auth/user/settings', { smsOptIn: true })).status).toBe(200);
    expect(await subscriber('+14155550183')).toMatchObject({ isActive: true });
    // A new number: the old one leaves the list with it.
    expect((await member.patch('/api/auth/user/settings', { phone: '(415) 555-0184' })).status).toBe(200);
    expect([await subscriber('+14155550183'), await subscriber('+14155550184')]).toMatchObject([{ isActive: false }, { isActive: true }]);
  });

  it('a number that texted STOP stays out when its owner ticks the box in settings (only START brings it back)', async () => {
    const member = await person(server, 'member');
    await server.events.publish('sms-provider.inbound-received', { from: '+12025550185', text: 'STOP', providerMessageId: 'in-settings-1', receivedAt: new Date() });
    expect((await member.patch('/api/auth/user/settings', { phone: '(202) 555-0185', smsOptIn: true })).status).toBe(200);
    expect(await subscriber('+12025550185')).toMatchObject({ isActive: false });
  });
});
