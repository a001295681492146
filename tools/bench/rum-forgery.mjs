#!/usr/bin/env node
/**
 * Field-telemetry attack bench (not a test): can forged beacons move the canary judge?
 *
 *   node tools/bench/rum-forgery.mjs [--real-rate 30] [--forge-seconds 120] [--forge-rate 1000]
 *                                      [--healthy-max-seconds 300] [--bad-max-seconds 240] [--attacker-networks 1]
 *
 * One site (`startSite()`: the release controller services/releases and one edge services/edge, each
 * its own process with NODE_ENV=production, as in the cluster) on a fresh Postgres database, with two
 * published releases of the choices remote, v1 (stable) and v2 (canary at 50 %, started through @alive/db
 * `changeRelease`). All traffic goes to 127.0.0.1; client addresses are
 * `X-Forwarded-For` values only (TRUSTED_PROXIES=127.0.0.1): real visitors from 198.18.0.0/16, each from
 * another /24, the attacker from 100 addresses of 203.0.113.0/24, or of --attacker-networks /24s of
 * 198.19.0.0/16 (all reserved for tests and documentation).
 *
 * Real visitors (--real-rate page loads a second, each visitor its own address and cookie jar) do what the
 * shell does: GET /remotes.json (bucket and visitor cookies, page-load token), then POST /api/rum from the
 * site's own origin with the load of choices at the version served, ~0.5 % failed loads (with their load
 * error), ~2 % loads with a render error, and an LCP sample.
 *
 * 1. Healthy canary: real traffic until the judge records a verdict on enough data (at least
 *    RELEASE_CANARY_MIN_LOADS canary page loads) that is not 'worse', i.e. 'healthy' or 'inconclusive'.
 * 2. Forged beacons, while real traffic continues: --forge-rate a second for --forge-seconds from 100
 *    addresses, seven kinds in turn, every one claiming failed loads of the canary (or, with a canary
 *    token, praising stable): no token, an expired token (signed with the site's key, issued in the past),
 *    a token signed with another key, real stable tokens with canary events, real canary tokens with
 *    stable events, one real canary token replayed thousands of times, real canary tokens posted
 *    cross-site. Checks: the canary's share is still 50 %, no automatic rollback, no 'worse' verdict ever.
 * 3. A bad canary praised by an attacker: the canary window starts afresh (the canary is rolled back and
 *    started again at 50 %, as a person re-releasing would) and from that instant real visitors on v2 fail
 *    ~30 % of loads, while the attacker, as fast as it can from its 100 addresses, takes real canary tokens
 *    (`Cookie: alive.bucket=1`) to report ok loads and good vitals of v2, and real stable tokens
 *    (`alive.bucket=100`) to report failed loads of v1. Check: the canary is rolled back within 60 s of
 *    its real evidence, the instant the bench had the judge's minimum of real v2 page loads accepted
 *    (204) on tokens issued since the window started.
 *
 * Judge settings: RELEASE_CANARY_MIN_LOADS 200 (the production default), caps 20 per visitor and 50 per
 * address (defaults), RUM_RATE_LIMIT and RUM_PAGE_RATE_LIMIT at their defaults; only the timers are
 * shortened (judge every 2 s, the edge's forward and the controller's flush every 1 s, refresh every 1 s).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadAverageAfterLine, log, logMachine, sleep } from './lib/bench-run.mjs';
import { pool, send } from '../lib/http-client.mjs';
import { freePort, startServiceProcess, stopServiceProcesses } from './lib/service-processes.mjs';
import { createTestDatabase } from './lib/workspace.mjs';
import { tsImport } from 'tsx/esm/api';

const { values: args } = parseArgs({
  options: {
    'real-rate': { type: 'string', default: '30' },
    'forge-seconds': { type: 'string', default: '120' },
    'forge-rate': { type: 'string', default: '1000' },
    'attacker-networks': { type: 'string', default: '1' },
    'healthy-max-seconds': { type: 'string', default: '300' },
    'bad-max-seconds': { type: 'string', default: '240' },
  },
});
const REAL_RATE = Number(args['real-rate']);
const FORGE_SECONDS = Number(args['forge-seconds']);
const FORGE_RATE = Number(args['forge-rate']);
const HEALTHY_MAX_SECONDS = Number(args['healthy-max-seconds']);
const BAD_MAX_SECONDS = Number(args['bad-max-seconds']);

const REMOTE = 'choices';
const STABLE = 'v1';
const CANARY = 'v2';
const SHARE = 50;
const MIN_LOADS = 200;
const CAPS = { perVisitor: 20, perAddress: 50 };
const JUDGE_INTERVAL_MS = 2000;
const FLUSH_MS = 1000;
const REFRESH_MS = 1000;
const ROLLBACK_WITHIN_S = 60;
const HEALTHY_FAILED = 0.005;
const BAD_FAILED = 0.3;
const ERRORED = 0.02;
const BENCH_ACTOR = { name: 'rum-forgery bench' };

const { changeRelease, readRelease, readJudgedCounts } = await tsImport('../../libs/db/src/index.ts', import.meta.url);
const { judgeCanary, VITAL_BUCKETS_MS } = await tsImport('../../libs/domain/src/index.ts', import.meta.url);
const { createPageLoadTokens } = await tsImport('../../libs/service-kit/src/releases/page-load-token.ts', import.meta.url);

// ---------------------------------------------------------------------------------------------------
// The site

/** Published folders of the choices remote, as `npm run publish:remote` leaves them, and the versions file. */
function publishReleases() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-rum-forgery-'));
  for (const version of [STABLE, CANARY]) {
    const release = join(dir, REMOTE, version);
    mkdirSync(release, { recursive: true });
    writeFileSync(join(release, 'mf-manifest.json'), '{}');
    writeFileSync(join(release, 'remoteEntry.js'), `/* bench ${version} */`);
    writeFileSync(join(release, 'routes.json'), JSON.stringify([{ path: '/', module: './HomeScreen', title: 'Home' }]));
  }
  writeFileSync(join(dir, 'remote-versions.json'), JSON.stringify({ [REMOTE]: STABLE }));
  return dir;
}

