import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { FIRST_LOAD, liveSession, openPanel, panelTab, signedIn } from '../support/live-training';

/**
 * CPE programs against the real server (demo data, in-memory store): an instructor runs an
 * attendance check in a live CPE session and sees, live, who answered and who is at risk of losing
 * credit; attendees answer it by keyboard in their own browser contexts. Certificates: the demo's
 * completed CPE program ("Section 508 and WCAG 2.1 AA: Live Q&A", 55 minutes attended by Priya) had its
 * credits awarded at start-up through the same path as any session's end, because a credit needs
 * 50 real minutes of presence, which a browser test cannot wait for (the server tests cover a
 * session's end with a controlled clock).
 */

// Three browsers at once, and a check window to run out: generous limits; the checks stay exact.
test.describe.configure({ timeout: 150_000 });

const PROGRAM = { fieldOfStudy: 'Taxes', credits: 1, level: 'Basic', objectives: ['Know the quarterly deadlines'] };
const SEEDED_PROGRAM = 'Section 508 and WCAG 2.1 AA: Live Q&A';

test('an instructor runs an attendance check: one attendee answers by keyboard, the other is shown at risk, live', async ({ browser }) => {
  const teacher = await signedIn(browser, 'instructor');
  const priya = await signedIn(browser, 'premium');
  const daniel = await signedIn(browser, 'member');
  const sessionId = await liveSession(teacher.context, [priya.context, daniel.context], `CPE e2e ${Date.now()}`);
  const set = await teacher.context.request.put(`/api/live-training/${sessionId}/cpe`, { data: PROGRAM });
  expect(set.ok(), await set.text()).toBe(true);

  await Promise.all([openPanel(teacher.page, sessionId, 'cpe'), openPanel(priya.page, sessionId), openPanel(daniel.page, sessionId)]);
  // Attendees have no CPE tab; the instructor sees the program and both attendees on track.
  await expect(panelTab(priya.page, 'CPE')).toHaveCount(0);
  await expect(teacher.page.getByText('Taxes · 1.0 credits · Basic · Group Internet Based')).toBeVisible();
  const table = teacher.page.getByRole('table', { name: 'Attendance and credits by attendee' });
  const priyaRow = table.getByRole('row', { name: /Priya Shah/ });
  const danielRow = table.getByRole('row', { name: /Daniel Lopez/ });
  await expect(priyaRow.getByText('On track')).toBeVisible();
  await expect(danielRow.getByText('On track')).toBeVisible();
  await expectNoAxeViolations(teacher.page, 'CPE tab');

  // The shortest window the tab offers: Daniel's silence must run it out.
  await teacher.page.getByRole('combobox', { name: 'Time to answer' }).selectOption('30');
  await teacher.page.getByRole('button', { name: 'Run a check now' }).click();
  await expect(teacher.page.getByText('Attendance check sent', { exact: true })).toBeVisible();

  // Both attendees get it in front of them, with the time left; nothing takes their focus.
  const notice = priya.page.getByRole('region', { name: 'Attendance check' });
  await expect(notice).toBeVisible();
  await expect(notice.getByText('Still with us? Select Continue.')).toBeVisible();
  await expect(notice.getByText(/^\d+ seconds left/)).toBeVisible();
  await expect(daniel.page.getByRole('region', { name: 'Attendance check' })).toBeVisible();
  await expect(priya.page.getByRole('status', { name: 'Attendance check announcements' })).toHaveText(/Select Continue within \d+ seconds\./);
  await expectNoAxeViolations(priya.page, 'attendance check notice');
  // Priya answers by keyboard.
  await notice.getByRole('button', { name: 'Continue' }).focus();
  await priya.page.keyboard.press('Enter');
  await expect(priya.page.getByText('Attendance recorded', { exact: true })).toBeVisible();
  await expect(notice).toHaveCount(0);

  // The instructor sees her answer live; Daniel, silent until the window closes, is at risk.
  await expect(priyaRow.getByRole('cell').nth(1)).toHaveText('1');
  await expect(priyaRow.getByText('On track')).toBeVisible();
  await expect(daniel.page.getByRole('region', { name: 'Attendance check' })).toHaveCount(0, { timeout: 45_000 });
  await expect(danielRow.getByText('At risk: missed a check')).toBeVisible({ timeout: 15_000 });
  await expect(teacher.page.getByRole('status').filter({ hasText: /attendees at risk/ })).toHaveText(/^1 of 2 attendees at risk of losing credit\./);

  // The ledger has the prompt, her answer and his silence.
  const ledger = await teacher.context.request.get(`/api/training/checks/${sessionId}/ledger`);
  expect(ledger.ok()).toBe(true);
  const { checks, entries } = (await ledger.json()) as { checks: { prompt: string }[]; entries: { name: string; outcome: string }[] };
  expect(checks.map((c) => c.prompt)).toEqual(['Still with us? Select Continue.']);
  expect(entries.map((e) => `${e.name}: ${e.outcome}`).sort()).toEqual(['Daniel Lopez: missed', 'Priya Shah: answered']);

  await Promise.all([teacher.context.close(), priya.context.close(), daniel.context.close()]);
});

