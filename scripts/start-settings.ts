import { busSettings, databaseUrlSetting, defineSettings, pgliteDataDirSetting } from '@alive/service-kit';

/**
 * What `npm start` itself reads to choose between the embedded default and separate processes; each
 * process it starts reads its own (docs/architecture.md "Settings").
 */
export const launcherSettings = defineSettings({
  database: { url: databaseUrlSetting, pgliteDataDir: pgliteDataDirSetting },
  bus: busSettings,
});

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
