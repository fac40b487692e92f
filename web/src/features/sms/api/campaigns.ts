import type { TCreateCampaign } from '@app/shared-types/sms';
import { SMS_MESSAGES as M, type TSmsCampaign, type TSmsCampaignStats, type TSmsRecipientsPreview } from '@app/shared-types/sms/model';
import { apiRequest, errorMessage, getJson, withReason } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { applyCampaign, applyLoadError, applySnapshot, applyStats, beginLoad } from '../model/campaigns';
import { updateCampaigns } from '../store';

/** GET /api/sms-campaigns and /stats (operators only): the page's snapshot, loaded again on every reconnect. */
export async function loadCampaigns(signal?: AbortSignal): Promise<void> {
  updateCampaigns(beginLoad);
  try {
    const [campaigns, stats] = await Promise.all([getJson<TSmsCampaign[]>('/api/sms-campaigns', { signal }), getJson<TSmsCampaignStats>('/api/sms-campaigns/stats', { signal })]);
    updateCampaigns(applySnapshot, campaigns, stats);
  } catch (error) {
    if (!signal?.aborted) updateCampaigns(applyLoadError, errorMessage(error));
  }
}

export async function reloadStats(): Promise<void> {
  try {
    updateCampaigns(applyStats, await getJson<TSmsCampaignStats>('/api/sms-campaigns/stats'));
  } catch {
    // The next event or reconnect loads them again.
  }
}

export function useCreateCampaign() {
  return useAction(
    async (input: TCreateCampaign) => {
      const created = await apiRequest<TSmsCampaign>('POST', '/api/sms-campaigns', input);
      updateCampaigns(applyCampaign, created);
      void reloadStats();
      return created;
    },
    { success: { title: M.createdTitle }, errorTitle: M.errorTitle, errorDescription: (error) => withReason(M.createFailed, error) },
  );
}

/** POST /api/sms-campaigns/:id/send, /schedule or /cancel: the campaign as it now stands, applied to the list. */
async function campaignCommand(id: string, command: 'send' | 'schedule' | 'cancel'): Promise<TSmsCampaign> {
  const campaign = await apiRequest<TSmsCampaign>('POST', `/api/sms-campaigns/${encodeURIComponent(id)}/${command}`);
  updateCampaigns(applyCampaign, campaign);
  return campaign;
}

/** GET /api/sms-campaigns/:id/recipients: who a send now would reach, for the question before Send. */
export const fetchRecipients = (id: string, signal?: AbortSignal) => getJson<TSmsRecipientsPreview>(`/api/sms-campaigns/${encodeURIComponent(id)}/recipients`, { signal });

/**
 * Send Now, after the operator confirmed the count. The spec's toast ('Campaign Sent') for a real
 * send; a simulated one (no provider connected) says that nobody is texted.
 */
export function useSendCampaign() {
  return useAction(
    (id: string, _simulated: boolean) => campaignCommand(id, 'send'),
    {
      success: (_sent, _id, simulated) => (simulated ? { title: M.simulatedSentTitle, description: M.simulatedSentText } : { title: M.sentTitle, description: M.sentText }),
      errorTitle: M.errorTitle,
      errorDescription: (error) => withReason(M.sendFailed, error),
    },
  );
}

/** A draft with a time for later: the server starts it then. */
export function useScheduleCampaign() {
  return useAction(
    (id: string) => campaignCommand(id, 'schedule'),
    { success: { title: M.scheduledTitle, description: M.scheduledText }, errorTitle: M.errorTitle, errorDescription: (error) => withReason('Failed to schedule campaign. Please try again.', error) },
  );
}

export function useCancelCampaign() {
  return useAction(
    (id: string) => campaignCommand(id, 'cancel'),
    { success: { title: 'Campaign Cancelled' }, errorTitle: M.errorTitle, errorDescription: (error) => withReason('Failed to cancel campaign. Please try again.', error) },
  );
}
