import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPlanChangeQuote, TSubscription } from '@app/shared-types/membership/model';
import { json, lastToast, stubFetchEachTest } from '../../../test/fetch-routes';
import { renderAt } from '../../../test/render-app';
import { makeSubscription } from '../test-data';
import { PlanChanges } from './PlanChanges';

// Mid-day UTC: the same calendar day in any time zone.
const END = '2026-12-31T15:00:00.000Z';
const professional = (over: Partial<TSubscription> = {}) => makeSubscription({ planType: 'professional', amount: 197, expiresAt: END, ...over });
const downgradeQuote: TPlanChangeQuote = { planId: 'starter', fromPlanId: 'professional', effective: 'period-end', effectiveAt: END, prorationCredit: 0, amountDue: 0, unusedDays: 0, periodDays: 0, instructions: null };

const api = stubFetchEachTest();

describe('plan changes in the Billing section', () => {
  it('previews a downgrade (date, nothing due) before anything is sent, then schedules it', async () => {
    const onChanged = vi.fn();
    api.routes['POST /api/subscriptions/mine/change/preview'] = () => json(downgradeQuote);
    api.routes['POST /api/subscriptions/mine/change'] = () => json(downgradeQuote);
    renderAt('/settings', <PlanChanges subscription={professional()} onChanged={onChanged} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm change' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).queryByRole('radio', { name: /Professional/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Starter, $97 per month' }));
    await within(dialog).findByText('Dec 31, 2026, at the end of your paid period');
    expect(within(dialog).getByText('Due now').nextElementSibling?.textContent).toBe('$0.00');
    expect(api.calls.filter((c) => c.key === 'POST /api/subscriptions/mine/change')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.calls.find((c) => c.key === 'POST /api/subscriptions/mine/change')?.body).toEqual({ planId: 'starter' });
    expect(lastToast()?.title).toBe('Plan change scheduled');
  });

  it('shows an upgrade quote as price, credit and amount due, then what to send by Cash App', async () => {
    const quote: TPlanChangeQuote = { planId: 'premium', fromPlanId: 'professional', effective: 'now', effectiveAt: END, prorationCredit: 9850, amountDue: 19850, unusedDays: 15, periodDays: 30, instructions: 'Send $198.5 to $firm on Cash App with your email as the note.' };
    api.routes['POST /api/subscriptions/mine/change/preview'] = () => json(quote);
    api.routes['POST /api/subscriptions/mine/change'] = () => json(quote);
    renderAt('/settings', <PlanChanges subscription={professional()} onChanged={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Premium, $297 per month' }));
    expect((await within(dialog).findByText('Credit for 15 unused days of Professional')).nextElementSibling?.textContent).toBe('−$98.50');
    expect(within(dialog).getByText('Due now').nextElementSibling?.textContent).toBe('$198.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm upgrade' }));
    expect(await within(dialog).findByText(quote.instructions!)).toBeTruthy();
  });

  it('says why a plan cannot be changed, and offers nothing to confirm', async () => {
    api.routes['POST /api/subscriptions/mine/change/preview'] = () => json({ message: 'Plan changes for card and PayPal memberships are not available yet.', code: 'CONFLICT' }, 409);
    renderAt('/settings', <PlanChanges subscription={professional({ paymentProvider: 'square' })} onChanged={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Starter, $97 per month' }));
    expect(await within(dialog).findByText('Plan changes for card and PayPal memberships are not available yet.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Confirm change' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows a pending downgrade as "Professional until Dec 31, then Starter" with Undo', async () => {
    const onChanged = vi.fn();
    api.routes['POST /api/subscriptions/mine/undo-change'] = () => json(professional());
    renderAt('/settings', <PlanChanges subscription={professional({ pendingChange: { kind: 'downgrade', planId: 'starter', effectiveAt: END } })} onChanged={onChanged} />);
    expect(screen.getByText('Professional until Dec 31, then Starter')).toBeTruthy();
    expect(screen.getByText('Starter starts on Dec 31, 2026 at $97 per month.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change plan' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^Undo/ }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.calls.map((c) => c.key)).toContain('POST /api/subscriptions/mine/undo-change');
  });

  it('cancels at period end only after the member confirms', async () => {
    const onChanged = vi.fn();
    api.routes['POST /api/subscriptions/mine/cancel'] = () => json(professional({ cancelAtPeriodEnd: true }));
    renderAt('/settings', <PlanChanges subscription={professional()} onChanged={onChanged} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel membership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your membership?' });
    expect(within(dialog).getByText(/stays until December 31, 2026/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my membership' }));
    expect(api.calls.filter((c) => c.key === 'POST /api/subscriptions/mine/cancel')).toHaveLength(0);
    // Once the dialog has closed (the page behind it is hidden from the accessibility tree until then).
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel membership' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel at period end' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.calls.filter((c) => c.key === 'POST /api/subscriptions/mine/cancel')).toHaveLength(1);
  });
});
