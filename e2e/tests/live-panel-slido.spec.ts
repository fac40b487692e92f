import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { liveSession, openPanel, panelTab, signedIn } from '../support/live-training';

/**
 * The panel at Slido's level (issue 25 §2): the instructor opens a word cloud and a quiz from the
 * form, two attendees in their own browsers answer by keyboard and watch the results arrive, the
 * quiz's answer and leaderboard show at the instructor's word; with review on, a question waits in
 * the instructor's queue until approved. Breakout rooms on a timer: opened pre-assigned from the
 * registrations, the countdown and the instructor's message reach the attendees in their browsers;
 * the presenter view follows an attendee's vote live. axe at 375 and 1280 px along the way.
 */

test.describe.configure({ timeout: 150_000 });

const pollCard = (page: Page, question: string) => page.getByRole('article', { name: question });

async function createPoll(page: Page, kind: string, question: string, options: string[] = []) {
  const form = page.getByRole('form', { name: 'Create a poll' });
  await form.getByRole('combobox', { name: 'Kind of poll' }).selectOption({ label: kind });
  await form.getByRole('textbox', { name: 'Poll question' }).fill(question);
  for (const [i, option] of options.entries()) await form.getByRole('textbox', { name: `Option ${i + 1}` }).fill(option);
  return form;
}

