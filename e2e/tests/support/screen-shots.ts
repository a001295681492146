import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** The two widths every changed screen is looked at (docs/product/platform.md): a phone and a laptop. */
export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/**
 * A screenshot of the page from its top, kept with the test's results and, when SHOTS_DIR is set, also
 * there, for a person to look at.
 */
export async function shoot(page: Page, name: string, outputPath: (name: string) => string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: outputPath(`${name}.png`) });
  const dir = process.env.SHOTS_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: `${dir}/${name}.png` });
  }
}
