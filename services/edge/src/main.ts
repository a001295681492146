import { createLogger, startService } from '@alive/service-kit';
import { createEdge } from './app.ts';
import { closeProxyAgents } from './proxy.ts';
import { defaultStaticRoots, remoteManifestTable, staticRootsStatus } from './remotes.ts';
import { upstreamsFromEnv } from './upstreams.ts';

const logger = createLogger({ name: 'edge', level: process.env.LOG_LEVEL ?? 'info' });
const staticRoots = defaultStaticRoots();
const upstreams = upstreamsFromEnv();
const remoteManifest = remoteManifestTable();

const status = staticRootsStatus(staticRoots);
if (!status.shell) logger.warn({ dir: staticRoots.shell }, 'shell build missing: run `npm run build -w @alive/shell`');
for (const [name, built] of Object.entries(status.remotes)) {
  if (!built && remoteManifest[name as keyof typeof remoteManifest]?.startsWith('/remotes/')) {
    logger.warn({ remote: name }, 'remote build missing: its routes will show the fallback');
  }
}
logger.info({ upstreams, remoteManifest }, 'edge configuration');

const app = createEdge({ upstreams, staticRoots, remoteManifest, logger });
await startService(app, {
  name: 'edge',
  port: Number(process.env.EDGE_PORT ?? process.env.PORT ?? 3000),
  host: process.env.EDGE_HOST,
  logger,
  onShutdown: async () => closeProxyAgents(),
});
