import { Readable } from 'node:stream';
import { Router } from 'express';
import { ZEntitlementsQuery, ZLedgerCsvQuery, ZLedgerQuery, ZReceiptQuery, ZReconciliationQuery, BILLING_MESSAGES as B, type TLedgerRow } from '@app/shared-types/billing';
import { currentUser, requireRole, requireUser } from '../../http/guards';
import { csvLine, UTF8_BOM } from '../../http/csv';
import { parseInput } from '../../errors/parse-input';
import { idParam } from '../../http/params';
import type { BillingService } from './billing.service';
import type { TUser } from '@app/shared-types/auth';
import type { TEntitlement } from '@app/shared-types/billing/model';

const CSV_HEADER = ['Entry', 'Created', 'Member', 'Username', 'Plan', 'Rail', 'Reference', 'Amount (cents)', 'Currency', 'State', 'Verified by', 'Verified at', 'Period start', 'Period end', 'Receipt', 'Refunded (cents)'];
const csvRow = (r: TLedgerRow) => csvLine([r.id, r.createdAt, r.memberName, r.memberUsername, r.planType, r.rail, r.reference, r.amount, r.currency, r.state, r.verifiedBy, r.verifiedAt, r.periodStart, r.periodEnd, r.receiptNumber, r.refundedAmount]);

async function* csvOf(batches: AsyncGenerator<TLedgerRow[]>): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(CSV_HEADER);
  for await (const rows of batches) yield rows.map(csvRow).join('');
}

export function billingRoutes(billing: BillingService, entitlements: (user: TUser, month?: string) => Promise<TEntitlement[]>): Router {
  const router = Router();
  const operator = requireRole('operator');

  router.get('/billing/ledger', requireUser, async (req, res) => {
    res.json(await billing.ledger(currentUser(req), parseInput(ZLedgerQuery, req.query)));
  });
  router.get('/billing/ledger.csv', operator, (req, res) => {
    const { month } = parseInput(ZLedgerCsvQuery, req.query);
    res.set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="ledger-${month ?? 'all'}.csv"`, 'Cache-Control': 'private, no-store' });
    const stream = Readable.from(csvOf(billing.csvRows(month)));
    stream.on('error', (err) => res.destroy(err));
    stream.pipe(res);
  });
  router.get('/billing/receipts/:id', requireUser, async (req, res) => {
    const { format } = parseInput(ZReceiptQuery, req.query);
    const receipt = await billing.receipt(currentUser(req), idParam(req.params, B.receiptNotFound), format);
    const disposition = format === 'pdf' ? 'attachment' : 'inline';
    res.set({ 'Content-Type': receipt.type, 'Content-Disposition': `${disposition}; filename="${receipt.filename}"`, 'Cache-Control': 'private, no-store' });
    res.send(receipt.body);
  });
  router.get('/billing/entitlements', requireUser, async (req, res) => {
    res.json(await entitlements(currentUser(req), parseInput(ZEntitlementsQuery, req.query).month));
  });
  router.get('/billing/reconciliation', operator, async (req, res) => {
    res.json(await billing.reconciliation(parseInput(ZReconciliationQuery, req.query).month));
  });
  return router;
}
