import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useUserStore } from '../../../lib/auth/user-store';
import { json, stubFetch } from '../../../test/fetch-routes';
import { makeUser } from '../../../test/fixtures';
import { renderAt } from '../../../test/render-app';
import TrainingPage from './TrainingPage';

beforeEach(() => {
  const api = stubFetch();
  api.routes['GET /api/training/modules'] = () => json([]);
});
afterEach(() => vi.unstubAllGlobals());

/** The training page names the reader's plan as /premium and /settings do (issue 23). */
describe('/training plan wording', () => {
  it('tells a free member their plan and that any paid plan from Starter opens the library', () => {
    useUserStore.setState({ user: makeUser({ isPremium: false, plan: 'free' }), status: 'ready' });
    renderAt('/training', <TrainingPage />);
    expect(screen.getByText(/^You are on the Free plan\. Unlock all 13 modules.* with a paid plan, from Starter plan at \$97 a month\.$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/premium');
  });

  it('names a Professional member’s plan, not "Premium Member", and offers no upgrade', () => {
    useUserStore.setState({ user: makeUser({ isPremium: true, plan: 'professional' }), status: 'ready' });
    renderAt('/training', <TrainingPage />);
    expect(screen.getByText('Professional plan: every module is open to you.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upgrade to Premium' })).toBeNull();
  });
});
