import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { describe, expect, it, vi } from 'vitest';
import { rooms } from '@app/shared-types/realtime';
import { SMS_MESSAGES, type TSmsCampaign } from '@app/shared-types/sms';
import { person } from '../helpers/live-training';
import { finished, useCampaignSuite } from './campaign-suite';
import { createCampaign, recordingProvider, waitForCampaign } from './sms-helpers';

dayjs.extend(utc);
dayjs.extend(timezone);

describe('SMS campaigns: when they send, and stopping them', () => {
  const { app, importNumbers, watch, phone } = useCampaignSuite();

  it('a scheduled campaign waits for its time, then the job sends it: draft, scheduled, sending, completed', async () => {
    const provider = recordingProvider(app.server);
    const numbers = [phone(), phone()];
    await importNumbers(...numbers);
    const unscheduled = await createCampaign(app.operator);
    expect((await app.operator.post(`/api/sms-campaigns/${unscheduled.id}/schedule`)).json.message).toBe(SMS_MESSAGES.scheduleTimeRequired);
    const at = new Date(Date.now() + 2_500);
    const draft = await createCampaign(app.operator, { message: 'Office closed Friday.', scheduledAt: at.toISOString() });
    expect(draft).toMatchObject({ status: 'draft', scheduledAt: at.toISOString() });
    const list = await watch(rooms.smsCampaigns);
    const scheduled = await app.operator.post(`/api/sms-campaigns/${draft.id}/schedule`);
    expect(scheduled.json).toMatchObject({ status: 'scheduled' });
    expect((await app.operator.post(`/api/sms-campaigns/${draft.id}/send`)).status).toBe(409);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(provider.sent).toEqual([]);
    const done = await waitForCampaign(app.operator, draft.id, finished);
    expect(done).toMatchObject({ status: 'completed', successfulSends: 2 });
    expect(new Date(done.sentAt!).getTime()).toBeGreaterThanOrEqual(at.getTime());
    const statuses = list.updates.filter((c) => c.id === draft.id).map((c) => c.status);
    expect(statuses.filter((st, i) => st !== statuses[i - 1])).toEqual(['scheduled', 'sending', 'completed']);
  });

  it('Send Now sends a draft at once even when it carries a time for later', async () => {
    const provider = recordingProvider(app.server);
    const number = phone();
    await importNumbers(number);
    const draft = await createCampaign(app.operator, { message: 'Sooner than planned.', scheduledAt: new Date(Date.now() + 3_600_000).toISOString() });
    const res = await app.operator.post(`/api/sms-campaigns/${draft.id}/send`);
    expect(res.json).toMatchObject({ status: 'sending', scheduledAt: null });
    await waitForCampaign(app.operator, draft.id, finished);
    expect(provider.to(number).map((s) => s.text)).toEqual(['Sooner than planned.']);
  });

  it('two operators pressing Send at once send it once', async () => {
    const provider = recordingProvider(app.server);
    const numbers = [phone(), phone(), phone()];
    await importNumbers(...numbers);
    const other = await person(app.server, 'operator');
    const draft = await createCampaign(app.operator);
    const answers = await Promise.all([app.operator.post(`/api/sms-campaigns/${draft.id}/send`), other.post(`/api/sms-campaigns/${draft.id}/send`)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    await waitForCampaign(app.operator, draft.id, finished);
    expect(provider.sent.map((s) => s.to).sort()).toEqual([...numbers].sort());
  });

  it('holds promotions, trainings and announcements for a Pacific number at 7 AM Pacific until 8 AM; a reminder and New York go at once', async () => {
    const provider = recordingProvider(app.server);
    const [pacific, newYork] = [phone('415'), phone('212')];
    await importNumbers(pacific, newYork);
    // Tomorrow at 07:00 in Los Angeles (10:00 in New York), from the real clock: agenda's next run
    // times come from the real clock, so a fake time in the past would never let the jobs run.
    const sevenPacific = dayjs().tz('America/Los_Angeles').add(1, 'day').hour(7).minute(0).second(0).millisecond(0);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(sevenPacific.toDate());
      const held: TSmsCampaign[] = [];
      for (const campaignType of ['promotion', 'training', 'announcement'] as const) {
        const draft = await createCampaign(app.operator, { campaignType, message: `Year-end ${campaignType}: book now.` });
        await app.operator.post(`/api/sms-campaigns/${draft.id}/send`);
        held.push(await waitForCampaign(app.operator, draft.id, (c) => c.progress?.held === 1 && c.progress.sent === 1));
      }
      expect(held.map((c) => c.status)).toEqual(['sending', 'sending', 'sending']);
      const reminder = await createCampaign(app.operator, { campaignType: 'reminder', message: 'Your appointment is at 2 PM today.' });
      await app.operator.post(`/api/sms-campaigns/${reminder.id}/send`);
      expect(await waitForCampaign(app.operator, reminder.id, finished)).toMatchObject({ status: 'completed', successfulSends: 2 });
      expect(provider.to(pacific).map((s) => s.text)).toEqual(['Your appointment is at 2 PM today.']);

      vi.setSystemTime(sevenPacific.add(1, 'hour').add(5, 'second').toDate());
      for (const c of held) expect(await waitForCampaign(app.operator, c.id, finished)).toMatchObject({ status: 'completed', successfulSends: 2 });
      expect(provider.to(pacific)).toHaveLength(4);
    } finally {
      vi.useRealTimers();
      // agenda dated the next runs of the recurring jobs from tomorrow's clock: back to now for the tests that follow.
      await app.server.database.connection.collection('agendaJobs').updateMany({ type: 'single' }, { $set: { nextRunAt: new Date() } });
    }
  });

  it('cancel stops a sending campaign at the next recipient', async () => {
    let gate!: () => void;
    const held = new Promise<void>((resolve) => (gate = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const provider = recordingProvider(app.server, async () => {
      entered();
      await held;
    });
    await importNumbers(phone(), phone(), phone());
    const draft = await createCampaign(app.operator);
    await app.operator.post(`/api/sms-campaigns/${draft.id}/send`);
    await inside;
    const res = await app.operator.post(`/api/sms-campaigns/${draft.id}/cancel`);
    expect(res.status).toBe(200);
    gate();
    await new Promise((r) => setTimeout(r, 300));
    expect(provider.sent).toHaveLength(1);
    expect(((await app.operator.get(`/api/sms-campaigns/${draft.id}`)).json as TSmsCampaign).status).toBe('cancelled');
    expect((await app.operator.post(`/api/sms-campaigns/${draft.id}/send`)).status).toBe(409);
  });
});
