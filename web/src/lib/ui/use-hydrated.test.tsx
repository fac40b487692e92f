import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { beginHydration, finishHydration, useHydrated } from './use-hydrated';

function Probe() {
  return <p>{useHydrated() ? 'hydrated' : 'as prerendered'}</p>;
}

describe('useHydrated', () => {
  it('is true at once for what renders in the browser from the start', () => {
    render(<Probe />);
    expect(screen.getByText('hydrated')).toBeTruthy();
  });

  it('renders as prerendered while hydrating, then switches after the commit', async () => {
    beginHydration();
    const seen: string[] = [];
    function Recording() {
      const hydrated = useHydrated();
      seen.push(hydrated ? 'hydrated' : 'as prerendered');
      return <p>{hydrated ? 'hydrated' : 'as prerendered'}</p>;
    }
    await act(async () => {
      render(<Recording />);
    });
    finishHydration();
    expect(seen[0]).toBe('as prerendered');
    expect(screen.getByText('hydrated')).toBeTruthy();
    // Mounted after hydration: no in-between state.
    render(<Probe />);
    expect(screen.getAllByText('hydrated')).toHaveLength(2);
  });
});
