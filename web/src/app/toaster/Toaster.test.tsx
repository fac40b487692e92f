import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TOAST_DURATION_MS, toast, useToastStore } from '../../lib/toast-store';
import { Toaster } from './Toaster';

beforeEach(() => {
  vi.useFakeTimers();
  useToastStore.setState({ toasts: [] });
});
afterEach(() => vi.useRealTimers());

const show = (input: Parameters<typeof toast>[0]) => act(() => void toast(input));

describe('toaster', () => {
  it('shows one toast at a time in a polite status region', () => {
    render(<Toaster />);
    show({ title: 'Post Created', description: 'Your insight has been shared with the community.' });
    show({ title: 'Signed in', description: 'Welcome back.' });
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toContain('Signed in');
    expect(screen.queryByText('Post Created')).toBeNull();
  });

  it('announces destructive toasts at once (role alert)', () => {
    render(<Toaster />);
    show({ title: 'Error', description: '500: Internal Server Error', variant: 'destructive' });
    expect(screen.getByRole('alert').textContent).toContain('500: Internal Server Error');
  });

  it('closes after 5000 ms by default, but not while hovered', () => {
    render(<Toaster />);
    show({ title: 'Saved' });
    const card = screen.getByText('Saved').closest('.MuiPaper-root')!;

    fireEvent.pointerEnter(card);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.queryByText('Saved')).not.toBeNull();

    fireEvent.pointerLeave(card);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('closes with its labelled close button and returns focus to the region', () => {
    render(<Toaster />);
    show({ title: 'Saved' });
    const close = screen.getByRole('button', { name: 'Close notification' });
    close.focus();
    fireEvent.click(close);
    expect(screen.queryByText('Saved')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
  });

  it('closes when swiped right by at least 50 px, not by less', () => {
    render(<Toaster />);
    show({ title: 'Swipe me' });
    const card = () => screen.getByText('Swipe me').closest('.MuiPaper-root')!;

    fireEvent.pointerDown(card(), { clientX: 100, pointerType: 'touch' });
    fireEvent.pointerMove(card(), { clientX: 140, pointerType: 'touch' });
    fireEvent.pointerUp(card(), { clientX: 140, pointerType: 'touch' });
    expect(screen.queryByText('Swipe me')).not.toBeNull();

    fireEvent.pointerDown(card(), { clientX: 100, pointerType: 'touch' });
    fireEvent.pointerMove(card(), { clientX: 150, pointerType: 'touch' });
    fireEvent.pointerUp(card(), { clientX: 150, pointerType: 'touch' });
    expect(screen.queryByText('Swipe me')).toBeNull();
  });

  it('moves focus to the notifications region on F8', () => {
    render(<Toaster />);
    fireEvent.keyDown(document, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
  });
});
