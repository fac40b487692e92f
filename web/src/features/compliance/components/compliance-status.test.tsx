import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, lastToast, stubFetch } from '../../../test/fetch-routes';
import { renderAt } from '../../../test/render-app';
import { summary } from '../model/compliance';
import { resetComplianceStore, useComplianceStore } from '../store';
import { makeScan } from '../test-data';
import { NewScanForm } from './NewScanForm';
import { ScanCard } from './ScanCard';
import { SummaryCards } from './SummaryCards';

vi.mock('../../../lib/socket/socket', () => import('../../../test/socket-mock'));

const failed = makeScan('a1', {
  url: 'https://example.test/down',
  status: 'failed',
  phase: 'failed',
  score: null,
  overallScore: null,
  passedChecks: 0,
  totalChecks: 0,
  totalIssues: 0,
  issuesFound: 0,
  criticalIssues: 0,
  warningIssues: 0,
  scanDuration: 1.2,
  failure: 'http',
  error: 'The page answered HTTP 503.',
  scanDate: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  completedAt: '2026-01-01T00:00:02.000Z',
});

let api: ReturnType<typeof stubFetch>;
beforeEach(() => {
  api = stubFetch();
  resetComplianceStore();
});
afterEach(() => vi.unstubAllGlobals());

const card = (label: string) => screen.getByText(label).closest('li')!;

describe('compliance summary before any scan', () => {
  it('before any scan: a dash and "No scans yet", never "0%"', () => {
    renderAt('/compliance-monitoring', <SummaryCards {...summary({ scans: [], alerts: [] })} state="ready" />);
    expect(within(card('Compliance Score')).getByText('—')).toBeTruthy();
    expect(within(card('Compliance Score')).getByText('No scans yet: start one below')).toBeTruthy();
    expect(screen.queryByText('0%')).toBeNull();
  });

  it('with only a failed scan: no score, no issue counts, and why, instead of "0%"', () => {
    renderAt('/compliance-monitoring', <SummaryCards {...summary({ scans: [failed], alerts: [] })} state="ready" />);
    expect(within(card('Compliance Score')).queryByText('0%')).toBeNull();
    expect(within(card('Compliance Score')).getByText('—')).toBeTruthy();
    expect(within(card('Compliance Score')).getByText('No scan has completed yet')).toBeTruthy();
    expect(within(card('Total Issues')).getByText('—')).toBeTruthy();
    expect(within(card('Unread Alerts')).getByText('0')).toBeTruthy();
  });

  it('shows the average once a scan has completed', () => {
    renderAt('/compliance-monitoring', <SummaryCards {...summary({ scans: [{ ...failed, id: 'c', status: 'completed', score: 84, totalIssues: 3, criticalIssues: 1 }], alerts: [] })} state="ready" />);
    expect(within(card('Compliance Score')).getByText('84%')).toBeTruthy();
    expect(within(card('Compliance Score')).getByText('Average of 1 completed scan')).toBeTruthy();
    expect(within(card('Critical Issues')).getByText('1')).toBeTruthy();
  });
});

describe('a failed scan', () => {
  it('can be retried: the card follows the restarted scan', async () => {
    useComplianceStore.setState({ ...useComplianceStore.getState(), scans: [failed] });
    api.routes['POST /api/compliance/scans/a1/retry'] = () => json({ ...failed, status: 'running', phase: 'queued', queuePosition: 1, failure: null, error: null });
    renderAt('/compliance-monitoring', <ScanCard scan={failed} onViewDetails={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry scan of https://example.test/down' }));
    await waitFor(() => expect(useComplianceStore.getState().scans[0]).toMatchObject({ id: 'a1', status: 'running', phase: 'queued' }));
    expect(lastToast()).toEqual({ title: 'Scan Restarted', description: 'Scanning https://example.test/down again.' });
  });

  it('is removed only after confirming', async () => {
    useComplianceStore.setState({ ...useComplianceStore.getState(), scans: [failed] });
    api.routes['DELETE /api/compliance/scans/a1'] = () => new Response(null, { status: 204 });
    renderAt('/compliance-monitoring', <ScanCard scan={failed} onViewDetails={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove scan of https://example.test/down' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this scan?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove scan of https://example.test/down' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Remove this scan?' })).getByRole('button', { name: 'Remove Scan' }));
    await waitFor(() => expect(useComplianceStore.getState().scans).toEqual([]));
    expect(api.calls.filter((c) => c.key.startsWith('DELETE')).map((c) => c.key)).toEqual(['DELETE /api/compliance/scans/a1']);
  });
});

describe('a scan of a refused address', () => {
  it("shows the guard's reason on the field and in 'Scan Failed', never 'Scan Started'", async () => {
    const reason = 'The address 127.0.0.2 is not public (loopback) and cannot be scanned.';
    api.routes['POST /api/compliance/scan'] = () => json({ message: reason, code: 'VALIDATION_FAILED', errors: [{ path: 'url', message: reason }] }, 400);
    renderAt('/compliance-monitoring', <NewScanForm signedIn visitor={false} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Website URL/ }), 'http://127.0.0.2/');
    await userEvent.click(screen.getByRole('button', { name: 'Start Scan' }));
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(lastToast()?.title).toBe('Scan Failed');
    expect(lastToast()?.description).toContain(reason);
    expect(useComplianceStore.getState().scans).toEqual([]);
  });
});
