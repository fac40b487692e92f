export const DAY_MS = 24 * 60 * 60 * 1000;

export type Proration = { unusedDays: number; periodDays: number; prorationCredit: number; amountDue: number };

/**
 * An upgrade's figures, in integer cents. The new plan starts now with a full monthly period at its
 * price; the unused part of the current period, counted in whole days left (a day begun counts as
 * used), is credited at the old price, rounded down to the cent. Whole days keep a preview and the
 * confirmation a minute later at the same figures. The credit never exceeds what the old period
 * cost, and the new price is higher, so something is always due and no credit balance is left over.
 */
export function prorate({ oldCents, newCents, periodStart, periodEnd, now }: { oldCents: number; newCents: number; periodStart: Date; periodEnd: Date; now: Date }): Proration {
  const periodDays = Math.max(1, Math.round((periodEnd.getTime() - periodStart.getTime()) / DAY_MS));
  const unusedDays = Math.min(periodDays, Math.max(0, Math.floor((periodEnd.getTime() - now.getTime()) / DAY_MS)));
  const prorationCredit = Math.floor((oldCents * unusedDays) / periodDays);
  return { unusedDays, periodDays, prorationCredit, amountDue: Math.max(0, newCents - prorationCredit) };
}
