import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { releaseVersion } from '../deploy/deploy-targets.ts';
import { bundlePath, dockerfilePath, STAGED_APP_DIR } from '../deploy/docker/dockerfile-template.ts';
import { imagePlans, type ImagePlan } from './image-plan.ts';
import { kubePlaySet, localPort, processPorts, type Doc, type LocalSiteSettings } from './kube-play.ts';
import { stageImage } from './stage-image.ts';
import { repoRoot } from './workspace-packages.ts';

/**
 * The production bundles run as the images run them, without containers (docs/deploy.md, "Tests of
 * what ships"): the folders `npm run images:build` copies into each image, started with `node` on
 * the command line of the image's recipe and the environment of its Kubernetes manifest (ConfigMap,
 * container env and the recipe's own ENV), paths under /app mapped to the staged folder. What a
 * bundle lacks (a worker file, a package left outside) fails here as it would in a cluster.
 */

export interface StagedProcess {
  plan: ImagePlan;
  /** The staged folder that becomes the image's /app. */
  appDir: string;
}

/** Stages every image's folder (the bundle, its worker files and production packages), in parallel. */
export async function stageAll(stageRoot: string, plans: readonly ImagePlan[] = imagePlans()): Promise<StagedProcess[]> {
  const version = releaseVersion();
  return Promise.all(
    plans.map(async (plan) => {
      const staged = await stageImage(plan, stageRoot, version);
      return { plan, appDir: path.join(staged.context, STAGED_APP_DIR) };
    }),
  );
}

/** The `ENV` variables of an image's recipe (deploy/docker/<name>.Dockerfile): what the image sets before the manifest does. */
export function recipeEnvironment(name: string, root = repoRoot): Record<string, string> {
  const recipe = readFileSync(path.join(root, dockerfilePath(name)), 'utf8');
  const env: Record<string, string> = {};
  for (const line of recipe.split('\n').filter((l) => l.startsWith('ENV '))) {
    for (const pair of line.slice(4).trim().split(/\s+/)) {
      const eq = pair.indexOf('=');
      env[pair.slice(0, eq)] = pair.slice(eq + 1);
    }
  }
  return env;
}

/**
 * The environment a container of `pod` gets: the recipe's ENV, then the ConfigMaps it names, then its
 * own env (Kubernetes' order). ConfigMap volumes are written under `filesDir` and absolute paths into
 * the image (/app/...) or a mounted volume are rewritten to where they are on this machine.
 */
export function containerEnvironment(name: string, podSpec: Doc, configMaps: readonly Doc[], appDir: string, filesDir: string): Record<string, string> {
  const container = (podSpec.containers as Doc[])[0]!;
  const mounts = new Map<string, string>();
  for (const mount of (container.volumeMounts ?? []) as Doc[]) {
    const volume = ((podSpec.volumes ?? []) as Doc[]).find((v) => v.name === mount.name);
    const configMap = volume?.configMap ? configMaps.find((doc) => doc.metadata.name === volume.configMap.name) : undefined;
    if (!configMap) continue;
    const dir = path.join(filesDir, name, mount.mountPath as string);
    mkdirSync(dir, { recursive: true });
    for (const [file, text] of Object.entries((configMap.data ?? {}) as Record<string, string>)) writeFileSync(path.join(dir, file), text);
    mounts.set(mount.mountPath as string, dir);
  }
  const local = (value: string): string => {
    for (const [mountPath, dir] of mounts) if (value === mountPath || value.startsWith(`${mountPath}/`)) return dir + value.slice(mountPath.length);
    return value === '/app' || value.startsWith('/app/') ? appDir + value.slice('/app'.length) : value;
  };
  const env: Record<string, string> = { ...recipeEnvironment(name) };
  for (const from of (container.envFrom ?? []) as Doc[]) {
    const configMap = configMaps.find((doc) => doc.metadata.name === from.configMapRef?.name);
    if (!configMap) throw new Error(`${name}: envFrom names ConfigMap ${from.configMapRef?.name as string}, which the set does not hold`);
    Object.assign(env, configMap.data);
  }
  for (const variable of (container.env ?? []) as Doc[]) if (typeof variable.value === 'string') env[variable.name as string] = variable.value;
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, local(value)]));
}

export interface BundledProcess {
  name: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote, stdout and stderr. */
  output(): string;
  /** Set once the process ended: its exit code or signal. */
  exited(): string | undefined;
  stop(): Promise<void>;
}

/** Starts `node <bundle>` in the staged folder, as the recipe's CMD does in /app. */
export function startBundledProcess(name: string, port: number, appDir: string, entry: string, env: Record<string, string>): BundledProcess {
  let output = '';
  let exit: string | undefined;
  // Only what the manifest gives, plus PATH for node itself: the process sees no variable of this machine's.
  const child = spawn(process.execPath, [bundlePath(entry)], { cwd: appDir, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const ended = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      exit = String(code ?? signal);
      resolve();
    }),
  );
  return {
    name,
    port,
    child,
    output: () => output,
    exited: () => exit,
    async stop() {
      if (exit === undefined) child.kill('SIGTERM');
      await ended;
    },
  };
}

/** The Deployments of the Kubernetes set, with the ConfigMaps their containers read. */
export function playedSite(settings: LocalSiteSettings): { deployments: Doc[]; configMaps: Doc[]; migration: Doc } {
  const set = kubePlaySet(settings);
  return {
    deployments: set.site.filter((doc) => doc.kind === 'Deployment'),
    configMaps: set.site.filter((doc) => doc.kind === 'ConfigMap'),
    migration: set.migration,
  };
}

export const localProcessPort = (name: string, settings: Pick<LocalSiteSettings, 'portOffset'>): number => {
  const port = processPorts().get(name);
  if (port === undefined) throw new Error(`${name} is no process of the registry`);
  return localPort(port, settings);
};
