import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { remoteReleases } from '../deploy/deploy-targets.ts';
import { RELEASES_DIR, STAGED_APP_DIR } from '../deploy/docker/dockerfile-template.ts';
import { bundleEntry } from './bundle-entry.ts';
import type { ImagePlan } from './image-plan.ts';
import { lockedVersion, productionClosure, repoRoot } from './workspace-packages.ts';

/**
 * The build context of one image (docs/deploy.md, "What each image holds"): `app/` becomes `/app`
 * and holds the bundled entry, a package.json naming only the packages the bundle leaves outside
 * (at the lockfile's versions, taken from the workspace's own declared dependencies), their
 * production-only install, and any files the process reads (migrations, the edge's built apps).
 */

export interface StagedImage {
  context: string;
  bundleBytes: number;
  installed: Record<string, string>;
}

/** The packages to install, at the versions the lockfile holds; each must be declared in the workspace's closure. */
export function imageDependencies(plan: ImagePlan, externals: readonly string[], root = repoRoot): Record<string, string> {
  const closure = productionClosure(plan.workspace, root);
  const undeclared = externals.filter((name) => !closure.has(name));
  if (undeclared.length > 0) {
    throw new Error(`${plan.name}: its bundle imports ${undeclared.join(', ')}, which ${plan.workspace} and its @alive libraries do not declare`);
  }
  return Object.fromEntries(externals.map((name) => [name, lockedVersion(name, root)]));
}

function npmInstallProduction(dir: string): void {
  execFileSync('npm', ['install', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function stageImage(plan: ImagePlan, stageRoot: string, version: string, root = repoRoot): Promise<StagedImage> {
  const context = path.join(stageRoot, plan.name);
  const app = path.join(context, STAGED_APP_DIR);
  rmSync(context, { recursive: true, force: true });
  mkdirSync(app, { recursive: true });

  const bundle = await bundleEntry(plan.entry, app, root, plan.source);
  const installed = imageDependencies(plan, bundle.externals, root);
  writeFileSync(
    path.join(app, 'package.json'),
    `${JSON.stringify({ name: `alive-${plan.name}-image`, version, private: true, type: 'module', dependencies: installed }, null, 2)}\n`,
  );
  if (Object.keys(installed).length > 0) npmInstallProduction(app);

  for (const [from, to] of plan.copies) cpSync(path.join(root, from), path.join(app, to), { recursive: true });
  for (const [from, to] of plan.statics) {
    if (!existsSync(path.join(root, from, 'index.html')) && !existsSync(path.join(root, from, 'mf-manifest.json'))) {
      throw new Error(`${from} is not built: run npm run build first`);
    }
    cpSync(path.join(root, from), path.join(app, path.relative('/app', to)), {
      recursive: true,
      // Source maps stay out of the image: they are not served to browsers in production.
      filter: (file) => !file.endsWith('.map'),
    });
  }
  if (plan.statics.length > 0) {
    // The versions served when no ConfigMap is mounted: the builds the image holds.
    const versions = Object.fromEntries(remoteReleases(root).map((remote) => [remote.name, remote.version]));
    writeFileSync(path.join(app, path.relative('/app', RELEASES_DIR), 'remote-versions.json'), `${JSON.stringify(versions)}\n`);
  }
  return { context, bundleBytes: bundle.bytes, installed };
}
