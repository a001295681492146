import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemotesDocument } from '@alive/contracts';
import { screenFragmentFile, SCREEN_FRAGMENT_MAX_BYTES, stitchScreenFragment } from '@alive/contracts/constants';
import { loadedOnChange } from './file-versions.ts';
import type { ReleaseFileVerifier } from './release-integrity.ts';
import { manifestLocation } from './manifest-location.ts';
import type { StaticRoots } from './remotes.ts';
import { routeScreenOf } from './route-preload.ts';

/**
 * Screen fragments at the edge (docs/architecture.md, "First paint"): a signed-in page load's document
 * is the app document with the first render of the path's screen in the placeholder's place, as its
 * remote's build wrote it (`dist/screens/<Module>.html`, beside the remote's manifest). Only remotes this
 * edge serves from its own folders get one; a release's fragment is checked against the hashes recorded
 * when it was published (docs/deploy.md, "Integrity") as it is read, and the bytes checked are the ones
 * that go into the page.
 */

/** Reads small text files, again only when they change on disk; a missing or oversized file is null. */
function textFiles(maxBytes: number) {
  return loadedOnChange(
    (file) => readFile(file, 'utf8').catch(() => null),
    (info) => info.size <= maxBytes,
  );
}

export interface ScreenFragmentsOptions {
  staticRoots: StaticRoots;
  /** Checks a release's file against its recorded hash; without it, release fragments are not used. */
  verifyReleaseFile?: ReleaseFileVerifier;
}

/** The fragment (its HTML) of the screen at `pathname` in the visitor's remotes document, or null. */
export function screenFragments(options: ScreenFragmentsOptions): (document: RemotesDocument, pathname: string) => Promise<string | null> {
  const read = textFiles(SCREEN_FRAGMENT_MAX_BYTES);
  return async (document, pathname) => {
    const screen = routeScreenOf(document, pathname);
    const entry = screen && document[screen.remote];
    if (!screen || !entry) return null;
    const location = manifestLocation(options.staticRoots, screen.remote, entry.manifest);
    const fragment = screenFragmentFile(screen.module);
    if (!location || !fragment) return null;
    // Fragments sit beside the manifest (`screens/<Module>.html`).
    const file = `${location.folder}${fragment}`;
    if (location.release) {
      if (!options.verifyReleaseFile) return null;
      const check = await options.verifyReleaseFile.verify(screen.remote, location.release, location.root, file);
      if (!check.ok || check.file === null) return null;
      // The bytes that were checked, not the file read again.
      if (check.file) return check.file.bytes.length <= SCREEN_FRAGMENT_MAX_BYTES ? check.file.bytes.toString('utf8') : null;
      // Nothing was checked (a version with no record): read like a remote's own build.
    }
    return read(join(location.root, file));
  };
}

/**
 * The app document with a fragment stitched in, from the shell's `app.html` (read again only when it
 * changes). Null when there is no app document or it cannot take the fragment: the page is then served as
 * before, from the file.
 */
export function stitchedAppDocuments(): (appDocumentFile: string, fragment: string, pathname: string) => Promise<string | null> {
  const read = textFiles(4 * 1024 * 1024);
  return async (appDocumentFile, fragment, pathname) => {
    const document = await read(appDocumentFile);
    return document === null ? null : stitchScreenFragment(document, fragment, pathname);
  };
}
