/**
 * The shell's Module Federation runtime plugins (registered by its build, `shell/rspack.config.ts`):
 *
 * - the runtime's own RetryPlugin: a manifest fetch or a remote entry script that fails is retried
 *   once after a short pause before the screen gives up;
 * - recovery through the `errorLoadRemote` hook: the runtime remembers a failed remote entry load and
 *   would replay the same rejection on the next `loadRemote`, so when a load fails the remote is
 *   registered again (`registerRemotes(…, { force: true })`, the runtime's public way to drop a
 *   remote's cached state). The error still reaches the screen, which shows its fallback card; the
 *   card's Retry then really goes back to the network;
 * - release integrity (`release-integrity.ts`): the files of a release `/remotes.json` gives an
 *   integrity for are fetched and run only when their bytes match the published ones.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { fetchWithIntegrity, scriptWithIntegrity } from './release-integrity.ts';

export const REMOTE_RETRY = { retryTimes: 1, retryDelay: 300 } as const;

/** `choices/HomeScreen` → `choices`; manifest URLs (no module part) give `null`. */
export function remoteNameOf(id: string): string | null {
  if (/^[a-z]+:\/\//i.test(id) || id.startsWith('/')) return null;
  const [name] = id.split('/');
  return name || null;
}

export function remoteRecoveryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'alive-remote-recovery',
    errorLoadRemote({ id, origin }) {
      const name = remoteNameOf(id);
      const remote = name ? origin.options.remotes.find((r) => r.name === name || r.alias === name) : undefined;
      if (remote) origin.registerRemotes([remote], { force: true });
      // Nothing to substitute: the caller gets the original error and shows its fallback.
      return undefined;
    },
  };
}

/**
 * The runtime calls every plugin's `fetch` and keeps the last answer, so integrity and retry are one
 * hook: a release file is fetched through the retry with its recorded hash, anything else as before.
 */
export function releaseIntegrityPlugin(retry: Pick<ModuleFederationRuntimePlugin, 'fetch'>): ModuleFederationRuntimePlugin {
  const fetchFile = (url: string, init: RequestInit) => Promise.resolve(retry.fetch ? retry.fetch(url, init) : fetch(url, init)) as Promise<Response>;
  return {
    name: 'alive-release-integrity',
    async fetch(url, init) {
      return (await fetchWithIntegrity(url, init, fetchFile)) ?? (await fetchFile(url, init ?? {}));
    },
    createScript({ url, attrs }) {
      return scriptWithIntegrity(url, attrs);
    },
  };
}

export default function aliveFederationPlugins(): ModuleFederationRuntimePlugin {
  const retry = RetryPlugin({ fetch: { ...REMOTE_RETRY }, script: { ...REMOTE_RETRY } });
  const recovery = remoteRecoveryPlugin();
  return { ...retry, ...recovery, ...releaseIntegrityPlugin(retry), name: 'alive-federation' };
}
