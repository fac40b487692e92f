import { create } from '../../lib/store';
import { initialCampaignsState, type TCampaignsState } from './model/campaigns';

/** A thin zustand store over model/campaigns.ts: every change goes through `updateCampaigns`. */
export const useCampaignsStore = create<TCampaignsState>()(() => initialCampaignsState);

export function updateCampaigns<A extends unknown[]>(fn: (s: TCampaignsState, ...args: A) => TCampaignsState, ...args: A): void {
  useCampaignsStore.setState((s) => fn(s, ...args), true);
}
