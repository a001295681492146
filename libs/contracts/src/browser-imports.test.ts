import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Browser code takes only types from `@alive/contracts` and plain values from the zod-free
 * `@alive/contracts/constants`: a value import of the root module would put zod (~27 KB gzip) into the
 * screens' bundles (docs/architecture.md, "Shared singletons").
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const BROWSER_DIRS = ['shell/src', 'libs/api-client/src', 'libs/ui/src', 'libs/features/src'].concat(
  readdirSync(root).filter((name) => name.startsWith('mfe-')).map((name) => `${name}/src`),
);
const TEST_ONLY = /(\.test\.tsx?$)|(\/(test|testing)\/)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !TEST_ONLY.test(relative(root, file)));
}

/** `import … from '@alive/contracts'` / `export … from '@alive/contracts'` that is not `import type`. */
export function valueImportsOfContracts(source: string): string[] {
  const statements = source.match(/(?:import|export)\s[^;]*?from\s+['"]@alive\/contracts['"]/g) ?? [];
  return statements.filter((statement) => !/^(?:import|export)\s+type\s/.test(statement));
}

describe('browser code and @alive/contracts', () => {
  it('recognises value imports and lets type-only ones and the constants entry through', () => {
    expect(valueImportsOfContracts("import { choicePairSchema } from '@alive/contracts';")).toHaveLength(1);
    expect(valueImportsOfContracts("import { type ChoicePair, CurrentUser } from '@alive/contracts';")).toHaveLength(1);
    expect(valueImportsOfContracts("export * from '@alive/contracts';")).toHaveLength(1);
    expect(valueImportsOfContracts("import type { ChoicePair } from '@alive/contracts';")).toEqual([]);
    expect(valueImportsOfContracts("import { ALL_CATEGORIES } from '@alive/contracts/constants';")).toEqual([]);
  });

  it('no screen or browser library imports a value from @alive/contracts (zod stays out of the bundles)', () => {
    const files = BROWSER_DIRS.flatMap((dir) => sourceFiles(join(root, dir)));
    expect(files.map((file) => relative(root, file))).toContain('mfe-choices/src/features/choices/components/choice-loop.tsx');
    const offenders = files
      .map((file) => ({ file: relative(root, file), imports: valueImportsOfContracts(readFileSync(file, 'utf8')) }))
      .filter((entry) => entry.imports.length > 0);
    expect(offenders).toEqual([]);
  });
});
