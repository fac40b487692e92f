import { Types, type Model } from 'mongoose';
import type { TLedgerEntry, TLedgerRail, TLedgerState } from '@app/shared-types/billing/model';
import { isDuplicateKeyError } from '../../errors/model-errors';
import type { Logger } from '../../logger';
import { toLedgerEntryDTO } from './billing.dto';
import type { LedgerClaim, LedgerPort, LedgerSettlement } from './contracts';
import type { ICounter, ILedgerEntry, IUnmatchedEvent } from './ledger.model';
import { nextReceiptNumber } from './receipt-numbers';

const PENDING: TLedgerState[] = ['claimed', 'verifying'];

/**
 * The ledger's writes (the port memberships use). Every transition is one conditional update, so
 * two operators approving at once, or a provider replaying an event, settle a payment once.
 */
export function createLedger({
  Entries,
  Unmatched,
  Counters,
  logger,
  onSettled,
}: {
  Entries: Model<ILedgerEntry>;
  Unmatched: Model<IUnmatchedEvent>;
  Counters: Model<ICounter>;
  logger: Logger;
  onSettled: (entry: TLedgerEntry) => Promise<void>;
}): LedgerPort {
  const base = (c: LedgerClaim) => ({
    rail: c.rail,
    reference: c.reference,
    memberId: new Types.ObjectId(c.memberId),
    subscriptionId: new Types.ObjectId(c.subscriptionId),
    planType: c.planType,
    amount: c.amount,
    currency: 'USD' as const,
  });

  /** Numbers the receipt of an entry that just settled, then announces it. */
  async function afterSettled(entry: ILedgerEntry): Promise<TLedgerEntry> {
    const receiptNumber = await nextReceiptNumber(Counters, (entry.verifiedAt ?? new Date()).getUTCFullYear());
    const numbered = await Entries.findOneAndUpdate({ _id: entry._id, receiptNumber: null }, { $set: { receiptNumber } }, { returnDocument: 'after' }).lean<ILedgerEntry>();
    const dto = toLedgerEntryDTO(numbered ?? entry);
    await onSettled(dto);
    return dto;
  }

  return {
    async claim(c) {
      try {
        return toLedgerEntryDTO((await Entries.create({ ...base(c), state: 'verifying' })).toObject<ILedgerEntry>());
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        return toLedgerEntryDTO((await Entries.findOne({ rail: c.rail, reference: c.reference }).lean<ILedgerEntry>())!);
      }
    },

    async settle(c, s: LedgerSettlement) {
      const set = { state: 'settled' as const, verifiedBy: s.verifiedBy, verifiedAt: s.verifiedAt, periodStart: s.periodStart, periodEnd: s.periodEnd, eventId: s.eventId ?? null, orderId: s.orderId ?? null };
      let settled = await Entries.findOneAndUpdate({ rail: c.rail, reference: c.reference, state: { $in: PENDING } }, { $set: set }, { returnDocument: 'after' }).lean<ILedgerEntry>();
      if (!settled) {
        try {
          settled = (await Entries.create({ ...base(c), ...set })).toObject<ILedgerEntry>();
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
          // Settled (or closed) already: a replay or the second of two approvals.
          const existing = await Entries.findOne({ rail: c.rail, reference: c.reference }).lean<ILedgerEntry>();
          return { entry: toLedgerEntryDTO(existing!), settledNow: false };
        }
      }
      // An event first refused as unknown (delivered before its subscription id was stored) is matched now.
      if (s.eventId) await Unmatched.deleteOne({ rail: c.rail, eventId: s.eventId, reason: 'unknown-subscription' });
      return { entry: await afterSettled(settled), settledNow: true };
    },

    async close(rail: TLedgerRail, reference, state, by) {
      const from: TLedgerState | { $in: TLedgerState[] } = state === 'rejected' ? { $in: PENDING } : 'settled';
      const closed = await Entries.findOneAndUpdate({ rail, reference, state: from }, { $set: { state, verifiedBy: by, ...(state === 'rejected' ? { verifiedAt: new Date() } : {}) } }, { returnDocument: 'after' }).lean<ILedgerEntry>();
      return closed ? toLedgerEntryDTO(closed) : null;
    },

    async latestSettled(subscriptionId) {
      const found = await Entries.findOne({ subscriptionId: new Types.ObjectId(subscriptionId), state: 'settled' }).sort({ verifiedAt: -1 }).lean<ILedgerEntry>();
      return found ? toLedgerEntryDTO(found) : null;
    },

    async settledPeriods(subscriptionId) {
      const rows = await Entries.find({ subscriptionId: new Types.ObjectId(subscriptionId), state: 'settled', periodEnd: { $ne: null } }, { periodStart: 1, periodEnd: 1 }).lean<ILedgerEntry[]>();
      return rows.map((r) => ({ periodStart: r.periodStart!, periodEnd: r.periodEnd! }));
    },

    async granted(entryId, at = new Date()) {
      await Entries.updateOne({ _id: new Types.ObjectId(entryId), grantedAt: null }, { $set: { grantedAt: at } });
    },

    async findPayment(rail, payment) {
      const found = await Entries.findOne({ rail, ...('orderId' in payment ? { orderId: payment.orderId } : { reference: payment.reference }) }).lean<ILedgerEntry>();
      return found ? toLedgerEntryDTO(found) : null;
    },

    async refund(entryId, { refundId, amount, at }) {
      const _id = new Types.ObjectId(entryId);
      // One conditional update per refund id (a replay finds its id already there and changes nothing),
      // and only while the refunds stay within what was paid.
      const updated = await Entries.findOneAndUpdate(
        {
          _id,
          state: { $in: ['settled', 'disputed', 'refunded'] },
          'refunds.id': { $ne: refundId },
          $expr: { $lte: [{ $add: [{ $ifNull: ['$refundedAmount', 0] }, amount] }, '$amount'] },
        },
        { $push: { refunds: { id: refundId, amount, at } }, $inc: { refundedAmount: amount } },
        { returnDocument: 'after' },
      ).lean<ILedgerEntry>();
      const current = updated ?? (await Entries.findById(_id).lean<ILedgerEntry>());
      if (!current) return null;
      const refundedAmount = current.refundedAmount ?? 0;
      if (!updated) {
        const replay = (current.refunds ?? []).some((r) => r.id === refundId);
        return { entry: toLedgerEntryDTO(current), outcome: replay ? 'duplicate' : 'exceeds', refundedAmount };
      }
      let entry = current;
      if (refundedAmount >= current.amount) {
        entry = (await Entries.findOneAndUpdate({ _id, state: { $in: ['settled', 'disputed'] } }, { $set: { state: 'refunded' } }, { returnDocument: 'after' }).lean<ILedgerEntry>()) ?? current;
      }
      return { entry: toLedgerEntryDTO(entry), outcome: 'applied', refundedAmount };
    },

    async dispute(entryId, disputeId, to) {
      const from = to === 'disputed' ? 'settled' : 'disputed';
      const moved = await Entries.findOneAndUpdate({ _id: new Types.ObjectId(entryId), state: from }, { $set: { state: to, disputeId } }, { returnDocument: 'after' }).lean<ILedgerEntry>();
      return moved ? toLedgerEntryDTO(moved) : null;
    },

    async refuse(r) {
      logger.warn({ rail: r.rail, eventId: r.eventId, reason: r.reason }, 'provider event refused');
      const fields = { reason: r.reason, providerSubscriptionId: r.providerSubscriptionId, reference: r.reference, amount: r.amount, currency: r.currency, occurredAt: r.occurredAt };
      try {
        await Unmatched.updateOne({ rail: r.rail, eventId: r.eventId }, { $set: fields, $inc: { deliveries: 1 }, $setOnInsert: { receivedAt: new Date() } }, { upsert: true });
      } catch (error) {
        // Two deliveries of one event at once: the other inserted it; count this one.
        if (!isDuplicateKeyError(error)) throw error;
        await Unmatched.updateOne({ rail: r.rail, eventId: r.eventId }, { $inc: { deliveries: 1 } });
      }
    },
  };
}
