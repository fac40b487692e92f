import { Types, type Model } from 'mongoose';
import type { z } from 'zod';
import { isOperator, type TUser } from '@app/shared-types/auth';
import { BILLING_MESSAGES as B, PENDING_TOO_LONG_MS, type TLedgerEntry, type TLedgerRow, type ZLedgerQuery } from '@app/shared-types/billing';
import { notFound } from '../../errors/app-error';
import type { Accounts } from '../module';
import { toLedgerEntryDTO, toLedgerRowDTO } from './billing.dto';
import type { ILedgerEntry, IUnmatchedEvent } from './ledger.model';
import { receiptFileName, renderReceiptHtml, renderReceiptPdf } from './receipt';
import { reconcile } from './reconciliation';

export type BillingService = ReturnType<typeof createBillingService>;

/** [first instant of the month, first instant of the next), in UTC. */
export function monthRange(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(y, m - 1, 1)), to: new Date(Date.UTC(y, m, 1)) };
}

/** The ledger's reads: a member's own entries and receipts; operators all, reconciliation and the CSV. */
export function createBillingService({ Entries, Unmatched, accounts }: { Entries: Model<ILedgerEntry>; Unmatched: Model<IUnmatchedEvent>; accounts: Pick<Accounts, 'findById' | 'findManyById' | 'findByUsername'> }) {
  async function withMembers(rows: ILedgerEntry[]): Promise<TLedgerRow[]> {
    const ids = [...new Set(rows.map((r) => r.memberId.toString()))];
    const people = await accounts.findManyById(ids);
    const byId = new Map(ids.map((id, i) => [id, people[i]]));
    return rows.map((r) => toLedgerRowDTO(r, byId.get(r.memberId.toString())));
  }

  async function filterOf(user: TUser, q: z.output<typeof ZLedgerQuery>): Promise<Record<string, unknown> | null> {
    const filter: Record<string, unknown> = {};
    if (!isOperator(user)) filter.memberId = new Types.ObjectId(user.id);
    else if (q.member) {
      const member = await accounts.findByUsername(q.member);
      if (!member) return null;
      filter.memberId = new Types.ObjectId(member.id);
    }
    if (q.rail) filter.rail = q.rail;
    if (q.state) filter.state = q.state;
    if (q.month) {
      const { from, to } = monthRange(q.month);
      filter.createdAt = { $gte: from, $lt: to };
    }
    return filter;
  }

  /** The entry a viewer may see: their own, or any for an operator; anything else is "not found". */
  async function visibleEntry(user: TUser, id: string): Promise<ILedgerEntry> {
    const entry = Types.ObjectId.isValid(id) ? await Entries.findById(id).lean<ILedgerEntry>() : null;
    if (!entry || (!isOperator(user) && entry.memberId.toString() !== user.id)) throw notFound(B.receiptNotFound);
    return entry;
  }

  return {
    async ledger(user: TUser, q: z.output<typeof ZLedgerQuery>): Promise<TLedgerEntry[] | TLedgerRow[]> {
      const filter = await filterOf(user, q);
      if (!filter) return [];
      const rows = await Entries.find(filter).sort({ createdAt: -1, _id: -1 }).limit(q.limit).lean<ILedgerEntry[]>();
      return isOperator(user) ? withMembers(rows) : rows.map(toLedgerEntryDTO);
    },

    async receipt(user: TUser, id: string, format: 'pdf' | 'html'): Promise<{ filename: string; type: string; body: Buffer | string }> {
      const entry = await visibleEntry(user, id);
      if (!entry.receiptNumber) throw notFound(B.noReceiptYet);
      const who = await accounts.findById(entry.memberId.toString());
      const member = who ? { name: [who.firstName, who.lastName].filter(Boolean).join(' ') || who.username, username: who.username, email: who.email } : { name: 'Deleted account', username: '—', email: null };
      const dto = toLedgerEntryDTO(entry);
      return format === 'pdf'
        ? { filename: receiptFileName(dto, 'pdf'), type: 'application/pdf', body: await renderReceiptPdf(dto, member) }
        : { filename: receiptFileName(dto, 'html'), type: 'text/html; charset=utf-8', body: renderReceiptHtml(dto, member) };
    },

    reconciliation: (month: string, now = new Date()) => reconcile({ Entries, Unmatched, withMembers }, monthRange(month), month, now),

    /** Every entry (of a month), oldest first, a batch of rows at a time: the CSV streams them. */
    async *csvRows(month: string | undefined): AsyncGenerator<TLedgerRow[]> {
      const filter = month ? { createdAt: { $gte: monthRange(month).from, $lt: monthRange(month).to } } : {};
      let batch: ILedgerEntry[] = [];
      for await (const row of Entries.find(filter).sort({ createdAt: 1, _id: 1 }).lean<ILedgerEntry[]>().cursor()) {
        batch.push(row as ILedgerEntry);
        if (batch.length === 200) {
          yield await withMembers(batch);
          batch = [];
        }
      }
      if (batch.length) yield await withMembers(batch);
    },

    /** Monitoring: payments waiting for a person for more than 48 hours. */
    pendingTooLong: (now = new Date()) => Entries.countDocuments({ state: { $in: ['claimed', 'verifying'] }, createdAt: { $lt: new Date(now.getTime() - PENDING_TOO_LONG_MS) } }),
  };
}
