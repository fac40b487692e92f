import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { makeUser } from '../../../test/fixtures';
import { makeSubscription } from '../test-data';
import { renderAt } from '../../../test/render-app';
import { PremiumMemberView } from './PremiumMemberView';

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

/** The member page of /premium names the membership as /settings and the account menu do (issue 23). */
describe('the member page of /premium', () => {
  it("is the spec's 'Premium Member' page for a member of the Premium plan", () => {
    renderAt('/premium', <PremiumMemberView user={makeUser({ isPremium: true, plan: 'premium' })} subscription={null} onChanged={() => {}} />);
    expect(heading()).toBe('Premium Member');
    expect(screen.getByText(/Your Premium plan is active/)).toBeTruthy();
  });

  it('names the Professional plan as such, never "Premium Member"', () => {
    renderAt('/premium', <PremiumMemberView user={makeUser({ isPremium: true, plan: 'professional' })} subscription={null} onChanged={() => {}} />);
    expect(heading()).toBe('Professional plan');
    expect(screen.queryByText('Premium Member')).toBeNull();
    expect(screen.getByText('Unlimited premium live training sessions')).toBeTruthy();
  });

  it('names a staff account as one, with what it includes and nothing to pay', () => {
    renderAt('/premium', <PremiumMemberView user={makeUser({ role: 'operator', isPremium: false, plan: 'free' })} subscription={null} onChanged={() => {}} />);
    expect(heading()).toBe('Staff account (all features)');
    expect(screen.getByText(/nothing to pay/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Access Training Portal' }).getAttribute('href')).toBe('/training');
  });

  it('shows a scheduled downgrade with both dates and Undo, as /settings does, instead of a second Cancel', () => {
    const subscription = makeSubscription({
      planType: 'professional',
      amount: 197,
      paymentProvider: 'square',
      expiresAt: '2026-12-31T12:00:00.000Z',
      pendingChange: { kind: 'downgrade', planId: 'starter', effectiveAt: '2026-12-31T12:00:00.000Z' },
    });
    renderAt('/premium', <PremiumMemberView user={makeUser({ isPremium: true, plan: 'professional' })} subscription={subscription} onChanged={() => {}} />);
    const details = screen.getByRole('region', { name: 'Your membership' });
    expect(details.textContent).toContain('Professional until Dec 31, then Starter');
    expect(details.textContent).toContain('Starter starts on Dec 31, 2026');
    expect(screen.getByRole('button', { name: /^Undo: keep Professional after December 31, 2026/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /cancel membership/i })).toBeNull();
  });
});
