import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderAt } from '../../../test/render-app';
import { SERVICES_STORAGE_KEY, useServicesStore } from '../store';
import ComplianceGuide from './ComplianceGuide';

beforeEach(() => {
  localStorage.clear();
  useServicesStore.setState({ checklist: {}, packageSelection: null, compareSelections: {} });
});

describe('compliance guide', () => {
  it('updates the tab count, the overall percent and the item notice when an item is ticked', () => {
    renderAt('/services', <ComplianceGuide />);
    expect(screen.getByRole('tab', { name: /SAM Registration\s*0\/5 Complete/ })).toBeTruthy();
    expect(screen.getByText('0% complete')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'DUNS / UEI Verification' }));
    expect(screen.getByRole('tab', { name: /SAM Registration\s*1\/5 Complete/ })).toBeTruthy();
    // 1 of 16 items = 6.25 -> 6
    expect(screen.getByText('6% complete')).toBeTruthy();
    expect(screen.getByText('Completed - Great job!')).toBeTruthy();
  });

  it('recommends professional help with a Get Help link until the item is done', () => {
    renderAt('/services', <ComplianceGuide />);
    expect(screen.getAllByText('Professional assistance recommended')).toHaveLength(1);
    const help = screen.getByRole('link', { name: /Get Help with SAM Registration/ });
    expect(help.getAttribute('href')).toMatch(/^\/contact\?message=/);

    fireEvent.click(screen.getByRole('checkbox', { name: 'SAM Registration' }));
    expect(screen.queryByText('Professional assistance recommended')).toBeNull();
  });

  it('switches categories with the arrow keys and keeps the ticks in localStorage', () => {
    renderAt('/services', <ComplianceGuide />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Banking Setup' }));
    const first = screen.getByRole('tab', { name: /SAM Registration/ });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: /Certifications/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'Small Business Certifications' })).toBeTruthy();

    const stored = JSON.parse(localStorage.getItem(SERVICES_STORAGE_KEY) ?? '{}') as { state: { checklist: Record<string, boolean> } };
    expect(stored.state.checklist).toEqual({ 'banking-setup': true });
  });
});
