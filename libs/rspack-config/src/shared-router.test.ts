import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LEAN_SHARED_ENTRIES, sharedSingletons } from './shared-dependencies.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const leanRouter = LEAN_SHARED_ENTRIES['react-router-dom']!;

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

describe('shared react-router-dom', () => {
  const leanSource = readFileSync(leanRouter, 'utf8');
  const exported = new Set(
    [...leanSource.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)].flatMap((m) => m[1]!.split(',').map((s) => s.trim()).filter(Boolean)),
  );

  it('is shared through the lean entry under the package name and its installed version', () => {
    const entry = sharedSingletons()['react-router-dom']!;
    expect(entry.import).toBe(leanRouter);
    expect(entry.version).toMatch(/^7\.\d+\.\d+/);
    expect(entry.singleton).toBe(true);
  });

  it('exports everything an app imports from react-router-dom', () => {
    const missing = new Set<string>();
    for (const file of appSourceDirs.flatMap(sourceFiles)) {
      if (file === leanRouter) continue;
      for (const name of namedImportsFrom(readFileSync(file, 'utf8'), 'react-router-dom')) {
        if (!exported.has(name)) missing.add(`${name} (${path.relative(root, file)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('is the only module that imports react-router directly (a second copy would break router context)', () => {
    const direct = appSourceDirs
      .flatMap(sourceFiles)
      .filter((file) => file !== leanRouter && /from\s+'react-router(\/[^']*)?'/.test(readFileSync(file, 'utf8')));
    expect(direct.map((f) => path.relative(root, f))).toEqual([]);
  });
});
