import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { changeRelease, readReleases } from '@alive/db';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { startNatsServerProcess, type NatsServerProcess } from '@alive/events/testing';
import { API_ROUTES } from '@alive/features';
import { PAGE_LOAD_TOKEN_HEADER, RUM_PATH } from '@alive/contracts';
import { freePort, startServiceProcess, stopServiceProcesses, type ServiceProcess } from '../../tools/bench/lib/service-processes.mjs';
import { benchSessionCookies, createBenchUsers } from '../../tools/bench/lib/workspace.mjs';
import { EDGE_METRICS_PORT, workloads, type Workload } from '../deploy/deploy-targets.ts';
import { PRODUCTION_TIMING, scaledTiming } from './alert-timing.ts';
import { dashboardQueries, grafanaDashboard } from './dashboards/grafana-model.ts';
import { dashboardFiles } from './dashboards/index.ts';
import { RANGE, RATE_INTERVAL } from './dashboards/queries.ts';
import { prometheusConfig } from './prometheus-config.ts';
import { startPrometheus, type PrometheusProcess } from './prometheus-process.ts';
import { ruleFiles, ruleFileText } from './rule-files.ts';
import { isAlertingRule } from './rule-types.ts';
import { scrapeJobs } from './scrape-jobs.ts';

/**
 * The rules and dashboards against a real Prometheus and the real processes (docs/deploy.md, "Alerts"):
 * every workload as its own process (as deployed) on a fresh Postgres database and a private JetStream
 * server, Debian's `prometheus` scraping each one's /metrics every second with the generated rules at
 * test-sized windows. Every target must be up, every recording rule and every dashboard query must
 * return series, and a stopped service's TargetDown and JobDown must go pending. Conditions are polled
 * with a deadline; nothing sleeps a fixed time.
 */
const TIMING = scaledTiming(PRODUCTION_TIMING, 60);
const SCRAPE_SECONDS = 1;
/** Grafana's variables as a dashboard at this scrape interval would fill them. */
const GRAFANA_VARIABLES: Record<string, string> = { [RATE_INTERVAL]: '5s', [RANGE]: '10m' };
const PUBLIC_URL = 'http://localhost:3000';
const STOPPED = 'admin';
const STABLE = 'obs-1';
const CANARY = 'obs-2';

let dir: string;
let db: TestDatabase | undefined;
let nats: NatsServerProcess | undefined;
let prometheus: PrometheusProcess | undefined;
const processes = new Map<string, ServiceProcess>();
let edgeUrl: string;
let stopTraffic: () => Promise<void> = async () => undefined;

