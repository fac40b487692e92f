import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, fieldErrors } from './api-client';
import { runAction } from './run-action';
import { useToastStore } from './toast-store';

afterEach(() => useToastStore.setState({ toasts: [] }));

const shown = () => useToastStore.getState().toasts[0];
const refusal = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), 'Bad Request');

describe('runAction', () => {
  it('resolves with the result and shows the success toast', async () => {
    const outcome = await runAction(async () => 7, { success: { title: 'Poll Created', variant: 'success' }, errorTitle: 'Poll Creation Failed' });
    expect(outcome).toEqual({ ok: true, data: 7 });
    expect(shown()).toMatchObject({ title: 'Poll Created', variant: 'success' });
  });

  it('builds the success toast from the result, or shows none', async () => {
    await runAction(async () => 3, { success: (n) => ({ title: `${n} files uploaded` }), errorTitle: 'Upload failed' });
    expect(shown()?.title).toBe('3 files uploaded');
    useToastStore.setState({ toasts: [] });
    await runAction(async () => 0, { success: () => null, errorTitle: 'Upload failed' });
    await runAction(async () => 0, { errorTitle: 'Upload failed' });
    expect(shown()).toBeUndefined();
  });

  it("shows '<Title>' with the server's message, and hands the error back for the form's fields", async () => {
    const error = refusal(400, { message: 'Question Required', code: 'VALIDATION_FAILED', errors: [{ path: 'question', message: 'Question Required' }] });
    const outcome = await runAction(() => Promise.reject(error), { success: { title: 'Poll Created' }, errorTitle: 'Poll Creation Failed', errorFallback: 'Failed to create poll.' });
    expect(shown()).toMatchObject({ title: 'Poll Creation Failed', description: 'Question Required', variant: 'destructive' });
    expect(outcome).toEqual({ ok: false, error, message: 'Question Required' });
    expect(fieldErrors(outcome.ok ? null : outcome.error)).toEqual({ question: 'Question Required' });
  });

  it("shows '<fallback>' when the error has no message, and a generic text without a fallback", async () => {
    await runAction(() => Promise.reject(new Error('')), { errorTitle: 'Registration Failed', errorFallback: 'Failed to register for the session.' });
    expect(shown()).toMatchObject({ title: 'Registration Failed', description: 'Failed to register for the session.' });
    await runAction(() => Promise.reject('boom'), { errorTitle: 'Error' });
    expect(shown()).toMatchObject({ title: 'Error', description: 'Something went wrong. Please try again.' });
  });

  it("uses a spec's fixed failure text instead of the server's message when given one", async () => {
    const outcome = await runAction(() => Promise.reject(refusal(500, { message: 'Provider down', code: 'INTERNAL' })), {
      errorTitle: 'Error',
      errorDescription: () => 'Failed to create campaign. Please try again.',
    });
    expect(shown()).toMatchObject({ title: 'Error', description: 'Failed to create campaign. Please try again.' });
    expect(outcome).toMatchObject({ ok: false, message: 'Failed to create campaign. Please try again.' });
  });

  it('reports an action that throws before returning a promise like any failure', async () => {
    const outcome = await runAction(
      () => {
        throw new Error('Not signed in');
      },
      { errorTitle: 'Error' },
    );
    expect(outcome).toMatchObject({ ok: false, message: 'Not signed in' });
    expect(shown()?.description).toBe('Not signed in');
  });
});
