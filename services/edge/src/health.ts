import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { DEFAULT_READINESS_TIMEOUT_MS, upstreamReadiness } from './readiness.ts';
import type { RemoteVersionsSource } from './remote-versions.ts';
import { staticRootsStatus, type StaticRoots } from './remotes.ts';
import { sendJson } from './send-json.ts';
import type { Upstreams } from './upstreams.ts';

export interface HealthOptions {
  staticRoots: StaticRoots;
  remoteVersions?: RemoteVersionsSource;
  upstreams: Upstreams;
  readinessTimeoutMs?: number;
  logger?: Logger;
}

/** `/healthz`, `/readyz/edge` and `/readyz` (docs/architecture.md, "Readiness"). */
export function health(options: HealthOptions): Middleware {
  const { logger } = options;
  // The front end this edge serves: the shell is built and the remote versions table is usable.
  const frontEnd = async () => {
    const status = staticRootsStatus(options.staticRoots);
    const versionsProblem = (await options.remoteVersions?.unusable?.()) ?? null;
    const problem = !status.shell ? 'shell build missing' : versionsProblem ? `remote versions unusable: ${versionsProblem}` : null;
    return { status, problem };
  };

  return async function health(ctx, next) {
    if (ctx.path === '/healthz') return sendJson(ctx, 200, { status: 'ok' });
    // `/readyz/edge`: the edge alone, for the orchestrator's readiness probe (docs/deploy.md,
    // "Topology"); one service down must not take the whole front end out of rotation.
    if (ctx.path === '/readyz/edge') {
      const { status, problem } = await frontEnd();
      if (problem) logger?.warn({ problem }, 'edge not ready');
      return sendJson(ctx, problem ? 503 : 200, { status: problem ?? 'ready', ...status });
    }
    if (ctx.path === '/readyz') {
      // Ready only when the front end can be served and every live service behind the edge says it is ready.
      const { status, problem: frontEndProblem } = await frontEnd();
      const services = await upstreamReadiness(options.upstreams, options.readinessTimeoutMs ?? DEFAULT_READINESS_TIMEOUT_MS);
      const down = Object.keys(services).filter((name) => services[name] !== 'ready');
      const problem = frontEndProblem ?? (down.length > 0 ? `not ready: ${down.join(', ')}` : null);
      if (problem) logger?.warn({ down, services, shell: status.shell, problem }, 'edge not ready');
      return sendJson(ctx, problem ? 503 : 200, { status: problem ?? 'ready', down, services, ...status });
    }
    await next();
  };
}