/**
 * Starts the whole site the bench attacks and returns where it answers: the release controller
 * (services/releases: counts the telemetry the edges forward, judges the canary under its advisory lock)
 * and one edge in front (serves `/remotes.json`, ingests `/api/rum`, forwards what it accepted). Another
 * process of the site is started here too, with its metrics URL added to `metricsUrls`.
 */
async function startSite({ databaseUrl, releasesDir, tokenKey }) {
  const releases = await startServiceProcess('releases', {
    env: {
      DATABASE_URL: databaseUrl,
      RUM_TOKEN_KEYS: tokenKey,
      // The release controller registers the published versions and takes the versions file (release sync).
      REMOTE_RELEASES_DIR: releasesDir,
      REMOTE_VERSIONS_FILE: join(releasesDir, 'remote-versions.json'),
      RELEASE_SYNC_MS: String(REFRESH_MS),
      RELEASE_JUDGE_INTERVAL_MS: String(JUDGE_INTERVAL_MS),
      RUM_FLUSH_MS: String(FLUSH_MS),
      RELEASE_CANARY_MIN_LOADS: String(MIN_LOADS),
    },
  });
  const edgeMetricsPort = await freePort();
  const edge = await startServiceProcess('edge', {
    readyPath: '/healthz',
    env: {
      DATABASE_URL: databaseUrl,
      RELEASES_URL: releases.url,
      REMOTE_RELEASES_DIR: releasesDir,
      REMOTE_VERSIONS_FILE: join(releasesDir, 'remote-versions.json'),
      EDGE_METRICS_PORT: String(edgeMetricsPort),
      RUM_TOKEN_KEYS: tokenKey,
      // The bench is the proxy: X-Forwarded-For from 127.0.0.1 is each simulated visitor's address.
      TRUSTED_PROXIES: '127.0.0.1',
      RUM_FORWARD_MS: String(FLUSH_MS),
      RELEASES_REFRESH_MS: String(REFRESH_MS),
    },
  }).catch(async (error) => {
    await stopServiceProcesses([releases]);
    throw error;
  });
  return {
    url: edge.url,
    // The release controller is on loopback: its /metrics is on its own port.
    metricsUrls: [`http://127.0.0.1:${edgeMetricsPort}/metrics`, `${releases.url}/metrics`],
    // The edge first: it hands what it still holds to the release controller as it stops.
    stop: async () => {
      await stopServiceProcesses([edge]);
      await stopServiceProcesses([releases]);
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// HTTP

let site;
/** The real visitors' and the attackers' connections to the site, opened once it runs. */
let visitorPool;
let attackerPool;

/** One request to the site (always 127.0.0.1); resolves with status (0: no answer), headers and text. */
function request(connections, method, path, headers = {}, body = undefined) {
  return send(connections, method, path, { headers, body, timeoutMs: 30_000 }).catch(() => ({ status: 0, headers: {}, text: '' }));
}

/** What a page of the site sends with its beacons (sendBeacon from the site's own page). */
const sameSite = () => ({ origin: site.url, 'sec-fetch-site': 'same-origin' });

/** GET /remotes.json as `address` with `cookie`: the version of choices served, the token, the cookies set. */
async function remotesJson(connections, address, cookie) {
  const res = await request(connections, 'GET', '/remotes.json', { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) });
  if (res.status !== 200) return { status: res.status };
  let version;
  try {
    version = JSON.parse(res.text)[REMOTE]?.version;
  } catch {
    return { status: res.status };
  }
  const setCookies = [res.headers['set-cookie'] ?? []].flat().map((line) => line.split(';')[0]);
  return { status: 200, version, token: res.headers['alive-page-token'], setCookies };
}

const issuedAtOf = (token) => JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8')).i;

const loadEvent = (version, ok, ms) => ({ kind: 'load', remote: REMOTE, version, route: '/', ok, ...(ok ? { ms } : {}) });
const errorEvent = (version, source, message) => ({ kind: 'error', remote: REMOTE, version, route: '/', source, message, first: true });
const vitalEvent = (version, name, value) => ({ kind: 'vital', name, value, route: '/', remote: REMOTE, version });
const failedLoad = (version) => [loadEvent(version, false), errorEvent(version, 'load', 'ChunkLoadError: Loading chunk choices failed')];

function normal() {
  const u = 1 - Math.random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * Math.random());
}

// ---------------------------------------------------------------------------------------------------
// Real visitors

const REAL_VISITORS = 8000;
const visitors = Array.from({ length: REAL_VISITORS }, (_, i) => ({
  // Real visitors come from many networks: each consecutive one from another /24 of 198.18.0.0/16.
  address: `198.18.${i & 255}.${(i >> 8) & 255}`,
  jar: new Map(),
  busy: false,
}));

/** What real traffic did, for the phases to read. */
const real = {
  canaryBad: false,
  /** Page loads whose beacon was answered, by version and status. */
  beacons: new Map(),
  /** Accepted (204) load beacons of the canary: issuedAt of the token and when the 204 came. */
  canaryAccepted: [],
  remotesFailures: 0,
  started: 0,
  skipped: 0,
};

async function realPageLoad(visitor) {
  visitor.busy = true;
  try {
    const cookie = [...visitor.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const page = await remotesJson(visitorPool, visitor.address, cookie);
    if (page.status !== 200 || !page.token || !page.version) {
      real.remotesFailures += 1;
      return;
    }
    for (const pair of page.setCookies) {
      const eq = pair.indexOf('=');
      visitor.jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const failRate = real.canaryBad && page.version === CANARY ? BAD_FAILED : HEALTHY_FAILED;
    const failed = Math.random() < failRate;
    const events = failed
      ? failedLoad(page.version)
      : [
          loadEvent(page.version, true, Math.round(150 * Math.exp(0.4 * normal()))),
          ...(Math.random() < ERRORED ? [errorEvent(page.version, 'render', 'TypeError: x is undefined')] : []),
          vitalEvent(page.version, 'LCP', Math.min(600_000, Math.round(1400 * Math.exp(0.35 * normal())))),
        ];
    const res = await request(visitorPool, 'POST', '/api/rum', { 'x-forwarded-for': visitor.address, ...sameSite() }, JSON.stringify({ token: page.token, events }));
    const key = `${page.version} ${res.status}`;
    real.beacons.set(key, (real.beacons.get(key) ?? 0) + 1);
    if (res.status === 204 && page.version === CANARY) real.canaryAccepted.push({ issuedAt: issuedAtOf(page.token), at: Date.now(), failed });
  } finally {
    visitor.busy = false;
  }
}

/** Paced open loop of real page loads until `stop()`; a busy visitor is skipped for the next idle one. */
function startRealTraffic() {
  let stopped = false;
  const inFlight = new Set();
  const done = (async () => {
    const started = performance.now();
    let sent = 0;
    while (!stopped) {
      const due = Math.floor(((performance.now() - started) / 1000) * REAL_RATE);
      for (; sent < due; sent += 1) {
        if (inFlight.size >= 500) {
          real.skipped += 1;
          continue;
        }
        let index = Math.floor(Math.random() * visitors.length);
        while (visitors[index].busy) index = (index + 1) % visitors.length;
        real.started += 1;
        const promise = realPageLoad(visitors[index]).finally(() => inFlight.delete(promise));
        inFlight.add(promise);
      }
      await sleep(20);
    }
    await Promise.all(inFlight);
  })();
  return {
    async stop() {
      stopped = true;
      await done;
    },
  };
}

const realSummary = () =>
  [...real.beacons]
    .sort()
    .map(([key, count]) => `${key.replace(' ', ' → ')} ×${count}`)
    .join(', ');

// ---------------------------------------------------------------------------------------------------
// The judge, as the bench watches it

const watched = { history: [], release: null };

/** Polls the release record every 500 ms; keeps every verdict the judge recorded (one per judgement). */
function watchRelease(prisma) {
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const release = await readRelease(prisma, REMOTE).catch(() => null);
      if (release) {
        watched.release = release;
        const last = watched.history.at(-1);
        const verdict = release.lastVerdict;
        if (verdict && (!last || last.at.getTime() !== verdict.at.getTime() || last.verdict !== verdict.verdict)) {
          watched.history.push({ ...verdict, percent: release.canary?.percent ?? null, startedAt: release.canary?.startedAt ?? null });
        }
      }
      await sleep(500);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await done;
    },
  };
}

async function metricsText() {
  const texts = await Promise.all(site.metricsUrls.map((url) => fetch(url).then((res) => res.text())));
  return texts.join('\n');
}

/** `name{label="x",…} value` lines summed by one label. */
function metricByLabel(text, name, label) {
  const sums = {};
  const line = new RegExp(`^${name}\\{([^}]*)\\} (\\S+)$`, 'gm');
  for (const match of text.matchAll(line)) {
    const value = new RegExp(`${label}="([^"]*)"`).exec(match[1])?.[1] ?? '';
    sums[value] = (sums[value] ?? 0) + Number(match[2]);
  }
  return sums;
}

const formatSums = (sums) =>
  Object.entries(sums)
    .sort()
    .map(([key, value]) => `${key} ${value}`)
    .join(', ') || 'none';

async function judgedCounts(prisma, since) {
  const totals = await readJudgedCounts(prisma, { remote: REMOTE, versions: [CANARY, STABLE], since, ...CAPS });
  const side = (version) => {
    const counts = totals.get(version);
    if (!counts) return `${version}: no page loads`;
    const pct = (n) => `${((100 * n) / Math.max(1, counts.loads)).toFixed(1)} %`;
    return `${version}: ${counts.loads} loads, ${counts.failedLoads} failed (${pct(counts.failedLoads)}), ${counts.erroredLoads} with an error (${pct(counts.erroredLoads)})`;
  };
  return `${side(CANARY)}; ${side(STABLE)}`;
}

/** Page loads stored per version since `since`, split into the attacker's addresses and the rest. */
async function storedPageLoads(prisma, since, attackerHashes) {
  const rows = await prisma.$queryRawUnsafe(
    `SELECT version, (address = ANY($2::text[])) AS attacker, count(*)::int AS loads, (count(*) FILTER (WHERE failed))::int AS failed
       FROM rum_page_loads WHERE remote = '${REMOTE}' AND issued_at >= $1::timestamptz AND loaded
      GROUP BY 1, 2 ORDER BY 1, 2`,
    since,
    attackerHashes,
  );
  return rows;
}

const formatStored = (rows) =>
  rows.map((row) => `${row.version} ${row.attacker ? 'attacker' : 'real'} ${row.loads} (${row.failed} failed)`).join(', ') || 'none';

/**
 * A control, not a check: what `judgeCanary` (as the controller calls it, a black box here) says on the
 * real visitors' page loads alone, issued in [since, until]: the attacker's addresses left out. Error and
 * failed-load rates only (no vitals).
 */
async function realOnlyVerdict(prisma, since, until, attackerHashes) {
  const rows = await prisma.$queryRawUnsafe(
    `SELECT version, count(*)::int AS loads, (count(*) FILTER (WHERE failed))::int AS failed, (count(*) FILTER (WHERE errored))::int AS errored
       FROM rum_page_loads
      WHERE remote = '${REMOTE}' AND issued_at >= $1::timestamptz AND issued_at <= $2::timestamptz AND loaded AND NOT (address = ANY($3::text[]))
      GROUP BY version`,
    since,
    until,
    attackerHashes,
  );
  const empty = () => new Array(VITAL_BUCKETS_MS.length + 1).fill(0);
  const counts = (version) => {
    const row = rows.find((r) => r.version === version) ?? { loads: 0, failed: 0, errored: 0 };
    return { loads: row.loads, failedLoads: row.failed, erroredLoads: row.errored, lcp: empty(), inp: empty() };
  };
  return judgeCanary(counts(CANARY), counts(STABLE), { minLoads: MIN_LOADS });
}

async function automaticRollbacks(prisma, since) {
  return prisma.$queryRawUnsafe(
    `SELECT created_at, reason, from_version, percent FROM remote_release_events
      WHERE remote = '${REMOTE}' AND action = 'automatic-rollback' AND created_at >= $1::timestamptz ORDER BY id`,
    since,
  );
}

// ---------------------------------------------------------------------------------------------------
// Run

const checks = [];
const check = (name, ok, detail) => {
  checks.push({ name, ok, detail });
  log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
};
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

logMachine();
log(
  `settings: real visitors ${REAL_RATE} page loads/s; forgery ${FORGE_RATE}/s for ${FORGE_SECONDS} s; judge every ${JUDGE_INTERVAL_MS} ms, ` +
    `RELEASE_CANARY_MIN_LOADS ${MIN_LOADS} (production default), caps ${CAPS.perVisitor}/visitor ${CAPS.perAddress}/address (defaults), ` +
    `RUM_RATE_LIMIT and RUM_PAGE_RATE_LIMIT defaults (600/60, 60/60), forward and flush ${FLUSH_MS} ms, refresh ${REFRESH_MS} ms`,
);

const db = await createTestDatabase();
const releasesDir = publishReleases();
const TOKEN_KEY = randomBytes(32).toString('base64url');
const siteTokens = createPageLoadTokens({ keys: [TOKEN_KEY], ttlMs: 60 * 60 * 1000 });
const otherTokens = createPageLoadTokens({ keys: [randomBytes(32).toString('base64url')], ttlMs: 60 * 60 * 1000 });
// 100 addresses: all of one /24 (203.0.113.0/24) by default, or spread over --attacker-networks /24s of
// 198.19.0.0/16, as a botnet or a cloud account would hold them.
const ATTACKER_NETWORKS = Number(args['attacker-networks']);
const ATTACKERS = Array.from({ length: 100 }, (_, i) => (ATTACKER_NETWORKS <= 1 ? `203.0.113.${i + 1}` : `198.19.${i % ATTACKER_NETWORKS}.${1 + Math.floor(i / ATTACKER_NETWORKS)}`));
const attackerHashes = ATTACKERS.map((address) => siteTokens.addressHash(address));

let traffic = null;
let watcher = null;
let exitCode = 1;
try {
  site = await startSite({ databaseUrl: db.databaseUrl, releasesDir, tokenKey: TOKEN_KEY });
  visitorPool = pool(site.url, 64);
  attackerPool = pool(site.url, 200);
  // The release controller registers both published versions and takes the versions file (v1 stable) at start.
  for (let i = 0; ; i += 1) {
    await request(visitorPool, 'GET', '/remotes.json', { 'x-forwarded-for': '198.51.100.1' });
    const release = await readRelease(db.prisma, REMOTE);
    const started = release?.stable === STABLE && (await changeRelease(db.prisma, REMOTE, { kind: 'start-canary', version: CANARY, percent: SHARE }, BENCH_ACTOR));
    if (started?.ok) break;
    if (i >= 100) throw new Error(`could not start the canary: ${started ? started.message : 'no release record for choices'}`);
    await sleep(200);
  }
  await sleep(REFRESH_MS * 2); // every edge serves the canary
  watcher = watchRelease(db.prisma);

  // ---- Phase 1 ---------------------------------------------------------------------------------------
  const phase1Start = Date.now();
  const canaryStart = (await readRelease(db.prisma, REMOTE)).canary.startedAt;
  log(`phase 1: healthy ${CANARY} canary at ${SHARE} %, real visitors at ${REAL_RATE} page loads/s (${HEALTHY_FAILED * 100} % failed, ${ERRORED * 100} % errored on both versions), until a verdict on enough data that is not 'worse' (at most ${HEALTHY_MAX_SECONDS} s)`);
  traffic = startRealTraffic();
  let phase1Verdict = null;
  while (Date.now() - phase1Start < HEALTHY_MAX_SECONDS * 1000) {
    await sleep(500);
    const judged = watched.history.find((v) => v.at.getTime() >= phase1Start && v.verdict !== 'insufficient-data');
    if (judged) {
      phase1Verdict = judged;
      break;
    }
  }
  log(`phase 1: ${seconds(Date.now() - phase1Start)}, real beacons ${realSummary()}`);
  log(`phase 1: judge's counts now  ${await judgedCounts(db.prisma, canaryStart)}`);
  log(`phase 1: verdicts seen       ${[...new Set(watched.history.map((v) => v.verdict))].join(', ') || 'none'}; first on enough data: ${phase1Verdict ? `'${phase1Verdict.verdict}' at ${seconds(phase1Verdict.at.getTime() - phase1Start)} (${phase1Verdict.reason})` : 'none'}`);
  check(
    'phase 1, a healthy canary is judged not worse',
    phase1Verdict !== null && phase1Verdict.verdict !== 'worse' && !watched.history.some((v) => v.verdict === 'worse'),
    phase1Verdict ? `'${phase1Verdict.verdict}' after ${seconds(phase1Verdict.at.getTime() - phase1Start)}` : `no verdict on enough data within ${HEALTHY_MAX_SECONDS} s`,
  );

  // ---- Phase 2 ---------------------------------------------------------------------------------------
  log(`phase 2: forged beacons at ${FORGE_RATE}/s for ${FORGE_SECONDS} s from ${ATTACKERS.length} addresses, real traffic continuing`);
  // Real tokens the attacker takes from /remotes.json itself, one of each channel per address.
  const takeToken = async (address, bucket, expected) => {
    const page = await remotesJson(attackerPool, address, `alive.bucket=${bucket}`);
    if (page.version !== expected || !page.token) throw new Error(`bucket ${bucket} was served ${page.version} (status ${page.status}), not ${expected}`);
    return page.token;
  };
  const stableTokens = await Promise.all(ATTACKERS.map((address) => takeToken(address, 100, STABLE)));
  const canaryTokens = await Promise.all(ATTACKERS.map((address) => takeToken(address, 1, CANARY)));
  const replayToken = await takeToken(ATTACKERS[0], 1, CANARY);
  const FORGED = {
    'no token': () => ({ body: { events: failedLoad(CANARY) } }),
    'expired token': (a) => ({
      body: {
        token: siteTokens.issue({ bucket: 1, visitor: randomBytes(12).toString('base64url'), signedIn: false, served: { [REMOTE]: CANARY }, clientAddress: ATTACKERS[a] }, Date.now() - 2 * 60 * 60 * 1000).token,
        events: failedLoad(CANARY),
      },
    }),
    'another key': (a) => ({
      body: { token: otherTokens.issue({ bucket: 1, visitor: randomBytes(12).toString('base64url'), signedIn: false, served: { [REMOTE]: CANARY }, clientAddress: ATTACKERS[a] }).token, events: failedLoad(CANARY) },
    }),
    'stable token, canary events': (a) => ({ body: { token: stableTokens[a], events: failedLoad(CANARY) } }),
    'canary token, stable events': (a) => ({ body: { token: canaryTokens[a], events: [loadEvent(STABLE, true, 90), vitalEvent(STABLE, 'LCP', 300)] } }),
    'replayed real token': () => ({ body: { token: replayToken, events: failedLoad(CANARY) } }),
    'cross-site, real token': (a) => ({ body: { token: canaryTokens[a], events: failedLoad(CANARY) }, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } }),
  };
  const KINDS = Object.keys(FORGED);
  const forgedStatus = Object.fromEntries(KINDS.map((kind) => [kind, {}]));
  const beforeForge = metricByLabel(await metricsText(), 'rum_beacons_total', 'outcome');
  const phase2Start = Date.now();
  let forgedSent = 0;
  let forgedBacklog = 0;
  {
    const inFlight = new Set();
    const started = performance.now();
    let nextLine = started + 10_000;
    while (performance.now() - started < FORGE_SECONDS * 1000) {
      const due = Math.floor(((performance.now() - started) / 1000) * FORGE_RATE);
      for (; forgedSent < due; forgedSent += 1) {
        if (inFlight.size >= 3000) {
          forgedBacklog += 1;
          continue;
        }
        const kind = KINDS[forgedSent % KINDS.length];
        const a = forgedSent % ATTACKERS.length;
        const { body, headers = sameSite() } = FORGED[kind](a);
        const promise = request(attackerPool, 'POST', '/api/rum', { 'x-forwarded-for': ATTACKERS[a], ...headers }, JSON.stringify(body)).then((res) => {
          forgedStatus[kind][res.status] = (forgedStatus[kind][res.status] ?? 0) + 1;
          inFlight.delete(promise);
        });
        inFlight.add(promise);
      }
      if (performance.now() >= nextLine) {
        nextLine += 10_000;
        const answered = Object.values(forgedStatus).reduce((sum, byStatus) => sum + Object.values(byStatus).reduce((a, b) => a + b, 0), 0);
        log(`phase 2: ${seconds(performance.now() - started)}: ${answered} forged answered, ${inFlight.size} in flight; verdict '${watched.release?.lastVerdict?.verdict ?? '-'}', share ${watched.release?.canary?.percent ?? '-'} %`);
      }
      await sleep(10);
    }
    await Promise.all(inFlight);
  }
  const forgeElapsed = (Date.now() - phase2Start) / 1000;
  const forgedAnswered = Object.values(forgedStatus).reduce((sum, byStatus) => sum + Object.values(byStatus).reduce((a, b) => a + b, 0), 0);
  log(`phase 2: ${forgedAnswered} forged beacons answered in ${forgeElapsed.toFixed(1)} s (${(forgedAnswered / forgeElapsed).toFixed(0)}/s)${forgedBacklog ? `, ${forgedBacklog} not sent (client backlog of 3,000)` : ''}`);
  for (const kind of KINDS) {
    const byStatus = Object.entries(forgedStatus[kind]).map(([status, count]) => `${status === '0' ? 'no answer' : status} ×${count}`).join(', ');
    log(`  ${kind.padEnd(30)} ${byStatus}`);
  }
  // Let the last beacons be flushed and judged.
  await sleep(FLUSH_MS + 2 * JUDGE_INTERVAL_MS + 1000);
  const metrics2 = await metricsText();
  const afterForge = metricByLabel(metrics2, 'rum_beacons_total', 'outcome');
  const delta = Object.fromEntries(Object.entries(afterForge).map(([key, value]) => [key, value - (beforeForge[key] ?? 0)]));
  log(`phase 2: edge rum_beacons_total{outcome}        ${formatSums(afterForge)}`);
  log(`phase 2:   of which during phase 2              ${formatSums(delta)}`);
  log(`phase 2: edge rum_events_dropped_total{reason}  ${formatSums(metricByLabel(metrics2, 'rum_events_dropped_total', 'reason'))}`);
  log(`phase 2: controller release_telemetry_batches_total{outcome} ${formatSums(metricByLabel(metrics2, 'release_telemetry_batches_total', 'outcome'))}`);
  log(`phase 2: controller release_telemetry_events_total{outcome}  ${formatSums(metricByLabel(metrics2, 'release_telemetry_events_total', 'outcome'))}`);
  log(`phase 2: controller release_canary_verdicts_total{verdict}   ${formatSums(metricByLabel(metrics2, 'release_canary_verdicts_total', 'verdict'))}`);
  log(`phase 2: real beacons so far                    ${realSummary()}`);
  log(`phase 2: judge's counts now                     ${await judgedCounts(db.prisma, canaryStart)}`);
  const stored2 = await storedPageLoads(db.prisma, canaryStart, attackerHashes);
  log(`phase 2: rum_page_loads since the share was set ${formatStored(stored2)}`);
  const release2 = await readRelease(db.prisma, REMOTE);
  const rollbacks2 = await automaticRollbacks(db.prisma, canaryStart);
  const worseVerdicts = Number(metricByLabel(metrics2, 'release_canary_verdicts_total', 'verdict').worse ?? 0);
  const verdicts2 = [...new Set(watched.history.map((v) => v.verdict))];
  log(`phase 2: record: canary ${release2.canary?.version} at ${release2.canary?.percent} %, last verdict '${release2.lastVerdict?.verdict}' (${release2.lastVerdict?.reason}); verdicts seen ${verdicts2.join(', ')}`);
  check(
    'phase 2, forged beacons leave a healthy canary at 50 % and never judged worse',
    release2.canary?.version === CANARY && release2.canary?.percent === SHARE && rollbacks2.length === 0 && worseVerdicts === 0 && !verdicts2.includes('worse'),
    `share ${release2.canary?.percent} %, ${rollbacks2.length} automatic rollbacks, ${worseVerdicts} 'worse' verdicts (metric), verdicts seen: ${verdicts2.join(', ')}`,
  );
  // A request the loaded client gave up on ("no answer") was accepted by nobody; only an answer other than a refusal counts against.
  const refusedOnly = (kind, allowed) => Object.keys(forgedStatus[kind]).every((status) => status === '0' || allowed.includes(Number(status)));
  const refusalsOk =
    refusedOnly('no token', [401, 429]) &&
    refusedOnly('expired token', [401, 429]) &&
    refusedOnly('another key', [401, 429]) &&
    refusedOnly('cross-site, real token', [403]);
  const forgedStored = stored2.filter((row) => row.attacker).reduce((sum, row) => sum + row.loads, 0);
  check(
    'phase 2, forged beacons count for nothing beyond one real page load',
    refusalsOk && forgedStored <= 1,
    `no token / expired / other key answered only 401 or 429, cross-site only 403 (requests the client gave up on left aside): ${refusalsOk ? 'yes' : 'no'}; page loads stored from the attacker's addresses: ${forgedStored} (at most 1: the replayed token's own page load)`,
  );

  // ---- Phase 3 ---------------------------------------------------------------------------------------
  log(`phase 3: bad canary (real visitors on ${CANARY} fail ${BAD_FAILED * 100} % of loads) praised by an attacker with real tokens from ${ATTACKERS.length} addresses, as fast as it can`);
  real.canaryBad = true;
  // A fresh window: the judge counts page loads from the instant the share was set.
  const rolled = await changeRelease(db.prisma, REMOTE, { kind: 'rollback' }, BENCH_ACTOR);
  const restarted = await changeRelease(db.prisma, REMOTE, { kind: 'start-canary', version: CANARY, percent: SHARE }, BENCH_ACTOR);
  if (!rolled.ok || !restarted.ok) throw new Error(`could not restart the canary: ${rolled.message ?? restarted.message}`);
  const windowStart = restarted.record.canary.startedAt;
  const t0 = windowStart.getTime();
  log(`phase 3: canary ${CANARY} restarted at ${SHARE} % at ${windowStart.toISOString()} (t0); from t0 real ${CANARY} visitors fail ${BAD_FAILED * 100} %`);
  const attack = { tokens: {}, beacons: {}, stopped: false };
  const bump = (map, key) => (map[key] = (map[key] ?? 0) + 1);
  const attacker = async (address) => {
    while (!attack.stopped) {
      const praise = await remotesJson(attackerPool, address, 'alive.bucket=1');
      bump(attack.tokens, `${praise.version ?? 'none'} ${praise.status}`);
      if (praise.version === CANARY && praise.token) {
        const events = [loadEvent(CANARY, true, 80), vitalEvent(CANARY, 'LCP', 400), vitalEvent(CANARY, 'INP', 40), vitalEvent(CANARY, 'CLS', 0), vitalEvent(CANARY, 'TTFB', 20)];
        const res = await request(attackerPool, 'POST', '/api/rum', { 'x-forwarded-for': address, ...sameSite() }, JSON.stringify({ token: praise.token, events }));
        bump(attack.beacons, `ok ${CANARY} ${res.status}`);
      }
      const blame = await remotesJson(attackerPool, address, 'alive.bucket=100');
      bump(attack.tokens, `${blame.version ?? 'none'} ${blame.status}`);
      if (blame.version === STABLE && blame.token) {
        const res = await request(attackerPool, 'POST', '/api/rum', { 'x-forwarded-for': address, ...sameSite() }, JSON.stringify({ token: blame.token, events: failedLoad(STABLE) }));
        bump(attack.beacons, `failed ${STABLE} ${res.status}`);
      }
    }
  };
  const attackers = Promise.all(ATTACKERS.map((address) => attacker(address)));
  let evidenceAt = null;
  let rollback = null;
  let nextLine = t0 + 5000;
  const realSince = () => real.canaryAccepted.filter((load) => load.issuedAt >= t0);
  while (true) {
    await sleep(250);
    const now = Date.now();
    const realCanary = realSince();
    if (evidenceAt === null && realCanary.length >= MIN_LOADS) evidenceAt = realCanary[MIN_LOADS - 1].at;
    const release = watched.release;
    if (release?.canary && release.canary.percent === 0) {
      const [event] = await automaticRollbacks(db.prisma, windowStart);
      if (event) {
        rollback = event;
        break;
      }
    }
    if (now >= nextLine) {
      nextLine += 5000;
      const failed = realCanary.filter((load) => load.failed).length;
      const praised = attack.beacons[`ok ${CANARY} 204`] ?? 0;
      const blamed = attack.beacons[`failed ${STABLE} 204`] ?? 0;
      const verdict = release?.lastVerdict && release.lastVerdict.at.getTime() >= t0 ? `'${release.lastVerdict.verdict}'` : 'none yet';
      log(`phase 3: t0+${seconds(now - t0)}: real ${CANARY} loads accepted ${realCanary.length} (${failed} failed); attacker accepted: ${praised} ok ${CANARY}, ${blamed} failed ${STABLE}; verdict ${verdict}, share ${release?.canary?.percent ?? '-'} %`);
    }
    if (evidenceAt !== null && now - evidenceAt > (ROLLBACK_WITHIN_S + 30) * 1000) break;
    if (now - t0 > BAD_MAX_SECONDS * 1000) break;
  }
  attack.stopped = true;
  await attackers;
  const endAt = Date.now();
  await sleep(FLUSH_MS + 1000);
  const realCanary = realSince();
  log(`phase 3: attacker tokens taken (version status): ${formatSums(attack.tokens)}`);
  log(`phase 3: attacker beacons (what status):         ${formatSums(attack.beacons)}`);
  log(`phase 3: real ${CANARY} load beacons accepted since t0: ${realCanary.length} (${realCanary.filter((l) => l.failed).length} failed)`);
  log(`phase 3: "real evidence" = the instant the bench had the ${MIN_LOADS}th 204 for a real visitor's ${CANARY} load on a token issued at or after t0 (RELEASE_CANARY_MIN_LOADS real canary page loads since the share was set)`);
  log(`phase 3: real evidence at    ${evidenceAt === null ? 'never' : `t0+${seconds(evidenceAt - t0)}`}`);
  const rollbackAt = rollback ? new Date(rollback.created_at).getTime() : null;
  log(`phase 3: automatic rollback  ${rollback ? `t0+${seconds(rollbackAt - t0)}${evidenceAt !== null ? ` = real evidence + ${seconds(rollbackAt - evidenceAt)}` : ''}; reason: ${rollback.reason}` : `none by t0+${seconds(endAt - t0)}`}`);
  const release3 = await readRelease(db.prisma, REMOTE);
  log(`phase 3: record: canary ${release3.canary?.version} at ${release3.canary?.percent} %, last verdict '${release3.lastVerdict?.verdict}' (${release3.lastVerdict?.reason})`);
  log(`phase 3: judge's counts since t0  ${await judgedCounts(db.prisma, windowStart)}`);
  log(`phase 3: rum_page_loads since t0  ${formatStored(await storedPageLoads(db.prisma, windowStart, attackerHashes))}`);
  const verdicts3 = watched.history.filter((v) => v.at.getTime() >= t0).map((v) => v.verdict);
  log(`phase 3: verdicts since t0        ${Object.entries(verdicts3.reduce((counts, v) => ({ ...counts, [v]: (counts[v] ?? 0) + 1 }), {})).map(([v, n]) => `${v} ×${n}`).join(', ') || 'none'}`);
  for (const [label, until] of [
    ['at the real evidence', evidenceAt],
    ['at the end', endAt],
  ]) {
    if (until === null) continue;
    const control = await realOnlyVerdict(db.prisma, windowStart, new Date(until), attackerHashes);
    log(`phase 3: control, judgeCanary on the real page loads alone ${label} (t0+${seconds(until - t0)}): '${control.verdict}' (${control.reason})`);
  }
  const metrics3 = await metricsText();
  log(`phase 3: edge rum_beacons_total{outcome}        ${formatSums(metricByLabel(metrics3, 'rum_beacons_total', 'outcome'))}`);
  log(`phase 3: edge rum_events_dropped_total{reason}  ${formatSums(metricByLabel(metrics3, 'rum_events_dropped_total', 'reason'))}`);
  log(`phase 3: controller release_canary_verdicts_total{verdict} ${formatSums(metricByLabel(metrics3, 'release_canary_verdicts_total', 'verdict'))}`);
  check(
    `phase 3, the bad canary is rolled back within ${ROLLBACK_WITHIN_S} s of its real evidence despite the attacker`,
    // Rolled back before the bench counted the judge's minimum of real canary page loads is sooner still.
    rollback !== null && (evidenceAt === null || rollbackAt - evidenceAt <= ROLLBACK_WITHIN_S * 1000),
    rollback
      ? `rolled back at t0+${seconds(rollbackAt - t0)}, ${evidenceAt !== null ? `${seconds(rollbackAt - evidenceAt)} after the real evidence (t0+${seconds(evidenceAt - t0)})` : `before the real evidence (${realSince().length} of ${MIN_LOADS} real canary page loads by then)`}`
      : `not rolled back by t0+${seconds(endAt - t0)} (real evidence at ${evidenceAt === null ? 'never' : `t0+${seconds(evidenceAt - t0)}`})`,
  );
  log(`real traffic in all: ${real.started} page loads started, ${real.remotesFailures} /remotes.json failures, ${real.skipped} skipped (client backlog); ${realSummary()}`);
  log(loadAverageAfterLine());
  const failed = checks.filter((c) => !c.ok);
  log(failed.length ? `FAIL: ${failed.length} of ${checks.length} checks failed (${failed.map((c) => c.name).join('; ')})` : `PASS: all ${checks.length} checks`);
  exitCode = failed.length ? 1 : 0;
} catch (error) {
  log(`ERROR: ${error.stack ?? error}`);
  exitCode = 2;
} finally {
  await traffic?.stop();
  await watcher?.stop();
  await Promise.all([visitorPool?.destroy(), attackerPool?.destroy()]);
  if (site) await site.stop();
  await db.drop();
  rmSync(releasesDir, { recursive: true, force: true });
}
process.exit(exitCode);
