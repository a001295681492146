import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ServiceEntry } from '@alive/service-kit';
import { createEdge } from './app.ts';
import { closeProxyAgents } from './proxy.ts';
import { remoteReleasesFromEnv } from './remote-versions.ts';
import { remoteManifestTable, staticRootsStatus } from './remotes.ts';
import { upstreamsFromEnv } from './upstreams.ts';

/**
 * The edge process (main.ts and the embedded launcher). Env: EDGE_PORT (else PORT, else the registry's
 * 3000), BIND_ADDRESS (default 127.0.0.1), `<SERVICE>_URL` / `<SERVICE>_PORT` per live service,
 * REMOTE_<NAME>_URL per remote, OIDC_ISSUER (the Content-Security-Policy's login/logout target),
 * REMOTE_RELEASES_DIR (published remote builds, `<dir>/<remote>/<version>/`; default `.remote-releases` in
 * the workspace) and REMOTE_VERSIONS_FILE (`{ "<remote>": "<version>" }`, re-read when it changes; default
 * `<REMOTE_RELEASES_DIR>/remote-versions.json`): docs/architecture.md, "Deploying one part alone".
 */
export const serviceEntry: ServiceEntry = {
  name: 'edge',
  create({ env, logger, port }) {
    const { settings: releases, staticRoots, versions: remoteVersions } = remoteReleasesFromEnv(env, logger);
    const upstreams = upstreamsFromEnv(env);
    const remoteManifest = remoteManifestTable(env);

    const status = staticRootsStatus(staticRoots);
    if (!status.shell) logger.warn({ dir: staticRoots.shell }, 'shell build missing: run `npm run build -w @alive/shell`');
    for (const [name, built] of Object.entries(status.remotes)) {
      // A remote with published releases (the edge image has no <app>/dist) is served from those.
      const published = existsSync(join(releases.releasesDir, name));
      if (!built && !published && remoteManifest[name as keyof typeof remoteManifest]?.startsWith('/remotes/')) {
        logger.warn({ remote: name }, 'remote build missing: its routes will show the fallback');
      }
    }
    logger.info({ upstreams, remoteManifest, ...releases }, 'edge configuration');

    return {
      app: createEdge({ upstreams, staticRoots, remoteManifest, remoteVersions, logger, oidcIssuer: env.OIDC_ISSUER }),
      // Platforms that assign one port per container set PORT.
      listen: { port: !env.EDGE_PORT && env.PORT ? Number(env.PORT) : port },
      stop: async () => closeProxyAgents(),
    };
  },
};
