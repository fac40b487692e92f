import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACR_CRITERIA, type TAcr, type TAcrVersionSummary } from '@app/shared-types/compliance/acr/model';
import { json, stubFetch } from '../../../test/fetch-routes';
import { renderAt } from '../../../test/render-app';
import { AcrPanel } from './AcrPanel';

vi.mock('../../../lib/socket/socket', () => import('../../../test/socket-mock'));

const acr: TAcr = {
  ownerId: 'o1',
  site: 'https://example.test',
  sites: ['https://example.test'],
  siteScanId: 's1',
  productName: 'example.test',
  pages: ['https://example.test/a', 'https://example.test/b'],
  scanDates: { from: '2026-11-26T10:00:00.000Z', to: '2026-11-26T10:05:00.000Z' },
  criteria: ACR_CRITERIA.map((c) =>
    c.num === '1.1.1'
      ? { ...c, proposed: 'does-not-support', proposedNote: 'Automated checks found 2 undecided violations.', level: 'does-not-support', recorded: null, evidence: [{ rule: 'image-alt', selector: 'img.hero', severity: 'critical', message: 'Images must have alternative text', pages: 2, instances: 2 }] }
      : { ...c, proposed: 'not-evaluated', proposedNote: 'A manual evaluation is required.', level: 'not-evaluated', recorded: null, evidence: [] },
  ),
};
const counts = { supports: 0, 'partially-supports': 0, 'does-not-support': 1, 'not-applicable': 0, 'not-evaluated': 0 };
const version = (id: string, number: number): TAcrVersionSummary => ({ ...acr, id, number, createdAt: '2026-11-26T11:00:00.000Z', createdBy: { id: 'o1', name: 'Ann Lee' }, counts });

let api: ReturnType<typeof stubFetch>;
beforeEach(() => {
  api = stubFetch();
  api.routes['GET /api/compliance/acr'] = () => json(acr);
  api.routes['GET /api/compliance/acr/versions'] = () => json([version('v2', 2), version('v1', 1)]);
});
afterEach(() => vi.unstubAllGlobals());

