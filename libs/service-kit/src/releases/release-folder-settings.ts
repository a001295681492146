import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineSettingsGroup, readSettings, setting, type Settings } from '../settings/define-settings.ts';
import { text } from '../settings/setting-types.ts';

/** Where published remote releases live (release-folders.ts), read by the edge, the release controller and `npm run publish:remote`. */

type Env = Readonly<Record<string, string | undefined>>;

const checkoutRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export const releasesDirSetting = setting({
  env: 'REMOTE_RELEASES_DIR',
  schema: text,
  defaultText: '`.remote-releases`',
  meaning: 'Published remote builds, `<dir>/<remote>/<version>/` (`npm run publish:remote`)',
});

export const versionsFileSetting = setting({
  env: 'REMOTE_VERSIONS_FILE',
  schema: text,
  defaultText: '`<REMOTE_RELEASES_DIR>/remote-versions.json`',
  meaning: 'Which published version each remote serves, `{ "<remote>": "<version>" }`; re-read when it changes',
});

export const remoteReleaseSettingsGroup = defineSettingsGroup({ releasesDir: releasesDirSetting, versionsFile: versionsFileSetting });

export interface RemoteReleaseSettings {
  /** `REMOTE_RELEASES_DIR`: published builds at `<dir>/<remote>/<version>/`. */
  releasesDir: string;
  /** `REMOTE_VERSIONS_FILE`: which published version each remote serves (absent: none). */
  versionsFile: string;
}

/** The edge and `npm run publish:remote` read the same settings, so a published build is where the edge looks. */
export function remoteReleaseSettingsFrom(values: Settings<{ r: typeof remoteReleaseSettingsGroup }>['r'], root = checkoutRoot): RemoteReleaseSettings {
  const releasesDir = values.releasesDir ?? join(root, '.remote-releases');
  return { releasesDir, versionsFile: values.versionsFile ?? join(releasesDir, 'remote-versions.json') };
}

/** A remote's own build folder in this checkout (`<app>/dist`), which the edge serves when the remote has no version. */
export function remoteBuildFolder(appFolder: string, root = checkoutRoot): string {
  return join(root, appFolder, 'dist');
}

/** Reads only the release folder settings (`npm run publish:remote`, the nginx renderer). */
export function remoteReleaseSettings(env: Env, root = checkoutRoot): RemoteReleaseSettings {
  return remoteReleaseSettingsFrom(readSettings({ r: remoteReleaseSettingsGroup }, env).r, root);
}

