import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { samProgress, type TSamRegistration, type TSamStepStatus } from '@app/shared-types/sam-registration/model';
import { SAM_STEPS } from '../../../content/government';
import { renderAt } from '../../../test/render-app';
import { SamRegistrationSteps, type TSamMember } from './SamRegistrationSteps';

const stepButton = (name: RegExp) => screen.getByRole('button', { name });

const registration = (...statuses: TSamStepStatus[]): TSamRegistration => {
  const steps = SAM_STEPS.map((s, i) => ({ id: s.id, status: statuses[i] ?? 'pending', updatedAt: null }));
  return { steps, progress: samProgress(steps) };
};
const member = (over: Partial<TSamMember> = {}): TSamMember => ({ registration: registration(), error: null, saving: false, onStatusChange: vi.fn(), ...over });

describe('SAM registration steps', () => {
  it('expands one step at a time', () => {
    renderAt('/', <SamRegistrationSteps steps={SAM_STEPS} />);
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

  it('shows a visitor the steps and the spec timeframes, with no status, progress or Continue Step (nobody’s progress to show)', () => {
    renderAt('/', <SamRegistrationSteps steps={SAM_STEPS} />);
    for (const t of ['1-2 business days', '3-5 business days', '2-3 business days', 'Annual']) {
      expect(screen.getByText(`Timeframe: ${t}`)).toBeTruthy();
    }
    expect(screen.queryByText(/^(Completed|In Progress|Pending)$/)).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText('Your registration progress')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Continue Step' })).toBeNull();
  });

  it('shows a new member 0% with every step pending, and no Continue Step', () => {
    renderAt('/', <SamRegistrationSteps steps={SAM_STEPS} member={member()} />);
    expect(screen.getByText('0%')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getAllByText('Pending', { selector: '.MuiChip-label' })).toHaveLength(4);
    expect(screen.queryByText('37.5%')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Continue Step' })).toBeNull();
  });

  it("shows a member's own statuses, the spec's percent and Continue Step on the in-progress step only", () => {
    renderAt('/', <SamRegistrationSteps steps={SAM_STEPS} member={member({ registration: registration('completed', 'in-progress') })} />);
    expect(screen.getByText('37.5%')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('37.5');
    const links = screen.getAllByRole('link', { name: 'Continue Step' });
    expect(links).toHaveLength(1);
    const li = links[0]!.closest('li')!;
    expect(within(li).getByText('In Progress', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(links[0]!.getAttribute('href')).toMatch(/^\/contact\?service=sam-registration&message=/);
  });

  it("lets the member set a step's status in its detail", () => {
    const onStatusChange = vi.fn();
    renderAt('/', <SamRegistrationSteps steps={SAM_STEPS} member={member({ onStatusChange })} />);
    fireEvent.click(stepButton(/Step 3: Compliance Verification/));
    const group = within(screen.getByRole('region', { name: /Compliance Verification/ })).getByRole('group', { name: 'Your status for this step' });
    expect((within(group).getByRole('radio', { name: 'Pending' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: 'In Progress' }));
    expect(onStatusChange).toHaveBeenCalledWith('verification', 'in-progress');
  });

  it('says so when the member’s progress could not be loaded, instead of showing a figure', () => {
    renderAt('/', <SamRegistrationSteps steps={SAM_STEPS} member={member({ registration: null, error: 'Your registration progress could not be loaded.' })} />);
    expect(screen.getByText('Your registration progress could not be loaded.')).toBeTruthy();
    expect(screen.queryByText(/%$/)).toBeNull();
  });
});
