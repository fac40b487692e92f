import { describe, expect, it } from 'vitest';
import type { TAlert } from '@app/shared-types/compliance/model';
import { applyAlert, applyProgress, applyScan, applyScans, initialComplianceState, removeScan, summary } from './compliance';
import { makeScan } from '../test-data';

describe('compliance state', () => {
  it('keeps scans newest first and replaces a scan by id', () => {
    let s = applyScans(initialComplianceState, [makeScan('1'), makeScan('3'), makeScan('2')]);
    expect(s.scans.map((x) => x.id)).toEqual(['3', '2', '1']);
    s = applyScan(s, makeScan('2', { score: 50 }));
    expect(s.scans.map((x) => [x.id, x.score])).toEqual([['3', 80], ['2', 50], ['1', 80]]);
  });

  it('moves a running scan through its phases and never reopens a finished one', () => {
    let s = applyScans(initialComplianceState, [makeScan('1', { status: 'running', phase: 'queued', queuePosition: 2, score: null })]);
    s = applyProgress(s, { scanId: '1', phase: 'queued', queuePosition: 1 });
    expect(s.scans[0]).toMatchObject({ phase: 'queued', queuePosition: 1 });
    s = applyProgress(s, { scanId: '1', phase: 'checking', queuePosition: null });
    expect(s.scans[0]).toMatchObject({ phase: 'checking' });
    s = applyScan(s, makeScan('1'));
    expect(applyProgress(s, { scanId: '1', phase: 'saving', queuePosition: null })).toBe(s);
  });

  it('sums the cards over completed scans and counts unread alerts', () => {
    const alert = (id: string, isRead: boolean) => ({ id, isRead, createdAt: `2026-01-0${id}T00:00:00.000Z` }) as TAlert;
    let s = applyScans(initialComplianceState, [makeScan('1', { score: 100, totalIssues: 0, criticalIssues: 0 }), makeScan('2', { score: 81 }), makeScan('3', { status: 'failed', score: null })]);
    s = applyAlert(applyAlert(s, alert('1', false)), alert('2', true));
    expect(summary(s)).toEqual({ scans: 3, completedScans: 2, averageScore: 91, totalIssues: 4, criticalIssues: 2, unreadAlerts: 1 });
  });

  it('has no score and no issue counts before a scan has completed (never a 0% that no scan measured)', () => {
    expect(summary(initialComplianceState)).toEqual({ scans: 0, completedScans: 0, averageScore: null, totalIssues: null, criticalIssues: null, unreadAlerts: 0 });
    const onlyFailedOrRunning = applyScans(initialComplianceState, [makeScan('1', { status: 'failed', score: null }), makeScan('2', { status: 'running', phase: 'loading', score: null })]);
    expect(summary(onlyFailedOrRunning)).toMatchObject({ scans: 2, completedScans: 0, averageScore: null, totalIssues: null });
  });

  it('takes a removed scan out of the list', () => {
    const s = applyScans(initialComplianceState, [makeScan('1'), makeScan('2')]);
    expect(removeScan(s, '1').scans.map((x) => x.id)).toEqual(['2']);
    expect(removeScan(s, '9')).toBe(s);
  });
});
