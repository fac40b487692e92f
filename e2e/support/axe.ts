import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * WCAG 2.1 A rules axe ships as "experimental", so they are off unless named: 2.5.3 Label in Name
 * (a control's accessible name contains its visible text, for speech input).
 */
const EXPERIMENTAL_WCAG_RULES = ['label-content-name-mismatch'];

/** Fails with a readable list (rule, impact, first targets) when axe finds WCAG 2.1 AA violations. */
export async function expectNoAxeViolations(page: Page, context = ''): Promise<void> {
  await transitionsSettled(page);
  // options() replaces all options, so it comes before withTags().
  const results = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])) })
    .withTags(WCAG_TAGS)
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, `axe violations ${context}`).toEqual([]);
}

/**
 * axe reads colours as painted: a button that was disabled until the app hydrated fades to its
 * enabled colours (MUI transitions them over 250 ms), and read half-way its contrast is neither.
 * Wait for finite transitions and animations to end; endless ones (spinners, skeletons) are left.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined); // still moving after 5 s: check the page as it is
}
