import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
import { createRequire } from 'node:module';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RemoteRoute } from '@alive/contracts';
import { remoteOfFolder } from '@alive/features';
import { RemoteRoutesPlugin } from './remote-routes-plugin.ts';
import { ScreenFragmentsPlugin } from './prerender/screen-fragments-config.ts';
import { FEDERATION_LIB_GLOBALS } from './runtime/federation-lib-globals.ts';
import { leanSharedCacheGroups, UNSHARED_ENTRIES, sharedSingletons } from './shared-dependencies.ts';

export type BuildMode = 'development' | 'production';

interface CommonOptions {
  /** Absolute path of the app directory (the folder holding `src/`). */
  appDir: string;
  mode?: BuildMode;
}

export interface RemoteConfigOptions extends CommonOptions {
  /** `{ './HomeScreen': './src/screens/home-screen.tsx' }` — paths relative to appDir. */
  exposes: Record<string, string>;
  /** The screens it serves (its `src/routes.ts`), emitted as `routes.json` (remote-routes-plugin.ts). */
  routes: readonly RemoteRoute[];
  /**
   * Render each route screen's first render into `screens/` (screen-fragments-config.ts); default: in a
   * production build. Off only for a build whose screens are meant to fail (a test's broken release).
   */
  screenFragments?: boolean;
}

export interface HostConfigOptions extends CommonOptions {
  name: string;
  /** Page title of the generated index.html. */
  title: string;
  /** Absolute paths of Module Federation runtime plugins (default export: plugin factory). */
  runtimePlugins?: string[];
}

const workspaceRoot = fileURLToPath(new URL('../../../', import.meta.url));
const provideFederationLibsPlugin = fileURLToPath(new URL('./runtime/provide-federation-libs.ts', import.meta.url));
// The file of the Module Federation runtime the host's start-up chunk already holds (through the
// provided runtime core), as the runtime core itself requires it.
const federationRuntime = createRequire(import.meta.url).resolve('@module-federation/runtime');

export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
export const MANIFEST_FILE = 'mf-manifest.json';

function resolveMode(mode: BuildMode | undefined): BuildMode {
  return mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
}

function baseConfig({ appDir, mode }: { appDir: string; mode: BuildMode }): Configuration {
  const production = mode === 'production';
  return {
    mode,
    context: appDir,
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    target: ['web', 'es2022'],
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // One SDK copy: packages that pin an older SDK (the retry plugin) use the runtime's own.
      alias: {
        '@module-federation/sdk$': resolve(workspaceRoot, 'node_modules/@module-federation/sdk'),
        ...Object.fromEntries(Object.entries(UNSHARED_ENTRIES).map(([name, file]) => [`${name}$`, file])),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules[\\/](?!@alive)/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
            },
            env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
          },
          type: 'javascript/auto',
        },
      ],
    },
    output: {
      path: resolve(appDir, 'dist'),
      // Hashed names are immutable; the edge caches them for a year. Entries/manifests are no-cache.
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
      uniqueName: undefined,
    },
    optimization: {
      minimize: production,
      // Only async chunks are split: MF emits each shared package for both its provide and consume
      // chunk groups, and splitting lets them share one file. Initial chunks stay as small as possible.
      // A lean shared entry and the package it wraps are one chunk (shared-dependencies.ts).
      splitChunks: { chunks: 'async', cacheGroups: leanSharedCacheGroups() },
      moduleIds: production ? 'deterministic' : 'named',
      chunkIds: production ? 'deterministic' : 'named',
    },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
    ],
    stats: 'errors-warnings',
  };
}

/**
 * A remote: only a Module Federation container (`remoteEntry.js` + `mf-manifest.json`), no page.
 * `publicPath: 'auto'` lets the runtime resolve chunks relative to wherever the manifest is served,
 * so the same build works at `/remotes/<name>/` or on a CDN (REMOTE_<NAME>_URL).
 */
