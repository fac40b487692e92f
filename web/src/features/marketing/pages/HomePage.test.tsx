import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useUserStore } from '../../../lib/auth/user-store';
import { makeUser } from '../../../test/fixtures';
import { renderAt } from '../../../test/render-app';
import HomePage from './HomePage';

const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

beforeEach(() => useUserStore.setState({ user: null, status: 'ready' }));

describe('home page', () => {
  it('has the spec buttons with their destinations', () => {
    renderAt('/', <HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(href('Get Started Today')).toBe('/contact');
    expect(href('S.A.M. Registration Help')).toBe('/government-contracting');
    expect(href('Start Your SAM Registration')).toBe('/government-contracting');
    expect(href('Schedule SAM Consultation')).toBe('/contact?service=sam-registration');
    expect(href('Schedule Free Consultation')).toBe('/contact');
    expect(href('Access Client Portal')).toBe('/client-portal');
  });

  it('shows the three compliance badges and six service cards with Learn More links', () => {
    renderAt('/', <HomePage />);
    for (const badge of ['WCAG 2.1 AA Compliant', 'Section 508 Certified', 'VPAT Documentation Ready']) {
      expect(screen.getByText(badge)).toBeTruthy();
    }
    const learnMore = screen.getAllByRole('link', { name: /^Learn More about/ }).map((a) => a.getAttribute('href'));
    expect(learnMore).toEqual([
      '/services#bookkeeping',
      '/services#tax',
      '/services#hr',
      '/services#cfo',
      '/services#auditing',
      '/government-contracting',
    ]);
  });

  it('switches the SAM section to client mode for a signed-in member', () => {
    useUserStore.setState({ user: makeUser(), status: 'ready' });
    renderAt('/', <HomePage />);
    expect(screen.getByText('37.5%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Step' })).toBeTruthy();
  });
});
