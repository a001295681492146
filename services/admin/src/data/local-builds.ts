import { access, constants } from 'node:fs/promises';
import { dirname } from 'node:path';
import { buildIdOfIntegrity } from '@alive/contracts';
import { INTEGRITY_FILE, manifestIntegrityOf, publishRelease, ReleasePublishRefusal } from '@alive/service-kit';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** A remote's own build folder as this service sees it. */
export interface LocalBuild {
  id: string;
  /** This service may publish it (it can write where published builds go). */
  publishable: boolean;
}

export interface LocalBuilds {
  /** The remote's build folder as it is now, or null when this service cannot see one. */
  current(remote: string): Promise<LocalBuild | null>;
  /** Publishes it under `version`, as `npm run publish:remote` does; a refusal says why. */
  publish(remote: string, version: string): Promise<{ ok: true } | { ok: false; message: string }>;
}

export interface LocalBuildsOptions {
  /** REMOTE_RELEASES_DIR: where publishing puts a build, `<dir>/<remote>/<version>/`. */
  releasesDir: string;
  /** Remote name → its build folder on this machine (`<app>/dist`), the one the edge serves unversioned. */
  buildFolders: Readonly<Partial<Record<string, string>>>;
}

/** Whether this process may write into `folder`, or (not there yet) into the nearest folder above it that exists. */
async function writable(folder: string): Promise<boolean> {
  let at = folder;
  while (!existsSync(at)) {
    const up = dirname(at);
    if (up === at) return false;
    at = up;
  }
  return access(at, constants.W_OK).then(
    () => true,
    () => false,
  );
}

/**
 * The remotes' own build folders as this service sees them (docs/product/admin.md, Releases): which build
 * each is (by its manifest's hash), and publishing one as `npm run publish:remote` would. Where the
 * service runs beside the builds (the embedded default, `npm start`), the Releases screen can publish;
 * elsewhere (a container without them) it shows the command instead.
 */
export function createLocalBuilds(options: LocalBuildsOptions): LocalBuilds {
  return {
    async current(remote) {
      const folder = options.buildFolders[remote];
      if (!folder) return null;
      const id = buildIdOfIntegrity(await manifestIntegrityOf(folder));
      if (!id) return null;
      // A build carrying integrity.json is refused by publishing (it writes that file itself).
      const publishable = !existsSync(join(folder, INTEGRITY_FILE)) && (await writable(options.releasesDir));
      return { id, publishable };
    },
    async publish(remote, version) {
      const folder = options.buildFolders[remote];
      if (!folder) return { ok: false, message: `This service has no build folder of ${remote}` };
      try {
        await publishRelease({ remote, version, from: folder, releasesDir: options.releasesDir });
        return { ok: true };
      } catch (error) {
        if (error instanceof ReleasePublishRefusal) return { ok: false, message: error.message };
        throw error;
      }
    },
  };
}
