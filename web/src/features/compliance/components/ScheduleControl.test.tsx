import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSchedule, TSiteProfile } from '@app/shared-types/compliance/model';
import { json, lastToast, stubFetch } from '../../../test/fetch-routes';
import { renderAt } from '../../../test/render-app';
import { SCHEDULE_PROFILE_DELETED, ScheduleControl } from './ScheduleControl';

const URL = 'https://example.test/account';
const PORTAL = 'a'.repeat(24);
const STAFF = 'b'.repeat(24);
const GONE = 'c'.repeat(24);
const profile = (id: string, name: string): TSiteProfile => ({
  id,
  name,
  startUrl: URL,
  auth: { type: 'cookie', cookieNames: ['sid'] },
  createdAt: '2026-01-01T00:00:00.000Z',
});
const schedule = (over: Partial<TSchedule> = {}): TSchedule => ({
  id: 's1',
  url: URL,
  frequency: 'weekly',
  profileId: null,
  nextRunAt: '2026-01-08T00:00:00.000Z',
  lastRunAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

let api: ReturnType<typeof stubFetch>;
const puts = () => api.calls.filter((c) => c.key === 'PUT /api/compliance/schedules').map((c) => c.body);
/** The server's answer to a PUT: the schedule as sent. */
const echoPut = () => (init: RequestInit | undefined) => {
  const body = JSON.parse(String(init?.body)) as { frequency: TSchedule['frequency']; profileId?: string };
  return json(schedule({ frequency: body.frequency, profileId: body.profileId ?? null }));
};
const signInWith = () => screen.getByRole('combobox', { name: 'Sign in with' });
async function choose(option: string) {
  await userEvent.click(signInWith());
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  api = stubFetch();
  api.routes['GET /api/compliance/profiles'] = () => json([profile(PORTAL, 'Client portal'), profile(STAFF, 'Staff intranet')]);
  api.routes['PUT /api/compliance/schedules'] = echoPut();
});
afterEach(() => vi.unstubAllGlobals());

describe('choosing how a schedule signs in', () => {
  it("starts from the scan's own profile and saves it with the new schedule", async () => {
    api.routes['GET /api/compliance/schedules'] = () => json([]);
    renderAt('/compliance-monitoring', <ScheduleControl url={URL} scanProfileId={PORTAL} />);
    await waitFor(() => expect(signInWith().textContent).toBe('Client portal'));
    await userEvent.click(screen.getByRole('button', { name: 'Daily' }));
    expect(await screen.findByText(/^Next scan .*, signed in with Client portal$/)).toBeTruthy();
    expect(puts()).toEqual([{ url: URL, frequency: 'daily', profileId: PORTAL }]);
    expect(lastToast()).toEqual({ title: 'Re-scan Scheduled', description: `${URL} will be scanned daily, signed in with Client portal.` });
  });

  it('a profile chosen before Daily or Weekly is the one saved; Public saves none', async () => {
    api.routes['GET /api/compliance/schedules'] = () => json([]);
    renderAt('/compliance-monitoring', <ScheduleControl url={URL} />);
    await waitFor(() => expect(signInWith().textContent).toBe('Public (no sign-in)'));
    await choose('Staff intranet');
    expect(puts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Weekly' }));
    expect(await screen.findByText(/, signed in with Staff intranet$/)).toBeTruthy();
    await choose('Public (no sign-in)');
    expect(await screen.findByText(/^Next scan .*, signed out$/)).toBeTruthy();
    expect(puts()).toEqual([
      { url: URL, frequency: 'weekly', profileId: STAFF },
      { url: URL, frequency: 'weekly' },
    ]);
  });

  it("shows the schedule's current profile, and a new frequency keeps it", async () => {
    api.routes['GET /api/compliance/schedules'] = () => json([schedule({ profileId: STAFF })]);
    renderAt('/compliance-monitoring', <ScheduleControl url={URL} scanProfileId={PORTAL} />);
    await waitFor(() => expect(signInWith().textContent).toBe('Staff intranet'));
    expect(screen.getByText(/, signed in with Staff intranet$/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Daily' }));
    await waitFor(() => expect(puts()).toEqual([{ url: URL, frequency: 'daily', profileId: STAFF }]));
    expect(screen.getByRole('button', { name: 'Daily' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when the schedule signs in with a deleted profile, until another is chosen', async () => {
    api.routes['GET /api/compliance/schedules'] = () => json([schedule({ profileId: GONE })]);
    renderAt('/compliance-monitoring', <ScheduleControl url={URL} />);
    expect(await screen.findByText(SCHEDULE_PROFILE_DELETED)).toBeTruthy();
    expect(signInWith().textContent).toBe('Deleted site profile');
    expect(signInWith().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(signInWith().getAttribute('aria-describedby')!)?.textContent).toBe(SCHEDULE_PROFILE_DELETED);
    expect(screen.getByText(/^Next scan .*, with a deleted site profile$/)).toBeTruthy();
    await choose('Client portal');
    expect(await screen.findByText(/, signed in with Client portal$/)).toBeTruthy();
    expect(screen.queryByText(SCHEDULE_PROFILE_DELETED)).toBeNull();
    expect(puts()).toEqual([{ url: URL, frequency: 'weekly', profileId: PORTAL }]);
  });

  it('offers no sign-in choice to a member without profiles', async () => {
    api.routes['GET /api/compliance/profiles'] = () => json([]);
    api.routes['GET /api/compliance/schedules'] = () => json([schedule()]);
    renderAt('/compliance-monitoring', <ScheduleControl url={URL} />);
    expect(await screen.findByText(/^Next scan /)).toBeTruthy();
    await waitFor(() => expect(api.calls.some((c) => c.key === 'GET /api/compliance/profiles')).toBe(true));
    expect(screen.queryByRole('combobox', { name: 'Sign in with' })).toBeNull();
  });
});
