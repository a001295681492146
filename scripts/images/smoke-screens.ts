import { chromium, type Page } from '@playwright/test';
import { SEED_PASSWORD } from '../../services/identity/src/accounts.ts';
import { CHROMIUM_LAUNCH } from '../../e2e/chromium-launch.ts';

/**
 * The smoke run's browser (docs/deploy.md, "Smoke run"): Debian's Chromium signs in through the played
 * edge and opens one screen of every remote, so each remote's published build is fetched from the
 * edge image, loaded by the shell and rendered against the played services.
 */

/** An administrator of the played site (kube-play.ts sets ADMIN_EMAILS): the admin remote's screens need one. */
export const SCREENS_ACCOUNT = 'admin@alive.local';

interface RemoteEntry {
  manifest: string;
  routes?: { path: string; title: string }[];
}

export interface ScreenLoad {
  remote: string;
  path: string;
  heading: string;
  /** Files of the remote's build the page fetched from the edge. */
  files: number;
}

async function signIn(page: Page, edgeUrl: string): Promise<void> {
  await page.goto(`${edgeUrl}/api/login`);
  await page.getByLabel('Email').fill(SCREENS_ACCOUNT);
  await page.getByLabel('Password').fill(SEED_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${edgeUrl}/`, { timeout: 30_000 });
  await page.getByText('Authenticated', { exact: true }).waitFor({ timeout: 30_000 });
}

/** The first route of each remote that takes no parameter, in /remotes.json's order. */
export function oneScreenPerRemote(remotes: Record<string, RemoteEntry>): { remote: string; path: string }[] {
  return Object.entries(remotes).map(([remote, entry]) => {
    const route = (entry.routes ?? []).find((candidate) => !candidate.path.includes(':'));
    if (!route) throw new Error(`${remote}: /remotes.json declares no screen without parameters`);
    return { remote, path: route.path };
  });
}

export async function loadEveryRemoteScreen(edgeUrl: string): Promise<ScreenLoad[]> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const page = await browser.newPage();
    const failures: string[] = [];
    const fetched = new Map<string, number>();
    page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      const match = /\/remotes\/([^/]+)\//.exec(new URL(response.url()).pathname);
      if (!match) return;
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
      else fetched.set(match[1]!, (fetched.get(match[1]!) ?? 0) + 1);
    });
    await signIn(page, edgeUrl);
    const remotes = (await (await page.request.get(`${edgeUrl}/remotes.json`)).json()) as Record<string, RemoteEntry>;
    const loads: ScreenLoad[] = [];
    for (const { remote, path } of oneScreenPerRemote(remotes)) {
      const remoteFetched = page.waitForResponse((response) => response.url().includes(`/remotes/${remote}/`) && response.ok(), { timeout: 30_000 });
      await page.goto(`${edgeUrl}${path}`);
      await remoteFetched;
      // The shell's fallback for a remote that failed to load offers a retry; a rendered screen has its heading.
      const heading = page.locator('main h1').first();
      await heading.waitFor({ timeout: 30_000 });
      if (await page.getByRole('button', { name: /retry/i }).isVisible()) throw new Error(`${path}: the ${remote} remote did not load (the shell shows its fallback)`);
      if (!fetched.get(remote)) throw new Error(`${path}: no file of the ${remote} remote was fetched from the edge`);
      loads.push({ remote, path, heading: (await heading.innerText()).trim(), files: fetched.get(remote)! });
    }
    if (failures.length > 0) throw new Error(failures.join('; '));
    return loads;
  } finally {
    await browser.close();
  }
}
