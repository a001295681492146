import { imagePlans } from './image-plan.ts';
import { packageOfInput, productionImports, undeclaredProductionImports } from './production-imports.ts';

// What an image's process loads comes from its workspace's `dependencies` (docs/deploy.md, "What each
// image holds"): a package reached only through devDependencies or the root would be missing from a
// production-only install.
describe('production imports', () => {
  it.each(imagePlans().map((plan) => [plan.name, plan] as const))('%s: workspace code reaches only declared dependencies', async (_name, plan) => {
    const imports = await productionImports(plan.entry, undefined, plan.source);
    expect(imports.length).toBeGreaterThan(0);
    expect(undeclaredProductionImports(imports).map((i) => `${i.file} imports ${i.packageName}`)).toEqual([]);
  });

  it('finds a package reached only through devDependencies', async () => {
    const imports = [{ file: 'libs/db/src/migrate/prisma6.ts', workspace: 'libs/db', packageName: 'prisma6' }];
    expect(undeclaredProductionImports(imports)).toEqual(imports);
  });

  it('names the package of a bundle input by its last node_modules folder', () => {
    expect(packageOfInput('node_modules/zod/v4/index.js')).toBe('zod');
    expect(packageOfInput('node_modules/@koa/router/lib/router.js')).toBe('@koa/router');
    expect(packageOfInput('node_modules/a/node_modules/b/index.js')).toBe('b');
    expect(packageOfInput('libs/db/src/index.ts')).toBeUndefined();
  });
});