/** Polls `problems` until it returns none, failing with the last ones once `timeoutMs` passed. */
async function until(what: string, problems: () => Promise<string[]>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: string[] = [];
  while (Date.now() < deadline) {
    last = await problems().catch((error: unknown) => [String(error)]);
    if (last.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} not reached within ${timeoutMs} ms:\n  ${last.slice(0, 15).join('\n  ')}${last.length > 15 ? `\n  … and ${last.length - 15} more` : ''}`);
}

/** Published builds of the choices remote, as `npm run publish:remote` leaves them, and the versions file. */
function publishReleases(root: string): string {
  const releasesDir = path.join(root, 'releases');
  for (const version of [STABLE, CANARY]) {
    const release = path.join(releasesDir, 'choices', version);
    mkdirSync(release, { recursive: true });
    writeFileSync(path.join(release, 'mf-manifest.json'), '{}');
    writeFileSync(path.join(release, 'remoteEntry.js'), `/* ${version} */`);
    writeFileSync(path.join(release, 'routes.json'), JSON.stringify([{ path: '/', module: './HomeScreen', title: 'Home' }]));
  }
  writeFileSync(path.join(releasesDir, 'remote-versions.json'), JSON.stringify({ choices: STABLE }));
  return releasesDir;
}

/** One request per live service through the edge, on a path its API owns (any answer: it is counted). */
const serviceProbePaths = API_ROUTES.filter((route) => route.status !== 'planned').map((route) => (route.prefix.endsWith('/') ? `${route.prefix}status` : route.prefix));

/**
 * What people do, through the edge, until stopped: the choice loop of one signed-in person, a request to
 * every service, and a page load that reports field telemetry (with a duplicate load, which the edge
 * drops and counts).
 */
function startTraffic(cookie: string): () => Promise<void> {
  let running = true;
  const json = { 'content-type': 'application/json' };
  const pageLoad = async () => {
    const remotes = await fetch(`${edgeUrl}/remotes.json`);
    const token = remotes.headers.get(PAGE_LOAD_TOKEN_HEADER);
    const served = ((await remotes.json()) as Record<string, { version?: string }>).choices?.version;
    if (!token || !served) return;
    const where = { remote: 'choices', version: served, route: '/' };
    const load = { kind: 'load', ...where, ok: true, ms: 120 };
    const events = [
      load,
      load,
      { kind: 'error', ...where, source: 'render', message: 'observability test', first: true },
      ...(['LCP', 'INP', 'TTFB', 'FCP', 'CLS'] as const).map((name) => ({ kind: 'vital', name, value: name === 'CLS' ? 0.05 : 300, ...where })),
    ];
    await fetch(`${edgeUrl}${RUM_PATH}`, { method: 'POST', headers: { ...json, origin: edgeUrl, 'sec-fetch-site': 'same-origin' }, body: JSON.stringify({ token, events }) });
  };
  const choice = async () => {
    const next = await fetch(`${edgeUrl}/api/choice-pairs/next`, { headers: { cookie } });
    if (next.status !== 200) return;
    const pair = (await next.json()) as { id: number };
    await fetch(`${edgeUrl}/api/user-choices`, {
      method: 'POST',
      headers: { ...json, cookie, origin: PUBLIC_URL },
      body: JSON.stringify({ choicePairId: pair.id, selectedOption: 'option1', responseTime: 700 }),
    });
  };
  const loop = (async () => {
    while (running) {
      await Promise.allSettled([choice(), pageLoad(), ...serviceProbePaths.map((p) => fetch(`${edgeUrl}${p}`).then((r) => r.arrayBuffer()))]);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  return async () => {
    running = false;
    await loop;
  };
}

async function startSite(): Promise<void> {
  const releasesDir = publishReleases(dir);
  const all = workloads();
  const ports = new Map(await Promise.all(all.map(async (w) => [w.name, await freePort()] as const)));
  const edgeMetricsPort = await freePort();
  const urlOf = (name: string) => `http://127.0.0.1:${ports.get(name)}`;
  const env = {
    DATABASE_URL: db!.databaseUrl,
    NATS_URL: nats!.url,
    RUM_TOKEN_KEYS: 'observability-test-page-token-key',
    REMOTE_RELEASES_DIR: releasesDir,
    REMOTE_VERSIONS_FILE: path.join(releasesDir, 'remote-versions.json'),
    // Release sync, the judge, the telemetry flush and the edges' refresh at test speed.
    RELEASE_SYNC_MS: '200',
    RELEASE_JUDGE_INTERVAL_MS: '300',
    RUM_FLUSH_MS: '200',
    RELEASES_REFRESH_MS: '200',
    RUM_FORWARD_MS: '200',
    OUTBOX_POLL_MS: '100',
    // Production refuses the published demo client secret and the demo administrators (docs/deploy.md, "Production settings").
    OIDC_CLIENT_SECRET: 'observability-test-client-secret',
    ADMIN_EMAILS: 'ops@example.test',
  };
  const envOf = (workload: Workload) =>
    workload.kind !== 'edge'
      ? env
      : {
          ...env,
          ...Object.fromEntries(all.filter((w) => w.kind === 'service').map((w) => [`${w.name.toUpperCase()}_URL`, urlOf(w.name)])),
          RELEASES_URL: urlOf('releases'),
          EDGE_METRICS_PORT: String(edgeMetricsPort),
        };
  // Every process at once, as a rollout of the whole site would start them; each that started is
  // stopped at the end, even when another did not.
  const starts = await Promise.allSettled(
    all.map(async (workload) => {
      const started = await startServiceProcess(workload.name, {
        env: envOf(workload),
        port: ports.get(workload.name),
        logLevel: 'warn',
        // The edge's /readyz waits for the shell build, which this test does not need.
        readyPath: workload.kind === 'edge' ? '/healthz' : '/readyz',
      });
      processes.set(workload.name, started);
    }),
  );
  const failed = starts.flatMap((start) => (start.status === 'rejected' ? [String(start.reason)] : []));
  if (failed.length > 0) throw new Error(failed.join('; '));
  edgeUrl = urlOf('edge');
  // On loopback a service serves /metrics on its own port (docs/architecture.md, "Internal endpoints");
  // the edge on its metrics port, as in the cluster.
  const targets = scrapeJobs().map((job) => ({
    job: job.job,
    address: `127.0.0.1:${job.workload.kind === 'edge' ? edgeMetricsPort : ports.get(job.job)}`,
    path: job.path,
  }));
  expect(targets.find((t) => t.job === 'edge')).toBeDefined();
  expect(EDGE_METRICS_PORT).toBeGreaterThan(0);
  const rulesDir = path.join(dir, 'rules');
  mkdirSync(rulesDir);
  const files = ruleFiles(TIMING).map((file) => {
    const full = path.join(rulesDir, file.path);
    writeFileSync(full, ruleFileText(file));
    return full;
  });
  const configFile = path.join(dir, 'prometheus.yml');
  writeFileSync(configFile, stringify(prometheusConfig({ targets, ruleFiles: files, scrapeInterval: SCRAPE_SECONDS, evaluationInterval: SCRAPE_SECONDS })));
  prometheus = await startPrometheus({ configFile, dataDir: path.join(dir, 'prometheus'), port: await freePort() });
  await until('Prometheus ready', async () => ((await fetch(`${prometheus!.url}/-/ready`).then((r) => r.ok, () => false)) ? [] : ['not ready']));
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'alive-real-prometheus-'));
  [db, nats] = await Promise.all([createTestDatabase({ seed: true }), startNatsServerProcess()]);
  await startSite();
  await createBenchUsers(db.prisma, 1, { prefix: 'observability' });
  const [cookie] = await benchSessionCookies(db.prisma, 1, { prefix: 'observability' });
  // A canary for the releases dashboard: once the release controller took the versions file, v2 at 50 %.
  await until('the release record of choices', async () => ((await readReleases(db!.prisma)).some((r) => r.remote === 'choices' && r.stable === STABLE) ? [] : ['no record']));
  const started = await changeRelease(db.prisma, 'choices', { kind: 'start-canary', version: CANARY, percent: 50 }, { name: 'observability test' });
  expect(started.ok).toBe(true);
  stopTraffic = startTraffic(cookie!);
}, 60_000);

