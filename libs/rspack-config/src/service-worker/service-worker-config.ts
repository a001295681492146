import { rspack, type Compiler, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { placeholderAt, precacheEntries, PRECACHE_MANIFEST_PLACEHOLDER } from './precache-entries.ts';

/** Served at `/sw.js` by the edge, `no-cache`, so an update is seen on the next page load. */
export const SERVICE_WORKER_FILE = 'sw.js';

export interface ServiceWorkerConfigOptions {
  /** Absolute path of the host's app directory; the worker is written into its `dist/`. */
  appDir: string;
  /** The worker's source, relative to appDir. */
  entry: string;
  /** The host's config: the worker is built after it, from its emitted files. */
  host: Configuration;
  /** Further compilers that write into the host's `dist/` (the prerender): the worker waits for them too. */
  after?: readonly Configuration[];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [relative(dir, full).split(sep).join('/')];
  });
}

const PLUGIN_NAME = 'AlivePrecacheManifestPlugin';

/**
 * Writes the precache list (precache-entries.ts) into the worker: the host's build output as it lies in
 * `dist/` once the host compiler is done (the worker's config depends on it), before minification.
 */
class PrecacheManifestPlugin implements RspackPluginInstance {
  constructor(private readonly distDir: string) {}

  apply(compiler: Compiler): void {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE }, () => {
        const asset = compilation.getAsset(SERVICE_WORKER_FILE);
        if (!asset) return;
        try {
          const files = filesUnder(this.distDir).map((file) => ({ file, content: readFileSync(join(this.distDir, file)) }));
          const code = asset.source.source().toString();
          const list = JSON.stringify(precacheEntries(files, SERVICE_WORKER_FILE));
          const at = placeholderAt(code);
          // A replacement, not a new source, so the worker's source map still points at its source.
          const replaced = new sources.ReplaceSource(asset.source);
          replaced.replace(at, at + PRECACHE_MANIFEST_PLACEHOLDER.length - 1, list);
          compilation.updateAsset(SERVICE_WORKER_FILE, replaced);
        } catch (error) {
          compilation.errors.push(new WebpackError(`${SERVICE_WORKER_FILE}: ${error instanceof Error ? error.message : String(error)}`));
        }
      });
    });
  }
}

/**
 * The host's service worker (docs/architecture.md, "Offline"): a second compiler of the host's build,
 * run after the host's (multi-compiler `dependencies`), for the worker global, into the same `dist/`.
 */
export function createServiceWorkerConfig(options: ServiceWorkerConfigOptions): Configuration {
  const { host } = options;
  if (!host.name) throw new Error('the host config needs a name for the service worker to depend on');
  const distDir = resolve(options.appDir, 'dist');
  const production = host.mode === 'production';
  return {
    name: `${host.name}-service-worker`,
    dependencies: [host.name, ...(options.after ?? []).map((config) => {
      if (!config.name) throw new Error('a compiler the service worker waits for needs a name');
      return config.name;
    })],
    mode: host.mode,
    context: options.appDir,
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    target: ['webworker', 'es2022'],
    entry: { sw: options.entry },
    resolve: host.resolve,
    module: host.module,
    // One file at a fixed name, beside the host's files, which it must not clean away.
    output: { path: distDir, filename: SERVICE_WORKER_FILE, publicPath: '/', clean: false, asyncChunks: false },
    optimization: { minimize: production, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(host.mode) }), new PrecacheManifestPlugin(distDir)],
    stats: 'errors-warnings',
  };
}
