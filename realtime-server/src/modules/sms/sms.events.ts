import { SMS_CAMPAIGNS_ROOM, type TCampaignProgress } from '@app/shared-types/sms';
import { rooms } from '@app/shared-types/realtime';
import type { RealtimeEmitter } from '../../realtime/emitter';
import { toCampaignDTO } from './sms.dto';
import type { ISmsCampaign } from './sms.model';

/** The only place SMS events are built and sent (operators only: see the room authorizers in index.ts). */
export function smsEvents(emitter: RealtimeEmitter) {
  return {
    /** Volatile: the next one, or the snapshot a rejoin loads, supersedes a missed one. */
    progress: (p: TCampaignProgress) => emitter.emit({ room: [rooms.campaign(p.campaignId), SMS_CAMPAIGNS_ROOM], volatile: true }, 'sms-campaign:progress', p),
    updated: (c: ISmsCampaign) => emitter.emit({ room: [rooms.campaign(c._id.toString()), SMS_CAMPAIGNS_ROOM] }, 'sms-campaign:updated', toCampaignDTO(c)),
  };
}

export type SmsEventsEmitter = ReturnType<typeof smsEvents>;
