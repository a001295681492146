import { build, type BuildOptions, type Plugin } from 'esbuild';
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { WORKER_BOOTSTRAP_FILE } from '@alive/service-kit/work/worker-pool';
import { bundlePath } from '../deploy/docker/dockerfile-template.ts';

/**
 * One service entry compiled to one ES module (docs/deploy.md, "What each image holds"): its own
 * TypeScript, the @alive libraries and every third-party package that bundles, so the image needs no
 * tsx and no node_modules for them.
 */

/**
 * Packages left outside the bundle and installed into the image from the declaring workspace's
 * dependencies: PGlite loads its WebAssembly and data files next to its own module, which a bundle
 * would not carry.
 */
export const EXTERNAL_PACKAGES = ['@electric-sql/pglite', 'piscina'] as const;
/** Optional native add-ons a package only loads on request (pg with NODE_PG_FORCE_NATIVE); never installed. */
export const ABSENT_OPTIONAL_PACKAGES = ['pg-native'] as const;

/** The package name of a bare import specifier (`@scope/name/sub` → `@scope/name`). */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

// Bundled CommonJS packages call `require` for Node built-ins; an ES module has none, so the bundle makes one.
const REQUIRE_SHIM = "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

export interface BundleResult {
  /** The external packages the bundle imports: what the image must install. */
  externals: string[];
  /** Worker-thread files written beside the entry's bundle, relative to the bundle's root folder. */
  workerFiles: string[];
  bytes: number;
}

/**
 * A service's worker task tables (docs/architecture.md, "Expensive work") live in `src/workers/` and
 * name their own file to the pool with `import.meta.url`. A worker thread cannot load the service's
 * bundle (that would start the service again), so each table is bundled to its own `.mjs` file at its
 * own path, and in the service's bundle its `import.meta.url` names that file.
 */
export const WORKER_MODULE = /[\\/]src[\\/]workers[\\/][^\\/]+\.ts$/;

const esbuildBase = (root: string): BuildOptions => ({
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Keep stack traces readable in the logs; the size difference is small next to node_modules.
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  // Libraries read class and function names at run time (oidc-provider names its models by their class).
  keepNames: true,
  banner: { js: REQUIRE_SHIM },
  metafile: true,
  logLevel: 'error',
});

/**
 * What esbuild starts from: the entry's file, or, for a derived entry (`source`; a process's main, see
 * image-plan.ts), that text resolved from the entry's folder as if it were the file.
 */
export function entryInput(entry: string, root: string, source?: string): Pick<BuildOptions, 'entryPoints' | 'stdin'> {
  const file = path.join(root, entry);
  return source === undefined ? { entryPoints: [file] } : { stdin: { contents: source, resolveDir: path.dirname(file), sourcefile: file, loader: 'ts' } };
}

/** Bundles `entry` (relative to `root`; its text `source` when derived) to `appDir/<entry>.mjs`, and its worker task tables beside it. */
export async function bundleEntry(entry: string, appDir: string, root: string, source?: string): Promise<BundleResult> {
  const outfile = path.join(appDir, bundlePath(entry));
  const externals = new Set<string>();
  const keepOutside: Plugin = {
    name: 'keep-outside',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        const name = packageName(args.path);
        if ((EXTERNAL_PACKAGES as readonly string[]).includes(name)) {
          externals.add(name);
          return { path: args.path, external: true };
        }
        if ((ABSENT_OPTIONAL_PACKAGES as readonly string[]).includes(name)) return { path: args.path, external: true };
        return undefined;
      });
    },
  };
  const workerSources = new Set<string>();
  const workerFileNames: Plugin = {
    name: 'worker-file-names',
    setup(b) {
      b.onLoad({ filter: WORKER_MODULE }, (args) => {
        workerSources.add(args.path);
        const bundled = path.join(appDir, bundlePath(path.relative(root, args.path)));
        const fromBundle = `./${path.relative(path.dirname(outfile), bundled).split(path.sep).join('/')}`;
        const source = readFileSync(args.path, 'utf8').replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`);
        return { contents: source, loader: 'ts' };
      });
    },
  };
  const result = await build({
    ...esbuildBase(root),
    ...entryInput(entry, root, source),
    outfile,
    plugins: [keepOutside, workerFileNames],
  });
  let bytes = Object.values(result.metafile!.outputs).reduce((sum, out) => sum + out.bytes, 0);
  const workerFiles: string[] = [];
  for (const source of [...workerSources].sort()) {
    const bundled = path.join(appDir, bundlePath(path.relative(root, source)));
    const worker = await build({ ...esbuildBase(root), entryPoints: [source], outfile: bundled, plugins: [keepOutside] });
    bytes += Object.values(worker.metafile!.outputs).reduce((sum, out) => sum + out.bytes, 0);
    workerFiles.push(path.relative(appDir, bundled));
  }
  if (workerSources.size > 0) {
    // worker-pool.ts finds its threads' entry beside its own code, which in an image is the bundle.
    const bootstrap = path.join(path.dirname(outfile), WORKER_BOOTSTRAP_FILE);
    copyFileSync(path.join(root, 'libs/service-kit/src/work', WORKER_BOOTSTRAP_FILE), bootstrap);
    workerFiles.push(path.relative(appDir, bootstrap));
  }
  return { externals: [...externals].sort(), workerFiles, bytes };
}
