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
    expect(ids).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('refuses a feature app reaching into another app by relative path', async () => {
    const ids = await ruleIdsFor(
      'mfe-choices/src/probe.ts',
      "import X from '../../mfe-profile/src/features/preference-dashboard/components/dashboard-screen.tsx';\nexport const y = X;\n",
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

  it('keeps node-only and test-only packages, and zod values, out of browser code', async () => {
    const restricted = '@typescript-eslint/no-restricted-imports';
    expect(await ruleIdsFor('mfe-groups/src/probe.ts', "import { readFileSync } from 'node:fs';\nexport const y = readFileSync;\n")).toContain(restricted);
    expect(await ruleIdsFor('shell/src/probe.ts', "import { createPrismaClient } from '@alive/db';\nexport const y = createPrismaClient;\n")).toContain(restricted);
    expect(await ruleIdsFor('libs/ui/src/probe.ts', "import { http } from 'msw';\nexport const y = http;\n")).toContain(restricted);
    expect(await ruleIdsFor('mfe-groups/src/probe.ts', "import { groupsEndpoints } from '@alive/contracts';\nexport const y = groupsEndpoints;\n")).toContain(restricted);
    expect(await ruleIdsFor('mfe-groups/src/probe.ts', "import type { groupsEndpoints } from '@alive/contracts';\nexport type Y = typeof groupsEndpoints;\n")).toEqual([]);
  });

  it('sends every API call of a remote through a declared endpoint', async () => {
    expect(await ruleIdsFor('mfe-groups/src/probe.ts', "import { apiJson } from '@alive/api-client';\nexport const y = apiJson;\n")).toContain('@typescript-eslint/no-restricted-imports');
    expect(await ruleIdsFor('mfe-groups/src/probe.ts', "export const y = () => fetch('/api/groups');\n")).toContain('no-restricted-globals');
    expect(await ruleIdsFor('mfe-groups/src/probe.ts', "export const y = () => window.fetch('/api/groups');\n")).toContain('no-restricted-properties');
    expect(await ruleIdsFor('mfe-groups/src/probe.ts', "import { endpointClient } from '@alive/api-client';\nexport const y = endpointClient;\n")).toEqual([]);
  });

  it('keeps a remote layered: api → hooks → components', async () => {
    const restricted = 'no-restricted-imports';
    const api = 'mfe-groups/src/features/groups/api/probe.ts';
    expect(await ruleIdsFor(api, "import { useGroupsSummary } from '../hooks/use-groups-summary.ts';\nexport const y = useGroupsSummary;\n")).toContain(restricted);
    expect(await ruleIdsFor(api, "import { GroupCard } from '../components/group-card.tsx';\nexport const y = GroupCard;\n")).toContain(restricted);
    expect(await ruleIdsFor('mfe-groups/src/shared/api/probe.ts', "import { useToast } from '@alive/ui';\nexport const y = useToast;\n")).toContain(restricted);
    expect(await ruleIdsFor('mfe-groups/src/features/groups/hooks/probe.ts', "import { GroupCard } from '../components/group-card.tsx';\nexport const y = GroupCard;\n")).toContain(restricted);
    expect(await ruleIdsFor('mfe-groups/src/features/groups/hooks/probe.ts', "import { groupsClient } from '../../../shared/api/groups-api.ts';\nexport const y = groupsClient;\n")).toEqual([]);
    expect(await ruleIdsFor('mfe-groups/src/features/groups/components/probe.tsx', "import { useToast } from '@alive/ui';\nimport { groupsClient } from '../../../shared/api/groups-api.ts';\nexport const y = [useToast, groupsClient];\n")).toEqual([]);
  });

  it('keeps a service layered: http → domain → data', async () => {
    expect(await ruleIdsFor('services/groups/src/domain/probe.ts', "import { groupRoutes } from '../http/group-routes.ts';\nexport const y = groupRoutes;\n")).toContain('no-restricted-imports');
    expect(await ruleIdsFor('services/groups/src/data/probe.ts', "import { groupRoutes } from '../http/group-routes.ts';\nexport const y = groupRoutes;\n")).toContain('no-restricted-imports');
    expect(await ruleIdsFor('services/groups/src/http/probe.ts', "import { createGroupRepository } from '../data/group-repository.ts';\nexport const y = createGroupRepository;\n")).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await ruleIdsFor('services/groups/src/http/probe.ts', "import type { GroupRepository } from '../data/group-repository.ts';\nexport type Y = GroupRepository;\n")).toEqual([]);
  });

  it('keeps the tools out of the product, by package name or by path (tools/README.md)', async () => {
    expect(await ruleIdsFor('mfe-groups/src/probe.ts', "import X from '@alive/tools';\nexport const y = X;\n")).toContain('@typescript-eslint/no-restricted-imports');
    expect(await ruleIdsFor('libs/domain/src/probe.ts', "import X from '@alive/tools';\nexport const y = X;\n")).toContain('no-restricted-imports');
    const byPath = "import { summarize } from '../../../tools/lib/percentiles.mjs';\nexport const y = summarize;\n";
    expect(await ruleIdsFor('services/profile/src/probe.ts', byPath)).toContain('@nx/enforce-module-boundaries');
    expect(await ruleIdsFor('libs/domain/src/probe.ts', byPath)).toContain('@nx/enforce-module-boundaries');
    expect(await ruleIdsFor('e2e/tests/probe.ts', "import { summarize } from '../../tools/lib/percentiles.mjs';\nexport const y = summarize;\n")).toContain('@nx/enforce-module-boundaries');
  });

  it('lets the tools take libs, service packages and sources, the browser tests’ helpers and the scripts, but not an app', async () => {
    const reaching = [
      "import { tagDisplayName } from '@alive/domain';",
      "import { createChoicesService } from '@alive/choices-service';",
      "import { findNextPair } from '../../services/choices/src/domain/next-pair.ts';",
      "import { SEED_CHOICE_PAIRS } from '../../libs/db/src/seed/data/choice-pairs.ts';",
      "import { ACCOUNTS } from '../../e2e/tests/support/sign-in.ts';",
      "import { loadServiceEntry } from '../../scripts/service-entries.ts';",
      'export const y = [tagDisplayName, createChoicesService, findNextPair, SEED_CHOICE_PAIRS, ACCOUNTS, loadServiceEntry];',
    ].join('\n');
    expect(await ruleIdsFor('tools/bench/probe.mjs', `${reaching}\n`)).toEqual([]);
    expect(await ruleIdsFor('tools/bench/probe.mjs', "import { x } from '../../shell/src/index.ts';\nexport const y = x;\n")).toContain('@nx/enforce-module-boundaries');
  });

  it('allows feature apps and services to import libs', async () => {
    expect(await ruleIdsFor('mfe-choices/src/probe.ts', "import { tagDisplayName } from '@alive/domain';\nexport const y = tagDisplayName;\n")).toEqual([]);
    expect(await ruleIdsFor('services/profile/src/probe.ts', "import { tagDisplayName } from '@alive/domain';\nexport const y = tagDisplayName;\n")).toEqual([]);
  });
});
