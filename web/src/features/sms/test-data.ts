import type { TSmsCampaign } from '@app/shared-types/sms/model';

/** Test builders for the SMS feature (used by its *.test.ts(x) files only). */

/** A draft campaign as the API returns it, id 'c1', with `over` applied. */
export const makeCampaign = (over: Partial<TSmsCampaign> = {}): TSmsCampaign => ({
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
  simulatedSends: 0,
  simulated: false,
  pausedReason: null,
  segments: { encoding: 'GSM-7', segments: 1, characters: 23 },
  progress: null,
  createdBy: null,
  createdAt: '2030-01-01T12:00:00.000Z',
  ...over,
});
