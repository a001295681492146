import { build, type Plugin } from 'esbuild';
import path from 'node:path';

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
export const EXTERNAL_PACKAGES = ['@electric-sql/pglite'] as const;
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
  bytes: number;
}

export async function bundleEntry(entry: string, outfile: string, root: string): Promise<BundleResult> {
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
  const result = await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, entry)],
    outfile,
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
    plugins: [keepOutside],
    metafile: true,
    logLevel: 'error',
  });
  const bytes = Object.values(result.metafile.outputs).reduce((sum, out) => sum + out.bytes, 0);
  return { externals: [...externals].sort(), bytes };
}
