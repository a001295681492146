/**
 * The builds the edge serves without a version (a remote's own `<app>/dist`), each named by its
 * manifest's hash (`build:<id>`, libs/contracts releases): the page-load token says which build a page
 * was served, so its field telemetry counts under that build and the Releases screen shows it as a
 * version before anyone published it (docs/deploy.md, "Field telemetry").
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { buildIdOfIntegrity, buildLabel } from '@alive/contracts';
import { manifestIntegrityOf, REMOTE_MANIFEST_FILE } from '@alive/service-kit';

export interface UnversionedBuilds {
  /** `build:<id>` of the remote's build folder as it is now, or null without one. */
  label(remote: string): Promise<string | null>;
}

/** `roots`: remote name → its build folder. The manifest is hashed again only when its file changed. */
export function createUnversionedBuilds(roots: Readonly<Partial<Record<string, string>>>): UnversionedBuilds {
  const known = new Map<string, { signature: string; label: Promise<string | null> }>();
  return {
    async label(remote) {
      const folder = roots[remote];
      if (!folder) return null;
      const info = await stat(join(folder, REMOTE_MANIFEST_FILE)).catch(() => null);
      if (!info?.isFile()) return null;
      // A new build replaces the file (rspack writes it anew): any of these moves.
      const signature = `${info.ino}:${info.mtimeMs}:${info.size}`;
      const cached = known.get(remote);
      if (cached?.signature === signature) return cached.label;
      const label = manifestIntegrityOf(folder).then((integrity) => {
        const id = buildIdOfIntegrity(integrity);
        return id ? buildLabel(id) : null;
      });
      known.set(remote, { signature, label });
      return label;
    },
  };
}
