import { PROCESSES, type ProcessEntry } from '@alive/features';
import {
  busSettings,
  databaseUrlSetting,
  defineSettings,
  identityProviderOf,
  identityProviderSetting,
  pgliteDataDirSetting,
  runtimeSettings,
  type Settings,
} from '@alive/service-kit';

/**
 * What `npm start` itself reads to choose between the embedded default and separate processes, and
 * whether to run the built-in OpenID provider; each process it starts reads its own (docs/architecture.md
 * "Settings").
 */
export const launcherSettings = defineSettings({
  database: { url: databaseUrlSetting, pgliteDataDir: pgliteDataDirSetting },
  bus: busSettings,
  runtime: { nodeEnv: runtimeSettings.nodeEnv },
  identity: { provider: identityProviderSetting },
});

/** True when `npm start` runs the built-in OpenID provider, whose demo accounts share a published password. */
export function runsDemoIdentity(settings: Settings<typeof launcherSettings>): boolean {
  return identityProviderOf(settings.runtime.nodeEnv, settings.identity.provider) === 'demo';
}

/**
 * The registry's processes `npm start` runs, in registry order: all of them, but the built-in OpenID
 * provider only when the site signs in with it. In production that takes IDENTITY_PROVIDER=demo
 * (docs/deploy.md, "Production settings"); otherwise OIDC_ISSUER names a real provider.
 */
export function startedProcesses(settings: Settings<typeof launcherSettings>): ProcessEntry[] {
  return PROCESSES.filter((proc) => proc.name !== 'identity' || runsDemoIdentity(settings));
}

/** Loopback, where `npm start`'s edge reaches the services. */
export const LOCAL_EDGE_ADDRESSES = ['127.0.0.1', '::1'] as const;

/**
 * The environment of the services `npm start` runs behind its own edge: they trust the edge on loopback
 * as a proxy, besides any TRUSTED_PROXIES given (docs/architecture.md, "Trusted proxies"). The identity
 * provider and the edge keep the environment as given: browsers reach them directly.
 */
export function behindLocalEdge(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const given = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return { ...env, TRUSTED_PROXIES: [...new Set([...given, ...LOCAL_EDGE_ADDRESSES])].join(',') };
}
