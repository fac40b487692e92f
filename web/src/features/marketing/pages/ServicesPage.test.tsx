import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAt, preloadBeforeAll } from '../../../test/render-app';
import ServicesPage from './ServicesPage';

// The lazily loaded parts these tests open, loaded before them.
preloadBeforeAll(() => import('../components/ServiceTabs'), () => import('../components/CompareServices'), () => import('../components/ComplianceGuide'));

describe('services page', () => {
  it('arriving at /services#tax focuses the tax section', async () => {
    renderAt('/services#tax', <ServicesPage />);
    const section = document.getElementById('tax')!;
    expect(section.getAttribute('tabindex')).toBe('-1');
    await waitFor(() => expect(document.activeElement).toBe(section));
  });

  it('has one h1, a section per service, and the spec price texts', () => {
    renderAt('/services', <ServicesPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const id of ['bookkeeping', 'tax', 'hr', 'cfo', 'business-development', 'auditing']) {
      expect(document.getElementById(id)?.tagName).toBe('SECTION');
    }
    for (const text of [
      'From $500/month',
      'From $200 for individual returns',
      'Custom pricing based on employee count',
      'From $2,500/month',
      'From $1,500/month',
      'Project-based pricing',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getAllByRole('link', { name: /^Get Started/ })).toHaveLength(6);
  });

  it('selecting a package marks it Selected and shows the confirmation with the contact link', async () => {
    renderAt('/services', <ServicesPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Select Package.*Enterprise/ }));
    expect(screen.getByRole('button', { name: /Selected.*Enterprise/ })).toBeTruthy();
    expect(screen.getByTestId('package-confirmation').textContent).toContain('You selected the Enterprise package for Bookkeeping & Accounting ($1,500/month)');
    expect(screen.getByRole('link', { name: 'Contact Us About This Package' }).getAttribute('href')).toMatch(
      /^\/contact\?service=bookkeeping&package=Enterprise&message=/,
    );
  });

  it('switches the three tabs with the keyboard', async () => {
    renderAt('/services', <ServicesPage />);
    const packages = await screen.findByRole('tab', { name: 'Service Packages' });
    expect(packages.getAttribute('aria-selected')).toBe('true');
    packages.focus();
    fireEvent.keyDown(packages, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Compare Services' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Your selections' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Compare Services' }), { key: 'ArrowRight' });
    expect(await screen.findByRole('heading', { name: 'Federal contracting compliance checklist' })).toBeTruthy();
  });
});
