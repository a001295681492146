import { getInstance, init } from '@module-federation/enhanced/runtime';

/** The remotes the shell knows by name (DESIGN.md §1, team brief). */
export const REMOTE_NAMES = ['choices', 'profile', 'recommendations', 'groups', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** `/remotes.json`: remote name → URL of its `mf-manifest.json`, served (and overridable) by the edge. */
export type RemoteManifest = Partial<Record<string, string>>;

export const REMOTE_MANIFEST_PATH = '/remotes.json';

/**
 * Fetches the run-time remote table. A failure leaves the table empty: the page still starts and
 * every remote route shows its contained fallback instead of a blank screen.
 */
export async function fetchRemoteManifest(fetchImpl: typeof fetch = fetch): Promise<RemoteManifest> {
  try {
    const response = await fetchImpl(REMOTE_MANIFEST_PATH, { credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    const body: unknown = await response.json();
    if (!body || typeof body !== 'object') throw new Error('remotes.json is not an object');
    return Object.fromEntries(
      Object.entries(body as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch (error) {
    console.error('[shell] could not load /remotes.json; remotes are unavailable', error);
    return {};
  }
}

/** `{ choices: 'https://…/mf-manifest.json' }` → MF runtime remote descriptors. */
export function toFederationRemotes(manifest: RemoteManifest): { name: string; entry: string }[] {
  return Object.entries(manifest)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length > 0)
    .map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).toString() }));
}

/** Registers the remotes with the host's federation instance (created by the build plugin as "shell"). */
export function registerRemoteManifest(manifest: RemoteManifest): void {
  const remotes = toFederationRemotes(manifest);
  const host = getInstance();
  if (host) host.registerRemotes(remotes, { force: true });
  else init({ name: 'shell', remotes });
}
