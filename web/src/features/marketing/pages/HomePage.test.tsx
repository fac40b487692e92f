import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { json, stubFetch } from '../../../test/fetch-routes';
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

  it("shows a new member their own progress, 0%, and saves a step's status on the server", async () => {
    const user = makeUser();
    useUserStore.setState({ user, status: 'ready' });
    const steps = (...statuses: string[]) => ['assessment', 'submission', 'verification', 'maintenance'].map((id, i) => ({ id, status: statuses[i] ?? 'pending', updatedAt: null }));
    const api = stubFetch();
    api.routes['GET /api/auth/user'] = () => json(user);
    api.routes['GET /api/sam-registration'] = () => json({ steps: steps(), progress: { completed: 0, inProgress: 0, total: 4, percent: 0 } });
    api.routes['PUT /api/sam-registration/steps/submission'] = () => json({ steps: steps('pending', 'in-progress'), progress: { completed: 0, inProgress: 1, total: 4, percent: 12.5 } });
    renderAt('/', <HomePage />);
    expect(await screen.findByText('0%')).toBeTruthy();
    expect(screen.queryByText('37.5%')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Continue Step' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Step 2: SAM.gov Registration Submission/ }));
    fireEvent.click(within(screen.getByRole('region', { name: /SAM.gov Registration Submission/ })).getByRole('radio', { name: 'In Progress' }));
    expect(await screen.findByText('12.5%')).toBeTruthy();
    expect(api.calls.find((c) => c.key === 'PUT /api/sam-registration/steps/submission')?.body).toEqual({ status: 'in-progress' });
    expect(screen.getByRole('link', { name: 'Continue Step' })).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('shows a visitor no personal progress and asks nothing of the server for it', () => {
    const api = stubFetch();
    renderAt('/', <HomePage />);
    expect(screen.queryByText('Your registration progress')).toBeNull();
    expect(api.calls.some((c) => c.key.includes('sam-registration'))).toBe(false);
    vi.unstubAllGlobals();
  });
});
