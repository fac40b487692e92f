import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { demo } from './accounts';
import { routeJitsiFake } from './jitsi-fake';

/** Live training specs: demo accounts in their own browser contexts, sessions made through the API, panels opened by link. */

/** The first paint of a page with its lazily loaded panel may take a while on a busy machine. */
export const FIRST_LOAD = { timeout: 30_000 };

export type Who = 'instructor' | 'premium' | 'member';

/** A browser context signed in as a demo account, with every request to another host refused (Jitsi's served by its fake). */
export async function signedIn(browser: Browser, who: Who | null): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort());
  // Registered last, so it answers first for the Jitsi server.
  await routeJitsiFake(context);
  if (who) {
    const res = await context.request.post('/api/login', { data: demo[who] });
    expect(res.ok(), await res.text()).toBe(true);
  }
  return { context, page: await context.newPage() };
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
