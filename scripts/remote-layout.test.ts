import { ESLint } from 'eslint';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Every remote has one layout (docs/architecture.md, "Inside a remote"):
//   src/routes.ts                      the screens it serves
//   src/features/<feature>/api         its declared queries and mutations (endpointClient, TanStack Query hooks)
//                         /hooks       screen logic built on api/: toasts, redirects, state
//                         /components  the screens and their parts
//                         /index.ts    what the other features may import from it (only if they do)
//   src/shared/{api,hooks,components}  only what two or more features of the remote use
//   src/test                           render helpers of the remote's screen tests
// A folder anywhere else (screens/, lib/, utils/, a nested folder in a layer) fails here; the imports
// between features are eslint.config.mjs's (alive/no-cross-feature-imports), checked at the end.
const LAYERS = new Set(['api', 'hooks', 'components']);
const TOP_FOLDERS = new Set(['features', 'shared', 'test']);
/** The one file at a feature's root: the door the other features of the remote go through. */
const FEATURE_DOOR = 'index.ts';

const root = path.resolve(new URL('..', import.meta.url).pathname);

/** Every folder or file of a remote's src/ that is outside the layout, relative to the remote. */
function layoutViolations(remoteDir: string): string[] {
  const src = path.join(remoteDir, 'src');
  const violations: string[] = [];
  const entries = (dir: string) => readdirSync(dir, { withFileTypes: true });
  const at = (...parts: string[]) => path.join('src', ...parts);
  const flatLayer = (dir: string, ...parts: string[]) => {
    for (const entry of entries(dir)) if (entry.isDirectory()) violations.push(`${at(...parts, entry.name)}/`);
  };
  const layers = (dir: string, door: string | null, ...parts: string[]) => {
    for (const entry of entries(dir)) {
      if (!entry.isDirectory()) {
        if (entry.name !== door) violations.push(at(...parts, entry.name));
      } else if (!LAYERS.has(entry.name)) violations.push(`${at(...parts, entry.name)}/`);
      else flatLayer(path.join(dir, entry.name), ...parts, entry.name);
    }
  };
  for (const entry of entries(src)) {
    if (!entry.isDirectory()) {
      if (entry.name !== 'routes.ts') violations.push(at(entry.name));
      continue;
    }
    if (!TOP_FOLDERS.has(entry.name)) violations.push(`${at(entry.name)}/`);
    else if (entry.name === 'shared') layers(path.join(src, 'shared'), null, 'shared');
    else if (entry.name === 'features') {
      for (const feature of entries(path.join(src, 'features'))) {
        if (!feature.isDirectory()) violations.push(at('features', feature.name));
        else layers(path.join(src, 'features', feature.name), FEATURE_DOOR, 'features', feature.name);
      }
    }
  }
  return violations;
}

const remotes = readdirSync(root).filter((name) => name.startsWith('mfe-') && existsSync(path.join(root, name, 'src', 'routes.ts')));

describe('the layout inside a remote', () => {
  it('finds the remotes', () => {
    expect(remotes.length).toBeGreaterThan(0);
  });

  it.each(remotes)('%s follows features/<feature>/{api,hooks,components}', (remote) => {
    expect(layoutViolations(path.join(root, remote))).toEqual([]);
  });

  const scratch = mkdtempSync(path.join(tmpdir(), 'remote-layout-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const file = (relative: string) => {
    mkdirSync(path.dirname(path.join(scratch, relative)), { recursive: true });
    writeFileSync(path.join(scratch, relative), '');
  };

  it('names every folder and stray file outside the layout', () => {
    for (const ok of ['src/routes.ts', 'src/features/a/api/a-api.ts', 'src/features/a/hooks/use-a.ts', 'src/features/a/components/a-screen.tsx', 'src/features/a/index.ts', 'src/shared/components/card.tsx', 'src/test/render.tsx']) file(ok);
    expect(layoutViolations(scratch)).toEqual([]);
    for (const bad of ['src/screens/a-screen.tsx', 'src/features/a/lib/labels.ts', 'src/shared/lib/percent.ts', 'src/features/a/a-api.ts', 'src/features/a/components/parts/card.tsx', 'src/shared/index.ts', 'src/utils.ts']) file(bad);
    expect(layoutViolations(scratch).sort()).toEqual(
      ['src/features/a/a-api.ts', 'src/features/a/components/parts/', 'src/features/a/lib/', 'src/screens/', 'src/shared/index.ts', 'src/shared/lib/', 'src/utils.ts'].sort(),
    );
  });
});

describe('the features of a remote', () => {
  // Lint imports as if written in the named files (like scripts/module-boundaries.test.ts): the rule of
  // eslint.config.mjs must really fail on a reach into another feature, and let its index.ts through.
  const eslint = new ESLint({ cwd: root });
  const RULE = 'alive/no-cross-feature-imports';
  const errorsOf = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((message) => message.severity === 2).map((message) => message.ruleId ?? 'fatal');
  };
  const hook = 'mfe-choices/src/features/choice-loop/hooks/probe.ts';

  it("refuse a reach into another feature's files, static or lazy", async () => {
    expect(await errorsOf(hook, "import { useChoiceSync } from '../../choice-sync/hooks/use-choice-sync.ts';\nexport const y = useChoiceSync;\n")).toContain(RULE);
    expect(await errorsOf(hook, "export { SyncStatus } from '../../choice-sync/components/sync-status.tsx';\n")).toContain(RULE);
    expect(await errorsOf('mfe-groups/src/features/groups/components/probe.tsx', "export const load = () => import('../../group-detail/components/members-tab.tsx');\n")).toContain(RULE);
  });

  it("go through the feature's index.ts, or src/shared/", async () => {
    expect(await errorsOf(hook, "import { useChoiceSync } from '../../choice-sync/index.ts';\nexport const y = useChoiceSync;\n")).toEqual([]);
    expect(await errorsOf(hook, "import { choicesClient } from '../../../shared/api/choices-client.ts';\nexport const y = choicesClient;\n")).toEqual([]);
  });

  it('keep src/shared/ below them: it imports no feature, not even its index.ts', async () => {
    expect(await errorsOf('mfe-choices/src/shared/api/probe.ts', "import type { QueuedChoice } from '../../features/choice-sync/index.ts';\nexport type Y = QueuedChoice;\n")).toContain(RULE);
  });
});
