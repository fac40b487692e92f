import type { TCampaignProgress, TSmsCampaign, TSmsCampaignStats } from '@app/shared-types/sms/model';

/** The campaigns page: a snapshot from REST, then the room's events applied in order. */
export type TCampaignsState = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  campaigns: TSmsCampaign[];
  stats: TSmsCampaignStats | null;
};

export const initialCampaignsState: TCampaignsState = { status: 'idle', error: null, campaigns: [], stats: null };

export const beginLoad = (s: TCampaignsState): TCampaignsState => ({ ...s, status: s.status === 'ready' ? 'ready' : 'loading', error: null });

export const applySnapshot = (s: TCampaignsState, campaigns: TSmsCampaign[], stats: TSmsCampaignStats): TCampaignsState => ({ ...s, status: 'ready', campaigns, stats });

export const applyLoadError = (s: TCampaignsState, error: string): TCampaignsState => ({ ...s, status: 'error', error });

export const applyStats = (s: TCampaignsState, stats: TSmsCampaignStats): TCampaignsState => ({ ...s, stats });

/** A created or changed campaign: replaced in place, or added first. Progress already shown is kept until newer arrives. */
export function applyCampaign(s: TCampaignsState, campaign: TSmsCampaign): TCampaignsState {
  const existing = s.campaigns.find((c) => c.id === campaign.id);
  if (!existing) return { ...s, campaigns: [campaign, ...s.campaigns] };
  const merged = { ...campaign, progress: campaign.progress ?? existing.progress };
  return { ...s, campaigns: s.campaigns.map((c) => (c.id === campaign.id ? merged : c)) };
}

export function applyProgress(s: TCampaignsState, progress: TCampaignProgress): TCampaignsState {
  if (!s.campaigns.some((c) => c.id === progress.campaignId)) return s;
  return {
    ...s,
    campaigns: s.campaigns.map((c) => (c.id === progress.campaignId ? { ...c, progress, pausedReason: progress.pausedReason, successfulSends: progress.sent, failedSends: progress.failed } : c)),
  };
}
