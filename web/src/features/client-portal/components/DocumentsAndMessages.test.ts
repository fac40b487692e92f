import { describe, expect, it } from 'vitest';
import { formatDemoDate } from './DocumentsAndMessages';

describe('sample document and message dates', () => {
  it('read as Intl en-US medium dates in UTC, for every month and day width', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    for (const iso of ['2026-01-01', '2026-02-28', '2026-03-12', '2026-05-31', '2026-09-02', '2026-10-15', '2026-12-31', '2024-02-29']) {
      expect(formatDemoDate(iso)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
    }
    expect(formatDemoDate('2026-10-15')).toBe('Oct 15, 2026');
  });
});
