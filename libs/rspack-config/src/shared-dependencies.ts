import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Module Federation shared singletons. The shell pins them (it provides its copies first and, with
 * `shareStrategy: 'loaded-first'`, an unreachable remote cannot block start-up); remotes never bring a
 * second React, router, query client, styled-components instance, design system or API client — so the
 * shell's providers (QueryClient, toasts, theme, router) reach every remote. Never `eager`: each app
 * starts through an async `import('./bootstrap')` boundary instead.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  '@tanstack/react-query',
  'styled-components',
  '@alive/ui',
  '@alive/api-client',
] as const;

interface PackageJson {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

// The shell provides the shared copies, so its declared ranges are the ones every app requires.
const shellPackage = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../shell/package.json', import.meta.url)), 'utf8'),
) as PackageJson;

function workspaceVersion(dir: string): string {
  const pkg = JSON.parse(readFileSync(fileURLToPath(new URL(`../../${dir}/package.json`, import.meta.url)), 'utf8')) as PackageJson;
  return pkg.version ?? '0.0.0';
}

/** The range every app requires: the shell's declared range for npm packages, `^<version>` for our libs. */
function requiredRange(name: string): string {
  if (name === '@alive/ui') return `^${workspaceVersion('ui')}`;
  if (name === '@alive/api-client') return `^${workspaceVersion('api-client')}`;
  const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
  const range = shellPackage.dependencies?.[base];
  if (!range) throw new Error(`shared dependency ${base} is not in shell/package.json dependencies`);
  return range;
}

export interface SharedConfigEntry {
  singleton: true;
  requiredVersion: string;
  strictVersion: boolean;
  eager: false;
  /**
   * A leaner module shared under the package's name (see `LEAN_SHARED_ENTRIES`), or `false` for an
   * app that only consumes the shell's copy and bundles none of its own.
   */
  import?: string | false;
  version?: string;
}

export interface LeanSharedEntry {
  /** Our module, shared under the package's name. */
  file: string;
  /** The packages it re-exports from: they go in the entry's chunk (`leanSharedCacheGroups`). */
  wraps: readonly string[];
}

/**
 * Packages shared through a leaner entry of ours instead of whole: the shell and every remote get the
 * same subset under the package's name and version (react-router-dom: 60.7 → 14.1 KB gzip).
 */
export const LEAN_SHARED_ENTRIES: Partial<Record<(typeof SHARED_SINGLETONS)[number], LeanSharedEntry>> = {
  'react-router-dom': { file: fileURLToPath(new URL('./shared-entries/react-router-dom.ts', import.meta.url)), wraps: ['react-router'] },
  '@tanstack/react-query': {
    file: fileURLToPath(new URL('./shared-entries/tanstack-react-query.ts', import.meta.url)),
    wraps: ['@tanstack/react-query', '@tanstack/query-core'],
  },
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One async chunk per lean entry, holding the entry and the packages it wraps. By default the
 * packages went to a vendor chunk and the entry's few re-exports to a chunk of their own: one more
 * request of about 0.3 KB, and 1 KB of response headers, for every page.
 */
export function leanSharedCacheGroups(): Record<string, { test: RegExp; name: string; chunks: 'async'; priority: number; enforce: true }> {
  return Object.fromEntries(
    Object.entries(LEAN_SHARED_ENTRIES).map(([name, { file, wraps }]) => {
      const files = [escapeRegExp(file), ...wraps.map((pkg) => `/node_modules/${escapeRegExp(pkg)}/`)];
      const chunk = `shared-${name.replace(/^@/, '').replace(/\//g, '-')}`;
      return [chunk, { test: new RegExp(files.join('|')), name: chunk, chunks: 'async', priority: 10, enforce: true }];
    }),
  );
}

/**
 * A package's own entry under a name Module Federation does not share, for a lean entry that wraps a
 * package with no unshared inner package to import instead (react-router-dom has react-router). A
 * resolve alias of every app's build (create-app-config.ts).
 */
export const UNSHARED_ENTRIES: Record<string, string> = {
  '@tanstack/react-query/unshared': fileURLToPath(new URL('../../../node_modules/@tanstack/react-query/build/modern/index.js', import.meta.url)),
};

function installedVersion(name: string): string {
  const pkg = JSON.parse(
    readFileSync(fileURLToPath(new URL(`../../../node_modules/${name}/package.json`, import.meta.url)), 'utf8'),
  ) as PackageJson;
  if (!pkg.version) throw new Error(`${name} has no version`);
  return pkg.version;
}

/**
 * `provide`: the shell's side, which bundles each singleton and puts it in the share scope.
 * `consume`: a remote's side. A remote only ever runs inside the shell, which has provided every
 * singleton before any remote loads, so a remote bundles no fallback copy. A fallback would never be
 * loaded, yet each of its chunks (and the lazy parts of `@alive/ui` it would pull in) would add its name and
 * SHA-384 to every remoteEntry.js (docs/architecture.md, "Shared singletons").
 */
export function sharedSingletons(side: 'provide' | 'consume'): Record<string, SharedConfigEntry> {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const entry: SharedConfigEntry = { singleton: true, requiredVersion: requiredRange(name), strictVersion: false, eager: false };
      if (side === 'consume') return [name, { ...entry, import: false }];
      const lean = LEAN_SHARED_ENTRIES[name];
      return [name, lean ? { ...entry, import: lean.file, version: installedVersion(name) } : entry];
    }),
  );
}