describe('the conformance report tab', () => {
  it('shows proposed vs recorded levels with evidence; Enter on Edit opens the evaluation dialog, whose refusals show under their field', async () => {
    const user = userEvent.setup();
    renderAt('/compliance-monitoring?tab=acr', <AcrPanel signedIn />);
    const row = (await screen.findByRole('rowheader', { name: '1.1.1 Non-text Content' })).closest('tr')!;
    expect(within(row).getByText('Does Not Support')).toBeTruthy();
    expect(within(row).getByText('Not yet')).toBeTruthy();
    expect(row.textContent).toContain('image-alt at img.hero: 2 pages, 2 instances');
    expect(screen.getByText('Table 1: Success Criteria, Level A: 0 of 30 evaluated by a person, 1 with evidence from the scans')).toBeTruthy();

    api.routes['PUT /api/compliance/acr/criteria/1.1.1'] = () => json({ message: 'Remarks can be at most 2000 characters.', code: 'VALIDATION_FAILED', errors: [{ path: 'remarks', message: 'Remarks can be at most 2000 characters.' }] }, 400);
    within(row).getByRole('button', { name: 'Edit 1.1.1 Non-text Content' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Evaluate 1.1.1 Non-text Content' });
    // The proposal is checked first. (Arrow keys between radios are the browser's: the e2e spec uses them; jsdom lacks CSS.escape.)
    expect(within(dialog).getByRole('radio', { name: 'Does Not Support' })).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('radio', { name: 'Partially Supports' }));
    expect(within(dialog).getByRole('radio', { name: 'Partially Supports' })).toHaveProperty('checked', true);
    await user.tab();
    await user.keyboard('Alt text missing on the hero.');
    await user.click(within(dialog).getByRole('button', { name: 'Save evaluation' }));
    await waitFor(() => expect(within(dialog).getByText('Remarks can be at most 2000 characters.')).toBeTruthy());
    expect(api.calls.filter((c) => c.key.startsWith('PUT')).map((c) => c.body)).toEqual([{ level: 'partially-supports', remarks: 'Alt text missing on the hero.', site: 'https://example.test' }]);
  });

  it('lists versions with downloads, and compares one with the previous', async () => {
    const user = userEvent.setup();
    api.routes['GET /api/compliance/acr/versions/v2/diff'] = () => json({ from: { id: 'v1', number: 1 }, to: { id: 'v2', number: 2 }, changed: [{ num: '1.1.1', handle: 'Non-text Content', level: { before: 'does-not-support', after: 'supports' } }] });
    renderAt('/compliance-monitoring?tab=acr', <AcrPanel signedIn />);
    const yaml = await screen.findByRole('link', { name: 'Download YAML of version 2 (OpenACR)' });
    expect(yaml.getAttribute('href')).toBe('/api/compliance/acr/versions/v2/export?format=yaml');
    expect(screen.queryByRole('button', { name: /version 1 against/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Compare with previous: version 2 against version 1' }));
    const changes = await screen.findByRole('list', { name: 'Changes from version 1 to 2' });
    expect(changes.textContent).toBe('1.1.1 Non-text Content: Level Does Not Support → Supports');
  });

  it('shows which site is evaluated; switching site loads that site’s report and versions, and evaluations and new versions go to it', async () => {
    const user = userEvent.setup();
    const other = 'https://shop.example.test';
    const sites = ['https://example.test', other];
    const ofOther: TAcr = { ...acr, site: other, sites, siteScanId: 's2', productName: 'shop.example.test', pages: [`${other}/`], criteria: acr.criteria.map((c) => (c.num === '1.1.1' ? { ...c, recorded: { level: 'supports', remarks: 'Decorative.', evaluatedBy: { id: 'o1', name: 'Ann Lee' }, evaluatedAt: '2026-11-26T12:00:00.000Z' }, level: 'supports' } : c)) };
    api.routes['GET /api/compliance/acr'] = (_init, url) => json(url.searchParams.get('site') === other ? ofOther : { ...acr, sites });
    api.routes['GET /api/compliance/acr/versions'] = (_init, url) => json(url.searchParams.get('site') === other ? [{ ...version('w1', 1), site: other }] : [version('v2', 2), version('v1', 1)]);
    api.routes['PUT /api/compliance/acr/criteria/1.1.1'] = () => json(ofOther.criteria[0]);
    api.routes['POST /api/compliance/acr/versions'] = () => json({ ...version('w2', 2), site: other, criteria: ofOther.criteria }, 201);
    renderAt('/compliance-monitoring?tab=acr', <AcrPanel signedIn />);

    const siteMenu = await screen.findByRole('combobox', { name: 'Site' });
    expect(siteMenu.textContent).toBe('https://example.test');
    expect(await screen.findByRole('link', { name: 'Download YAML of version 2 (OpenACR)' })).toBeTruthy();
    await user.click(siteMenu);
    await user.click(await screen.findByRole('option', { name: other }));

    const row = () => screen.getByRole('rowheader', { name: '1.1.1 Non-text Content' }).closest('tr')!;
    await waitFor(() => expect(within(row()).getByText('by Ann Lee, Nov 26, 2026')).toBeTruthy());
    expect(screen.getByRole('combobox', { name: 'Site' }).textContent).toBe(other);
    // Only the chosen site's versions are listed.
    expect(screen.getByRole('link', { name: 'Download YAML of version 1 (OpenACR)' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download YAML of version 2 (OpenACR)' })).toBeNull();

    await user.click(within(row()).getByRole('button', { name: 'Edit 1.1.1 Non-text Content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Evaluate 1.1.1 Non-text Content' });
    expect(dialog.textContent).toContain(`For the report of ${other}`);
    await user.click(within(dialog).getByRole('button', { name: 'Save evaluation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Create version' }));
    await waitFor(() => expect(api.calls.some((c) => c.key === 'POST /api/compliance/acr/versions')).toBe(true));
    expect(api.calls.filter((c) => c.key.startsWith('PUT') || c.key.startsWith('POST')).map((c) => [c.key, c.body])).toEqual([
      ['PUT /api/compliance/acr/criteria/1.1.1', { level: 'supports', remarks: 'Decorative.', site: other }],
      ['POST /api/compliance/acr/versions', { site: other }],
    ]);
  });

  it('asks a visitor to sign in, and loads nothing', () => {
    renderAt('/compliance-monitoring?tab=acr', <AcrPanel signedIn={false} />);
    expect(screen.getByText('Sign in to build your conformance report')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
