import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { uniqueUsername } from '../support/accounts';

/**
 * Dogfood: our own scanner scans every public route of this site (as a visitor sees it, since the
 * scanner's browser has no session) and must find no critical or serious issue.
 */
test.describe.configure({ timeout: 180_000 });

// The same list as SITE_PUBLIC_ROUTES (shared-types compliance/acr), which the site's own scan (/accessibility) uses; a unit test keeps them equal.
const PUBLIC_ROUTES = [
  '/',
  '/services',
  '/government-contracting',
  '/client-portal',
  '/community',
  '/compliance-monitoring',
  '/premium',
  '/pricing',
  '/training',
  '/live-training',
  '/consultation',
  '/contact',
  '/privacy',
  '/terms',
  '/accessibility',
  '/sign-in',
  '/monitoring',
  '/sms-campaigns',
  '/settings',
];

type Scan = { id: string; url: string; status: string; error: string | null; score: number | null };
type Issue = { url: string; ruleId: string; severity: string; element: string; message: string };

test('our scanner finds no critical or serious issue on any public route of our own site', async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL });
  const res = await api.post('/api/register', { data: { username: uniqueUsername('dogfood'), password: 'secret-pass-123', firstName: 'Dog', lastName: 'Food' } });
  expect(res.status(), await res.text()).toBe(201);

  for (const route of PUBLIC_ROUTES) {
    const started = await api.post('/api/compliance/scan', { data: { url: `${baseURL}${route}` } });
    expect(started.status(), await started.text()).toBe(201);
  }
  let scans: Scan[] = [];
  await expect
    .poll(
      async () => {
        scans = (await (await api.get('/api/compliance/scans')).json()) as Scan[];
        return scans.filter((s) => s.status !== 'running').length;
      },
      { timeout: 150_000, intervals: [1_000] },
    )
    .toBe(PUBLIC_ROUTES.length);
  expect(scans.filter((s) => s.status !== 'completed').map((s) => `${s.url}: ${s.error}`)).toEqual([]);

  const serious: Issue[] = [];
  for (const severity of ['critical', 'serious']) serious.push(...((await (await api.get(`/api/compliance/issues?severity=${severity}`)).json()) as Issue[]));
  expect(serious.map((i) => `${i.severity} ${i.ruleId} on ${i.url.replace(baseURL, '')} at ${i.element}: ${i.message}`)).toEqual([]);
  await api.dispose();
});
