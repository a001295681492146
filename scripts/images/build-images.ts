import { execFileSync } from 'node:child_process';
import { REMOTES, SHELL_FOLDER } from '@alive/features';
import path from 'node:path';
import { releaseVersion } from '../deploy/deploy-targets.ts';
import { ensureBaseImage } from './base-image.ts';
import { imagePlans, imageRef, recipeOf, type ImagePlan } from './image-plan.ts';
import { ensureHostPackages, podmanLoud } from './podman.ts';
import { stageImage } from './stage-image.ts';
import { readPackageJson, repoRoot } from './workspace-packages.ts';

/**
 * `npm run images:build`: the base image (once), the browser apps, then every image from its staged
 * folder and its generated recipe (docs/deploy.md, "Building and running the images here").
 */

/** Where the base's root filesystem, the Node package and the staged contexts are kept between runs. */
export const imagesCacheDir = (): string => process.env.ALIVE_IMAGES_DIR ?? '/var/tmp/alive-images';

export interface BuiltImage {
  name: string;
  ref: string;
  bundleBytes: number;
  installed: Record<string, string>;
}

/** The shell and every remote: the edge image serves their builds. */
function buildBrowserApps(log: (line: string) => void): void {
  const projects = [SHELL_FOLDER, ...REMOTES.map((remote) => remote.folder)].map((folder) => readPackageJson(folder).name);
  log(`building ${projects.join(', ')}`);
  execFileSync('npx', ['nx', 'run-many', '-t', 'build', `--projects=${projects.join(',')}`, '--outputStyle=static'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
}

export async function buildImage(plan: ImagePlan, version: string, log: (line: string) => void): Promise<BuiltImage> {
  const staged = await stageImage(plan, path.join(imagesCacheDir(), 'stage'), version);
  const ref = imageRef(plan.name, version);
  // Docker format keeps HEALTHCHECK, which the OCI image format has no field for.
  await podmanLoud(['build', '--quiet', '--format', 'docker', '--network', 'none', '-f', path.join(repoRoot, recipeOf(plan)), '-t', ref, staged.context], [
    'ignore',
    'ignore',
    'inherit',
  ]);
  log(`built ${ref} (bundle ${(staged.bundleBytes / 1e6).toFixed(1)} MB, installed: ${Object.keys(staged.installed).join(', ') || 'nothing'})`);
  return { name: plan.name, ref, bundleBytes: staged.bundleBytes, installed: staged.installed };
}

export async function buildImages(log: (line: string) => void, options: { only?: readonly string[]; skipApps?: boolean } = {}): Promise<BuiltImage[]> {
  ensureHostPackages(log);
  await ensureBaseImage(imagesCacheDir(), log);
  const plans = imagePlans().filter((plan) => !options.only?.length || options.only.includes(plan.name));
  if (!options.skipApps && plans.some((plan) => plan.statics.length > 0)) buildBrowserApps(log);
  const version = releaseVersion();
  const built: BuiltImage[] = [];
  for (const plan of plans) built.push(await buildImage(plan, version, log));
  return built;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const log = (line: string) => console.log(`[images] ${line}`);
  buildImages(log, { only, skipApps: process.argv.includes('--skip-apps') }).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
