import { z } from 'zod';
import '../zod-messages';
import { LEDGER_RAILS, LEDGER_STATES } from './model';

export * from './model';

/**
 * A money amount from outside (dollars): a JSON number, finite, positive, at most 2 decimals. Strings
 * ("97"), NaN, negatives and fractions of a cent are refused, never coerced.
 */
export const ZMoneyAmount = z
  .number({ error: 'Amount must be a number' })
  .refine(Number.isFinite, 'Amount must be a number')
  .refine((v) => v > 0, 'Amount must be positive')
  .refine((v) => v <= 100_000, 'Amount is too large')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Amount must have at most 2 decimals');

/** Dollars to integer cents (after ZMoneyAmount: exact). */
export const toCents = (dollars: number) => Math.round(dollars * 100);

export const ZMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must look like 2026-01');

/** GET /api/billing/ledger: members see theirs; operators may filter all. */
export const ZLedgerQuery = z.object({
  rail: z.enum(LEDGER_RAILS).optional(),
  state: z.enum(LEDGER_STATES).optional(),
  month: ZMonth.optional(),
  member: z.string().trim().max(60).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type TLedgerQuery = z.input<typeof ZLedgerQuery>;

export const ZReceiptQuery = z.object({ format: z.enum(['pdf', 'html'], { error: 'Format is pdf or html' }).default('html') });
export const ZReconciliationQuery = z.object({ month: ZMonth });
export const ZLedgerCsvQuery = z.object({ month: ZMonth.optional() });

/** GET /api/billing/entitlements: a plan month (the firm's calendar month; default this one). */
export const ZEntitlementsQuery = z.object({ month: ZMonth.optional() });
