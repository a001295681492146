import type { Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const artifacts = fileURLToPath(new URL('../../artifacts/', import.meta.url));

/**
 * The edge of the browser-test site reads published remote builds and the versions file here
 * (e2e/serve.ts passes them as REMOTE_RELEASES_DIR and REMOTE_VERSIONS_FILE), so a test can publish a
 * build and switch versions the way an operator would (docs/architecture.md, "Deploying one part alone").
 */
export const E2E_REMOTE_RELEASES_DIR = path.join(artifacts, 'remote-releases');
export const E2E_REMOTE_VERSIONS_FILE = path.join(artifacts, 'remote-versions.json');

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../', import.meta.url));

/** `npm run publish:remote -- <remote> <args>` into the folders the test site's edges read. */
export async function publishRemote(remote: string, ...args: string[]): Promise<void> {
  const env = { ...process.env, REMOTE_RELEASES_DIR: E2E_REMOTE_RELEASES_DIR, REMOTE_VERSIONS_FILE: E2E_REMOTE_VERSIONS_FILE };
  await run(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'publish-remote.ts'), remote, ...args], { cwd: root, env });
}

/** What an operator's edit (or a ConfigMap update) does: a new versions file renamed over the old. */
export function pointVersionsFileAt(versions: Record<string, string>): void {
  writeFileSync(`${E2E_REMOTE_VERSIONS_FILE}.next`, JSON.stringify(versions));
  renameSync(`${E2E_REMOTE_VERSIONS_FILE}.next`, E2E_REMOTE_VERSIONS_FILE);
}

/** Paths of a remote's files the page asks for, from now on. */
export function remoteFileRequests(page: Page, remote: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(`/remotes/${remote}/`)) seen.push(pathname);
  });
  return seen;
}
