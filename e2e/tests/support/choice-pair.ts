import type { Locator, Page } from '@playwright/test';

/** The home screen's current pair card. */
export function currentPair(page: Page): Locator {
  return page.getByRole('region', { name: 'Current choice' });
}

/**
 * The pair's two option buttons. The skip button is excluded by its whole name: a substring filter on
 * "Skip" also dropped options such as "Learn to sail and skipper your own boat", leaving one option.
 */
export function pairOptions(page: Page): Locator {
  return currentPair(page).getByRole('button').filter({ hasNotText: /^Skip this choice$/ });
}
