import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LEAN_SHARED_ENTRIES, leanSharedCacheGroups, UNSHARED_ENTRIES, sharedSingletons } from './shared-dependencies.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === 'generated') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const appSourceDirs = readdirSync(root)
  .filter((name) => name === 'shell' || name.startsWith('mfe-'))
  .map((name) => path.join(root, name, 'src'))
  .concat(readdirSync(path.join(root, 'libs')).map((name) => path.join(root, 'libs', name, 'src')))
  .filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory());

function namedImportsFrom(source: string, specifier: string): string[] {
  const pattern = new RegExp(`import\\s+(?:type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${specifier}'`, 'g');
  return [...source.matchAll(pattern)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((part) => part.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0]!.trim())
      .filter(Boolean),
  );
}

function exportsOf(file: string): Set<string> {
  const source = readFileSync(file, 'utf8');
  return new Set([...source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)].flatMap((m) => m[1]!.split(',').map((s) => s.trim()).filter(Boolean)));
}

/** The lean entries (docs/architecture.md, "Shared singletons"), with what each wraps. */
const LEAN = [
  { name: 'react-router-dom', version: /^7\.\d+\.\d+/, wraps: 'react-router', reason: 'a second copy would lose the router context' },
  { name: '@tanstack/react-query', version: /^5\.\d+\.\d+/, wraps: '@tanstack/react-query/unshared', reason: 'a second copy would not see the shell’s QueryClient' },
] as const;

describe.each(LEAN)('shared $name', ({ name, version, wraps, reason }) => {
  const lean = LEAN_SHARED_ENTRIES[name]!.file;
  const exported = exportsOf(lean);

  it('is provided by the shell through the lean entry under the package name and its installed version', () => {
    const entry = sharedSingletons('provide')[name]!;
    expect(entry.import).toBe(lean);
    expect(entry.version).toMatch(version);
    expect(entry.singleton).toBe(true);
  });

  it(`exports everything an app imports from ${name}`, () => {
    const missing = new Set<string>();
    for (const file of appSourceDirs.flatMap(sourceFiles)) {
      if (file === lean) continue;
      for (const imported of namedImportsFrom(readFileSync(file, 'utf8'), name)) {
        if (!exported.has(imported)) missing.add(`${imported} (${path.relative(root, file)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it(`is the only module that imports ${wraps} (${reason})`, () => {
    const importsWrapped = new RegExp(`from\\s+'${wraps.replace(/[/.]/g, '\\$&')}(/[^']*)?'`);
    const direct = appSourceDirs
      .flatMap(sourceFiles)
      .filter((file) => file !== lean && !file.endsWith('.d.ts') && importsWrapped.test(readFileSync(file, 'utf8')));
    expect(direct.map((f) => path.relative(root, f))).toEqual([]);
    expect(readFileSync(lean, 'utf8')).toMatch(importsWrapped);
  });
});

describe('the unshared name of @tanstack/react-query', () => {
  it("is the package's own ES module entry", () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'node_modules/@tanstack/react-query/package.json'), 'utf8')) as {
      exports: { '.': { import: { default: string } } };
    };
    expect(UNSHARED_ENTRIES['@tanstack/react-query/unshared']).toBe(path.join(root, 'node_modules/@tanstack/react-query', pkg.exports['.'].import.default));
  });
});

describe('remotes', () => {
  it('consume every singleton from the shell and bundle no copy of their own', () => {
    const consumed = sharedSingletons('consume');
    expect(Object.keys(consumed)).toEqual(Object.keys(sharedSingletons('provide')));
    for (const entry of Object.values(consumed)) expect(entry).toMatchObject({ import: false, singleton: true, eager: false });
  });
});

describe('the chunk of a lean entry', () => {
  const groups = leanSharedCacheGroups();
  const installed = (file: string) => path.join(root, 'node_modules', file);

  it('exists for every lean entry', () => {
    expect(Object.keys(groups)).toHaveLength(Object.keys(LEAN_SHARED_ENTRIES).length);
  });

  it.each([
    ['shared-react-router-dom', LEAN_SHARED_ENTRIES['react-router-dom']!.file, installed('react-router/dist/production/index.mjs')],
    ['shared-tanstack-react-query', LEAN_SHARED_ENTRIES['@tanstack/react-query']!.file, installed('@tanstack/query-core/build/modern/queryClient.js')],
  ])('%s holds the entry and the package it wraps, and nothing else shared', (name, entry, wrapped) => {
    const group = groups[name]!;
    expect(group).toMatchObject({ name, chunks: 'async', enforce: true });
    expect(group.test.test(entry)).toBe(true);
    expect(group.test.test(wrapped)).toBe(true);
    for (const other of ['react-dom/cjs/react-dom-client.production.js', 'styled-components/dist/styled-components.browser.esm.js', 'react-router-dom/dist/index.mjs']) {
      expect(group.test.test(installed(other))).toBe(false);
    }
  });
});
