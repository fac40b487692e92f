/** SMS campaigns (spec 000 sms_*, spec 001 sections 3-7): constants, texts and events, zod-free for the page's first load. */
import { FIRM, firmPhoneWithExtension } from '../../firm';
import type { TPlanId } from '../../membership/model';

export const CAMPAIGN_TYPES = ['training', 'promotion', 'reminder', 'announcement'] as const;
export type TCampaignType = (typeof CAMPAIGN_TYPES)[number];
export const CAMPAIGN_TYPE_LABELS: Record<TCampaignType, string> = { training: 'Training', promotion: 'Promotion', reminder: 'Reminder', announcement: 'Announcement' };

export const AUDIENCES = ['all', 'members', 'non-members', 'tier-specific'] as const;
export type TAudience = (typeof AUDIENCES)[number];
export const AUDIENCE_LABELS: Record<TAudience, string> = { all: 'All Subscribers', members: 'Members', 'non-members': 'Non-members', 'tier-specific': 'Tier-specific' };

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'completed', 'cancelled', 'failed'] as const;
export type TCampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/**
 * Texts held outside 08:00-21:00 in the recipient's time zone (TCPA). A training invitation or an
 * announcement sells the firm's services as much as a promotion does, so all three are treated as
 * marketing; a reminder is about something the recipient booked (informational) and goes at once.
 * When in doubt a type belongs here: holding a text costs hours, a night-time marketing text a complaint.
 */
export const MARKETING_CAMPAIGN_TYPES: readonly TCampaignType[] = ['promotion', 'training', 'announcement'];
export const QUIET_HOURS = { startHour: 8, endHour: 21 } as const;

/** Length guidance (one GSM-7 segment) and the textarea's hard cap. */
export const SMS_GUIDANCE_CHARS = 160;
export const SMS_MAX_CHARS = 300;
export const SMS_TEXT_LIMITS = { name: 120, message: SMS_MAX_CHARS, phone: 40, firstName: 100, lastName: 100, email: 254 } as const;
/** Numbers an operator may import at once. */
export const SMS_IMPORT_MAX = 1000;

export const SMS_MESSAGES = {
  validationTitle: 'Validation Error',
  required: 'Please provide both campaign name and message.',
  tooLongTitle: 'Message Too Long',
  tooLong: 'SMS messages should be 160 characters or less for best delivery rates.',
  multiple: 'May be sent as multiple messages',
  createdTitle: 'Campaign Created',
  sentTitle: 'Campaign Sent',
  sentText: 'Your SMS campaign is being sent to recipients.',
  scheduledTitle: 'Campaign Scheduled',
  scheduledText: 'Your SMS campaign will be sent at the scheduled time.',
  scheduleTimeRequired: 'Choose a date and time to schedule the campaign.',
  errorTitle: 'Error',
  createFailed: 'Failed to create campaign. Please try again.',
  sendFailed: 'Failed to send campaign. Please try again.',
  notFound: 'Campaign not found',
  notDraft: 'Only a draft campaign can be sent or scheduled.',
  notCancellable: 'Only a scheduled or sending campaign can be cancelled.',
  scheduledInPast: 'Choose a time in the future to schedule the campaign.',
  operatorsOnly: 'SMS campaigns are for operators.',
  noRecipients: 'This campaign has no recipients: nobody in its audience has opted in to texts.',
  simulatedResult: (n: number) => `Simulated: ${n} (not sent)`,
  simulatedSentTitle: 'Campaign Simulated',
  simulatedSentText: 'No SMS provider is connected: nobody is texted. The send is simulated and recorded as such.',
  simulated: 'Simulated — no texts were sent. Connect an SMS provider in Settings to send real texts.',
  pausedDisconnected: 'Paused: the SMS provider is disconnected. Sending resumes once it is connected again in Settings.',
} as const;

