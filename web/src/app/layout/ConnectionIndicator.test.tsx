import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useConnectionStore, type ConnectionStatus } from '../../lib/socket/connection-store';
import { ConnectionIndicator } from './ConnectionIndicator';

const setStatus = (status: ConnectionStatus) => act(() => useConnectionStore.setState({ status }));

beforeEach(() => {
  vi.useFakeTimers();
  useConnectionStore.setState({ status: 'connecting', hasConnected: false });
});
afterEach(() => vi.useRealTimers());

describe('connection indicator', () => {
  it('says nothing while connecting and connected', () => {
    render(<ConnectionIndicator />);
    setStatus('connected');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("announces 'Reconnecting…' when the link drops, then 'Live updates restored' for a few seconds", () => {
    render(<ConnectionIndicator />);
    setStatus('connected');
    setStatus('reconnecting');
    expect(screen.getByRole('status').textContent).toBe('Reconnecting…');

    setStatus('connected');
    expect(screen.getByRole('status').textContent).toBe('Live updates restored');
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says when live updates stopped for good', () => {
    render(<ConnectionIndicator />);
    setStatus('disconnected');
    expect(screen.getByRole('status').textContent).toBe('Live updates offline');
  });
});
