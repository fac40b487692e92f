import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { DEFAULT_BUSINESS_HOURS } from '@app/shared-types/consultations/model';
import { json, stubFetch } from '../../../test/fetch-routes';
import { renderAt } from '../../../test/render-app';
import { DateSlotPicker } from './DateSlotPicker';

// Monday 2 June 2025, 11:00 in New York: tomorrow (Tuesday) is closed, Wednesday 4 June is open.
const NOW = new Date('2025-06-02T15:00:00Z');

let calls: ReturnType<typeof stubFetch>['calls'];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  const stub = stubFetch();
  calls = stub.calls;
  stub.routes['GET /api/consultations/availability'] = () => json([
    { time: '10:00', available: true },
    { time: '11:00', available: false },
  ]);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const size = (el: Element) => {
  const style = getComputedStyle(el);
  return { width: style.width, height: style.height };
};

describe('DateSlotPicker', () => {
  // First in the file: the calendar's chunk has not been loaded by any other test yet.
  it('holds the calendar’s place while its chunk loads, then shows it; the slots do not wait for it', async () => {
    const onDate = vi.fn();
    const onTime = vi.fn();
    renderAt('/', <DateSlotPicker hours={DEFAULT_BUSINESS_HOURS} date="2025-06-04" time={null} duration={60} onDate={onDate} onTime={onTime} />);

    const loading = screen.getByRole('progressbar', { name: 'Loading the calendar' });
    const placeholder = loading.parentElement!;
    expect(placeholder.getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByRole('button', { name: '10:00 AM' })).toBeTruthy();

    // The chunk's first load can take seconds on a busy machine: within the waits' ceiling (src/test/setup.ts).
    const grid = await screen.findByRole('grid');
    expect(screen.queryByRole('progressbar', { name: 'Loading the calendar' })).toBeNull();
    // The placeholder has the calendar's own box, so the dialog does not move when it arrives.
    const calendar = grid.closest('.MuiDateCalendar-root')!;
    expect(size(placeholder)).toEqual(size(calendar));
    expect(size(calendar)).toEqual({ width: '320px', height: '336px' });

    // Before tomorrow and closed days are disabled; the chosen date is selected.
    const day = (n: string) => within(grid).getByRole('gridcell', { name: n });
    expect((day('2') as HTMLButtonElement).disabled).toBe(true);
    expect((day('3') as HTMLButtonElement).disabled).toBe(true);
    expect((day('6') as HTMLButtonElement).disabled).toBe(true);
    expect(day('4').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(day('5'));
    expect(onDate).toHaveBeenCalledWith('2025-06-05');

    expect(screen.getByText('Available times on Jun 04, 2025 (Eastern Time)')).toBeTruthy();
    expect(calls.some((c) => c.key === 'GET /api/consultations/availability')).toBe(true);
    expect((screen.getByRole('button', { name: '11:00 AM' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '10:00 AM' }));
    expect(onTime).toHaveBeenCalledWith('10:00');
  });
});
