import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { REMOTE_FOLDERS, REMOTE_NAMES, type RemoteName } from '@alive/features';
import { REMOTE_MANIFEST_FILE } from '@alive/service-kit';
import { remoteUrlOverrides } from './settings.ts';

/** Module Federation remotes and the app folders their builds come from (the feature registry). */
export const REMOTE_APPS = REMOTE_FOLDERS;
export { REMOTE_NAMES, type RemoteName };

export { REMOTE_MANIFEST_FILE };

export const workspaceRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Where the edge serves remote `name` from by default. */
export function remoteBasePath(name: string): string {
  return `/remotes/${name}/`;
}

/**
 * `/remotes.json`: remote name → manifest URL. Default: the edge's own `/remotes/<name>/mf-manifest.json`
 * (relative, so it works under any host name); `REMOTE_<NAME>_URL` points one remote elsewhere
 * (another deployment, a CDN, a dead URL in the resilience test) without rebuilding the shell.
 */
export function remoteManifestTable(env: Readonly<Record<string, string | undefined>>): Record<RemoteName, string> {
  return remoteManifestsFrom(remoteUrlOverrides(env));
}

/** The same table from the read `REMOTE_<NAME>_URL` settings (settings.ts). */
export function remoteManifestsFrom(overrides: Partial<Record<string, string>>): Record<RemoteName, string> {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, overrides[name] ?? `${remoteBasePath(name)}${REMOTE_MANIFEST_FILE}`])) as Record<
    RemoteName,
    string
  >;
}

/**
 * Whether a developer may point a remote at a local build from the browser (the shell's
 * `alive:remote-overrides`; docs/architecture.md, "Develop one remote"). The edge decides, never the
 * bundle: outside production only, so a production page runs no script it was not given.
 */
export function remoteOverridesAllowed(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.NODE_ENV !== 'production';
}

export interface StaticRoots {
  /** `shell/dist` */
  shell: string;
  /** remote name → `<app>/dist` */
  remotes: Partial<Record<string, string>>;
  /** REMOTE_RELEASES_DIR: published builds at `<releases>/<name>/<version>/` (remote-versions.ts). */
  releases?: string;
}

export function defaultStaticRoots(root = workspaceRoot): StaticRoots {
  return {
    shell: `${root}shell/dist`,
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${root}${REMOTE_APPS[name]}/dist`])),
  };
}

export function staticRootsStatus(roots: StaticRoots): { shell: boolean; remotes: Record<string, boolean> } {
  return {
    shell: existsSync(`${roots.shell}/index.html`),
    remotes: Object.fromEntries(
      Object.entries(roots.remotes).map(([name, dir]) => [name, Boolean(dir && existsSync(`${dir}/${REMOTE_MANIFEST_FILE}`))]),
    ),
  };
}
