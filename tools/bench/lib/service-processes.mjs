/** The services under test, each as its own process (`scripts/service-main.ts <name>`), as in production. */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sleep } from './bench-run.mjs';
import { REPO_ROOT, SESSION_KEYS } from './workspace.mjs';

// After workspace.mjs: it registers tsx, which the TypeScript registry needs.
const { LIVE_SERVICE_NAMES } = await import('@alive/features');

export async function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `scripts/service-main.ts <name>` with NODE_ENV=production on `port` (default: a free one;
 * `<NAME>_PORT`) and waits for `readyPath` (default /readyz). `env` adds e.g. DATABASE_URL and
 * NATS_URL; `nodeArgs` go before the entry (e.g. --cpu-prof). Resolves with `{ child, url, port }`.
 */
export async function startServiceProcess(name, { env = {}, nodeArgs = [], logLevel, poolSize, port: wanted, readyPath = '/readyz' }) {
  const port = wanted ?? (await freePort());
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(REPO_ROOT, 'scripts/service-main.ts'), name], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      [`${name.toUpperCase()}_PORT`]: String(port),
      SESSION_KEYS,
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: logLevel,
      DB_POOL_SIZE: poolSize,
      ...env,
    },
    // Request logs are produced (pino JSON lines) but discarded, as a log shipper would consume them.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    const ok = await fetch(`${url}${readyPath}`).then((r) => r.ok, () => false);
    if (ok) return { child, url, port };
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`${name} service did not become ready`);
}

/**
 * The edge (`scripts/service-main.ts edge`) in front of `routed` (service name → its base URL, or a
 * comma-separated list of replicas); every other service's prefixes answer 502. Ready once it
 * answers /healthz (its /readyz would wait for the services it does not route).
 */
export function startEdgeProcess(routed, { logLevel, nodeArgs = [] }) {
  const env = Object.fromEntries(LIVE_SERVICE_NAMES.map((name) => [`${name.toUpperCase()}_URL`, routed[name] ?? '']));
  // In production the edge signs page-load tokens and refuses to start without keys.
  env.RUM_TOKEN_KEYS = 'bench-page-load-token-key';
  return startServiceProcess('edge', { env, logLevel, nodeArgs, readyPath: '/healthz' });
}

/**
 * nginx (Debian's, `apt-get install nginx`) with the production config the project renders
 * (services/edge/src/nginx-config.ts, the same route table), in front of `routed` (service name → its
 * base URL or a comma-separated list of replicas): the API's edge in the cluster, where the Ingress
 * sends `/api/*` straight to the services (docs/deploy.md, "Topology"). Ready once it answers /healthz.
 */
export async function startNginxProcess(routed) {
  const { renderNginxConfig } = await import('../../../services/edge/src/nginx-config.ts');
  const { nginxModuleLoads } = await import('../../../services/edge/src/nginx-modules.ts');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'alive-bench-nginx-'));
  for (const folder of ['shell', 'assets', 'temp']) mkdirSync(join(dir, folder));
  const hostPorts = (urls) => urls.split(',').map((url) => new URL(url).host).join(',');
  const upstreams = Object.fromEntries(LIVE_SERVICE_NAMES.map((name) => [name, routed[name] ? hostPorts(routed[name]) : '127.0.0.1:9']));
  const site = renderNginxConfig({
    upstreams,
    remoteManifest: {},
    shellRoot: join(dir, 'shell'),
    assetsRoot: join(dir, 'assets'),
    oidcIssuer: 'http://localhost:4100',
    listen: `127.0.0.1:${port}`,
  });
  writeFileSync(join(dir, 'site.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      // The modules the rendered config uses (brotli: `apt-get install libnginx-mod-http-brotli-filter`).
      nginxModuleLoads(),
      'worker_processes auto;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(dir, 'temp', kind)};`),
      `  include ${join(dir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    const ok = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (ok) return { child, url, port };
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`nginx did not start (see ${join(dir, 'error.log')})`);
}

/** SIGTERM to each (a graceful shutdown, as a deploy would), resolved when all have exited. */
export function stopServiceProcesses(services) {
  return Promise.all(
    services.map((s) => {
      const exited = new Promise((r) => s.child.once('exit', r));
      s.child.kill('SIGTERM');
      return exited;
    }),
  );
}
