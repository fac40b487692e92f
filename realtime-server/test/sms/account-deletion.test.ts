import { afterEach, describe, expect, it } from 'vitest';
import type { TSmsCampaign, TSmsSubscriber } from '@app/shared-types/sms';
import { HttpClient } from '../helpers/http-client';
import { person, type Person } from '../helpers/live-training';
import { useSuiteApp } from '../helpers/suite-app';
import { createCampaign, recordingProvider, useSmsProvider, waitForCampaign } from './sms-helpers';

const finished = (c: TSmsCampaign) => c.status === 'completed' || c.status === 'failed' || c.status === 'cancelled';

describe('deleting an account takes its number out of SMS', () => {
  const app = useSuiteApp({ SMS_MESSAGES_PER_SECOND: '100', SMS_LEASE_SECONDS: '1' });
  afterEach(() => useSmsProvider(app.server));

  const deleteAccount = async (who: Person) => expect((await who.request('DELETE', '/api/auth/user', { body: { password: 'secret-pass' } })).status).toBe(204);
  const subscriber = async (phone: string) => ((await app.operator.get('/api/sms-subscribers')).json as TSmsSubscriber[]).find((s) => s.phone === phone);
  /** A member who gave an email and opted in to texts on their settings page. */
  async function optedInMember(phone: string): Promise<Person> {
    const member = await person(app.server, 'member');
    await app.server.users.model.updateOne({ _id: member.user.id }, { $set: { email: `${member.user.username}@example.com` } });
    expect((await member.patch('/api/auth/user/settings', { phone, smsOptIn: true })).status).toBe(200);
    expect(await subscriber(phone)).toMatchObject({ source: 'member', isActive: true, email: `${member.user.username}@example.com` });
    return member;
  }
  async function sendToAll(message: string): Promise<TSmsCampaign> {
    const draft = await createCampaign(app.operator, { message });
    expect((await app.operator.post(`/api/sms-campaigns/${draft.id}/send`)).status).toBe(200);
    return waitForCampaign(app.operator, draft.id, finished);
  }

  it("a deleted member's opted-in number leaves the audience at once; the campaigns an operator created stay, createdBy null", async () => {
    const [leaving, staying] = ['+12025550171', '+12025550172'];
    expect((await app.operator.post('/api/sms-subscribers/import', { subscribers: [{ phone: staying }] })).status).toBe(200);
    const member = await optedInMember(leaving);
    const leavingOperator = await person(app.server, 'operator');
    const drafts = [await createCampaign(leavingOperator, { name: 'Their draft' }), await createCampaign(leavingOperator, { name: 'Their other draft' })];
    expect(drafts.map((c) => c.createdBy)).toEqual([leavingOperator.user.id, leavingOperator.user.id]);

    await deleteAccount(member);
    await deleteAccount(leavingOperator);
    // Nothing personal is kept of a number that never texted STOP.
    expect(await subscriber(leaving)).toBeUndefined();
    expect(await app.server.database.connection.collection('sms_subscribers').countDocuments({ userId: member.user.id })).toBe(0);

    const provider = recordingProvider(app.server);
    const done = await sendToAll('After the account went.');
    expect(done).toMatchObject({ status: 'completed', totalRecipients: 1 });
    expect(provider.to(leaving)).toEqual([]);
    expect(provider.to(staying)).toHaveLength(1);

    for (const draft of drafts) {
      const res = await app.operator.get(`/api/sms-campaigns/${draft.id}`);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ id: draft.id, name: draft.name, status: 'draft', createdBy: null });
    }
  });

  it('a number that texted STOP stays opted out after its account is deleted, with nothing personal kept', async () => {
    const stopped = '+12025550173';
    const member = await optedInMember(stopped);
    await app.server.events.publish('sms-provider.inbound-received', { from: stopped, text: 'STOP', providerMessageId: 'deleted-stop-1', receivedAt: new Date() });
    expect(await subscriber(stopped)).toMatchObject({ isActive: false });

    await deleteAccount(member);
    expect(await subscriber(stopped)).toMatchObject({ phone: stopped, isActive: false, firstName: null, lastName: null, email: null, optOutDate: expect.any(String) });
    const [row] = await app.server.database.connection.collection('sms_subscribers').find({ phone: stopped }).toArray();
    expect(row).toMatchObject({ userId: null, optOutSource: 'keyword' });

    // Neither an import nor the contact form brings it back (only START does).
    expect((await app.operator.post('/api/sms-subscribers/import', { subscribers: [{ phone: stopped }] })).json).toMatchObject({ optedOut: 1 });
    const visitor = new HttpClient(app.server.url);
    const message = { firstName: 'Pat', lastName: 'Lee', email: 'pat@example.com', message: 'Text me about deadlines.', isUrgent: false, phone: stopped, smsOptIn: true };
    expect((await visitor.post('/api/contact', message)).status).toBe(201);
    expect(await subscriber(stopped)).toMatchObject({ isActive: false });
    const provider = recordingProvider(app.server);
    await sendToAll('Nobody who said STOP gets this.');
    expect(provider.to(stopped)).toEqual([]);
  });

  it('a campaign already sending skips the texts not yet sent to an account deleted meanwhile', async () => {
    const members = new Map<string, Person>();
    for (const phone of ['+12025550174', '+12025550175']) members.set(phone, await optedInMember(phone));
    // The first text waits at the provider until the other account is gone.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let first: string | undefined;
    const provider = recordingProvider(app.server, async (to) => {
      first ??= to;
      if (to === first) await gate;
    });
    const draft = await createCampaign(app.operator, { message: 'While the account goes.', targetAudience: 'members' });
    expect((await app.operator.post(`/api/sms-campaigns/${draft.id}/send`)).status).toBe(200);
    await expect.poll(() => first).toBeDefined();
    const deleted = [...members.keys()].find((phone) => phone !== first)!;
    await deleteAccount(members.get(deleted)!);
    release();

    const done = await waitForCampaign(app.operator, draft.id, finished);
    expect(provider.to(first!)).toHaveLength(1);
    expect(provider.to(deleted)).toEqual([]);
    expect(done).toMatchObject({ status: 'completed', totalRecipients: 2, successfulSends: 1 });
  });
});
