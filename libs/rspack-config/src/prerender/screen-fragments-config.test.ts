import { describe, expect, it } from 'vitest';
import { createRemoteBuild } from '../create-app-config.ts';
import { fragmentScreens, screenFragmentsEntry } from './screen-fragments-config.ts';

const EXPOSES = {
  './HomeScreen': './src/home-screen.tsx',
  './GroupScreen': './src/group-screen.tsx',
  './Card': './src/card.tsx',
};

describe('fragmentScreens', () => {
  it('gives each exposed route screen once, at its first path without a parameter; cards and parameter-only screens get none', () => {
    const routes = [
      { path: '/', module: './HomeScreen', title: 'Home' },
      { path: '/choices', module: './HomeScreen', title: 'Home' },
      { path: '/groups/:groupId', module: './GroupScreen', title: 'Group' },
      { path: '/missing', module: './Missing', title: 'Missing' },
    ];
    expect(fragmentScreens(routes, EXPOSES)).toEqual([{ module: './HomeScreen', source: './src/home-screen.tsx', path: '/' }]);
    expect(fragmentScreens([...routes, { path: '/groups', module: './GroupScreen', title: 'Groups' }], EXPOSES).map((screen) => screen.path)).toEqual(['/', '/groups']);
  });
});

describe('screenFragmentsEntry', () => {
  it("imports each screen's module by its absolute path and renders it at its path", () => {
    const entry = screenFragmentsEntry('/repo/mfe-x', [{ module: './HomeScreen', source: './src/home-screen.tsx', path: '/' }]);
    expect(entry).toContain("import { renderScreenFragment } from '@alive/ui/screen-fragment-render';");
    expect(entry).toContain('import Screen0 from "/repo/mfe-x/src/home-screen.tsx";');
    expect(entry).toContain('["./HomeScreen"]: () => renderScreenFragment(Screen0, "/"),');
  });
});

describe('createRemoteBuild', () => {
  it("builds the container, then (depending on it) its screens' fragments for Node, into a folder that is never served", () => {
    const [remote, fragments] = createRemoteBuild({
      appDir: new URL('../../../../mfe-choices/', import.meta.url).pathname,
      exposes: { './HomeScreen': './src/features/choices/components/home-screen.tsx' },
      routes: [{ path: '/', module: './HomeScreen', title: 'A.L.I.V.E Choices' }],
      mode: 'production',
    });
    expect(remote!.name).toBe('choices');
    expect(fragments!.dependencies).toEqual(['choices']);
    expect(fragments!.target).toEqual(['node', 'es2022']);
    expect(fragments!.output?.path).toMatch(/node_modules\/\.cache\/alive-screen-fragments$/);
    expect(fragments!.module).toBe(remote!.module);
  });
});
