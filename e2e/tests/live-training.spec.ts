import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { FIRST_LOAD, liveSession, openPanel, panelTab, signedIn } from '../support/live-training';

/**
 * Live training against the real server (demo data, in-memory store): an instructor and two
 * attendees, each in their own browser context, work one live session together, and everything
 * one of them does reaches the others without a reload. Each test runs its own instant session,
 * so tests and workers never share polls or rooms. Meeting links are checked by their address,
 * never opened: the browser stays on this host. The Jitsi meeting embedded in the page runs on a
 * local fake of Jitsi's IFrame API (support/jitsi-fake.ts) served at the Jitsi server's address.
 */

// Three browsers at once on a shared machine: generous limits; the checks themselves stay exact.
test.describe.configure({ timeout: 120_000 });

const pollCard = (page: Page, question: string) => page.getByRole('article', { name: question });
const questionCard = (page: Page, text: string) => page.getByRole('article', { name: text });

/** Marks the document: anything checked later must arrive without a reload (which would drop it). */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

test('an instructor and two attendees: a poll, votes, a breakout room, questions and upvotes travel live', async ({ browser }) => {
  const teacher = await signedIn(browser, 'instructor');
  const priya = await signedIn(browser, 'premium');
  const daniel = await signedIn(browser, 'member');
  const sessionId = await liveSession(teacher.context, [priya.context, daniel.context], `Live e2e ${Date.now()}`);

  await Promise.all([openPanel(teacher.page, sessionId), openPanel(priya.page, sessionId), openPanel(daniel.page, sessionId)]);
  await Promise.all([markDocument(priya.page), markDocument(daniel.page), markDocument(teacher.page)]);
  // The real count of attendees connected, pushed live; the instructor sees who they are.
  await expect(teacher.page.getByTestId('participant-count')).toHaveText('2 participants');
  await expect(teacher.page.getByRole('region', { name: 'Who is here' }).getByText('Priya Shah')).toBeVisible();
  await expect(priya.page.getByRole('button', { name: 'Join meeting' })).toBeVisible();
  await expect(priya.page.getByTestId('meeting-link')).toHaveAttribute('href', /^https:\/\/meet\.jit\.si\//);

  // The attendees wait on the Polls tab; the instructor opens a poll (validation first).
  await panelTab(priya.page, 'Polls').click();
  await panelTab(daniel.page, 'Polls').click();
  await panelTab(teacher.page, 'Polls').click();
  const create = teacher.page.getByRole('form', { name: 'Create a poll' });
  await create.getByRole('button', { name: 'Create poll' }).click();
  await expect(create.getByText('Question Required: Please enter a poll question.')).toBeVisible();
  await expect(create.getByText('Options Required: Please provide at least 2 poll options.')).toBeVisible();
  // Two options to start; a third can be added, and removed again while more than two remain.
  await expect(create.getByRole('button', { name: /^Remove option/ })).toHaveCount(0);
  await create.getByRole('button', { name: 'Add option' }).click();
  await expect(create.getByRole('textbox', { name: 'Option 3' })).toBeFocused();
  await create.getByRole('button', { name: 'Remove option 3' }).click();
  await expect(create.getByRole('textbox', { name: 'Option 3' })).toHaveCount(0);
  const question = 'Which form is due to contractors first?';
  await create.getByRole('textbox', { name: 'Poll question' }).fill(question);
  await create.getByRole('textbox', { name: 'Option 1' }).fill('1099-NEC');
  await create.getByRole('textbox', { name: 'Option 2' }).fill('W-2');
  await create.getByRole('button', { name: 'Create poll' }).click();
  await expect(teacher.page.getByText('Poll Created', { exact: true })).toBeVisible();

  // Both attendees see it arrive and vote; the instructor sees the tally move.
  const priyaPoll = pollCard(priya.page, question);
  const danielPoll = pollCard(daniel.page, question);
  const teacherPoll = pollCard(teacher.page, question);
  await expect(priyaPoll).toBeVisible();
  await expect(danielPoll).toBeVisible();
  await priyaPoll.getByRole('radio', { name: '1099-NEC' }).check();
  await priyaPoll.getByRole('button', { name: 'Vote' }).click();
  await expect(teacherPoll.getByTestId('poll-voters')).toHaveText('1 person voted');
  await danielPoll.getByRole('radio', { name: 'W-2' }).check();
  await danielPoll.getByRole('button', { name: 'Vote' }).click();
  await expect(teacherPoll.getByTestId('poll-voters')).toHaveText('2 people voted');
  await expect(teacherPoll.getByTestId('option-tally')).toHaveText(['1 vote (50%)', '1 vote (50%)']);
  // A changed vote replaces the earlier one: still two people, now both on 1099-NEC.
  await danielPoll.getByRole('radio', { name: '1099-NEC' }).check();
  await danielPoll.getByRole('button', { name: 'Change vote' }).click();
  await expect(teacherPoll.getByTestId('option-tally')).toHaveText(['2 votes (100%)', '0 votes (0%)']);
  await expect(teacherPoll.getByTestId('poll-voters')).toHaveText('2 people voted');
  await expect(priyaPoll.getByTestId('option-tally')).toHaveText(['2 votes (100%)', '0 votes (0%)']);
  // Closed: every attendee sees 'Poll closed' and no vote form.
  await teacherPoll.getByRole('button', { name: 'Close poll' }).click();
  await expect(priyaPoll.getByText('Poll closed').first()).toBeVisible();
  await expect(priyaPoll.getByRole('button', { name: /Vote/ })).toHaveCount(0);

  // A breakout room: opened by the instructor, joined by an attendee, seen by the other.
  await Promise.all([panelTab(priya.page, 'Breakout Rooms').click(), panelTab(daniel.page, 'Breakout Rooms').click(), panelTab(teacher.page, 'Breakout Rooms').click()]);
  const rooms = teacher.page.getByRole('form', { name: 'Open breakout rooms' });
  await rooms.getByRole('textbox', { name: 'Room name' }).fill('Deadlines');
  await rooms.getByRole('combobox', { name: 'Max participants' }).selectOption('3');
  await rooms.getByRole('textbox', { name: 'Topic (optional)' }).fill('Calendar for January');
  await rooms.getByRole('button', { name: 'Open rooms' }).click();
  const priyaRoom = priya.page.getByRole('article', { name: 'Deadlines' });
  await expect(priyaRoom).toBeVisible();
  await expect(priyaRoom.getByText('Topic: Calendar for January')).toBeVisible();
  await priyaRoom.getByRole('button', { name: 'Join room: Deadlines' }).click();
  await expect(priyaRoom.getByText('Your room')).toBeVisible();
  await expect(priyaRoom.getByRole('link', { name: /^Room meeting link/ })).toHaveAttribute('href', /^https:\/\//);
  await expect(daniel.page.getByRole('article', { name: 'Deadlines' }).getByText('Members: Priya Shah')).toBeVisible();
  await expect(teacher.page.getByRole('article', { name: 'Deadlines' }).getByText('1 of 3')).toBeVisible();

  // Q&A: one attendee asks, the other upvotes, everyone sees the count.
  await Promise.all([panelTab(priya.page, 'Q&A').click(), panelTab(daniel.page, 'Q&A').click(), panelTab(teacher.page, 'Q&A').click()]);
  const ask = daniel.page.getByRole('form', { name: 'Ask a question' });
  await ask.getByRole('button', { name: 'Ask question' }).click();
  await expect(ask.getByText('Question Required: Please enter your question.')).toBeVisible();
  const asked = 'Do single-member LLCs get a 1099-NEC?';
  await ask.getByRole('textbox', { name: 'Your question' }).fill(asked);
  await ask.getByRole('button', { name: 'Ask question' }).click();
  await expect(daniel.page.getByText('Question Submitted', { exact: true })).toBeVisible();
  const upvote = questionCard(priya.page, asked).getByRole('button', { name: `Upvote: ${asked}` });
  await expect(upvote).toHaveAttribute('aria-pressed', 'false');
  await upvote.click();
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await expect(questionCard(daniel.page, asked).getByTestId('upvote-count')).toHaveText('1 upvote');
  await expect(questionCard(teacher.page, asked).getByTestId('upvote-count')).toHaveText('1 upvote');
  // The instructor answers; the asker sees it.
  await questionCard(teacher.page, asked).getByRole('button', { name: 'Answer' }).click();
  await teacher.page.getByRole('textbox', { name: 'Your answer' }).fill('Usually yes, when paid for services.');
  await teacher.page.getByRole('button', { name: 'Post answer' }).click();
  await expect(questionCard(daniel.page, asked).getByText('Usually yes, when paid for services.')).toBeVisible();
  await expect(questionCard(daniel.page, asked).getByText('Answered', { exact: true })).toBeVisible();

  // Rooms close (after the instructor confirms): everyone is told to return to the main session.
  await panelTab(teacher.page, 'Breakout Rooms').click();
  await teacher.page.getByRole('button', { name: 'Close all rooms' }).click();
  await teacher.page.getByRole('dialog', { name: 'Close all breakout rooms?' }).getByRole('button', { name: 'Close all rooms' }).click();
  for (const { page } of [priya, daniel]) {
    await expect(page.getByRole('region', { name: 'Breakout rooms closed' }).getByText('Breakout rooms are closed. Please return to the main session.')).toBeVisible();
  }

  await Promise.all([expectSameDocument(priya.page), expectSameDocument(daniel.page), expectSameDocument(teacher.page)]);
  await Promise.all([teacher.context.close(), priya.context.close(), daniel.context.close()]);
});

test('the whole panel works by keyboard: tabs, vote, ask and upvote', async ({ browser }) => {
  const teacher = await signedIn(browser, 'instructor');
  const daniel = await signedIn(browser, 'member');
  const sessionId = await liveSession(teacher.context, [daniel.context], `Keyboard e2e ${Date.now()}`);
  const poll = await teacher.context.request.post(`/api/training/polls/${sessionId}`, { data: { question: 'Best month to file?', options: ['January', 'February'] } });
  expect(poll.status(), await poll.text()).toBe(201);
  const { page } = daniel;
  await openPanel(page, sessionId);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Into the panel's tab list, then Arrow keys between tabs (selection follows), Enter/Space on a tab.
  await panelTab(page, 'Main Session').focus();
  await page.keyboard.press('ArrowRight');
  await expect(panelTab(page, 'Polls')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panelTab(page, 'Polls')).toHaveAttribute('aria-selected', 'true');

  // Tab into the poll: the radio group takes one Tab stop; Space picks, Arrow moves the choice.
  const card = pollCard(page, 'Best month to file?');
  await expect(card).toBeVisible();
  await card.getByRole('radio', { name: 'January' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(card.getByRole('radio', { name: 'February' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Vote' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card.getByTestId('poll-voters')).toHaveText('1 person voted');
  await expect(card.getByText('February (your vote)')).toBeVisible();

  // To Q&A by keyboard, ask, and upvote with Space.
  await panelTab(page, 'Polls').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(panelTab(page, 'Q&A')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Your question' })).toBeFocused();
  await page.keyboard.type('Can I file early?');
  await page.keyboard.press('Tab'); // anonymous checkbox
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Ask anonymously' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Ask question' })).toBeFocused();
  await page.keyboard.press('Enter');
  const mine = questionCard(page, 'Can I file early?');
  await expect(mine.getByText('Anonymous (you)')).toBeVisible();
  const upvote = mine.getByRole('button', { name: 'Upvote: Can I file early?' });
  await upvote.focus();
  await page.keyboard.press('Space');
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await expect(mine.getByTestId('upvote-count')).toHaveText('1 upvote');
  await page.keyboard.press('Space');
  await expect(upvote).toHaveAttribute('aria-pressed', 'false');
  await expect(mine.getByTestId('upvote-count')).toHaveText('0 upvotes');

  // A reload comes back to the same tab of the same panel.
  await page.reload();
  await expect(panelTab(page, 'Q&A')).toHaveAttribute('aria-selected', 'true', FIRST_LOAD);
  await Promise.all([teacher.context.close(), daniel.context.close()]);
});

test('Start Instant Session: topic required, then the host link opens in the tab opened on click, and the panel opens', async ({ browser }) => {
  const teacher = await signedIn(browser, 'instructor');
  const { page } = teacher;
  // The new tab is recorded instead of opened: it would lead to the meeting provider's host.
  await page.addInitScript(() => {
    const w = window as unknown as { __opened: { url: string; closed: boolean }[] };
    w.__opened = [];
    window.open = () => {
      const tab = { url: 'about:blank', closed: false };
      w.__opened.push(tab);
      return { opener: null, closed: false, close: () => (tab.closed = true), location: { set href(url: string) { tab.url = url; } } } as unknown as Window;
    };
  });
  await page.goto('/live-training');
  await page.getByRole('button', { name: 'Start Instant Session' }).click(FIRST_LOAD);
  const dialog = page.getByRole('dialog', { name: 'Start Instant Session' });
  await expect(dialog.getByRole('textbox', { name: 'Topic' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Start Session' }).click();
  await expect(dialog.getByText('Topic Required: Please enter a topic for the training session.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __opened: unknown[] }).__opened.length)).toBe(0);

  const topic = `Instant e2e ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Topic' }).fill(topic);
  await dialog.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByText('Instant Meeting Created', { exact: true })).toBeVisible();
  const opened = await page.evaluate(() => (window as unknown as { __opened: { url: string; closed: boolean }[] }).__opened);
  expect(opened).toHaveLength(1);
  expect(opened[0]?.url).toMatch(/^https:\/\//);
  // The instructor lands on the new session's panel, as its instructor.
  await expect(page.getByRole('tab', { name: 'Interactive' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible(FIRST_LOAD);
  await expect(page.getByText('You are the instructor')).toBeVisible();
  // The meeting runs in the page (Jitsi's IFrame API, fetched only now); its controls act on it.
  // Record is not offered: nothing records a Jitsi meeting here.
  const apiLoaded = () => page.evaluate(() => !!document.querySelector('script[src$="/external_api.js"]'));
  expect(await apiLoaded()).toBe(false);
  await expect(page.getByRole('button', { name: 'Share screen' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Start meeting' }).click();
  const meeting = page.getByRole('region', { name: 'Meeting: Main meeting' });
  await expect(meeting.getByRole('button', { name: 'Share screen' })).toHaveAttribute('aria-pressed', 'false');
  expect(await apiLoaded()).toBe(true);
  await expect(meeting.locator('iframe[title="Meeting: Main meeting"]')).toHaveAttribute('src', /^https:\/\/meet\.jit\.si\/instant-e2e-/);
  await expectNoAxeViolations(page, 'embedded meeting');
  await meeting.getByRole('button', { name: 'Share screen' }).click();
  await expect(meeting.getByRole('button', { name: 'Share screen' })).toHaveAttribute('aria-pressed', 'true');
  await meeting.getByRole('button', { name: 'Mute' }).click();
  await expect(meeting.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => (window as unknown as { __jitsiFake: { commands: string[] } }).__jitsiFake.commands)).toEqual(['toggleShareScreen', 'toggleAudio']);
  await expect(page.getByRole('button', { name: 'Record' })).toHaveCount(0);
  await expect(page.getByText('Recording', { exact: true })).toHaveCount(0);
  await meeting.getByRole('button', { name: 'Leave meeting' }).click();
  await expect(meeting).toHaveCount(0);
  await teacher.context.close();
});

test('Schedule Session: the instructor schedules with date and time pickers in a chosen time zone', async ({ browser }) => {
  const teacher = await signedIn(browser, 'instructor');
  const { page } = teacher;
  await page.goto('/live-training');
  await page.getByRole('button', { name: 'Schedule Session' }).click(FIRST_LOAD);
  const dialog = page.getByRole('dialog', { name: 'Schedule Session' });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeFocused(FIRST_LOAD);
  await dialog.getByRole('button', { name: 'Schedule session' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  // The zone is shown and can be changed; the start (tomorrow 10:00 by default) keeps its wall-clock time there.
  await dialog.getByRole('combobox', { name: 'Time zone' }).selectOption('America/Chicago');
  await expect(dialog.getByText('Start (in America/Chicago)')).toBeVisible();
  await expectNoAxeViolations(page, 'schedule dialog');
  const title = `Scheduled e2e ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('combobox', { name: 'Category' }).selectOption('tax');
  await dialog.getByRole('button', { name: 'Schedule session' }).click();
  await expect(page.getByText('Session Scheduled', { exact: true })).toBeVisible();
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText(/at 10:00 AM CST session time \(America\/Chicago\)|at 10:00 AM CST/)).toBeVisible();
  await expect(card.getByRole('button', { name: `Cancel: ${title}` })).toBeVisible();
  // Cancelled by its instructor (with a confirmation): the card says so.
  await card.getByRole('button', { name: `Cancel: ${title}` }).click();
  await page.getByRole('dialog', { name: 'Cancel this session?' }).getByRole('button', { name: 'Cancel session' }).click();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await teacher.context.close();
});

test('visitors are sent to sign in, free members see the premium hint, members register and cancel', async ({ browser }) => {
  const visitor = await signedIn(browser, null);
  await visitor.page.goto('/live-training?tab=all&category=accounting');
  await expect(visitor.page.getByRole('button', { name: 'Accounting' })).toHaveAttribute('aria-pressed', 'true');
  const card = visitor.page.getByRole('article', { name: 'Month-End Close for Small Firms' });
  await expect(card.getByRole('link', { name: 'Register: Month-End Close for Small Firms' })).toHaveAttribute('href', /^\/api\/login\?returnTo=%2Flive-training%3Ftab%3Dall%26category%3Daccounting/, FIRST_LOAD);
  await visitor.context.close();

  const { context, page } = await signedIn(browser, 'member');
  await page.goto('/live-training?tab=all');
  const premiumOnly = page.getByRole('article', { name: 'Indirect Rate Structures for Cost-Plus Contracts' });
  await expect(premiumOnly.getByText('Premium Only')).toBeVisible(FIRST_LOAD);
  await expect(premiumOnly.getByText('This session is for premium members.')).toBeVisible();
  await expect(premiumOnly.getByRole('link', { name: 'Upgrade to Starter to attend Indirect Rate Structures for Cost-Plus Contracts' })).toHaveAttribute('href', '/pricing');

  const monthEnd = page.getByRole('article', { name: 'Month-End Close for Small Firms' });
  await monthEnd.getByRole('button', { name: 'Register: Month-End Close for Small Firms' }).click();
  await expect(page.getByText('Registration Successful', { exact: true })).toBeVisible();
  await expect(monthEnd.getByText('Registered', { exact: true })).toBeVisible();
  await monthEnd.getByRole('button', { name: 'Cancel registration: Month-End Close for Small Firms' }).click();
  await expect(monthEnd.getByRole('button', { name: 'Register: Month-End Close for Small Firms' })).toBeVisible();
  // The tab is in the address: a reload stays on All Sessions.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'All Sessions' })).toHaveAttribute('aria-selected', 'true', FIRST_LOAD);
  await context.close();
});

test.describe('accessibility', () => {
  for (const width of [1280, 375]) {
    test(`signed out: /live-training and its Interactive tab pass axe at ${width} px`, async ({ browser }) => {
      const visitor = await signedIn(browser, null);
      await visitor.page.setViewportSize({ width, height: 900 });
      await visitor.page.goto('/live-training');
      await expect(visitor.page.getByRole('article').first()).toBeVisible(FIRST_LOAD);
      await expectNoAxeViolations(visitor.page, `signed out at ${width}px`);
      await visitor.page.getByRole('tab', { name: 'Interactive' }).click();
      await expect(visitor.page.getByRole('link', { name: 'Sign in' }).last()).toBeVisible(FIRST_LOAD);
      await expectNoAxeViolations(visitor.page, `signed out, Interactive tab, at ${width}px`);
      await visitor.context.close();
    });

    test(`signed in as an attendee: the list and the panel (polls, Q&A) pass axe at ${width} px`, async ({ browser }) => {
      const teacher = await signedIn(browser, 'instructor');
      const member = await signedIn(browser, 'member');
      await member.page.setViewportSize({ width, height: 900 });
      await member.page.goto('/live-training?tab=all');
      await expect(member.page.getByRole('article').first()).toBeVisible(FIRST_LOAD);
      await expectNoAxeViolations(member.page, `signed in at ${width}px`);

      const sessionId = await liveSession(teacher.context, [member.context], `Axe e2e ${width} ${Date.now()}`);
      const poll = await teacher.context.request.post(`/api/training/polls/${sessionId}`, { data: { question: 'Ready?', options: ['Yes', 'No'] } });
      expect(poll.status()).toBe(201);
      await openPanel(member.page, sessionId, 'polls');
      await expect(pollCard(member.page, 'Ready?')).toBeVisible();
      await expectNoAxeViolations(member.page, `panel (polls) at ${width}px`);
      await panelTab(member.page, 'Q&A').click();
      await expectNoAxeViolations(member.page, `panel (Q&A) at ${width}px`);
      await Promise.all([teacher.context.close(), member.context.close()]);
    });

    test(`signed in as the instructor: the panel (polls, breakout rooms) passes axe at ${width} px`, async ({ browser }) => {
      const teacher = await signedIn(browser, 'instructor');
      const sessionId = await liveSession(teacher.context, [], `Axe instructor e2e ${width} ${Date.now()}`);
      await teacher.page.setViewportSize({ width, height: 900 });
      await openPanel(teacher.page, sessionId, 'polls');
      await expectNoAxeViolations(teacher.page, `instructor panel (polls) at ${width}px`);
      await panelTab(teacher.page, 'Breakout Rooms').click();
      await expectNoAxeViolations(teacher.page, `instructor panel (breakout rooms) at ${width}px`);
      await teacher.context.close();
    });
  }
});
