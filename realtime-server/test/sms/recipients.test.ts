import { afterEach, describe, expect, it } from 'vitest';
import { SMS_MESSAGES, type TSmsCampaign } from '@app/shared-types/sms';
import { useSuiteApp } from '../helpers/suite-app';
import { createCampaign, recordingProvider, useSmsProvider } from './sms-helpers';

let seq = 0;
/** A fresh valid US number per call (555-01xx is the fictional range). */
const phone = () => `+120255501${String(seq++ % 100).padStart(2, '0')}`;

/** The question before Send (issue 23): who a campaign reaches now, and no send or schedule to nobody. */
describe('SMS campaign recipients', () => {
  const app = useSuiteApp({ SMS_MESSAGES_PER_SECOND: '100', SMS_LEASE_SECONDS: '1' });
  afterEach(() => useSmsProvider(app.server));

  const importNumbers = async (...phones: string[]) => {
    const res = await app.operator.post('/api/sms-subscribers/import', { subscribers: phones.map((p) => ({ phone: p })) });
    expect(res.status).toBe(200);
  };

  it('counts the recipients a send would reach now, says when it would be simulated, and refuses to send or schedule to nobody', async () => {
    const draft = await createCampaign(app.operator, { scheduledAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await app.operator.get(`/api/sms-campaigns/${draft.id}/recipients`)).json).toEqual({ recipients: 0, simulated: true });
    for (const action of ['send', 'schedule']) {
      const refused = await app.operator.post(`/api/sms-campaigns/${draft.id}/${action}`);
      expect([action, refused.status, refused.json.message]).toEqual([action, 409, SMS_MESSAGES.noRecipients]);
    }
    expect(((await app.operator.get(`/api/sms-campaigns/${draft.id}`)).json as TSmsCampaign).status).toBe('draft');

    await importNumbers(phone(), phone(), phone());
    expect((await app.operator.get(`/api/sms-campaigns/${draft.id}/recipients`)).json).toEqual({ recipients: 3, simulated: true });
    recordingProvider(app.server);
    expect((await app.operator.get(`/api/sms-campaigns/${draft.id}/recipients`)).json).toEqual({ recipients: 3, simulated: false });
    expect((await app.operator.post(`/api/sms-campaigns/${draft.id}/schedule`)).status).toBe(200);
    expect((await app.operator.get('/api/sms-campaigns/not-an-id/recipients')).status).toBe(404);
  });
});
