import { REMOTE_ROUTES_FILE, RemoteRoutes, describeRouteIssues, type RemoteRoute } from '@alive/contracts';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

export interface RemoteRoutesPluginOptions {
  /** The remote's declared screens (its `src/routes.ts`). */
  routes: readonly RemoteRoute[];
  /** The remote's exposed module names (`./HomeScreen`, …). */
  exposes: readonly string[];
}

/**
 * Checks a remote's route list against the contract (valid paths, no duplicate path) and against its
 * own exposes: a route naming a module the remote does not expose would only fail in the browser.
 */
export function checkRemoteRoutes(routes: unknown, exposes: readonly string[]): { ok: true; routes: RemoteRoutes } | { ok: false; errors: string[] } {
  const parsed = RemoteRoutes.safeParse(routes);
  if (!parsed.success) return { ok: false, errors: [describeRouteIssues(parsed.error)] };
  const exposed = new Set(exposes);
  const errors = parsed.data
    .filter((route) => !exposed.has(route.module))
    .map((route) => `${route.path}: ${route.module} is not exposed (exposes: ${[...exposed].join(', ') || 'none'})`);
  return errors.length ? { ok: false, errors } : { ok: true, routes: parsed.data };
}

const PLUGIN_NAME = 'AliveRemoteRoutesPlugin';

/**
 * Emits the remote's routes as `routes.json` beside `mf-manifest.json`, so the edge can fold them into
 * `/remotes.json` and a new screen ships with the remote alone (docs/architecture.md, "Routes → remotes").
 * An invalid list fails the build.
 */
export class RemoteRoutesPlugin implements RspackPluginInstance {
  constructor(private readonly options: RemoteRoutesPluginOptions) {}

  apply(compiler: Compiler): void {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const result = checkRemoteRoutes(this.options.routes, this.options.exposes);
        if (!result.ok) {
          for (const message of result.errors) compilation.errors.push(new WebpackError(`src/routes.ts: ${message}`));
          return;
        }
        compilation.emitAsset(REMOTE_ROUTES_FILE, new sources.RawSource(`${JSON.stringify(result.routes, null, 2)}\n`));
      });
    });
  }
}
