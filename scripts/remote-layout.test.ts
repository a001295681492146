import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Every remote has one layout (docs/architecture.md, "Inside a remote"):
//   src/routes.ts                      the screens it serves
//   src/features/<feature>/api         the declared client (endpointClient on the endpoint tables)
//                         /hooks       state and reactions built on api/
//                         /components  the screens and their parts
//   src/shared/{api,hooks,components}  only what two or more features of the remote use
//   src/test                           render helpers of the remote's screen tests
// A folder anywhere else (screens/, lib/, utils/, a nested folder in a layer) fails here.
const LAYERS = new Set(['api', 'hooks', 'components']);
const TOP_FOLDERS = new Set(['features', 'shared', 'test']);

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
  const layers = (dir: string, ...parts: string[]) => {
    for (const entry of entries(dir)) {
      if (!entry.isDirectory()) violations.push(at(...parts, entry.name));
      else if (!LAYERS.has(entry.name)) violations.push(`${at(...parts, entry.name)}/`);
      else flatLayer(path.join(dir, entry.name), ...parts, entry.name);
    }
  };
  for (const entry of entries(src)) {
    if (!entry.isDirectory()) {
      if (entry.name !== 'routes.ts') violations.push(at(entry.name));
      continue;
    }
    if (!TOP_FOLDERS.has(entry.name)) violations.push(`${at(entry.name)}/`);
    else if (entry.name === 'shared') layers(path.join(src, 'shared'), 'shared');
    else if (entry.name === 'features') {
      for (const feature of entries(path.join(src, 'features'))) {
        if (!feature.isDirectory()) violations.push(at('features', feature.name));
        else layers(path.join(src, 'features', feature.name), 'features', feature.name);
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
    for (const ok of ['src/routes.ts', 'src/features/a/api/a-api.ts', 'src/features/a/hooks/use-a.ts', 'src/features/a/components/a-screen.tsx', 'src/shared/components/card.tsx', 'src/test/render.tsx']) file(ok);
    expect(layoutViolations(scratch)).toEqual([]);
    for (const bad of ['src/screens/a-screen.tsx', 'src/features/a/lib/labels.ts', 'src/shared/lib/percent.ts', 'src/features/a/a-api.ts', 'src/features/a/components/parts/card.tsx', 'src/utils.ts']) file(bad);
    expect(layoutViolations(scratch).sort()).toEqual(
      ['src/features/a/a-api.ts', 'src/features/a/components/parts/', 'src/features/a/lib/', 'src/screens/', 'src/shared/lib/', 'src/utils.ts'].sort(),
    );
  });
});
