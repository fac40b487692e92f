import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZCreatePollRequest } from '@app/shared-types/live-training';
import { json, stubFetch } from '../../../../test/fetch-routes';
import { renderAt } from '../../../../test/render-app';
import { resetLiveTrainingStores } from '../../store';
import { makePoll } from '../../test-data';
import { CreatePollForm } from './CreatePollForm';

vi.mock('../../../../lib/socket/socket', () => import('../../../../test/socket-mock'));

let net: ReturnType<typeof stubFetch>;
beforeEach(() => {
  resetLiveTrainingStores();
  net = stubFetch();
  net.routes['POST /api/training/polls/s1'] = () => json(makePoll(), 201);
});
afterEach(() => vi.unstubAllGlobals());

const posted = () => net.calls.find((c) => c.key === 'POST /api/training/polls/s1')?.body;

describe('the instructor creates each kind of poll', () => {
  it('a word cloud takes no options', async () => {
    renderAt('/live-training', <CreatePollForm sessionId="s1" />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind of poll' }), 'Word cloud');
    expect(screen.queryByRole('textbox', { name: 'Option 1' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: /^Poll question/ }), 'One word for payroll season?');
    await userEvent.click(screen.getByRole('button', { name: 'Create poll' }));
    await waitFor(() => expect(posted()).toMatchObject({ kind: 'wordcloud', question: 'One word for payroll season?', options: [] }));
    // What the form sends back is what the server's schema takes.
    expect(ZCreatePollRequest.safeParse(posted()).success).toBe(true);
  });

  it('a quiz asks for its right answer first, and takes a timer', async () => {
    renderAt('/live-training', <CreatePollForm sessionId="s1" />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind of poll' }), 'Quiz');
    await userEvent.type(screen.getByRole('textbox', { name: /^Poll question/ }), 'Which form is quarterly?');
    await userEvent.type(screen.getByRole('textbox', { name: 'Option 1' }), '940');
    await userEvent.type(screen.getByRole('textbox', { name: 'Option 2' }), '941');
    await userEvent.click(screen.getByRole('button', { name: 'Create poll' }));
    expect(await screen.findByText('Please mark the correct answer')).toBeTruthy();
    expect(posted()).toBeUndefined();
    await userEvent.click(screen.getByRole('radio', { name: '941' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Timer in seconds (optional)' }), '60');
    await userEvent.click(screen.getByRole('button', { name: 'Create poll' }));
    await waitFor(() => expect(posted()).toMatchObject({ kind: 'quiz', options: ['940', '941'], correctIndex: 1, timerSeconds: 60, anonymous: false }));
    expect(ZCreatePollRequest.safeParse(posted()).success).toBe(true);
  });
});
