import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, lastToast, stubFetchEachTest } from '../../../test/fetch-routes';
import { renderAt } from '../../../test/render-app';
import { CampaignCard } from './CampaignCard';
import { makeCampaign as campaign } from '../test-data';
import { CreateCampaignForm } from './CreateCampaignForm';


const api = stubFetchEachTest(({ routes }) => {
  routes['GET /api/sms-campaigns/stats'] = () => json({ totalCampaigns: 1, totalSent: 0, activeSubscribers: 0, avgDeliveryRate: 0, deliveryRateCampaigns: 0 });
});

const dialog = (name: RegExp) => screen.findByRole('dialog', { name });

describe('a campaign card', () => {
  it('asks before sending, with the number of recipients counted now, and sends with the spec\'s toast', async () => {
    const draft = campaign();
    api.routes['GET /api/sms-campaigns/c1/recipients'] = () => json({ recipients: 3, simulated: false });
    api.routes['POST /api/sms-campaigns/c1/send'] = () => json({ ...draft, status: 'sending' });
    renderAt('/sms-campaigns', <CampaignCard campaign={draft} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Now' }));
    const ask = await dialog(/Send “Filing deadline” now\?/);
    expect(await within(ask).findByText('It goes to 3 recipients who opted in to texts. A sent text cannot be taken back.')).toBeTruthy();
    expect(api.calls.some((c) => c.key.startsWith('POST'))).toBe(false);
    await userEvent.click(within(ask).getByRole('button', { name: 'Send to 3 recipients' }));
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Campaign Sent', description: 'Your SMS campaign is being sent to recipients.' }));
    expect(api.calls.map((c) => c.key)).toEqual(['GET /api/sms-campaigns/c1/recipients', 'POST /api/sms-campaigns/c1/send']);
  });

  it('says before sending that a campaign to nobody cannot go, and offers no way to send it', async () => {
    api.routes['GET /api/sms-campaigns/c1/recipients'] = () => json({ recipients: 0, simulated: true });
    renderAt('/sms-campaigns', <CampaignCard campaign={campaign()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Now' }));
    const ask = await dialog(/Send “Filing deadline” now\?/);
    expect(await within(ask).findByText('This campaign has no recipients: nobody in its audience has opted in to texts.')).toBeTruthy();
    expect((within(ask).getByRole('button', { name: /^Simulate for 0|^Send to 0/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.calls.some((c) => c.key.startsWith('POST'))).toBe(false);
  });

  it('says a send without a provider is simulated, and its toast does not claim texts are on their way', async () => {
    api.routes['GET /api/sms-campaigns/c1/recipients'] = () => json({ recipients: 2, simulated: true });
    api.routes['POST /api/sms-campaigns/c1/send'] = () => json({ ...campaign(), status: 'sending' });
    renderAt('/sms-campaigns', <CampaignCard campaign={campaign()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Now' }));
    const ask = await dialog(/Send “Filing deadline” now\?/);
    expect(await within(ask).findByText(/this send is simulated: nobody gets a text/)).toBeTruthy();
    await userEvent.click(within(ask).getByRole('button', { name: 'Simulate for 2 recipients' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Campaign Simulated'));
  });

  it('a finished simulated campaign says how many texts were simulated, never a delivery rate', () => {
    const progress = { campaignId: 'c1', sent: 0, delivered: 0, simulated: 3, failed: 0, skipped: 0, remaining: 0, held: 0, pausedReason: null };
    renderAt('/sms-campaigns', <CampaignCard campaign={campaign({ status: 'completed', simulated: true, totalRecipients: 3, simulatedSends: 3, progress })} />);
    expect(screen.getByText('Simulated: 3 (not sent)')).toBeTruthy();
    expect(screen.queryByText(/Delivery rate/)).toBeNull();
    expect(screen.queryByText(/Successful/)).toBeNull();
  });

  it('a draft with a time for later can be scheduled after the same question', async () => {
    const later = new Date(Date.now() + 3 * 60 * 60_000).toISOString();
    const draft = campaign({ scheduledAt: later });
    api.routes['GET /api/sms-campaigns/c1/recipients'] = () => json({ recipients: 5, simulated: false });
    api.routes['POST /api/sms-campaigns/c1/schedule'] = () => json({ ...draft, status: 'scheduled' });
    renderAt('/sms-campaigns', <CampaignCard campaign={draft} />);
    expect(screen.getByRole('button', { name: 'Send Now' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Schedule for / }));
    const ask = await dialog(/Schedule “Filing deadline”\?/);
    expect(await within(ask).findByText(/5 recipients today/)).toBeTruthy();
    await userEvent.click(within(ask).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Campaign Scheduled', description: 'Your SMS campaign will be sent at the scheduled time.' }));
  });

  it('a draft without a time offers Send Now only', () => {
    renderAt('/sms-campaigns', <CampaignCard campaign={campaign()} />);
    expect(screen.getByRole('button', { name: 'Send Now' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Schedule/ })).toBeNull();
  });

  it("a refused send: 'Error' with the spec's text first, then the server's reason", async () => {
    api.routes['GET /api/sms-campaigns/c1/recipients'] = () => json({ recipients: 1, simulated: false });
    api.routes['POST /api/sms-campaigns/c1/send'] = () => json({ message: 'Only a draft campaign can be sent or scheduled.', code: 'CONFLICT' }, 409);
    renderAt('/sms-campaigns', <CampaignCard campaign={campaign()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Now' }));
    await userEvent.click(await within(await dialog(/now\?/)).findByRole('button', { name: 'Send to 1 recipient' }));
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Error', description: 'Failed to send campaign. Please try again. Only a draft campaign can be sent or scheduled.' }));
  });

  it('a paused campaign says why', () => {
    const reason = 'Paused: the SMS provider is disconnected. Sending resumes once it is connected again in Settings.';
    renderAt('/sms-campaigns', <CampaignCard campaign={campaign({ status: 'sending', pausedReason: reason, progress: { campaignId: 'c1', sent: 1, delivered: 0, simulated: 0, failed: 0, skipped: 0, remaining: 2, held: 0, pausedReason: reason } })} />);
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel campaign Filing deadline' })).toBeTruthy();
  });
});

describe('cancelling', () => {
  it('asks first; keeping it sends nothing', async () => {
    api.routes['POST /api/sms-campaigns/c1/cancel'] = () => json({ ...campaign(), status: 'cancelled' });
    renderAt('/sms-campaigns', <CampaignCard campaign={campaign({ status: 'scheduled', scheduledAt: new Date(Date.now() + 3_600_000).toISOString() })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel campaign Filing deadline' }));
    await userEvent.click(within(await dialog(/Cancel “Filing deadline”\?/)).getByRole('button', { name: 'Keep it' }));
    expect(api.calls.some((c) => c.key.startsWith('POST'))).toBe(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel campaign Filing deadline' }));
    await userEvent.click(within(await dialog(/Cancel “Filing deadline”\?/)).getByRole('button', { name: 'Cancel Campaign' }));
    await waitFor(() => expect(api.calls.map((c) => c.key)).toEqual(['POST /api/sms-campaigns/c1/cancel']));
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
