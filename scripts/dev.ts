/**
 * `npm run dev -- <remote> [<remote>...]`: a feature team's inner loop (docs/architecture.md, "Develop
 * one remote"). Each named remote is rebuilt by rspack in watch mode and served from its own small server
 * (ports from 3101, or `--port <first>`); the site serves it from there while every other part runs from
 * its build. A save rebuilds the remote and reloads the open pages.
 *
 * - No site running at PUBLIC_URL: starts `npm start` (scripts/start.ts) with `REMOTE_<NAME>_URL` pointed
 *   at the watched builds, and with an empty releases folder, so no published version of a remote takes
 *   its place (the dev build is not a release and carries no integrity record).
 * - A site already running there: attaches, and prints the link that points this browser at the watched
 *   builds (`?override-remote=<name>@<url>`, allowed outside production).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_FOLDERS, REMOTE_NAMES, type RemoteName } from '@alive/features';
import { loadServiceConfig } from '@alive/service-kit';
import { watchRemote, type WatchedRemote } from './dev/watch-remote.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_FIRST_PORT = 3101;

function say(message: string): void {
  console.log(`[dev] ${message}`);
}

export interface DevArguments {
  remotes: RemoteName[];
  firstPort: number;
}

/** The command line, or a message saying what is wrong with it. */
export function parseDevArguments(argv: readonly string[]): DevArguments | { error: string } {
  const remotes: RemoteName[] = [];
  let firstPort = DEFAULT_FIRST_PORT;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--port') {
      const port = Number(argv[(i += 1)]);
      if (!Number.isInteger(port) || port < 1 || port > 65535) return { error: `--port needs a port number (got ${argv[i] ?? 'nothing'})` };
      firstPort = port;
    } else if ((REMOTE_NAMES as readonly string[]).includes(arg)) {
      if (!remotes.includes(arg as RemoteName)) remotes.push(arg as RemoteName);
    } else {
      return { error: `no remote is called "${arg}" (remotes: ${REMOTE_NAMES.join(', ')})` };
    }
  }
  if (remotes.length === 0) return { error: `name at least one remote: npm run dev -- <remote> [<remote>...] (remotes: ${REMOTE_NAMES.join(', ')})` };
  return { remotes, firstPort };
}

/** The environment of the site `npm run dev` starts: the watched remotes in place of their builds. */
export function devSiteEnv(base: NodeJS.ProcessEnv, watched: readonly { name: string; manifestUrl: string }[], releasesDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...base, REMOTE_RELEASES_DIR: releasesDir };
  delete env.REMOTE_VERSIONS_FILE;
  for (const { name, manifestUrl } of watched) env[`REMOTE_${name.toUpperCase()}_URL`] = manifestUrl;
  return env;
}

/** The link that points one browser at the watched builds (shell: features/remotes/remote-overrides.ts). */
export function overrideLink(siteUrl: string, watched: readonly { name: string; manifestUrl: string }[]): string {
  const url = new URL('/', siteUrl);
  for (const { name, manifestUrl } of watched) url.searchParams.append('override-remote', `${name}@${manifestUrl}`);
  return url.toString();
}

async function siteIsRunning(siteUrl: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('/healthz', siteUrl), { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const parsed = parseDevArguments(process.argv.slice(2));
  if ('error' in parsed) {
    console.error(`[dev] ${parsed.error}`);
    process.exit(2);
  }
  const siteUrl = loadServiceConfig(process.env).publicUrl;
  const attach = await siteIsRunning(siteUrl);

  const watched: WatchedRemote[] = [];
  let site: ChildProcess | null = null;
  const releasesDir = mkdtempSync(path.join(tmpdir(), 'alive-dev-releases-'));
  let stopping = false;
  const stop = async (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    say(`${reason}: stopping`);
    if (site && site.exitCode === null && site.signalCode === null) {
      const exited = new Promise((resolve) => site!.once('exit', resolve));
      site.kill('SIGTERM');
      await exited;
    }
    await Promise.all(watched.map((remote) => remote.close()));
    rmSync(releasesDir, { recursive: true, force: true });
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  for (const [index, name] of parsed.remotes.entries()) {
    const remote = await watchRemote({ name, appDir: path.join(root, REMOTE_FOLDERS[name]), port: parsed.firstPort + index, log: say });
    watched.push(remote);
    say(`${name}: serving its watched build at ${remote.manifestUrl}`);
  }

  if (attach) {
    say(`a site is already running at ${siteUrl}; open this link to use the watched builds in your browser only:`);
    say(`  ${overrideLink(siteUrl, watched)}`);
    return;
  }
  site = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/start.ts')], {
    cwd: root,
    env: devSiteEnv(process.env, watched, releasesDir),
    stdio: 'inherit',
  });
  site.on('exit', (code, signal) => void stop(`the site exited (${code ?? signal})`, code ?? 1));
  say(`starting the site at ${siteUrl} with ${watched.map((remote) => remote.name).join(', ')} from the watched builds`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
