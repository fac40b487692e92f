import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { SAM_STEPS } from '../../../content/government';
import { renderAt } from '../../../test/render-app';
import { SamRegistrationSteps } from './SamRegistrationSteps';

const stepButton = (name: RegExp) => screen.getByRole('button', { name });

describe('SAM registration steps', () => {
  it('expands one step at a time', () => {
    renderAt('/', <SamRegistrationSteps steps={SAM_STEPS} clientMode={false} />);
    const first = stepButton(/Step 1: Business Assessment/);
    const second = stepButton(/Step 2: SAM.gov Registration Submission/);
    expect(first.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: /Business Assessment/ })).toBeTruthy();

    fireEvent.click(second);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(within(screen.getByRole('region', { name: /SAM.gov Registration Submission/ })).getByText('Login.gov account for the entity administrator')).toBeTruthy();

    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows statuses and the spec timeframes', () => {
    renderAt('/', <SamRegistrationSteps steps={SAM_STEPS} clientMode={false} />);
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.getByText('In Progress')).toBeTruthy();
    expect(screen.getAllByText('Pending')).toHaveLength(2);
    for (const t of ['1-2 business days', '3-5 business days', '2-3 business days', 'Annual']) {
      expect(screen.getByText(`Timeframe: ${t}`)).toBeTruthy();
    }
  });

  it('shows no progress and no Continue Step to a visitor', () => {
    renderAt('/', <SamRegistrationSteps steps={SAM_STEPS} clientMode={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Continue Step' })).toBeNull();
  });

  it('in client mode shows the progress percent and Continue Step on the in-progress step only', () => {
    renderAt('/', <SamRegistrationSteps steps={SAM_STEPS} clientMode />);
    expect(screen.getByText('37.5%')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('37.5');
    const links = screen.getAllByRole('link', { name: 'Continue Step' });
    expect(links).toHaveLength(1);
    const li = links[0]!.closest('li')!;
    expect(within(li).getByText('In Progress')).toBeTruthy();
    expect(links[0]!.getAttribute('href')).toMatch(/^\/contact\?service=sam-registration&message=/);
  });
});
