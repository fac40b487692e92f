import { SegmentedMessage } from 'sms-segments-calculator';
import type { TCampaignProgress, TSegmentInfo, TSmsCampaign } from '@app/shared-types/sms';
import type { ISmsCampaign } from './sms.model';

/** Encoding and segments as carriers count them (GSM-7: 160, 153 per part; UCS-2: 70, 67). */
export function segmentInfo(text: string): TSegmentInfo {
  const m = new SegmentedMessage(text);
  return { encoding: m.encodingName === 'UCS-2' ? 'UCS-2' : 'GSM-7', segments: m.segmentsCount, characters: m.numberOfCharacters };
}

export function toCampaignDTO(c: ISmsCampaign, progress: TCampaignProgress | null = null): TSmsCampaign {
  return {
    id: c._id.toString(),
    name: c.name,
    message: c.message,
    campaignType: c.campaignType,
    targetAudience: c.targetAudience,
    tierTarget: c.tierTarget,
    status: c.status,
    scheduledAt: c.scheduledAt?.toISOString() ?? null,
    sentAt: c.sentAt?.toISOString() ?? null,
    completedAt: c.completedAt?.toISOString() ?? null,
    totalRecipients: c.totalRecipients,
    successfulSends: c.successfulSends,
    failedSends: c.failedSends,
    simulatedSends: c.simulatedSends ?? 0,
    simulated: c.simulated,
    pausedReason: c.pausedReason ?? null,
    segments: { encoding: c.encoding, segments: c.segments, characters: [...c.message].length },
    progress,
    createdBy: c.createdBy,
    createdAt: c.createdAt.toISOString(),
  };
}
