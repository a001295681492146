import { execFileSync, spawn, spawnSync, type StdioOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/**
 * Podman as these scripts run it (docs/deploy.md, "Building and running the images here"): Debian's
 * podman with runc and the project's containers.conf, no Docker daemon and no image registry.
 */

export const CONTAINERS_CONF = fileURLToPath(new URL('./containers.conf', import.meta.url));
/** Debian packages the image scripts need: podman itself, runc (crun refuses hybrid cgroups) and debootstrap for the base image. */
export const HOST_PACKAGES = ['podman', 'runc', 'debootstrap'] as const;

const podmanEnv = (): NodeJS.ProcessEnv => ({ ...process.env, CONTAINERS_CONF });
const globalFlags = ['--runtime', 'runc'];

function which(command: string): boolean {
  return ['/usr/bin', '/usr/sbin', '/bin', '/sbin', '/usr/local/bin'].some((dir) => existsSync(path.join(dir, command)));
}

/** Installs podman, runc and debootstrap with apt-get when one is missing (a fresh machine); needs root. */
export function ensureHostPackages(log: (line: string) => void): void {
  const missing = HOST_PACKAGES.filter((pkg) => !which(pkg));
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) throw new Error(`${missing.join(', ')} missing; run as root (apt-get install -y ${missing.join(' ')})`);
  log(`installing ${missing.join(' ')} with apt-get`);
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** Runs `podman <args>` and returns its stdout; throws with podman's stderr when it fails. */
export function podman(args: readonly string[], options: { input?: string } = {}): string {
  const result = spawnSync('podman', [...globalFlags, ...args], {
    env: podmanEnv(),
    input: options.input,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`podman ${args.join(' ')} failed (${result.status}): ${(result.stderr || result.stdout).trim().slice(-2000)}`);
  }
  return result.stdout;
}

/**
 * Without systemd podman cannot schedule health checks and says so for every container
 * (docs/deploy.md, "What differs from Kubernetes"): harmless, and left out of the output.
 */
const NO_SYSTEMD = /unable to get systemd connection/;

/** `podman <args>` with its output shown as it runs (builds, kube play); an inherited stderr is filtered. */
export function podmanLoud(args: readonly string[], stdio: StdioOptions = 'inherit'): Promise<void> {
  return new Promise((resolve, reject) => {
    const streams = (Array.isArray(stdio) ? [...stdio] : [stdio, stdio, stdio]) as unknown[];
    const filterStderr = streams[2] === 'inherit';
    if (filterStderr) streams[2] = 'pipe';
    const child = spawn('podman', [...globalFlags, ...args], { env: podmanEnv(), stdio: streams as StdioOptions });
    if (filterStderr) {
      createInterface({ input: child.stderr! }).on('line', (line) => {
        if (!NO_SYSTEMD.test(line)) process.stderr.write(`${line}\n`);
      });
    }
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`podman ${args.slice(0, 2).join(' ')} failed (${code})`))));
  });
}

export function imageExists(ref: string): boolean {
  return spawnSync('podman', [...globalFlags, 'image', 'exists', ref], { env: podmanEnv() }).status === 0;
}

/** The image's size in bytes, as `podman image ls` counts it (every layer, the base included). */
export function imageSize(ref: string): number {
  return Number(podman(['image', 'inspect', '--format', '{{.Size}}', ref]).trim());
}

/** Every file of an image, for checks on what it holds (no tsx, no React): a throwaway container's filesystem. */
export function imagePaths(ref: string, under: string): string[] {
  const container = podman(['create', ref, 'true']).trim();
  try {
    const mount = podman(['mount', container]).trim();
    const root = path.join(mount, under);
    const out = spawnSync('find', [root, '-maxdepth', '4'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).stdout;
    return out.split('\n').filter(Boolean).map((file) => file.slice(mount.length));
  } finally {
    podman(['unmount', container]);
    podman(['rm', container]);
  }
}

/** Restarts of every container podman holds, pods' infra containers left out: name → count. */
export function containerRestarts(): Record<string, number> {
  const names = podman(['ps', '-a', '--format', '{{.Names}}']).split('\n').filter((name) => name && !name.endsWith('-infra'));
  if (names.length === 0) return {};
  const lines = podman(['inspect', '--format', '{{.Name}} {{.RestartCount}}', ...names]).trim().split('\n');
  return Object.fromEntries(lines.map((line) => line.trim().split(' ')).map(([name, count]) => [name!, Number(count)]));
}
