import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCpeProgram } from '@app/shared-types/live-training/cpe/model';
import { json, lastToast, stubFetchEachTest } from '../../../test/fetch-routes';
import { renderAt } from '../../../test/render-app';
import { resetLiveTrainingStores } from '../store';
import { makeSession } from '../test-data';
import ScheduleSessionDialog from './ScheduleSessionDialog';

// The dialog renders MUI pickers in jsdom: slower than a plain unit test on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const program: TCpeProgram = { fieldOfStudy: 'Taxes', credits: 1, level: 'Basic', objectives: ['Know the deadlines'], prerequisites: null, deliveryMethod: 'Group Internet Based' };
const fetchStub = stubFetchEachTest(() => resetLiveTrainingStores());

describe('the CPE program in the scheduling form', () => {
  it('sends the program with a new session, from NASBA’s fields of study, with its limits said first', async () => {
    fetchStub.routes['POST /api/live-training'] = (init) => json(makeSession(JSON.parse(String(init!.body))), 201);
    renderAt('/live-training', <ScheduleSessionDialog onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Schedule Session' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Payroll taxes');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Offer CPE credit (NASBA group internet based)' }));
    expect(within(dialog).getByText(/this 60-minute session can offer up to 1\.2/)).toBeTruthy();
    const fields = within(within(dialog).getByRole('combobox', { name: 'Field of study' })).getAllByRole('option').map((o) => o.textContent);
    expect(fields).toContain('Regulatory Ethics');
    expect(fields).toHaveLength(20);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Field of study' }), 'Taxes');
    // No objective yet: refused before sending.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule session' }));
    expect(await within(dialog).findByText('Please list at least one learning objective')).toBeTruthy();
    expect(fetchStub.calls.some((c) => c.key === 'POST /api/live-training')).toBe(false);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'CPE learning objectives (one per line)' }), 'File Form 941{Enter}Deposit on time');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule session' }));
    await waitFor(() => expect(fetchStub.calls.some((c) => c.key === 'POST /api/live-training')).toBe(true));
    expect((fetchStub.calls.find((c) => c.key === 'POST /api/live-training')!.body as { cpe: unknown }).cpe).toEqual({
      fieldOfStudy: 'Taxes',
      credits: 1,
      level: 'Basic',
      objectives: ['File Form 941', 'Deposit on time'],
      prerequisites: null,
    });
  });

  it('edits a program through PUT /cpe after the session’s own changes, keeps it a program, and shows the server’s refusal by its field', async () => {
    const session = makeSession({ cpe: program, viewer: { registered: false, canManage: true, canAccess: true } });
    fetchStub.routes['PATCH /api/live-training/s1'] = () => json(session);
    fetchStub.routes['PUT /api/live-training/s1/cpe'] = () =>
      json({ message: 'A 60-minute session can award at most 1.2 CPE credits (one per 50 minutes)', code: 'VALIDATION_ERROR', errors: [{ path: 'credits', message: 'A 60-minute session can award at most 1.2 CPE credits (one per 50 minutes)' }] }, 400);
    const onClose = vi.fn();
    renderAt('/live-training', <ScheduleSessionDialog onClose={onClose} session={session} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Session' });
    expect((within(dialog).getByRole('checkbox', { name: 'Offer CPE credit (NASBA group internet based)' }) as HTMLInputElement).disabled).toBe(true);
    const credits = within(dialog).getByRole('spinbutton', { name: 'Credits offered' });
    await userEvent.clear(credits);
    await userEvent.type(credits, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('A 60-minute session can award at most 1.2 CPE credits (one per 50 minutes)')).toBeTruthy();
    expect(fetchStub.calls.find((c) => c.key === 'PUT /api/live-training/s1/cpe')?.body).toMatchObject({ fieldOfStudy: 'Taxes', credits: 2 });
    expect(onClose).not.toHaveBeenCalled();
    expect(lastToast()?.title).toBe('Session Updated');
  });
});
