import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack, type Configuration, type Watching } from '@rspack/core';
import { MANIFEST_FILE, devRemoteConfig } from '@alive/rspack-config';
import { startRemoteDevServer } from './remote-dev-server.ts';

export interface WatchedRemote {
  name: string;
  /** What the site's `/remotes.json` points this remote at. */
  manifestUrl: string;
  close(): Promise<void>;
}

export interface WatchRemoteOptions {
  name: string;
  /** The remote's app folder (holding rspack.config.ts), absolute. */
  appDir: string;
  port: number;
  log: (message: string) => void;
}

async function loadDevelopmentConfig(appDir: string): Promise<Configuration> {
  // createRemoteConfig picks the mode from NODE_ENV when the config file is evaluated.
  process.env.NODE_ENV = 'development';
  const module = (await import(pathToFileURL(path.join(appDir, 'rspack.config.ts')).href)) as { default: Configuration };
  return module.default;
}

/**
 * One remote in watch mode: rspack rebuilds it into a temporary folder on every source change and a
 * small server serves that folder with a live-reload stream. Resolves after the first build (good or
 * not: a broken first build is reported and the next save retries).
 */
export async function watchRemote(options: WatchRemoteOptions): Promise<WatchedRemote> {
  const { name, log } = options;
  const outputPath = mkdtempSync(path.join(tmpdir(), `alive-dev-${name}-`));
  const server = await startRemoteDevServer({ root: outputPath, port: options.port });
  const config = devRemoteConfig(await loadDevelopmentConfig(options.appDir), { outputPath });
  const compiler = rspack(config);

  let firstBuild: () => void = () => {};
  const built = new Promise<void>((resolve) => (firstBuild = resolve));
  let started = performance.now();
  compiler.hooks.watchRun.tap('alive-dev', () => {
    started = performance.now();
  });
  const watching: Watching = compiler.watch(config.watchOptions ?? {}, (error, stats) => {
    const ms = Math.round(performance.now() - started);
    if (error) log(`${name}: build failed: ${error.message}`);
    else if (stats?.hasErrors()) log(`${name}: build failed (${ms} ms)\n${stats.toString({ all: false, errors: true, colors: false })}`);
    else if (stats?.hash) {
      server.built(stats.hash);
      log(`${name}: built in ${ms} ms`);
    }
    firstBuild();
  });
  await built;

  return {
    name,
    manifestUrl: `${server.origin}/${MANIFEST_FILE}`,
    async close() {
      await new Promise<void>((resolve) => watching.close(() => resolve()));
      await server.close();
      rmSync(outputPath, { recursive: true, force: true });
    },
  };
}
