import { rspack, type Compiler, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { RemoteRoute } from '@alive/contracts';
import { isStitchableFragment, screenFragmentFile } from '@alive/contracts/constants';

/** The bundle's file name; it is written outside `dist/`, never served. */
const BUNDLE_FILE = 'render-screen-fragments.cjs';
/** Plain JavaScript (imports and one function), so it needs no loader where it lives, under node_modules/. */
const ENTRY_FILE = 'alive-screen-fragments-entry.js';

export interface ScreenFragmentsConfigOptions {
  /** Absolute path of the remote's app directory; fragments are written into its `dist/screens/`. */
  appDir: string;
  /** The remote's exposes (`{ './HomeScreen': './src/…/home-screen.tsx' }`, relative to appDir). */
  exposes: Record<string, string>;
  /** The remote's routes: each exposed module one of them renders gets a fragment. */
  routes: readonly RemoteRoute[];
  /** The remote's config (createRemoteConfig): this compiler runs after it, with its loaders. */
  remote: Configuration;
}

/**
 * The screens that get a fragment: each exposed module a route renders, at its first path without a
 * parameter (a screen only reached with one, `/groups/:id`, would render for no real address).
 */
export function fragmentScreens(routes: readonly RemoteRoute[], exposes: Record<string, string>): { module: string; source: string; path: string }[] {
  const screens = new Map<string, { module: string; source: string; path: string }>();
  for (const route of routes) {
    const source = exposes[route.module];
    if (!source || screens.has(route.module) || route.path.includes(':') || !screenFragmentFile(route.module)) continue;
    screens.set(route.module, { module: route.module, source, path: route.path });
  }
  return [...screens.values()];
}

/** The entry the Node bundle is built from: each screen's default export, rendered at its path. */
export function screenFragmentsEntry(appDir: string, screens: ReturnType<typeof fragmentScreens>): string {
  const imports = screens.map((screen, index) => `import Screen${index} from ${JSON.stringify(resolve(appDir, screen.source))};`);
  const renders = screens.map((screen, index) => `    [${JSON.stringify(screen.module)}]: () => renderScreenFragment(Screen${index}, ${JSON.stringify(screen.path)}),`);
  return [
    "import { renderScreenFragment } from '@alive/ui/screen-fragment-render';",
    ...imports,
    '',
    'export function screenFragmentRenders() {',
    '  return {',
    ...renders,
    '  };',
    '}',
    '',
  ].join('\n');
}

type ScreenFragmentRenders = () => Record<string, () => string>;

const PLUGIN_NAME = 'AliveScreenFragmentsPlugin';

/**
 * Once the Node bundle is written: renders each screen and writes `dist/screens/<Module>.html`. A screen
 * whose first render fails in Node (it reads `window` while rendering, say) or makes markup the edge
 * would not stitch fails the build: the page would otherwise go without it unnoticed.
 */
class ScreenFragmentsPlugin implements RspackPluginInstance {
  constructor(
    private readonly bundle: string,
    private readonly distDir: string,
  ) {}

  apply(compiler: Compiler): void {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.afterEmit.tap(PLUGIN_NAME, (compilation) => {
      if (compilation.errors.length > 0) return;
      try {
        const require = createRequire(import.meta.url);
        delete require.cache[this.bundle];
        const { screenFragmentRenders } = require(this.bundle) as { screenFragmentRenders?: ScreenFragmentRenders };
        if (typeof screenFragmentRenders !== 'function') throw new Error(`${BUNDLE_FILE} exports no screenFragmentRenders()`);
        for (const [module, render] of Object.entries(screenFragmentRenders())) {
          const file = screenFragmentFile(module);
          if (!file) throw new Error(`${module} is not a module name a fragment can be written for`);
          const html = render();
          if (!isStitchableFragment(html)) throw new Error(`the fragment of ${module} is too large or holds markup that runs (see isStitchableFragment)`);
          mkdirSync(dirname(join(this.distDir, file)), { recursive: true });
          writeFileSync(join(this.distDir, file), html);
        }
      } catch (error) {
        compilation.errors.push(new WebpackError(`screen fragments: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`));
      }
    });
  }
}

/**
 * A remote's screen fragments (docs/architecture.md, "First paint"): a compiler that runs after the
 * remote's (multi-compiler `dependencies`), bundles its route screens for Node with the remote's
 * loaders, and writes each one's first render into the remote's `dist/screens/`, beside its manifest.
 */
export function createScreenFragmentsConfig(options: ScreenFragmentsConfigOptions): Configuration {
  const { remote } = options;
  if (!remote.name) throw new Error('the remote config needs a name for its screen fragments to depend on');
  const outDir = resolve(options.appDir, 'node_modules/.cache/alive-screen-fragments');
  // The entry names the remote's own screens, so it is written for this build, beside (not in) the
  // folder the bundle goes to: rspack's `clean` empties that one.
  const entryFile = join(dirname(outDir), ENTRY_FILE);
  mkdirSync(dirname(entryFile), { recursive: true });
  writeFileSync(entryFile, screenFragmentsEntry(options.appDir, fragmentScreens(options.routes, options.exposes)));
  return {
    name: `${remote.name}-screen-fragments`,
    dependencies: [remote.name],
    mode: remote.mode,
    context: options.appDir,
    devtool: false,
    target: ['node', 'es2022'],
    entry: { 'render-screen-fragments': entryFile },
    resolve: remote.resolve,
    module: remote.module,
    output: { path: outDir, filename: BUNDLE_FILE, library: { type: 'commonjs2' }, clean: true },
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(remote.mode ?? 'production') }),
      new ScreenFragmentsPlugin(join(outDir, BUNDLE_FILE), resolve(options.appDir, 'dist')),
    ],
    stats: 'errors-warnings',
  };
}
