import type { Connection } from 'mongoose';

/** Where campaigns are stored (operator monitoring counts them without the model). */
export const SMS_CAMPAIGNS_COLLECTION = 'sms_campaigns';

/** Campaigns sending now, for operator monitoring. */
export async function smsActivity(db: Connection): Promise<{ campaignsSending: number }> {
  return { campaignsSending: await db.collection(SMS_CAMPAIGNS_COLLECTION).countDocuments({ status: 'sending' }) };
}

/** A phone number as typed, in E.164 (US by default), or null when it is not a valid number. */
export { toE164 } from './phone';