export function createRemoteConfig(options: RemoteConfigOptions): Configuration {
  // The Module Federation name is the registry's name for this folder (docs/architecture.md,
  // "Features"), so `/remotes.json`, `loadRemote('<name>/…')` and the build cannot disagree.
  const { name } = remoteOfFolder(relative(workspaceRoot, options.appDir));
  const mode = resolveMode(options.mode);
  const config = baseConfig({ appDir: options.appDir, mode });
  return {
    ...config,
    entry: {},
    // Every chunk the remote loads itself carries the SHA-384 its remoteEntry.js embeds, so once the
    // browser has checked remoteEntry.js against the release's recorded hashes, its chunks are checked
    // too (docs/deploy.md, "Integrity"). SRI needs CORS mode for the chunk requests.
    output: { ...config.output, publicPath: 'auto', uniqueName: `alive_${name}`, crossOriginLoading: 'anonymous' },
    // Published by the shell's runtime (runtime/provide-federation-libs.ts).
    externalsType: 'global',
    externals: { ...FEDERATION_LIB_GLOBALS },
    plugins: [
      ...(config.plugins ?? []),
      new RemoteRoutesPlugin({ routes: options.routes, exposes: Object.keys(options.exposes) }),
      ...(mode === 'production' ? [new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'], enabled: true, htmlPlugin: false })] : []),
      // Each route screen's first render, for the edge to stitch into a signed-in page load's document
      // (docs/architecture.md, "First paint"). Not in a development build: a developer's own build is
      // served from another origin, whose fragments the edge never uses.
      ...((options.screenFragments ?? mode === 'production')
        ? [new ScreenFragmentsPlugin({ appDir: options.appDir, exposes: options.exposes, routes: options.routes, resolve: config.resolve, module: config.module, mode })]
        : []),
      new ModuleFederationPlugin({
        name: name,
        filename: REMOTE_ENTRY_FILE,
        exposes: options.exposes,
        shared: sharedSingletons('consume'),
        shareStrategy: 'loaded-first',
        manifest: { fileName: MANIFEST_FILE },
        // The Module Federation runtime comes from the shell (provideExternalRuntime below) instead of
        // being bundled into every remoteEntry.js (docs/architecture.md, "Shared singletons").
        experiments: { externalRuntime: true },
        dts: false,
        dev: false,
      }),
    ],
  };
}

/**
 * The host: one page. No remotes at build time — the shell registers them at run time from
 * `/remotes.json`, so a remote redeploys without rebuilding the shell.
 */
export function createHostConfig(options: HostConfigOptions): Configuration {
  const mode = resolveMode(options.mode);
  const config = baseConfig({ appDir: options.appDir, mode });
  return {
    ...config,
    // Named so a second compiler (the service worker, service-worker/service-worker-config.ts) can run after it.
    name: options.name,
    entry: { main: './src/index.ts' },
    // The host's own calls (`getInstance`, `loadRemote`) go straight to the runtime it provides, not
    // through the two re-exporting wrappers of `@module-federation/enhanced/runtime`: 0.3 KB gzip less
    // start-up JavaScript (docs/architecture.md, "Shared singletons").
    resolve: { ...config.resolve, alias: { ...config.resolve?.alias, '@module-federation/enhanced/runtime$': federationRuntime } },
    output: { ...config.output, publicPath: '/', uniqueName: `alive_${options.name}` },
    plugins: [
      ...(config.plugins ?? []),
      new rspack.HtmlRspackPlugin({
        template: resolve(options.appDir, 'index.html'),
        title: options.title,
        minify: mode === 'production',
      }),
      new ModuleFederationPlugin({
        name: options.name,
        remotes: {},
        shared: sharedSingletons('provide'),
        shareStrategy: 'loaded-first',
        manifest: { fileName: MANIFEST_FILE },
        experiments: { provideExternalRuntime: true },
        runtimePlugins: [provideFederationLibsPlugin, ...(options.runtimePlugins ?? [])],
        dts: false,
        dev: false,
      }),
    ],
  };
}
