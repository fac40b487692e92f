import { describe, expect, it } from 'vitest';
import type { TSmsCampaign } from '@app/shared-types/sms/model';
import { makeCampaign } from '../test-data';
import { applyCampaign, applyProgress, applySnapshot, initialCampaignsState } from './campaigns';

const campaign = (id: string, over: Partial<TSmsCampaign> = {}) => makeCampaign({ id, name: `Campaign ${id}`, ...over });
const stats = { totalCampaigns: 1, totalSent: 0, activeSubscribers: 3, avgDeliveryRate: 0, deliveryRateCampaigns: 0 };

describe('campaigns page state', () => {
  it('adds a new campaign first and replaces a changed one in place, keeping progress it already shows', () => {
    let s = applySnapshot(initialCampaignsState, [campaign('a')], stats);
    s = applyCampaign(s, campaign('b'));
    expect(s.campaigns.map((c) => c.id)).toEqual(['b', 'a']);
    s = applyProgress(s, { campaignId: 'a', sent: 2, delivered: 0, simulated: 0, failed: 1, skipped: 0, remaining: 3, held: 0, pausedReason: null });
    s = applyCampaign(s, campaign('a', { status: 'sending' }));
    expect(s.campaigns[1]).toMatchObject({ status: 'sending', progress: { sent: 2, remaining: 3 } });
  });

  it('shows why a sending campaign waits, from its progress, and drops the reason when it moves again', () => {
    let s = applySnapshot(initialCampaignsState, [campaign('a', { status: 'sending' })], stats);
    const paused = 'Paused: the SMS provider is disconnected. Sending resumes once it is connected again in Settings.';
    s = applyProgress(s, { campaignId: 'a', sent: 1, delivered: 0, simulated: 0, failed: 0, skipped: 0, remaining: 2, held: 0, pausedReason: paused });
    expect(s.campaigns[0]?.pausedReason).toBe(paused);
    s = applyProgress(s, { campaignId: 'a', sent: 2, delivered: 0, simulated: 0, failed: 0, skipped: 0, remaining: 1, held: 0, pausedReason: null });
    expect(s.campaigns[0]?.pausedReason).toBeNull();
  });

  it('ignores progress for a campaign it does not list', () => {
    const s = applySnapshot(initialCampaignsState, [campaign('a')], stats);
    expect(applyProgress(s, { campaignId: 'zz', sent: 1, delivered: 0, simulated: 0, failed: 0, skipped: 0, remaining: 0, held: 0, pausedReason: null })).toBe(s);
  });
});
