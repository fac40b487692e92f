/**
 * The campaign test files' common ground: a server that sends 100 texts a second with a one-second
 * lease, an operator and a member, and a clean slate (no campaign in flight, no subscribers, no
 * opted-in member) after each test.
 */
import { afterEach, expect } from 'vitest';
import type { TCampaignProgress, TSmsCampaign } from '@app/shared-types/sms';
import { connectSocket, emitWithAck } from '../helpers/socket-client';
import { useSuiteApp } from '../helpers/suite-app';
import { useSmsProvider } from './sms-helpers';

export const finished = (c: TSmsCampaign) => c.status === 'completed' || c.status === 'failed' || c.status === 'cancelled';

let seq = 0;
/** A fresh valid US number per call (555-01xx is the fictional range). */
const phone = (area = '202') => `+1${area}55501${String(seq++ % 100).padStart(2, '0')}`;

export function useCampaignSuite() {
  const app = useSuiteApp({ SMS_MESSAGES_PER_SECOND: '100', SMS_LEASE_SECONDS: '1' }, { withMember: true });
  afterEach(async () => {
    useSmsProvider(app.server);
    // Each test starts from no campaign in flight and no subscribers.
    for (const c of ((await app.operator.get('/api/sms-campaigns')).json as TSmsCampaign[]).filter((c) => c.status === 'sending' || c.status === 'scheduled')) {
      await app.operator.post(`/api/sms-campaigns/${c.id}/cancel`);
    }
    await app.server.database.connection.collection('sms_subscribers').deleteMany({});
    await app.server.database.connection.collection('users').updateMany({}, { $set: { smsOptIn: false, phone: null } });
  });

  const importNumbers = async (...phones: string[]) => {
    const res = await app.operator.post('/api/sms-subscribers/import', { subscribers: phones.map((p) => ({ phone: p })) });
    expect(res.status).toBe(200);
    return res.json;
  };
  const watch = async (room: string) => {
    const socket = await connectSocket(app.server.url, app.operator.cookieHeader);
    app.sockets.push(socket);
    const progress: TCampaignProgress[] = [];
    const updates: TSmsCampaign[] = [];
    socket.on('sms-campaign:progress', (p) => progress.push(p));
    socket.on('sms-campaign:updated', (c) => updates.push(c));
    expect((await emitWithAck(socket, 'room:join', { room })).ok).toBe(true);
    return { progress, updates };
  };
  return { app, importNumbers, watch, phone };
}
