import type { Model } from 'mongoose';
import { LEDGER_RAILS, PENDING_LEDGER_STATES, PENDING_TOO_LONG_MS, type TLedgerRow, type TMoneyFigure, type TReconciliation } from '@app/shared-types/billing/model';
import { toUnmatchedDTO } from './billing.dto';
import type { ILedgerEntry, IUnmatchedEvent } from './ledger.model';

const sum = (rows: ILedgerEntry[]): TMoneyFigure => ({ count: rows.length, amount: rows.reduce((total, r) => total + r.amount, 0) });
const within = (d: Date | null, range: { from: Date; to: Date }) => !!d && d >= range.from && d < range.to;

/**
 * A month per rail: received (every payment reported that month, whatever became of it, but
 * rejected claims), settled (verified that month), granted (whose period a membership applied that
 * month) and refunded; the month's refused provider events; and, as of now, verifications waiting
 * for more than 48 hours.
 */
export async function reconcile(
  { Entries, Unmatched, withMembers }: { Entries: Model<ILedgerEntry>; Unmatched: Model<IUnmatchedEvent>; withMembers: (rows: ILedgerEntry[]) => Promise<TLedgerRow[]> },
  range: { from: Date; to: Date },
  month: string,
  now: Date,
): Promise<TReconciliation> {
  const inMonth = { $gte: range.from, $lt: range.to };
  const [touched, unmatched, pending] = await Promise.all([
    Entries.find({ $or: [{ createdAt: inMonth }, { verifiedAt: inMonth }, { grantedAt: inMonth }] }).lean<ILedgerEntry[]>(),
    Unmatched.find({ receivedAt: inMonth }).sort({ receivedAt: 1 }).limit(500).lean<IUnmatchedEvent[]>(),
    Entries.find({ state: { $in: PENDING_LEDGER_STATES }, createdAt: { $lt: new Date(now.getTime() - PENDING_TOO_LONG_MS) } }).sort({ createdAt: 1 }).limit(500).lean<ILedgerEntry[]>(),
  ]);
  const rails = LEDGER_RAILS.map((rail) => {
    const mine = touched.filter((e) => e.rail === rail);
    const everSettled = (e: ILedgerEntry) => e.state === 'settled' || e.state === 'refunded' || e.state === 'disputed';
    return {
      rail,
      received: sum(mine.filter((e) => within(e.createdAt, range) && e.state !== 'rejected')),
      settled: sum(mine.filter((e) => everSettled(e) && within(e.verifiedAt, range))),
      granted: sum(mine.filter((e) => within(e.grantedAt, range))),
      refunded: sum(mine.filter((e) => e.state === 'refunded' && within(e.updatedAt, range))),
    };
  });
  return { month, rails, unmatched: unmatched.map(toUnmatchedDTO), pendingVerifications: await withMembers(pending) };
}
