import { rspack, type Compiler, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { RemoteRoute } from '@alive/contracts';
import { isStitchableFragment, SCREEN_RENDERER_FILE, screenFragmentFile } from '@alive/contracts/constants';

/** The bundle's file name where it is built (outside `dist/`); a copy goes to `SCREEN_RENDERER_FILE` for the edge. */
const BUNDLE_FILE = 'render-screen-fragments.cjs';
/** Plain JavaScript (imports and one function), so it needs no loader where it lives, under node_modules/. */
const ENTRY_FILE = 'alive-screen-fragments-entry.js';

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

/**
 * The entry the Node bundle is built from: each screen's loading state (`screenFragmentRenders`, the
 * build's fragments), and `renderScreen` for the edge, which renders one screen at a path with a
 * person's answers once the screen's module is `ready` (its first render's lazily loaded parts in).
 */
export function screenFragmentsEntry(appDir: string, screens: ReturnType<typeof fragmentScreens>): string {
  const imports = screens.map((screen, index) => `import * as Screen${index} from ${JSON.stringify(resolve(appDir, screen.source))};`);
  const renders = screens.map((screen, index) => `    [${JSON.stringify(screen.module)}]: () => renderScreenFragment(Screen${index}.default, ${JSON.stringify(screen.path)}),`);
  const modules = screens.map((screen, index) => `  [${JSON.stringify(screen.module)}]: Screen${index},`);
  return [
    "import { renderScreenFragment } from '@alive/ui/screen-fragment-render';",
    ...imports,
    '',
    'const SCREENS = {',
    ...modules,
    '};',
    '',
    'export function screenFragmentRenders() {',
    '  return {',
    ...renders,
    '  };',
    '}',
    '',
    'export async function renderScreen(module, path, reads) {',
    '  const screen = Object.prototype.hasOwnProperty.call(SCREENS, module) ? SCREENS[module] : undefined;',
    '  if (!screen) return null;',
    "  if (typeof screen.ready === 'function') await screen.ready();",
    '  return renderScreenFragment(screen.default, path, reads);',
    '}',
    '',
  ].join('\n');
}

export interface ScreenFragmentsOptions {
  /** Absolute path of the remote's app directory. */
  appDir: string;
  /** The remote's exposes (`{ './HomeScreen': './src/…/home-screen.tsx' }`, relative to appDir). */
  exposes: Record<string, string>;
  /** The remote's routes: each exposed module one of them renders gets a fragment. */
  routes: readonly RemoteRoute[];
  /** The remote's own resolve and loaders, which the Node bundle is built with. */
  resolve: Configuration['resolve'];
  module: Configuration['module'];
  mode: Configuration['mode'];
}

/**
 * The Node bundle of the remote's route screens, built into a folder that is never served: one per
 * output folder of the remote's build, so two builds of one remote (a test's, the site's) never share it.
 */
export function screenFragmentsBundleConfig(options: ScreenFragmentsOptions, remoteOutputDir: string): Configuration {
  const key = createHash('sha256').update(remoteOutputDir).digest('hex').slice(0, 12);
  const outDir = resolve(options.appDir, 'node_modules/.cache/alive-screen-fragments', key);
  // The entry names the remote's own screens, so it is written for this build, beside (not in) the
  // folder the bundle goes to: rspack's `clean` empties that one.
  const entryFile = join(dirname(outDir), ENTRY_FILE);
  mkdirSync(dirname(entryFile), { recursive: true });
  writeFileSync(entryFile, screenFragmentsEntry(options.appDir, fragmentScreens(options.routes, options.exposes)));
  return {
    mode: options.mode,
    context: options.appDir,
    devtool: false,
    target: ['node', 'es2022'],
    entry: { 'render-screen-fragments': entryFile },
    resolve: options.resolve,
    // One file the edge can load alone: lazily loaded parts (the profile's tabs) are in it, not chunks.
    module: { ...options.module, parser: { ...options.module?.parser, javascript: { ...options.module?.parser?.javascript, dynamicImportMode: 'eager' } } },
    output: { path: outDir, filename: BUNDLE_FILE, library: { type: 'commonjs2' }, clean: true },
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(options.mode ?? 'production') })],
    stats: 'errors-warnings',
  };
}

function build(config: Configuration): Promise<void> {
  return new Promise((done, fail) => {
    const compiler = rspack(config);
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) fail(error);
        else if (stats?.hasErrors()) fail(new Error(stats.toString({ all: false, errors: true })));
        else done();
      });
    });
  });
}

type ScreenFragmentRenders = () => Record<string, () => string>;

const PLUGIN_NAME = 'AliveScreenFragmentsPlugin';

/**
 * A remote's screen fragments (docs/architecture.md, "First paint"): once the remote's own files are
 * written, builds its route screens for Node, renders each one's first render and writes it as
 * `screens/<Module>.html` into the remote's output folder, beside its manifest, wherever that folder is
 * (a build given `-o` writes its fragments there too), and, when a route declares the reads its screen
 * shows, the bundle as `screens/render.cjs`, which the edge renders that screen with a person's answers
 * from (and never serves). A screen whose first render fails in Node (it
 * reads `window` while rendering, say) or makes markup the edge would not stitch fails the build: the
 * page would otherwise go without it unnoticed.
 */
export class ScreenFragmentsPlugin implements RspackPluginInstance {
  constructor(private readonly options: ScreenFragmentsOptions) {}

  apply(compiler: Compiler): void {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.afterEmit.tapPromise(PLUGIN_NAME, async (compilation) => {
      if (compilation.errors.length > 0) return;
      const outputDir = compiler.outputPath;
      try {
        const config = screenFragmentsBundleConfig(this.options, outputDir);
        await build(config);
        const bundle = join(config.output!.path!, BUNDLE_FILE);
        const require = createRequire(import.meta.url);
        // A rebuild in the same process must load the new bundle.
        delete require.cache[bundle];
        const { screenFragmentRenders } = require(bundle) as { screenFragmentRenders?: ScreenFragmentRenders };
        if (typeof screenFragmentRenders !== 'function') throw new Error(`${BUNDLE_FILE} exports no screenFragmentRenders()`);
        for (const [module, render] of Object.entries(screenFragmentRenders())) {
          const file = screenFragmentFile(module);
          if (!file) throw new Error(`${module} is not a module name a fragment can be written for`);
          const html = render();
          if (!isStitchableFragment(html)) throw new Error(`the fragment of ${module} is too large or holds markup that runs (see isStitchableFragment)`);
          mkdirSync(dirname(join(outputDir, file)), { recursive: true });
          writeFileSync(join(outputDir, file), html);
        }
        // Only a remote with a screen the edge renders with a person's answers ships the bundle.
        if (this.options.routes.some((route) => (route.reads?.length ?? 0) > 0)) {
          mkdirSync(dirname(join(outputDir, SCREEN_RENDERER_FILE)), { recursive: true });
          copyFileSync(bundle, join(outputDir, SCREEN_RENDERER_FILE));
        }
      } catch (error) {
        compilation.errors.push(new WebpackError(`screen fragments: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`));
      }
    });
  }
}
