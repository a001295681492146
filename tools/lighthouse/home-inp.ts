/**
 * INP of the home's first action, choosing one option of the pair, as a Lighthouse timespan: a navigation
 * has no interaction, so no INP (docs/performance.md, "Phones: Lighthouse mobile"). The timespan throttles
 * the CPU and network itself (`devtools`: 4× CPU and slow 4G on a phone, as the navigation simulates),
 * since Lighthouse applies no CPU slowdown to a timespan under `simulate`.
 */
import { startFlow } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { Browser, Page } from 'puppeteer-core';
import type { LighthouseFormFactor } from '@alive/rspack-config/size-budgets';

/** The pair card's option buttons (e2e/tests/support/choice-pair.ts): enabled, not the skip. */
const PAIR_PANEL = '[data-testid="pair-panel"]';
const SKIP = 'Skip this choice';

function pairOptionLabels(page: Page): Promise<string[]> {
  return page.$$eval(
    `${PAIR_PANEL} button[aria-label]`,
    (buttons, skip) => buttons.filter((b) => !(b as HTMLButtonElement).disabled && b.textContent?.trim() !== skip).map((b) => b.getAttribute('aria-label')!),
    SKIP,
  );
}

export async function homeInteractionInp(browser: Browser, homeUrl: string, formFactor: LighthouseFormFactor): Promise<number | null> {
  const page = await browser.newPage();
  try {
    await page.goto(homeUrl, { waitUntil: 'load' });
    await page.waitForFunction(
      (panel, skip) => [...document.querySelectorAll<HTMLButtonElement>(`${panel} button[aria-label]`)].some((b) => !b.disabled && b.textContent?.trim() !== skip),
      { timeout: 30_000 },
      PAIR_PANEL,
      SKIP,
    );
    const answered = (await pairOptionLabels(page)).join('\n');
    const option = await page.evaluateHandle(
      (panel, skip) => [...document.querySelectorAll<HTMLButtonElement>(`${panel} button[aria-label]`)].find((b) => !b.disabled && b.textContent?.trim() !== skip)!,
      PAIR_PANEL,
      SKIP,
    );
    const flow = await startFlow(page, {
      config: formFactor === 'desktop' ? desktopConfig : undefined,
      flags: { throttlingMethod: 'devtools', disableStorageReset: true, onlyAudits: ['interaction-to-next-paint'], logLevel: 'error' },
    });
    await flow.startTimespan();
    await option.click();
    // The next pair is in when the options name another pair and can be answered.
    await page.waitForFunction(
      (panel, skip, before) => {
        const labels = [...document.querySelectorAll<HTMLButtonElement>(`${panel} button[aria-label]`)]
          .filter((b) => !b.disabled && b.textContent?.trim() !== skip)
          .map((b) => b.getAttribute('aria-label'));
        return labels.length > 1 && labels.join('\n') !== before;
      },
      { timeout: 30_000 },
      PAIR_PANEL,
      SKIP,
      answered,
    );
    await flow.endTimespan();
    const result = await flow.createFlowResult();
    const inp = result.steps[0]?.lhr.audits['interaction-to-next-paint']?.numericValue;
    return typeof inp === 'number' ? Math.round(inp) : null;
  } finally {
    await page.close().catch(() => undefined);
  }
}