test('word cloud and quiz answered by keyboard in two browsers, results live; the moderation queue approves a question', async ({ browser }) => {
  const teacher = await signedIn(browser, 'instructor');
  const priya = await signedIn(browser, 'premium');
  const daniel = await signedIn(browser, 'member');
  await teacher.page.setViewportSize({ width: 1280, height: 900 });
  await priya.page.setViewportSize({ width: 1280, height: 900 });
  await daniel.page.setViewportSize({ width: 375, height: 740 });
  const sessionId = await liveSession(teacher.context, [priya.context, daniel.context], `Slido panel e2e ${Date.now()}`);
  await Promise.all([openPanel(teacher.page, sessionId, 'polls'), openPanel(priya.page, sessionId, 'polls'), openPanel(daniel.page, sessionId, 'polls')]);

  // A word cloud from the form.
  const cloudQuestion = 'One word for payroll season?';
  const form = await createPoll(teacher.page, 'Word cloud', cloudQuestion);
  await expect(form.getByRole('textbox', { name: 'Option 1' })).toHaveCount(0);
  await form.getByRole('button', { name: 'Create poll' }).click();

  // Each attendee types their word and presses Enter.
  for (const [page, word] of [
    [priya.page, 'Payroll!'],
    [daniel.page, '  PAYROLL '],
  ] as const) {
    const card = pollCard(page, cloudQuestion);
    await card.getByRole('textbox', { name: 'Your word or short phrase' }).focus();
    await page.keyboard.type(word);
    await page.keyboard.press('Enter');
    await expect(card.getByText('Your answer is counted. You can change it while the poll is open.')).toBeVisible();
  }
  // One term, counted twice, in every browser: the cloud is a list that says its counts.
  for (const page of [teacher.page, priya.page, daniel.page]) {
    const cloud = pollCard(page, cloudQuestion).getByRole('list', { name: `Word cloud: ${cloudQuestion}` });
    await expect(cloud.getByRole('listitem')).toHaveText(['payroll (2 answers)']);
  }
  await expectNoAxeViolations(daniel.page, 'word cloud at 375px');

  // A quiz with its right answer and a timer.
  const quizQuestion = 'Which form is filed every quarter?';
  const quizForm = await createPoll(teacher.page, 'Quiz', quizQuestion, ['Form 940', 'Form 941']);
  await quizForm.getByRole('radio', { name: 'Form 941' }).check();
  await quizForm.getByRole('spinbutton', { name: 'Timer in seconds (optional)' }).fill('300');
  await quizForm.getByRole('button', { name: 'Create poll' }).click();
  await expect(pollCard(teacher.page, quizQuestion)).toBeVisible();

  // Radio group by keyboard: Space picks the first, ArrowDown moves, Tab to the button, Enter sends.
  for (const [page, moves] of [
    [priya.page, 1],
    [daniel.page, 0],
  ] as const) {
    const card = pollCard(page, quizQuestion);
    await expect(card.getByText(/^Time left: \d:\d\d$/)).toBeVisible();
    await card.getByRole('radio', { name: 'Form 940' }).focus();
    await page.keyboard.press('Space');
    for (let i = 0; i < moves; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: 'Submit answer' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card.getByText('Your answer is in; a quiz answer cannot be changed.')).toBeVisible();
    // The right answer stays the instructor's until revealed.
    await expect(card.getByText(/\(correct answer\)/)).toHaveCount(0);
  }
  const teacherQuiz = pollCard(teacher.page, quizQuestion);
  await expect(teacherQuiz.getByTestId('poll-voters')).toHaveText('2 people voted');
  await expect(teacherQuiz.getByText('Form 941 (correct answer)')).toBeVisible();

  // Revealed: both see the right answer; the leaderboard shows once the instructor shows it.
  await teacherQuiz.getByRole('button', { name: 'Reveal answer' }).click();
  await expect(pollCard(priya.page, quizQuestion).getByText('Form 941 (your vote) (correct answer)')).toBeVisible();
  await expect(pollCard(daniel.page, quizQuestion).getByText('Form 941 (correct answer)')).toBeVisible();
  await expect(daniel.page.getByRole('heading', { name: 'Quiz leaderboard' })).toHaveCount(0);
  await teacher.page.getByRole('button', { name: 'Show to attendees' }).click();
  for (const page of [priya.page, daniel.page]) {
    const board = page.getByRole('list', { name: 'Quiz leaderboard' });
    // Right answers first: Priya (right) above Daniel (wrong).
    await expect(board.getByRole('listitem')).toHaveCount(2);
    await expect(board.getByRole('listitem').first()).toContainText('Priya Shah: 1 right answer');
    await expect(board.getByRole('listitem').last()).toContainText('0 right answers');
  }
  await expectNoAxeViolations(priya.page, 'revealed quiz and leaderboard at 1280px');
  await expectNoAxeViolations(teacher.page, 'instructor polls at 1280px');

  // Q&A with review on: a question waits in the instructor's queue, unseen by the other attendee, until approved.
  await Promise.all([panelTab(teacher.page, 'Q&A').click(), panelTab(priya.page, 'Q&A').click(), panelTab(daniel.page, 'Q&A').click()]);
  // The switch shows the server's setting: it turns on once the server has it on.
  const review = teacher.page.getByRole('switch', { name: 'Review questions before attendees see them' });
  await review.click();
  await expect(review).toBeChecked();
  await expect(teacher.page.getByText('No questions are waiting. New ones appear here first.')).toBeVisible();
  const asked = 'Can we expense the conference fee?';
  await priya.page.getByRole('textbox', { name: 'Your question' }).fill(asked);
  await priya.page.getByRole('button', { name: 'Ask question' }).click();
  await expect(priya.page.getByRole('article', { name: asked }).getByText('Waiting for review')).toBeVisible();
  const queue = teacher.page.getByRole('list', { name: 'Questions waiting for review' });
  await expect(queue.getByRole('article', { name: asked })).toBeVisible();
  await expect(daniel.page.getByRole('article', { name: asked })).toHaveCount(0);
  await expectNoAxeViolations(teacher.page, 'moderation queue at 1280px');

  await queue.getByRole('button', { name: `Approve: ${asked}`, exact: true }).click();
  await expect(daniel.page.getByRole('list', { name: 'Questions', exact: true }).getByRole('article', { name: asked })).toBeVisible();
  await expect(priya.page.getByRole('article', { name: asked }).getByText('Waiting for review')).toHaveCount(0);
  await expect(teacher.page.getByRole('list', { name: 'Questions waiting for review' })).toHaveCount(0);
  await expectNoAxeViolations(daniel.page, 'Q&A at 375px');

  await Promise.all([teacher.context.close(), priya.context.close(), daniel.context.close()]);
});

