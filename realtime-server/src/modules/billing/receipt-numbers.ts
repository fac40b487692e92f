import type { Model } from 'mongoose';
import { formatReceiptNumber } from '@app/shared-types/billing/model';
import { isDuplicateKeyError } from '../../errors/model-errors';
import type { ICounter } from './ledger.model';

/**
 * The next receipt number of `year`: one atomic $inc on the year's counter document, so 50 settlements
 * at once get 50 different numbers in sequence. A number is never handed out twice: one whose entry
 * could not be written stays a gap rather than being reused.
 */
export async function nextReceiptNumber(Counters: Model<ICounter>, year: number): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      const counter = await Counters.findOneAndUpdate({ _id: `receipts:${year}` }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' }).lean<ICounter>();
      return formatReceiptNumber(year, counter!.seq);
    } catch (error) {
      // Two first receipts of a year upserting at once: one inserts, the other retries as an update.
      if (!isDuplicateKeyError(error) || attempt > 3) throw error;
    }
  }
}