/** Inbound keywords (CTIA / carrier rules): the whole message, any case. */
export const STOP_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
/** Only words that mean nothing else: a conversational "yes" must not undo someone's STOP. */
export const START_KEYWORDS = ['START', 'UNSTOP'] as const;
export const HELP_KEYWORDS = ['HELP', 'INFO'] as const;
export const SMS_REPLIES = {
  stopped: `${FIRM.name}: You are unsubscribed and will receive no more messages. Reply START to resubscribe.`,
  started: `${FIRM.name}: You are resubscribed to text updates. Msg & data rates may apply. Reply HELP for help, STOP to cancel.`,
  help: `${FIRM.name}: For help call ${firmPhoneWithExtension} or email ${FIRM.email}. Msg & data rates may apply. Reply STOP to cancel.`,
} as const;

export const SMS_LOG_STATUSES = ['pending', 'sending', 'sent', 'delivered', 'simulated', 'failed', 'skipped'] as const;
export type TSmsLogStatus = (typeof SMS_LOG_STATUSES)[number];

export type TSmsEncoding = 'GSM-7' | 'UCS-2';
export type TSegmentInfo = { encoding: TSmsEncoding; segments: number; characters: number };

export type TCampaignProgress = {
  campaignId: string;
  /** Accepted by the provider (includes delivered). */
  sent: number;
  delivered: number;
  /** Accepted by the simulated provider: nothing left the server. */
  simulated: number;
  failed: number;
  /** Opted out (STOP) between the start and their turn. */
  skipped: number;
  /** Waiting, including those held for quiet hours. */
  remaining: number;
  /** Held until their local sending window opens. */
  held: number;
  /** Why a sending campaign is waiting (the real provider it was started with is disconnected), or null. */
  pausedReason: string | null;
};

export type TSmsCampaign = {
  id: string;
  name: string;
  message: string;
  campaignType: TCampaignType;
  targetAudience: TAudience;
  tierTarget: TPlanId | null;
  status: TCampaignStatus;
  scheduledAt: string | null;
  sentAt: string | null;
  completedAt: string | null;
  totalRecipients: number;
  successfulSends: number;
  failedSends: number;
  /** Texts the simulated provider took (nothing was sent): shown as 'Simulated: N (not sent)', never as deliveries. */
  simulatedSends: number;
  simulated: boolean;
  /** See TCampaignProgress.pausedReason. */
  pausedReason: string | null;
  segments: TSegmentInfo;
  progress: TCampaignProgress | null;
  createdBy: string | null;
  createdAt: string;
};

/**
 * avgDeliveryRate is over `deliveryRateCampaigns`: completed campaigns sent through a real provider
 * to at least one recipient (0 of them: there is no rate to show yet, and the page says so).
 */
export type TSmsCampaignStats = { totalCampaigns: number; totalSent: number; activeSubscribers: number; avgDeliveryRate: number; deliveryRateCampaigns: number };

/** GET /api/sms-campaigns/:id/recipients: who a send now would reach, and whether it would only be simulated. */
export type TSmsRecipientsPreview = { recipients: number; simulated: boolean };

export const SUBSCRIBER_SOURCES = ['website', 'contact', 'member', 'import', 'keyword'] as const;
export type TSubscriberSource = (typeof SUBSCRIBER_SOURCES)[number];
export type TSmsSubscriber = {
  id: string;
  phone: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  source: TSubscriberSource;
  isActive: boolean;
  optInDate: string | null;
  optOutDate: string | null;
  createdAt: string;
};
export type TSubscriberImportResult = { added: number; reactivated: number; unchanged: number; optedOut: number };

/** Successes over recipients, rounded; 0 without recipients (spec 001 section 4). */
export const deliveryRate = (c: Pick<TSmsCampaign, 'successfulSends' | 'totalRecipients'>) => (c.totalRecipients > 0 ? Math.round((c.successfulSends / c.totalRecipients) * 100) : 0);

/** Operators: the campaign list and stats change (room `sms-campaigns`); progress goes to `campaign:<id>`. */
export const SMS_CAMPAIGNS_ROOM = 'sms-campaigns';

export interface SmsEvents {
  /** Coalesced and volatile: the next one or a rejoin's snapshot supersedes a missed one. */
  'sms-campaign:progress': (progress: TCampaignProgress) => void;
  /** A campaign was created or changed status (and its final counts when it ends). */
  'sms-campaign:updated': (campaign: TSmsCampaign) => void;
}
