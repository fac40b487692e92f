import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderAt } from '../../../test/render-app';
import GovernmentContractingPage from './GovernmentContractingPage';

describe('government contracting page', () => {
  it('shows the badges, service card buttons to /contact and the closing call to action', () => {
    renderAt('/government-contracting', <GovernmentContractingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Government Contracting Services' })).toBeTruthy();
    for (const badge of ['SAM.gov Certified', 'Section 508 Expert', 'WCAG 2.1 AA Specialist']) expect(screen.getByText(badge)).toBeTruthy();
    for (const name of ['Get VPAT Assessment', 'Discuss Requirements', 'Schedule Free Consultation']) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toMatch(/^\/contact/);
    }
    expect(screen.getAllByRole('link', { name: 'Start SAM Registration' })).toHaveLength(2);
  });

  it('styles Critical urgency as destructive and other urgencies as secondary', () => {
    renderAt('/government-contracting', <GovernmentContractingPage />);
    const list = screen.getByRole('region', { name: 'Key compliance requirements' });
    const critical = within(list).getAllByText('Critical');
    expect(critical.length).toBeGreaterThan(0);
    for (const chip of critical) expect(chip.closest('.MuiChip-root')?.className).toContain('MuiChip-colorError');
    for (const chip of within(list).getAllByText(/^(High|Medium|Low)$/)) expect(chip.closest('.MuiChip-root')?.className).toContain('MuiChip-colorDefault');
  });

  it('lists the four steps with their timeframes and the 2025 updates', () => {
    renderAt('/government-contracting', <GovernmentContractingPage />);
    const steps = screen.getByRole('region', { name: 'The SAM.gov registration process' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    for (const t of ['1-2 business days', '3-5 business days', '2-3 business days', 'Annual']) expect(within(steps).getByText(t)).toBeTruthy();
    const updates = screen.getByRole('region', { name: '2025 Compliance Updates' });
    expect(within(updates).getByText(/Effective November 2024/)).toBeTruthy();
    expect(within(updates).getByText('WCAG 2.2 migration')).toBeTruthy();
    expect(within(updates).getByText('Enhanced documentation requirements')).toBeTruthy();
  });

  it('opens the official resources in a new tab and says so', () => {
    renderAt('/government-contracting', <GovernmentContractingPage />);
    const expected = ['https://sam.gov', 'https://www.section508.gov', 'https://www.w3.org/WAI/WCAG21/quickref/'];
    const links = screen.getAllByRole('link', { name: /\(opens in a new tab\)$/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(expected);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });
});
