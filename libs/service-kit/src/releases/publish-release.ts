/**
 * Publishing a remote's build (docs/deploy.md, "1. Publish"): `npm run publish:remote` and the Releases
 * screen's Publish (services/admin) copy it the same way, with this one function.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { hashReleaseFolder, INTEGRITY_FILE, releaseFolder, REMOTE_MANIFEST_FILE, serializeIntegrity } from './release-folders.ts';

/** A refusal with a message for the person publishing; anything else is a bug. */
export class ReleasePublishRefusal extends Error {}

export interface PublishReleaseOptions {
  remote: string;
  /** Checked by the caller (RemoteVersion). */
  version: string;
  /** The build folder, with `mf-manifest.json` at its top. */
  from: string;
  releasesDir: string;
  /** How to build the remote, said when `from` has no manifest. */
  buildHint?: string;
}

/**
 * Copies the build into a hidden folder beside the release, records the SHA-384 of every file in its
 * `integrity.json` (docs/deploy.md, "Integrity"), and renames it into place, so the edge never serves
 * a half-copied version; refuses an existing version: browsers cache a release's hashed chunks for a
 * year, so a published version must never change.
 */
export async function publishRelease(options: PublishReleaseOptions): Promise<{ folder: string; files: number }> {
  const { remote, version, from } = options;
  checkPublishable(options);
  const folder = releaseFolder(options.releasesDir, remote, version);
  mkdirSync(path.dirname(folder), { recursive: true });
  const partial = path.join(path.dirname(folder), `.${version}.${process.pid}.partial`);
  rmSync(partial, { recursive: true, force: true });
  cpSync(from, partial, { recursive: true });
  const hashes = await hashReleaseFolder(partial);
  writeFileSync(path.join(partial, INTEGRITY_FILE), serializeIntegrity(hashes));
  try {
    renameSync(partial, folder);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    // Someone published the same version meanwhile: renaming onto a folder with files fails.
    if (['EEXIST', 'ENOTEMPTY'].includes((error as NodeJS.ErrnoException).code ?? '')) throw alreadyPublished(options);
    throw error;
  }
  return { folder, files: Object.keys(hashes).length };
}

const alreadyPublished = ({ remote, version, releasesDir }: PublishReleaseOptions) =>
  new ReleasePublishRefusal(
    `${remote} ${version} is already published (${releaseFolder(releasesDir, remote, version)}); a published version never changes: publish a new version`,
  );

/** Throws the refusal publishing would give (no manifest, a build that carries integrity.json, a version published already). */
export function checkPublishable(options: PublishReleaseOptions): void {
  const { remote, version, from } = options;
  if (!existsSync(path.join(from, REMOTE_MANIFEST_FILE))) {
    throw new ReleasePublishRefusal(`${from} has no ${REMOTE_MANIFEST_FILE}${options.buildHint ? `: build the remote first (${options.buildHint})` : ''}`);
  }
  if (existsSync(path.join(from, INTEGRITY_FILE))) {
    throw new ReleasePublishRefusal(`${from} already has an ${INTEGRITY_FILE}: publishing writes it, so the build must not carry one`);
  }
  if (existsSync(releaseFolder(options.releasesDir, remote, version))) throw alreadyPublished(options);
}

/** `sha384-<base64>` of a build's `mf-manifest.json` as it is now, or null without one: what names an unversioned build. */
export async function manifestIntegrityOf(buildFolder: string): Promise<string | null> {
  const bytes = await readFile(path.join(buildFolder, REMOTE_MANIFEST_FILE)).catch(() => null);
  return bytes ? `sha384-${createHash('sha384').update(bytes).digest('base64')}` : null;
}
