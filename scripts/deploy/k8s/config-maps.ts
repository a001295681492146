import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { RemoteRelease } from '../deploy-targets.ts';
import { CONFIG_MAP, NATS_URL, PART_OF, REMOTE_VERSIONS_CONFIG_MAP, REMOTE_VERSIONS_KEY } from './cluster-settings.ts';

/** Settings without secrets (README.md lists them); the overlays set the per-environment URLs. */
export function aliveConfig(): IConfigMap {
  return {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: CONFIG_MAP, labels: { 'app.kubernetes.io/part-of': PART_OF } },
    data: {
      NODE_ENV: 'production',
      BIND_ADDRESS: '0.0.0.0',
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'https://alive.example.com',
      OIDC_ISSUER: 'https://login.example.com',
      OIDC_CLIENT_ID: 'alive-web',
      ADMIN_EMAILS: 'admin@example.com',
      NATS_URL,
    },
  };
}

/**
 * Which published build of each remote the edge serves (docs/deploy.md, "Rolling a remote forward or
 * back"). A plain ConfigMap, not a generated one with a hash suffix: editing it must reach the running
 * edge pods through their volume, without a rollout.
 */
export function remoteVersions(remotes: readonly RemoteRelease[]): IConfigMap {
  const versions = Object.fromEntries(remotes.map((remote) => [remote.name, remote.version]));
  return {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: REMOTE_VERSIONS_CONFIG_MAP, labels: { 'app.kubernetes.io/part-of': PART_OF } },
    data: { [REMOTE_VERSIONS_KEY]: `${JSON.stringify(versions, null, 2)}\n` },
  };
}
