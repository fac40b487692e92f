import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TSelfSummary } from '@app/shared-types/compliance/acr/model';
import { json, stubFetchEachTest } from '../../../test/fetch-routes';
import { renderAt } from '../../../test/render-app';
import { SelfConformance } from './SelfConformance';

vi.mock('../../../lib/socket/socket', () => import('../../../test/socket-mock'));

const api = stubFetchEachTest();

const serve = (summary: TSelfSummary) => (api.routes['GET /api/accessibility/self'] = () => json(summary));

describe('our own results on /accessibility', () => {
  it('says so honestly before the first run, with no score and no report link', async () => {
    serve({ lastRun: null, running: false, acrAvailable: false });
    renderAt('/accessibility', <SelfConformance />);
    expect(await screen.findByText(/Our scanner has not run on this site yet/)).toBeTruthy();
    expect(screen.queryByText('Score')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the score, the open groups, the last run and the ACR downloads after a run', async () => {
    serve({ lastRun: { status: 'completed', startedAt: '2026-11-26T10:00:00.000Z', completedAt: '2026-11-26T10:04:00.000Z', score: 97, openGroups: 2, pages: 19, failedPages: 0 }, running: false, acrAvailable: true });
    renderAt('/accessibility', <SelfConformance />);
    expect(await screen.findByText('97% of automated checks passed')).toBeTruthy();
    expect(screen.getByText('2 (each one rule on one component, however many pages)')).toBeTruthy();
    expect(screen.getByText(/19 public pages/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'download OpenACR (YAML)' }).getAttribute('href')).toBe('/api/accessibility/self/acr?format=yaml');
  });

  it('says a failed run failed instead of showing figures', async () => {
    serve({ lastRun: { status: 'failed', startedAt: '2026-11-26T10:00:00.000Z', completedAt: '2026-11-26T10:01:00.000Z', score: null, openGroups: 0, pages: 19, failedPages: 19 }, running: true, acrAvailable: false });
    renderAt('/accessibility', <SelfConformance />);
    expect(await screen.findByText(/could not scan our pages \(19 of 19 failed\)/)).toBeTruthy();
    expect(screen.getByText(/A new run is in progress/)).toBeTruthy();
    expect(screen.queryByText('Score')).toBeNull();
  });
});
