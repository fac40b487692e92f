import { describe, expect, it } from 'vitest';
import { roleLabel } from '@app/shared-types/auth/access';
import { membershipLabel, membershipOf, planLabel } from '@app/shared-types/membership/model';

/** The one source for what a person's membership is called (issue 23: one name per plan on every page). */
describe('membershipLabel', () => {
  it('names each paid plan by its own name, never "Premium Member"', () => {
    expect(membershipLabel({ role: 'member', isPremium: true, plan: 'starter' })).toBe('Starter plan');
    expect(membershipLabel({ role: 'member', isPremium: true, plan: 'professional' })).toBe('Professional plan');
    expect(membershipLabel({ role: 'member', isPremium: true, plan: 'premium' })).toBe('Premium plan');
  });

  it('calls a member without an active membership Free, whatever plan was last stored', () => {
    expect(membershipLabel({ role: 'member', isPremium: false, plan: 'free' })).toBe('Free plan');
    expect(membershipLabel({ role: 'member', isPremium: false, plan: 'professional' })).toBe('Free plan');
  });

  it('takes a premium flag without a paid plan (accounts from before plans) as the Premium plan, as the user DTO does', () => {
    expect(membershipLabel({ role: 'member', isPremium: true, plan: 'free' })).toBe('Premium plan');
    expect(membershipLabel({ role: 'member', isPremium: true })).toBe('Premium plan');
  });

  it('names staff accounts as staff, paid or not: the same on every page', () => {
    for (const role of ['operator', 'instructor'] as const) {
      expect(membershipLabel({ role, isPremium: false, plan: 'free' })).toBe('Staff account (all features)');
      expect(membershipLabel({ role, isPremium: true, plan: 'starter' })).toBe('Staff account (all features)');
      expect(membershipOf({ role, isPremium: false })).toEqual({ kind: 'staff', planId: 'premium' });
    }
  });

  it('is what the account menu shows for members; staff keep their role there', () => {
    expect(roleLabel({ role: 'member', isPremium: true, plan: 'professional' })).toBe('Professional plan');
    expect(roleLabel({ role: 'member', isPremium: false, plan: 'free' })).toBe('Free plan');
    expect(roleLabel({ role: 'operator', isPremium: false })).toBe('Operator');
    expect(roleLabel({ role: 'instructor', isPremium: false })).toBe('Instructor');
    expect(planLabel('starter')).toBe('Starter plan');
  });
});
