import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importedSpecifiers, isTestFile, packageOf, undeclaredImports } from './workspace-dependencies.ts';

// Every workspace declares the packages its sources import (docs/deploy.md, "What each image holds").
describe('workspace dependencies', () => {
  it('every workspace declares what its sources import', () => {
    expect(undeclaredImports().map((u) => `${u.file} imports ${u.packageName}`)).toEqual([]);
  });

  it('reads value imports, re-exports, import() and require(), not type-only imports', () => {
    const source = [
      "import koa from 'koa';",
      "import type { Context } from 'koa-types-only';",
      "import { type A, type B } from 'all-type-specifiers';",
      "import { type C, d } from 'one-value-specifier';",
      "export { e } from 'reexported';",
      "export type { F } from 'type-reexport';",
      "import 'side-effect';",
      "const lazy = await import('dynamic');",
      "const cjs = require('required');",
    ].join('\n');
    expect(importedSpecifiers(source)).toEqual(['koa', 'one-value-specifier', 'reexported', 'side-effect', 'dynamic', 'required']);
  });

  it('names the package of a specifier, not of built-ins or paths', () => {
    expect(packageOf('@koa/router')).toBe('@koa/router');
    expect(packageOf('@prisma/client/runtime/client')).toBe('@prisma/client');
    expect(packageOf('rate-limiter-flexible/lib/x.js')).toBe('rate-limiter-flexible');
    expect(packageOf('node:fs')).toBeUndefined();
    expect(packageOf('fs')).toBeUndefined();
    expect(packageOf('./local.ts')).toBeUndefined();
  });

  it('tells test files from sources', () => {
    expect(isTestFile('src/app.test.ts')).toBe(true);
    expect(isTestFile('src/test-support/fixtures.ts')).toBe(true);
    expect(isTestFile('src/test/render.tsx')).toBe(true);
    expect(isTestFile('src/contract-testing.ts')).toBe(true);
    expect(isTestFile('src/event-bus.contract.ts')).toBe(true);
    expect(isTestFile('src/app.ts')).toBe(false);
    expect(isTestFile('src/testimonials.ts')).toBe(false);
  });

  describe('on a repository that breaks the rule', () => {
    let root: string;
    const write = (file: string, content: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), content);
    };

    beforeAll(() => {
      root = mkdtempSync(path.join(tmpdir(), 'workspace-deps-'));
      write('package.json', JSON.stringify({ name: 'root', version: '1.0.0', workspaces: ['services/*'], devDependencies: { vitest: '^3' } }));
      write('services/a/package.json', JSON.stringify({ name: '@alive/a', version: '1.0.0', dependencies: { koa: '^3' } }));
      write('services/a/src/app.ts', "import koa from 'koa';\nimport { z } from 'zod';\nexport const x = [koa, z];\n");
      write('services/a/src/app.test.ts', "import { it } from 'vitest';\nimport { b } from '@alive/b';\nimport nock from 'nock';\nit('x', () => [b, nock]);\n");
    });
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('names the source import and the test import that nothing declares', () => {
      expect(undeclaredImports(root)).toEqual([
        { workspace: 'services/a', file: 'services/a/src/app.test.ts', packageName: 'nock' },
        { workspace: 'services/a', file: 'services/a/src/app.ts', packageName: 'zod' },
      ]);
    });
  });
});
