import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { signedIn as signedInContext } from './signed-in';
import { routeJitsiFake } from './jitsi-fake';

/** Live training specs: demo accounts in their own browser contexts, sessions made through the API, panels opened by link. */

/** The first paint of a page with its lazily loaded panel may take a while on a busy machine. */
export const FIRST_LOAD = { timeout: 30_000 };

export type Who = 'instructor' | 'premium' | 'member' | 'operator';

/** A browser context signed in as a demo account (see signed-in.ts), with Jitsi's server answered by its fake. */
export async function signedIn(browser: Browser, who: Who | null): Promise<{ context: BrowserContext; page: Page }> {
  const signed = await signedInContext(browser, who);
  // Routed after the context's refusal of other hosts, so it answers first for the Jitsi server.
  await routeJitsiFake(signed.context);
  return signed;
}

/** The instructor starts an instant session (live at once) and the attendees register for it. */
export async function liveSession(instructor: BrowserContext, attendees: BrowserContext[], topic: string): Promise<string> {
  const res = await instructor.request.post('/api/live-training/instant', { data: { topic, agenda: 'Deadlines, then questions.' } });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  for (const attendee of attendees) {
    const reg = await attendee.request.post(`/api/live-training/${id}/register`);
    expect(reg.ok(), await reg.text()).toBe(true);
  }
  return id;
}

/** A session's panel: `/live-training?session=<id>` (the Interactive tab is implied), `&panel=` for a sub-tab. */
const panelUrl = (sessionId: string, panel?: string) => `/live-training?session=${sessionId}${panel ? `&panel=${panel}` : ''}`;

/** Opens the session's panel and waits until its live updates flow. */
export async function openPanel(page: Page, sessionId: string, panel?: string): Promise<Locator> {
  await page.goto(panelUrl(sessionId, panel));
  const section = page.locator('section[data-live]');
  await expect(section).toHaveAttribute('data-live', 'joined', FIRST_LOAD);
  return section;
}

export const panelTab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name.replace(/[()&]/g, '\\$&')}( \\(\\d+\\))?$`) });
