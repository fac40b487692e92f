import type { Logger } from '../../logger';
import { SMS_REPLIES } from '@app/shared-types/sms';
import type { Model } from 'mongoose';
import type { InboundSms, SmsProvider } from '../sms-provider/contracts';
import { keywordOf } from './keywords';
import { toE164 } from './phone';
import type { ISmsLog } from './sms.model';
import type { Subscribers } from './subscribers';

/**
 * STOP, START and HELP texts. The opt-out is stored before the reply is attempted, so a provider
 * failure never leaves someone subscribed; the sender re-reads it before each message.
 */
export function handleInbound({ subscribers, Logs, activeProvider, logger }: { subscribers: Subscribers; Logs: Model<ISmsLog>; activeProvider: () => Promise<SmsProvider>; logger: Logger }) {
  return async (message: InboundSms): Promise<void> => {
    const keyword = keywordOf(message.text);
    const phone = toE164(message.from);
    if (!keyword || !phone) return;
    if (keyword === 'stop') await subscribers.optOut(phone);
    if (keyword === 'start') await subscribers.optIn(phone);
    const reply = keyword === 'stop' ? SMS_REPLIES.stopped : keyword === 'start' ? SMS_REPLIES.started : SMS_REPLIES.help;
    const row = await Logs.create({ campaignId: null, recipientPhone: phone, recipientType: 'reply', message: reply, status: 'sending', claimedAt: new Date(), attempts: 1 });
    try {
      const result = await (await activeProvider()).send(phone, reply);
      await Logs.updateOne({ _id: row._id }, { $set: { status: result.status === 'simulated' ? 'simulated' : 'sent', providerMessageId: result.providerMessageId, sentAt: new Date() } });
    } catch (err) {
      logger.warn({ err, keyword }, 'sms keyword reply not sent');
      await Logs.updateOne({ _id: row._id }, { $set: { status: 'failed', errorMessage: 'The confirmation could not be sent.' } });
    }
  };
}
