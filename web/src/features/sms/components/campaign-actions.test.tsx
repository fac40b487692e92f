import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSmsCampaign } from '@app/shared-types/sms/model';
import { json, lastToast, stubFetch } from '../../../test/fetch-routes';
import { renderAt } from '../../../test/render-app';
import { CampaignCard } from './CampaignCard';
import { CreateCampaignForm } from './CreateCampaignForm';

const campaign = (over: Partial<TSmsCampaign> = {}): TSmsCampaign => ({
  id: 'c1',
  name: 'Filing deadline',
  message: 'Form 941 is due Friday.',
  campaignType: 'reminder',
  targetAudience: 'all',
  tierTarget: null,
  status: 'draft',
  scheduledAt: null,
  sentAt: null,
  completedAt: null,
  totalRecipients: 0,
  successfulSends: 0,
  failedSends: 0,
  simulated: false,
  pausedReason: null,
  segments: { encoding: 'GSM-7', segments: 1, characters: 23 },
  progress: null,
  createdBy: null,
  createdAt: '2030-01-01T12:00:00.000Z',
  ...over,
});

let api: ReturnType<typeof stubFetch>;
beforeEach(() => {
  api = stubFetch();
  api.routes['GET /api/sms-campaigns/stats'] = () => json({ totalCampaigns: 1, totalSent: 0, activeSubscribers: 0, avgDeliveryRate: 0 });
});
afterEach(() => vi.unstubAllGlobals());

describe('a campaign card', () => {
  it("a draft with a time for later offers both Send Now and scheduling, each with its own toast", async () => {
    const later = new Date(Date.now() + 3 * 60 * 60_000).toISOString();
    const draft = campaign({ scheduledAt: later });
    api.routes['POST /api/sms-campaigns/c1/schedule'] = () => json({ ...draft, status: 'scheduled' });
    renderAt('/sms-campaigns', <CampaignCard campaign={draft} />);
    expect(screen.getByRole('button', { name: 'Send Now' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Schedule for / }));
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Campaign Scheduled', description: 'Your SMS campaign will be sent at the scheduled time.' }));

    api.routes['POST /api/sms-campaigns/c1/send'] = () => json({ ...draft, status: 'sending', scheduledAt: null });
    await userEvent.click(screen.getByRole('button', { name: 'Send Now' }));
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Campaign Sent', description: 'Your SMS campaign is being sent to recipients.' }));
    expect(api.calls.map((c) => c.key)).toEqual(['POST /api/sms-campaigns/c1/schedule', 'POST /api/sms-campaigns/c1/send']);
  });

  it('a draft without a time offers Send Now only', () => {
    renderAt('/sms-campaigns', <CampaignCard campaign={campaign()} />);
    expect(screen.getByRole('button', { name: 'Send Now' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Schedule/ })).toBeNull();
  });

  it("a refused send: 'Error' with the spec's text first, then the server's reason", async () => {
    api.routes['POST /api/sms-campaigns/c1/send'] = () => json({ message: 'Only a draft campaign can be sent or scheduled.', code: 'CONFLICT' }, 409);
    renderAt('/sms-campaigns', <CampaignCard campaign={campaign()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Now' }));
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Error', description: 'Failed to send campaign. Please try again. Only a draft campaign can be sent or scheduled.' }));
  });

  it('a paused campaign says why', () => {
    const reason = 'Paused: the SMS provider is disconnected. Sending resumes once it is connected again in Settings.';
    renderAt('/sms-campaigns', <CampaignCard campaign={campaign({ status: 'sending', pausedReason: reason, progress: { campaignId: 'c1', sent: 1, delivered: 0, simulated: 0, failed: 0, skipped: 0, remaining: 2, held: 0, pausedReason: reason } })} />);
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel campaign Filing deadline' })).toBeTruthy();
  });
});

describe('the create form', () => {
  it("'Schedule for later' without a time is a validation error, and nothing is sent", async () => {
    renderAt('/sms-campaigns', <CreateCampaignForm onCreated={() => {}} />);
    await userEvent.type(screen.getByLabelText(/Campaign name/), 'Later news');
    await userEvent.type(screen.getByRole('textbox', { name: /^Message/ }), 'Hello');
    await userEvent.click(screen.getByLabelText('Schedule for later'));
    await userEvent.click(screen.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Validation Error', description: 'Choose a date and time to schedule the campaign.' }));
    expect(api.calls.filter((c) => c.key === 'POST /api/sms-campaigns')).toEqual([]);
  });

  it("a failed create: 'Error' with 'Failed to create campaign. Please try again.'", async () => {
    api.routes['POST /api/sms-campaigns'] = () => json({ message: 'Internal error', code: 'INTERNAL' }, 500);
    renderAt('/sms-campaigns', <CreateCampaignForm onCreated={() => {}} />);
    await userEvent.type(screen.getByLabelText(/Campaign name/), 'News');
    await userEvent.type(screen.getByRole('textbox', { name: /^Message/ }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Error', description: 'Failed to create campaign. Please try again.' }));
  });
});
