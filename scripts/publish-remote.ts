/**
 * `npm run publish:remote -- <remote> <version> [--from <dir>] [--activate]`: copies a remote's build
 * (`<remote folder>/dist`, or `--from`) to `<REMOTE_RELEASES_DIR>/<remote>/<version>/`, where the edge
 * serves it as `/remotes/<remote>/<version>/`. `--activate` also points REMOTE_VERSIONS_FILE at it.
 * Rolling forward or back is then a change of that file alone (docs/architecture.md, "Deploying one
 * part alone").
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { REMOTE_FOLDERS, REMOTE_NAMES, type RemoteName } from '@alive/features';
import { checkPublishable, publishRelease, ReleasePublishRefusal } from '@alive/service-kit';
import { INTEGRITY_FILE } from '../services/edge/src/release-integrity.ts';
import { RemoteVersion, RemoteVersionsFile, remoteReleaseSettings } from '../services/edge/src/remote-versions.ts';
import { workspaceRoot } from '../services/edge/src/remotes.ts';

/** A refusal with a message for the person publishing; anything else is a bug. */
export class PublishError extends Error {}

export interface PublishOptions {
  remote: string;
  version: string;
  /** The build to publish; default `<remote folder>/dist`. */
  from?: string;
  activate?: boolean;
  releasesDir: string;
  versionsFile: string;
  root?: string;
}

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

function readVersionsFile(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  let body: unknown;
  try {
    body = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new PublishError(`cannot activate: ${file} is not JSON (${(error as Error).message}); fix or remove it first`);
  }
  const parsed = RemoteVersionsFile.safeParse(body);
  if (!parsed.success) throw new PublishError(`cannot activate: ${file} is not a valid versions file; fix or remove it first`);
  return parsed.data;
}

/** The edge re-reads the file when it changes; a rename means it never sees half of one. */
export function writeVersionsFile(file: string, versions: Record<string, string>): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const next = `${file}.${process.pid}.next`;
  writeFileSync(next, `${JSON.stringify(versions, null, 2)}\n`);
  renameSync(next, file);
}

/**
 * Publishes the build (`publishRelease`, @alive/service-kit: copied beside the release, hashed into its
 * integrity.json, renamed into place; an existing version refused), then with `activate` points the
 * versions file at it.
 */
export async function publishRemote(options: PublishOptions): Promise<{ folder: string; activated: boolean; files: number }> {
  const { remote, version } = options;
  if (!isRemoteName(remote)) throw new PublishError(`unknown remote "${remote}" (known: ${REMOTE_NAMES.join(', ')})`);
  const checked = RemoteVersion.safeParse(version);
  if (!checked.success) throw new PublishError(`bad version "${version}": ${checked.error.issues.map((issue) => issue.message).join('; ')}`);
  const from = path.resolve(options.from ?? path.join(options.root ?? workspaceRoot, REMOTE_FOLDERS[remote], 'dist'));
  const publishing = { remote, version, from, releasesDir: options.releasesDir, buildHint: `npx nx run @alive/${REMOTE_FOLDERS[remote]}:build` };
  // Publishing's own refusals come before a problem with the versions file.
  await refusalsAsPublishErrors(async () => checkPublishable(publishing));
  const versions = options.activate ? readVersionsFile(options.versionsFile) : undefined;
  const { folder, files } = await refusalsAsPublishErrors(() => publishRelease(publishing));
  if (versions) writeVersionsFile(options.versionsFile, { ...versions, [remote]: version });
  return { folder, activated: Boolean(versions), files };
}

async function refusalsAsPublishErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ReleasePublishRefusal) throw new PublishError(error.message);
    throw error;
  }
}

async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { from: { type: 'string' }, activate: { type: 'boolean', default: false } },
  });
  const [remote, version, ...extra] = positionals;
  if (!remote || !version || extra.length > 0) {
    throw new PublishError('usage: npm run publish:remote -- <remote> <version> [--from <dir>] [--activate]');
  }
  const settings = remoteReleaseSettings(env);
  const published = await publishRemote({ remote, version, from: values.from, activate: values.activate, ...settings });
  console.log(`published ${remote} ${version} to ${published.folder} (${published.files} files, SHA-384 of each in ${INTEGRITY_FILE})`);
  if (published.activated) console.log(`${settings.versionsFile}: ${remote} now serves ${version}`);
  else console.log(`to serve it, set "${remote}": "${version}" in ${settings.versionsFile} (or pass --activate)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await main(process.argv.slice(2), process.env);
  } catch (error) {
    // parseArgs refuses an unknown flag with an ERR_PARSE_ARGS_* error: a usage problem, not a bug.
    const usage = error instanceof PublishError || String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS');
    if (!usage) throw error;
    console.error(`publish-remote: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
