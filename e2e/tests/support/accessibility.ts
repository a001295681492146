import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Rules outside the WCAG tags that the site holds to all the same: a link's name starts with the text it
 * shows (speech input says what it sees), and headings never skip a level (a screen reader's outline).
 * axe runs them only when asked by name.
 */
const EXTRA_RULES = ['label-content-name-mismatch', 'heading-order'];

/** WCAG 2.1 A/AA rules from axe-core, plus EXTRA_RULES, over the screen as it stands (call once its data has loaded). */
export async function expectNoAccessibilityViolations(page: Page, screen: string): Promise<void> {
  const wcag = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const extra = await new AxeBuilder({ page }).withRules(EXTRA_RULES).analyze();
  const summary = [...wcag.violations, ...extra.violations].map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`,
  );
  expect(summary, `${screen} accessibility violations`).toEqual([]);
}

/**
 * axe's `heading-order` (a best-practice rule, not part of the WCAG tags above; Lighthouse reports it):
 * no heading may skip a level after the one before it.
 */
export async function expectHeadingsInOrder(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  const summary = results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
  expect(summary, `${screen} heading order`).toEqual([]);
}
