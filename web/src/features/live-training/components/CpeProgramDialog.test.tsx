import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCpeProgram } from '@app/shared-types/live-training/cpe/model';
import { useUserStore } from '../../../lib/auth/user-store';
import { json, lastToast, stubFetch } from '../../../test/fetch-routes';
import { makeUser } from '../../../test/fixtures';
import { renderAt } from '../../../test/render-app';
import { updateCpe, useCpeStore } from '../cpe-store';
import { applyCpeState, openCpe } from '../model/panel/checks';
import { resetLiveTrainingStores, usePanelStore } from '../store';
import { makeSession } from '../test-data';
import { CpeTab } from './panel/CpeTab';

vi.setConfig({ testTimeout: 30_000 });

const program: TCpeProgram = { fieldOfStudy: 'Taxes', credits: 1, level: 'Basic', objectives: ['Know the deadlines'], prerequisites: null, deliveryMethod: 'Group Internet Based' };
const tooMany = 'A 60-minute session can award at most 1.2 CPE credits (one per 50 minutes)';

let fetchStub: ReturnType<typeof stubFetch>;
function openTab(status: 'scheduled' | 'live' | 'completed', cpe: TCpeProgram | null) {
  usePanelStore.setState({ sessionId: 's1', status: 'ready', role: 'instructor', session: makeSession({ status, duration: 60, cpe }) });
  updateCpe(openCpe, 's1');
  updateCpe(applyCpeState, { sessionId: 's1', program: cpe, checks: [] });
  renderAt('/live-training', <CpeTab />);
}

beforeEach(() => {
  resetLiveTrainingStores();
  fetchStub = stubFetch();
  // An operator: not the session's instructor, and allowed to edit its program all the same.
  useUserStore.setState({ user: makeUser({ id: 'op', role: 'operator' }), status: 'ready' });
});
afterEach(() => vi.unstubAllGlobals());

describe('editing a session’s CPE program from the CPE tab', () => {
  it('lets an operator change a live session’s program: the server’s refusal by its field, then saved and shown', async () => {
    let credits = 0;
    fetchStub.routes['PUT /api/live-training/s1/cpe'] = (init) => {
      const body = JSON.parse(String(init!.body)) as TCpeProgram;
      credits = body.credits;
      if (body.credits > 1.2) return json({ message: tooMany, code: 'VALIDATION_ERROR', errors: [{ path: 'credits', message: tooMany }] }, 400);
      return json(makeSession({ status: 'live', duration: 60, cpe: { ...body, deliveryMethod: 'Group Internet Based' } }));
    };
    openTab('live', program);
    await userEvent.click(screen.getByRole('button', { name: 'Edit CPE program' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit CPE program' });
    // The program itself: no opt-in box, its current values filled in, the limit said first.
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect((within(dialog).getByRole('combobox', { name: 'Field of study' }) as HTMLSelectElement).value).toBe('Taxes');
    expect(within(dialog).getByText(/this 60-minute session can offer up to 1\.2/)).toBeTruthy();
    const field = within(dialog).getByRole('spinbutton', { name: 'Credits offered' });
    await userEvent.clear(field);
    await userEvent.type(field, '1.4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save program' }));
    expect(await within(dialog).findByText(tooMany)).toBeTruthy();
    expect(credits).toBe(1.4);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // Said by the field only: no toast over the dialog's buttons.
    expect(lastToast()).toBeUndefined();

    await userEvent.clear(field);
    await userEvent.type(field, '1.2');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Field of study' }), 'Regulatory Ethics');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save program' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastToast()?.title).toBe('CPE program saved');
    expect(fetchStub.calls.filter((c) => c.key === 'PUT /api/live-training/s1/cpe').at(-1)?.body).toEqual({
      fieldOfStudy: 'Regulatory Ethics',
      credits: 1.2,
      level: 'Basic',
      objectives: ['Know the deadlines'],
      prerequisites: null,
    });
    expect(screen.getByText('Regulatory Ethics · 1.2 credits · Basic · Group Internet Based')).toBeTruthy();
    expect(useCpeStore.getState().program?.credits).toBe(1.2);
  });

  it('makes a scheduled session a program, checking the fields before sending', async () => {
    openTab('scheduled', null);
    await userEvent.click(screen.getByRole('button', { name: 'Make this a CPE program' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make this a CPE program' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Level' }), 'Advanced');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save program' }));
    expect(await within(dialog).findByText('Please list at least one learning objective')).toBeTruthy();
    expect(within(dialog).getByText('Please state the prerequisites: Intermediate, Advanced and Update programs need them')).toBeTruthy();
    expect(fetchStub.calls.some((c) => c.key === 'PUT /api/live-training/s1/cpe')).toBe(false);
  });

  it('offers no edit once the session has ended (its credits are awarded)', () => {
    openTab('completed', program);
    expect(screen.queryByRole('button', { name: 'Edit CPE program' })).toBeNull();
  });
});
