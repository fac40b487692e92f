import { Schema, type Types } from 'mongoose';
import { PLAN_IDS } from '@app/shared-types/membership/model';
import {
  AUDIENCES,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  SMS_LOG_STATUSES,
  SMS_TEXT_LIMITS as L,
  SUBSCRIBER_SOURCES,
  type TSmsCampaign,
  type TSmsEncoding,
  type TSmsLogStatus,
  type TSmsSubscriber,
} from '@app/shared-types/sms';
import { defineModel } from '../../db/define-model';
import { limitedString, nullableString } from '../../db/text-limits';
import type { StoredShape } from '../../db/stored-shape';

/** sms_campaigns (spec 000) plus the sender's lease: which process runs it and when it last showed life. */
export type ISmsCampaign = StoredShape<Omit<TSmsCampaign, 'segments' | 'progress'>, 'scheduledAt' | 'sentAt' | 'completedAt' | 'createdAt'> & {
  cancelledAt: Date | null;
  /** Recipients were resolved and their log rows written (the audience is fixed from then on). */
  resolvedAt: Date | null;
  /** Fixed when recipients are resolved: a real campaign never falls back to the simulator, nor the reverse. */
  simulated: boolean;
  /** Set while a real campaign waits for its provider (SMS_MESSAGES.pausedDisconnected); the resume job restarts it. */
  pausedReason: string | null;
  encoding: TSmsEncoding;
  segments: number;
  runner: string | null;
  heartbeatAt: Date | null;
  /** Handed back (quiet hours, a long Retry-After): the resume job restarts it then. */
  resumeAt: Date | null;
};

const campaignSchema = new Schema<ISmsCampaign>(
  {
    name: limitedString(L.name, true),
    message: limitedString(L.message, true),
    campaignType: { type: String, enum: CAMPAIGN_TYPES, required: true },
    targetAudience: { type: String, enum: AUDIENCES, required: true },
    tierTarget: { type: String, enum: [...PLAN_IDS, null], default: null },
    status: { type: String, enum: CAMPAIGN_STATUSES, default: 'draft' },
    scheduledAt: { type: Date, default: null },
    sentAt: { type: Date, default: null },
    completedAt: { type: Date, default: null },
    cancelledAt: { type: Date, default: null },
    resolvedAt: { type: Date, default: null },
    totalRecipients: { type: Number, default: 0 },
    successfulSends: { type: Number, default: 0 },
    failedSends: { type: Number, default: 0 },
    simulatedSends: { type: Number, default: 0 },
    simulated: { type: Boolean, default: false },
    pausedReason: { type: String, default: null },
    encoding: { type: String, enum: ['GSM-7', 'UCS-2'], default: 'GSM-7' },
    segments: { type: Number, default: 1 },
    runner: { type: String, default: null },
    heartbeatAt: { type: Date, default: null },
    resumeAt: { type: Date, default: null },
    createdBy: { type: String, default: null },
  },
  { collection: 'sms_campaigns', timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
campaignSchema.index({ createdAt: -1, _id: -1 });
campaignSchema.index({ status: 1, heartbeatAt: 1 });

/** sms_subscribers: one row per phone (E.164, unique); an opt-out is kept, not deleted, so it is honoured. */
export type ISmsSubscriber = StoredShape<TSmsSubscriber, 'optInDate' | 'optOutDate' | 'createdAt'> & {
  preferences: string;
  /** How the number left: a STOP text (only START brings it back) or the member's own settings. */
  optOutSource: 'keyword' | 'settings' | null;
  /** The member account this number belongs to (their settings opt-in), or null for a subscriber without one. */
  userId: string | null;
};

const subscriberSchema = new Schema<ISmsSubscriber>(
  {
    phone: limitedString(L.phone, true),
    firstName: nullableString(L.firstName),
    lastName: nullableString(L.lastName),
    email: nullableString(L.email),
    source: { type: String, enum: SUBSCRIBER_SOURCES, default: 'website' },
    preferences: { type: String, default: 'all' },
    isActive: { type: Boolean, default: true },
    optInDate: { type: Date, default: null },
    optOutDate: { type: Date, default: null },
    optOutSource: { type: String, enum: ['keyword', 'settings', null], default: null },
    userId: { type: String, default: null },
  },
  { collection: 'sms_subscribers', timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
subscriberSchema.index({ phone: 1 }, { unique: true, name: 'phone_unique' });
subscriberSchema.index({ isActive: 1 });
subscriberSchema.index({ userId: 1 }, { sparse: true });

/**
 * sms_logs: one row per campaign and phone (unique), written before anything is sent. The row is
 * the record that makes sending resumable: a row is claimed (pending -> sending) before its text
 * goes out, so no restart or second node sends it twice. Keyword replies have no campaign.
 */
export interface ISmsLog {
  _id: Types.ObjectId;
  campaignId: Types.ObjectId | null;
  recipientPhone: string;
  recipientType: 'subscriber' | 'member' | 'reply';
  recipientId: string | null;
  message: string;
  status: TSmsLogStatus;
  /** Held for quiet hours until then. */
  holdUntil: Date | null;
  claimedAt: Date | null;
  providerMessageId: string | null;
  errorMessage: string | null;
  attempts: number;
  deliveredAt: Date | null;
  sentAt: Date | null;
}

const logSchema = new Schema<ISmsLog>(
  {
    campaignId: { type: Schema.Types.ObjectId, default: null },
    recipientPhone: { type: String, required: true },
    recipientType: { type: String, enum: ['subscriber', 'member', 'reply'], required: true },
    recipientId: { type: String, default: null },
    message: { type: String, required: true },
    status: { type: String, enum: SMS_LOG_STATUSES, default: 'pending' },
    holdUntil: { type: Date, default: null },
    claimedAt: { type: Date, default: null },
    providerMessageId: { type: String, default: null },
    errorMessage: { type: String, default: null },
    attempts: { type: Number, default: 0 },
    deliveredAt: { type: Date, default: null },
    sentAt: { type: Date, default: null },
  },
  { collection: 'sms_logs', versionKey: false },
);
logSchema.index({ campaignId: 1, recipientPhone: 1 }, { unique: true, name: 'campaign_phone_unique', partialFilterExpression: { campaignId: { $type: 'objectId' } } });
logSchema.index({ campaignId: 1, status: 1, holdUntil: 1 });
logSchema.index({ providerMessageId: 1 }, { sparse: true });

export const smsCampaignModel = defineModel<ISmsCampaign>('SmsCampaign', campaignSchema);
export const smsSubscriberModel = defineModel<ISmsSubscriber>('SmsSubscriber', subscriberSchema);
export const smsLogModel = defineModel<ISmsLog>('SmsLog', logSchema);
