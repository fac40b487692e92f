import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { liveSession, openPanel, panelTab, signedIn } from '../support/live-training';

/**
 * What happens in a live session comes to the attendee's front (issue 23): breakout seats and the
 * rooms closing, a new poll. Several browser contexts against the real server; meeting links are
 * read, never opened.
 */

// Three browsers at once on a shared machine: generous limits; the checks themselves stay exact.
test.describe.configure({ timeout: 120_000 });

test('breakout rooms in front: each attendee is told their own room and its link within 3 s; closing asks first, then both are told', async ({ browser }) => {
  const teacher = await signedIn(browser, 'instructor');
  const priya = await signedIn(browser, 'premium');
  const daniel = await signedIn(browser, 'member');
  await daniel.page.setViewportSize({ width: 375, height: 700 });
  const sessionId = await liveSession(teacher.context, [priya.context, daniel.context], `Breakouts e2e ${Date.now()}`);
  // The attendees read other tabs; random assignment seats those present, so both are in the room first.
  await Promise.all([openPanel(teacher.page, sessionId, 'breakouts'), openPanel(priya.page, sessionId, 'qa'), openPanel(daniel.page, sessionId, 'resources')]);
  await expect(teacher.page.getByTestId('participant-count')).toHaveText('2 participants');
  const mainLink = await priya.page.getByTestId('meeting-link').getAttribute('href');
  await daniel.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const danielScroll = await daniel.page.evaluate(() => window.scrollY);

  const form = teacher.page.getByRole('form', { name: 'Open breakout rooms' });
  await form.getByRole('textbox', { name: 'Room name' }).fill('Table');
  await form.getByRole('combobox', { name: 'Max participants' }).selectOption('3');
  await form.getByRole('spinbutton', { name: 'How many rooms' }).fill('2');
  await form.getByRole('radio', { name: 'Assign attendees here now at random' }).check();
  await form.getByRole('button', { name: 'Open rooms' }).click();

  // Each attendee: a notice naming their room, and the meeting button and link now lead to that room.
  const seated: Record<string, string> = {};
  for (const [who, page] of [['Priya Shah', priya.page], ['Daniel', daniel.page]] as const) {
    const notice = page.getByRole('region', { name: /^Breakout room: Table [12]$/ });
    await expect(notice).toBeVisible({ timeout: 3_000 });
    const room = ((await notice.getAttribute('aria-label')) ?? '').replace('Breakout room: ', '');
    await expect(notice.getByRole('button', { name: `Join ${room}` })).toBeVisible();
    await expect(page.getByTestId('meeting-link')).not.toHaveAttribute('href', mainLink!, { timeout: 3_000 });
    seated[who] = room;
    // Shown, not focused: the reader's place is theirs.
    expect(await notice.evaluate((el) => el.contains(document.activeElement))).toBe(false);
  }
  expect(new Set(Object.values(seated)).size).toBe(2);
  expect(await daniel.page.evaluate(() => window.scrollY)).toBe(danielScroll);
  await expectNoAxeViolations(daniel.page, 'breakout notice at 375px');
  // Each link is the link of the room the instructor sees them in.
  for (const [who, page] of [['Priya Shah', priya.page], ['Daniel', daniel.page]] as const) {
    const card = teacher.page.getByRole('article', { name: seated[who] });
    await expect(card.getByText(new RegExp(`Members: ${who}`))).toBeVisible();
    const roomLink = await card.getByRole('link', { name: /^Room meeting link/ }).getAttribute('href');
    await expect(page.getByTestId('meeting-link')).toHaveAttribute('href', roomLink!);
  }

  // Closing asks first; keeping them open changes nothing for anyone.
  await teacher.page.getByRole('button', { name: 'Close all rooms' }).click();
  const confirm = teacher.page.getByRole('dialog', { name: 'Close all breakout rooms?' });
  await expect(confirm.getByText(/All 2 rooms close for everyone \(2 people are in them\)/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep them open' }).click();
  // Gone before the next click: a closing dialog's own "Close all rooms" would take it.
  await expect(confirm).toBeHidden();
  await expect(priya.page.getByRole('region', { name: `Breakout room: ${seated['Priya Shah']}` })).toBeVisible();
  await teacher.page.getByRole('button', { name: 'Close all rooms' }).click();
  await confirm.getByRole('button', { name: 'Close all rooms' }).click();
  for (const { page } of [priya, daniel]) {
    const closed = page.getByRole('region', { name: 'Breakout rooms closed' });
    await expect(closed.getByText('Breakout rooms are closed. Please return to the main session.')).toBeVisible();
    await expect(closed.getByRole('button', { name: 'Back to the main meeting' })).toBeVisible();
    await expect(page.getByTestId('meeting-link')).toHaveAttribute('href', mainLink!);
    await expect(page.getByRole('region', { name: /^Breakout room:/ })).toHaveCount(0);
  }
  await Promise.all([teacher.context.close(), priya.context.close(), daniel.context.close()]);
});

test('a new poll comes to an attendee reading another tab: they vote from the notice and stay where they were', async ({ browser }) => {
  const teacher = await signedIn(browser, 'instructor');
  const daniel = await signedIn(browser, 'member');
  const sessionId = await liveSession(teacher.context, [daniel.context], `Poll notice e2e ${Date.now()}`);
  await openPanel(daniel.page, sessionId, 'resources');
  const poll = await teacher.context.request.post(`/api/training/polls/${sessionId}`, { data: { question: 'Which quarter is busiest?', options: ['Q1', 'Q4'] } });
  expect(poll.status()).toBe(201);
  const notice = daniel.page.getByRole('region', { name: 'New poll' });
  await expect(notice.getByText('Which quarter is busiest?')).toBeVisible();
  await expectNoAxeViolations(daniel.page, 'poll notice');
  await notice.getByRole('button', { name: 'Vote now' }).click();
  const dialog = daniel.page.getByRole('dialog', { name: 'Which quarter is busiest?' });
  await expect(dialog.getByRole('radio', { name: 'Q4' })).toBeVisible();
  await expectNoAxeViolations(daniel.page, 'poll dialog');
  await dialog.getByRole('radio', { name: 'Q4' }).check();
  await dialog.getByRole('button', { name: 'Vote' }).click();
  await expect(dialog.getByText('Q4 (your vote)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);
  await expect(panelTab(daniel.page, 'Resources')).toHaveAttribute('aria-selected', 'true');
  await Promise.all([teacher.context.close(), daniel.context.close()]);
});