test('the instructor makes a session a CPE program when scheduling it, from NASBA’s fields of study', async ({ browser }) => {
  const teacher = await signedIn(browser, 'instructor');
  const { page } = teacher;
  await page.goto('/live-training');
  await page.getByRole('button', { name: 'Schedule Session' }).click(FIRST_LOAD);
  const dialog = page.getByRole('dialog', { name: 'Schedule Session' });
  const title = `CPE scheduled ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('checkbox', { name: 'Offer CPE credit (NASBA group internet based)' }).check();
  await dialog.getByRole('combobox', { name: 'Field of study' }).selectOption('Auditing');
  await dialog.getByRole('combobox', { name: 'Level' }).selectOption('Intermediate');
  // Intermediate needs prerequisites: refused until they are stated.
  await dialog.getByRole('textbox', { name: /CPE learning objectives/ }).fill('Plan a single audit\nTest internal controls');
  await dialog.getByRole('button', { name: 'Schedule session' }).click();
  await expect(dialog.getByText('Please state the prerequisites: Intermediate, Advanced and Update programs need them')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Prerequisites' }).fill('Basic auditing');
  await expectNoAxeViolations(page, 'schedule dialog with CPE fields');
  await dialog.getByRole('button', { name: 'Schedule session' }).click();
  await expect(page.getByText('Session Scheduled', { exact: true })).toBeVisible();

  const sessions = (await (await teacher.context.request.get('/api/live-training')).json()) as { title: string; cpe: unknown }[];
  expect(sessions.find((s) => s.title === title)?.cpe).toEqual({
    fieldOfStudy: 'Auditing',
    credits: 1,
    level: 'Intermediate',
    objectives: ['Plan a single audit', 'Test internal controls'],
    prerequisites: 'Basic auditing',
    deliveryMethod: 'Group Internet Based',
  });
  await teacher.context.close();
});

test('an operator edits a live session’s CPE program from its panel; the instructor’s tab follows live; axe at 1280 and 375 px', async ({ browser }) => {
  const teacher = await signedIn(browser, 'instructor');
  const operator = await signedIn(browser, 'operator');
  const priya = await signedIn(browser, 'premium');
  const sessionId = await liveSession(teacher.context, [priya.context], `CPE edit ${Date.now()}`);
  expect((await teacher.context.request.put(`/api/live-training/${sessionId}/cpe`, { data: PROGRAM })).ok()).toBe(true);
  await Promise.all([openPanel(teacher.page, sessionId, 'cpe'), openPanel(operator.page, sessionId, 'cpe')]);
  const { page } = operator;
  await expect(page.getByText('Taxes · 1.0 credits · Basic · Group Internet Based')).toBeVisible();

  await page.getByRole('button', { name: 'Edit CPE program' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit CPE program' });
  await expect(dialog.getByText(/this 60-minute session can offer up to 1\.2/)).toBeVisible(FIRST_LOAD);
  await expectNoAxeViolations(page, 'CPE program dialog at 1280px');
  const credits = dialog.getByRole('spinbutton', { name: 'Credits offered' });
  // More than 60 minutes can award: the server refuses it, and says so by the field.
  await credits.fill('1.4');
  await dialog.getByRole('button', { name: 'Save program' }).click();
  await expect(dialog.getByText('A 60-minute session can award at most 1.2 CPE credits (one per 50 minutes)')).toBeVisible();
  await expect(credits).toHaveAttribute('aria-invalid', 'true');
  await credits.fill('1.2');
  await dialog.getByRole('combobox', { name: 'Field of study' }).selectOption('Regulatory Ethics');
  await dialog.getByRole('button', { name: 'Save program' }).click();
  await expect(page.getByText('CPE program saved', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const shown = 'Regulatory Ethics · 1.2 credits · Basic · Group Internet Based';
  await expect(page.getByText(shown)).toBeVisible();
  // The session's instructor sees the new program without reloading.
  await expect(teacher.page.getByText(shown)).toBeVisible();
  const session = (await (await priya.context.request.get(`/api/live-training/${sessionId}`)).json()) as { cpe: unknown };
  expect(session.cpe).toMatchObject({ fieldOfStudy: 'Regulatory Ethics', credits: 1.2 });

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Edit CPE program' }).click();
  await expect(dialog.getByRole('spinbutton', { name: 'Credits offered' })).toHaveValue('1.2');
  await expectNoAxeViolations(page, 'CPE program dialog at 375px');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await Promise.all([teacher.context.close(), operator.context.close(), priya.context.close()]);
});

async function openMyCertificates(page: Page) {
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'My certificates' });
  await expect(section.getByText(SEEDED_PROGRAM, { exact: true })).toBeVisible(FIRST_LOAD);
  return section;
}

test('an attendee who earned credit downloads the certificate, and its public page says it is genuine', async ({ browser }) => {
  const priya = await signedIn(browser, 'premium');
  const section = await openMyCertificates(priya.page);
  const [download] = await Promise.all([priya.page.waitForEvent('download'), section.getByRole('link', { name: `Download PDF for ${SEEDED_PROGRAM}` }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const code = /code ([2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4})/.exec((await section.textContent()) ?? '')?.[1];
  expect(code).toBeTruthy();
  // Anyone may check it, signed out: genuine, with only the name, program, date and credits.
  const visitor = await signedIn(browser, null);
  await visitor.page.goto(`/certificates/${code}`);
  await expect(visitor.page.getByText('This certificate is genuine: it was issued by us.')).toBeVisible(FIRST_LOAD);
  await expect(visitor.page.getByRole('heading', { name: 'Priya Shah' })).toBeVisible();
  await expect(visitor.page.getByText(`Program: ${SEEDED_PROGRAM}`)).toBeVisible();
  await expect(visitor.page.getByText('CPE credits: 1.0')).toBeVisible();
  // Nothing personal beyond the name: neither the page nor the public answer has more.
  await expect(visitor.page.getByRole('status').filter({ hasText: 'genuine' })).not.toContainText(/premium|@/i);
  const verified = (await (await visitor.context.request.get(`/api/certificates/verify/${code}`)).json()) as Record<string, unknown>;
  expect(Object.keys(verified).sort()).toEqual(['credits', 'date', 'genuine', 'name', 'program']);
  // A made-up code is not one of ours.
  await visitor.page.goto('/certificates/ZZZZ-ZZZZ-ZZZZ');
  await expect(visitor.page.getByText(/No certificate has this code/)).toBeVisible(FIRST_LOAD);
  // Someone else's certificate cannot be downloaded.
  const id = /\/api\/certificates\/([0-9a-f]{24})\/pdf/.exec((await section.getByRole('link', { name: /^Download PDF/ }).getAttribute('href')) ?? '')?.[1];
  const daniel = await signedIn(browser, 'member');
  expect((await daniel.context.request.get(`/api/certificates/${id}/pdf`)).status()).toBe(404);
  await Promise.all([priya.context.close(), visitor.context.close(), daniel.context.close()]);
});

test.describe('accessibility', () => {
  for (const width of [1280, 375]) {
    test(`the attendance check and the CPE tab pass axe at ${width} px`, async ({ browser }) => {
      const teacher = await signedIn(browser, 'instructor');
      const priya = await signedIn(browser, 'premium');
      await Promise.all([teacher.page.setViewportSize({ width, height: 900 }), priya.page.setViewportSize({ width, height: 900 })]);
      const sessionId = await liveSession(teacher.context, [priya.context], `CPE axe ${width} ${Date.now()}`);
      expect((await teacher.context.request.put(`/api/live-training/${sessionId}/cpe`, { data: PROGRAM })).ok()).toBe(true);
      await Promise.all([openPanel(teacher.page, sessionId, 'cpe'), openPanel(priya.page, sessionId)]);
      const opened = await teacher.context.request.post(`/api/training/checks/${sessionId}`, { data: { windowSeconds: 120 } });
      expect(opened.status(), await opened.text()).toBe(201);
      await expect(priya.page.getByRole('region', { name: 'Attendance check' })).toBeVisible();
      await expectNoAxeViolations(priya.page, `attendance check at ${width}px`);
      await expect(teacher.page.getByRole('table', { name: 'Attendance and credits by attendee' }).getByRole('row', { name: /Priya Shah/ })).toBeVisible();
      await expectNoAxeViolations(teacher.page, `CPE tab at ${width}px`);
      await Promise.all([teacher.context.close(), priya.context.close()]);
    });

    test(`my certificates and the verification page pass axe at ${width} px`, async ({ browser }) => {
      const priya = await signedIn(browser, 'premium');
      await priya.page.setViewportSize({ width, height: 900 });
      const section = await openMyCertificates(priya.page);
      await expectNoAxeViolations(priya.page, `/profile with certificates at ${width}px`);
      await section.getByRole('link', { name: `Verification page for ${SEEDED_PROGRAM}` }).click();
      await expect(priya.page.getByText('This certificate is genuine: it was issued by us.')).toBeVisible(FIRST_LOAD);
      await expectNoAxeViolations(priya.page, `verification page, signed in, at ${width}px`);

      const visitor = await signedIn(browser, null);
      await visitor.page.setViewportSize({ width, height: 900 });
      await visitor.page.goto(priya.page.url());
      await expect(visitor.page.getByText('This certificate is genuine: it was issued by us.')).toBeVisible(FIRST_LOAD);
      await expectNoAxeViolations(visitor.page, `verification page, signed out, at ${width}px`);
      await visitor.page.goto('/certificates/ZZZZ-ZZZZ-ZZZZ');
      await expect(visitor.page.getByText(/No certificate has this code/)).toBeVisible(FIRST_LOAD);
      await expectNoAxeViolations(visitor.page, `unknown certificate, signed out, at ${width}px`);

      const member = await signedIn(browser, 'member');
      await member.page.setViewportSize({ width, height: 900 });
      await member.page.goto('/profile');
      await expect(member.page.getByRole('heading', { name: 'No certificates yet' })).toBeVisible(FIRST_LOAD);
      await expectNoAxeViolations(member.page, `/profile without certificates at ${width}px`);
      await Promise.all([priya.context.close(), visitor.context.close(), member.context.close()]);
    });
  }
});
