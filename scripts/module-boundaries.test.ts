import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The boundary rules must really fail: lint imports that break the architecture, as if they were
// written in the named files, and expect an error for each.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.ruleId ?? 'fatal');
}

describe('module boundaries', () => {
  it('refuses a feature app importing another feature app', async () => {
    const ids = await ruleIdsFor('mfe-choices/src/probe.ts', "import X from '@alive/mfe-profile';\nexport const y = X;\n");
    expect(ids).toContain('no-restricted-imports');
  });

  it('refuses a feature app reaching into another app by relative path', async () => {
    const ids = await ruleIdsFor(
      'mfe-choices/src/probe.ts',
      "import X from '../../mfe-profile/src/screens/dashboard-screen.tsx';\nexport const y = X;\n",
    );
    expect(ids).toContain('@nx/enforce-module-boundaries');
  });

  it('refuses a feature app importing a service', async () => {
    const ids = await ruleIdsFor('mfe-choices/src/probe.ts', "import { createChoicesService } from '@alive/choices-service';\nexport const y = createChoicesService;\n");
    expect(ids).toContain('@nx/enforce-module-boundaries');
  });

  it('refuses a service importing another service', async () => {
    const ids = await ruleIdsFor('services/profile/src/probe.ts', "import { createChoicesService } from '@alive/choices-service';\nexport const y = createChoicesService;\n");
    expect(ids).toContain('@nx/enforce-module-boundaries');
  });

  it('refuses a lib importing a service', async () => {
    const ids = await ruleIdsFor('libs/domain/src/probe.ts', "import { createChoicesService } from '@alive/choices-service';\nexport const y = createChoicesService;\n");
    expect(ids).toContain('@nx/enforce-module-boundaries');
  });

  it('allows feature apps and services to import libs', async () => {
    expect(await ruleIdsFor('mfe-choices/src/probe.ts', "import { tagDisplayName } from '@alive/domain';\nexport const y = tagDisplayName;\n")).toEqual([]);
    expect(await ruleIdsFor('services/profile/src/probe.ts', "import { tagDisplayName } from '@alive/domain';\nexport const y = tagDisplayName;\n")).toEqual([]);
  });
});
