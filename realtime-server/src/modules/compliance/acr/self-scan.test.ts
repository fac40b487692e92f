import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_PUBLIC_ROUTES } from '@app/shared-types/compliance/acr/model';
import { selfRunDue } from './self-scan.service';

/**
 * The site's own scan covers every public route, the list the dogfood e2e spec scans: the spec keeps
 * its own copy (Playwright specs import no workspace package), so the two are checked equal here.
 */
describe('the site scan’s routes', () => {
  it('are the dogfood spec’s public routes', () => {
    const spec = readFileSync(new URL('../../../../../e2e/tests/compliance-dogfood.spec.ts', import.meta.url), 'utf8');
    const list = /const PUBLIC_ROUTES = \[([^\]]*)\]/.exec(spec)?.[1] ?? '';
    expect([...list.matchAll(/'([^']+)'/g)].map((m) => m[1])).toEqual([...SITE_PUBLIC_ROUTES]);
  });
});

describe('when the site scan is due (daily job and server start)', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now - h * 3_600_000);
  it('is due without a run, after a day, or after a newer build; not otherwise', () => {
    expect(selfRunDue(null, null, now)).toBe(true);
    expect(selfRunDue(hoursAgo(25), null, now)).toBe(true);
    expect(selfRunDue(hoursAgo(2), hoursAgo(1), now)).toBe(true);
    expect(selfRunDue(hoursAgo(2), hoursAgo(3), now)).toBe(false);
    expect(selfRunDue(hoursAgo(23), null, now)).toBe(false);
  });
});