afterAll(async () => {
  await stopTraffic();
  await prometheus?.stop();
  await stopServiceProcesses([...processes.values()].filter((p) => p.child.exitCode === null && p.child.signalCode === null));
  await nats?.dispose();
  await db?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 30_000);

interface Sample {
  metric: Record<string, string>;
}

describe('a real Prometheus on the running site', () => {
  it('scrapes every workload', async () => {
    const jobs = scrapeJobs().map((job) => job.job);
    await until('every target up', async () => {
      const { activeTargets } = await prometheus!.api<{ activeTargets: { labels: { job: string }; health: string; lastError: string }[] }>('targets');
      const up = activeTargets.filter((t) => t.health === 'up').map((t) => t.labels.job);
      return jobs.filter((job) => !up.includes(job)).map((job) => `${job}: ${activeTargets.find((t) => t.labels.job === job)?.lastError || 'not up yet'}`);
    });
    console.log(`targets up: ${jobs.join(', ')}`);
  });

  it('has data for every recording rule', async () => {
    const records = ruleFiles(TIMING)
      .flatMap((file) => file.groups.flatMap((group) => group.rules))
      .filter((rule) => !isAlertingRule(rule))
      .map((rule) => `${'record' in rule ? rule.record : ''}{${Object.entries(rule.labels ?? {}).map(([k, v]) => `${k}="${v}"`).join(',')}}`);
    await until('every recording rule with data', async () => {
      const results = await Promise.all(records.map(async (query) => ((await prometheus!.api<{ result: Sample[] }>('query', { query })).result.length > 0 ? [] : [query])));
      return results.flat();
    });
    console.log(`recording rules with data: ${records.length} of ${records.length}`);
  });

  it('answers every dashboard panel\'s query with series', async () => {
    const queries = dashboardFiles(TIMING).flatMap((file) =>
      dashboardQueries(grafanaDashboard(file.spec)).map((q) => ({ ...q, dashboard: file.path, expr: Object.entries(GRAFANA_VARIABLES).reduce((e, [name, value]) => e.replaceAll(name, value), q.expr) })),
    );
    await until('every dashboard query with series', async () => {
      const results = await Promise.all(
        queries.map(async (q) => {
          const { result } = await prometheus!.api<{ result: Sample[] }>('query', { query: q.expr }).catch((error: unknown) => {
            throw new Error(`${q.dashboard} "${q.panel}": ${String(error)}`);
          });
          return result.length > 0 ? [] : [`${q.dashboard} "${q.panel}": ${q.expr}`];
        }),
      );
      return results.flat();
    });
    console.log(`dashboard queries with series: ${queries.length} of ${queries.length} (${dashboardFiles(TIMING).length} dashboards)`);
  });

  it(`raises TargetDown and JobDown for a stopped service (${STOPPED})`, async () => {
    await stopServiceProcesses([processes.get(STOPPED)!]);
    const wanted = ['TargetDown', 'JobDown'];
    let seen: string[] = [];
    await until(`${wanted.join(' and ')} for ${STOPPED}`, async () => {
      const { alerts } = await prometheus!.api<{ alerts: { labels: Record<string, string>; state: string }[] }>('alerts');
      const ours = alerts.filter((a) => a.labels.job === STOPPED && wanted.includes(a.labels.alertname!) && ['pending', 'firing'].includes(a.state));
      seen = ours.map((a) => `${a.labels.alertname}{job="${STOPPED}"} ${a.state}`);
      return wanted.filter((name) => !ours.some((a) => a.labels.alertname === name)).map((name) => `${name} not pending`);
    });
    console.log(`alerts: ${seen.join(', ')}`);
  });
});
