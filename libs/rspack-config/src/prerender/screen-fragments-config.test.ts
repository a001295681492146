import { describe, expect, it } from 'vitest';
import { rspack, type Configuration, type Stats } from '@rspack/core';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { RemoteRoute } from '@alive/contracts';
import { SCREEN_RENDERER_FILE } from '@alive/contracts/constants';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '../create-app-config.ts';
import { fragmentScreens, screenFragmentsEntry, ScreenFragmentsPlugin } from './screen-fragments-config.ts';

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
    expect(entry).toContain('import * as Screen0 from "/repo/mfe-x/src/home-screen.tsx";');
    expect(entry).toContain('["./HomeScreen"]: () => renderScreenFragment(Screen0.default, "/"),');
    expect(entry).toContain('export async function renderScreen(module, path, reads) {');
  });
});

describe('a remote\'s production build', () => {
  const appDir = fileURLToPath(new URL('../../../../mfe-choices/', import.meta.url));
  const options = {
    appDir,
    exposes: { './HomeScreen': './src/features/choice-loop/components/home-screen.tsx' },
    routes: [{ path: '/', module: './HomeScreen', title: 'A.L.I.V.E Choices' }] as RemoteRoute[],
  };

  it('renders its screens (a development build does not)', () => {
    const has = (config: Configuration) => (config.plugins ?? []).some((plugin) => plugin instanceof ScreenFragmentsPlugin);
    expect(has(createRemoteConfig({ ...options, mode: 'production' }))).toBe(true);
    expect(has(createRemoteConfig({ ...options, mode: 'development' }))).toBe(false);
  });

  async function buildInto(outDir: string, routes: RemoteRoute[]) {
    const config = createRemoteConfig({ ...options, routes, mode: 'production' });
    const stats = await new Promise<Stats | undefined>((done, fail) => {
      const compiler = rspack({ ...config, output: { ...config.output, path: outDir } });
      compiler.run((error, result) => compiler.close(() => (error ? fail(error) : done(result))));
    });
    expect(stats?.hasErrors(), stats?.toString({ all: false, errors: true })).toBe(false);
  }

  it("writes each screen's fragment into the remote's output folder, wherever that is (rspack build -o), and no screens bundle when no route declares reads", async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'alive-fragments-'));
    try {
      await buildInto(outDir, options.routes);
      expect(existsSync(join(outDir, 'remoteEntry.js'))).toBe(true);
      const fragment = readFileSync(join(outDir, 'screens/HomeScreen.html'), 'utf8');
      expect(fragment).toMatch(/^<style>\[data-screen-fragment\] /);
      expect(fragment).toContain('Pick the option that feels more like you.');
      expect(fragment).toContain('Setting up your experience...');
      expect(readdirSync(outDir).filter((name) => name.includes('render-screen-fragments'))).toEqual([]);
      expect(existsSync(join(outDir, SCREEN_RENDERER_FILE))).toBe(false);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('ships the screens bundle when a route declares its reads: one file, rendering a screen with answers once it is ready', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'alive-fragments-'));
    try {
      await buildInto(outDir, [{ ...options.routes[0]!, reads: ['/api/choice-pairs/next'] }]);
      const require = createRequire(import.meta.url);
      const { renderScreen } = require(join(outDir, SCREEN_RENDERER_FILE)) as { renderScreen: (module: string, path: string, reads: unknown[]) => Promise<string | null> };
      const rendered = await renderScreen('./HomeScreen', '/', []);
      expect(rendered).toContain('Pick the option that feels more like you.');
      await expect(renderScreen('./Elsewhere', '/', [])).resolves.toBeNull();
      await expect(renderScreen('toString', '/', [])).resolves.toBeNull();
      expect(readdirSync(join(outDir, 'screens')).filter((name) => name.endsWith('.js') || name.endsWith('.cjs'))).toEqual(['render.cjs']);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 120_000);
});