test('breakout rooms on a timer reach the attendees (countdown from the server, extend, message); the presenter view follows a vote live', async ({ browser }) => {
  const teacher = await signedIn(browser, 'instructor');
  const priya = await signedIn(browser, 'premium');
  const daniel = await signedIn(browser, 'member');
  await teacher.page.setViewportSize({ width: 1280, height: 900 });
  await priya.page.setViewportSize({ width: 1280, height: 900 });
  await daniel.page.setViewportSize({ width: 375, height: 740 });
  const sessionId = await liveSession(teacher.context, [priya.context, daniel.context], `Breakout timer e2e ${Date.now()}`);
  await Promise.all([openPanel(teacher.page, sessionId, 'breakouts'), openPanel(priya.page, sessionId), openPanel(daniel.page, sessionId)]);

  // One minute on the clock: the last minute starts at once, for everybody in a room.
  const form = teacher.page.getByRole('form', { name: 'Open breakout rooms' });
  await form.getByRole('textbox', { name: 'Room name' }).fill('Case study');
  await form.getByRole('spinbutton', { name: 'How many rooms' }).fill('2');
  await form.getByRole('spinbutton', { name: 'Timer in minutes (optional)' }).fill('1');
  await form.getByRole('radio', { name: 'Pre-assign every registered attendee' }).check();
  await form.getByRole('button', { name: 'Open rooms' }).click();
  const countdown = (page: Page) => page.getByRole('region', { name: 'Breakout rooms', exact: true }).getByRole('heading', { name: /^Breakout rooms close in \d+ s$/ });
  for (const page of [priya.page, daniel.page]) await expect(countdown(page)).toBeVisible();
  await expect(teacher.page.getByText(/^Rooms close in \d+ s$/)).toBeVisible();
  await expectNoAxeViolations(daniel.page, 'breakout countdown at 375px');

  // Five more minutes: the countdown goes away in both browsers, the time left shows 5 minutes and more.
  await teacher.page.getByRole('combobox', { name: 'Add minutes' }).selectOption({ label: '5 minutes' });
  await teacher.page.getByRole('button', { name: 'Extend' }).click();
  for (const page of [priya.page, daniel.page]) await expect(countdown(page)).toHaveCount(0);
  await expect(teacher.page.getByText(/^Rooms close in [56]:\d\d$/)).toBeVisible();

  // A message to every room, then the countdown by hand.
  await teacher.page.getByRole('textbox', { name: 'Message to all rooms' }).fill('Two minutes to agree on your numbers.');
  await teacher.page.getByRole('button', { name: 'Send to all rooms' }).click();
  for (const page of [priya.page, daniel.page]) await expect(page.getByRole('region', { name: 'Breakout rooms', exact: true }).getByText('Two minutes to agree on your numbers.')).toBeVisible();
  await teacher.page.getByRole('button', { name: 'Start 60-second countdown' }).click();
  for (const page of [priya.page, daniel.page]) await expect(countdown(page)).toBeVisible();
  await expectNoAxeViolations(priya.page, 'breakout countdown and message at 1280px');
  await expectNoAxeViolations(teacher.page, 'instructor breakout controls at 1280px');
  await teacher.page.getByRole('button', { name: 'Close all rooms' }).click();
  await teacher.page.getByRole('dialog').getByRole('button', { name: 'Close all rooms' }).click();
  for (const page of [priya.page, daniel.page]) await expect(page.getByRole('region', { name: 'Breakout rooms', exact: true })).toHaveCount(0);

  // The presenter view, in its own tab: the open poll, live as an attendee votes.
  const created = await teacher.context.request.post(`/api/training/polls/${sessionId}`, { data: { question: 'Which form is filed every quarter?', options: ['Form 940', 'Form 941'] } });
  expect(created.status()).toBe(201);
  const { id: pollId } = (await created.json()) as { id: string };
  const projector = await teacher.context.newPage();
  await projector.setViewportSize({ width: 1280, height: 800 });
  await projector.goto(`/live-training/${sessionId}/present`);
  await expect(projector.getByRole('main')).toHaveAttribute('data-live', 'joined', { timeout: 30_000 });
  await expect(projector.getByRole('heading', { level: 2, name: 'Which form is filed every quarter?' })).toBeVisible();
  await expect(projector.getByTestId('poll-voters')).toHaveText('0 people voted');
  await expect(projector.getByRole('button')).toHaveCount(0);
  const vote = await priya.context.request.post(`/api/training/polls/${pollId}/vote`, { data: { optionIndex: 1 } });
  expect(vote.ok(), await vote.text()).toBe(true);
  await expect(projector.getByTestId('poll-voters')).toHaveText('1 person voted');
  await expect(projector.getByTestId('option-tally')).toHaveText(['0 votes (0%)', '1 vote (100%)']);
  await expectNoAxeViolations(projector, 'presenter view at 1280px');
  await projector.setViewportSize({ width: 375, height: 740 });
  await expectNoAxeViolations(projector, 'presenter view at 375px');

  await Promise.all([teacher.context.close(), priya.context.close(), daniel.context.close()]);
});
