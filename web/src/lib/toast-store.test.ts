import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY_MS, toast, useToastStore } from './toast-store';

afterEach(() => {
  vi.useRealTimers();
  useToastStore.setState({ toasts: [] });
});

describe('toast store', () => {
  it('shows at most one toast: a new one replaces the one on screen', () => {
    toast({ title: 'Saved' });
    toast({ title: 'Error', description: 'Try again', variant: 'destructive' });
    const { toasts } = useToastStore.getState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Error', description: 'Try again', variant: 'destructive', open: true });
  });

  it('closes a dismissed toast at once and forgets it after the spec removal delay', () => {
    vi.useFakeTimers();
    const id = toast({ title: 'Post Created' });
    useToastStore.getState().dismiss(id);
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });
});
