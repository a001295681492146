import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { releaseVersion } from '../deploy/deploy-targets.ts';
import { BASE_IMAGE } from '../deploy/docker/dockerfile-template.ts';
import { buildImages, imagesCacheDir } from './build-images.ts';
import { forbiddenContents } from './image-contents.ts';
import { kubePlaySet, localEdgeUrl, localPort, processPorts, toYamlStream, type LocalSiteSettings } from './kube-play.ts';
import { startNatsServerProcess, type NatsServerProcess } from '@alive/events/testing';
import { containerRestarts, imagePaths, imageSize, podman, podmanLoud } from './podman.ts';
import { loadEveryRemoteScreen } from './smoke-screens.ts';
import { eventually, SmokeBrowser } from './smoke-site.ts';
import { repoRoot } from './workspace-packages.ts';

/**
 * `npm run images:smoke` (docs/deploy.md, "Smoke run"): sets podman up, builds the base and every
 * image, runs the migration Job and the whole site with `podman kube play` against a database of its
 * own, then signs in through the edge, makes choices and waits for the recommendations to refresh,
 * and opens a screen of every remote in Chromium. A container that restarts fails it, ready or not.
 * The `images` tier of `npm test` (README.md, "Test"). Exits non-zero on the first failed step, with
 * its steps counted in test-results/images.json; always tears down (`--keep` leaves the pods running).
 */

const SMOKE_DATABASE = process.env.IMAGES_SMOKE_DATABASE ?? 'alive_images_smoke';
const ADMIN_URL = process.env.IMAGES_SMOKE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const keep = process.argv.includes('--keep');
const skipApps = process.argv.includes('--skip-apps');

const started = Date.now();
const say = (line: string) => console.log(`[smoke ${((Date.now() - started) / 1000).toFixed(0).padStart(4)}s] ${line}`);

const counts = { passed: 0, failed: 0 };
const RESULTS_FILE = path.join(repoRoot, 'test-results', 'images.json');

async function step<T>(name: string, run: () => Promise<T> | T): Promise<T> {
  const at = Date.now();
  try {
    const result = await run();
    counts.passed += 1;
    say(`ok   ${name} (${((Date.now() - at) / 1000).toFixed(1)} s)`);
    return result;
  } catch (error) {
    counts.failed += 1;
    say(`FAIL ${name}: ${error instanceof Error ? error.message : String(error)}`);
    throw error;
  }
}

/** Containers of the played site that restarted: a crash loop can pass a readiness poll between two crashes. */
function restartedContainers(): string[] {
  return Object.entries(containerRestarts())
    .filter(([, count]) => count > 0)
    .map(([name, count]) => `${name} (${count}×)`);
}

function assertNoRestarts(): void {
  const restarted = restartedContainers();
  if (restarted.length === 0) return;
  for (const entry of restarted) {
    const name = entry.slice(0, entry.indexOf(' ('));
    console.error(`--- ${name}\n${podman(['logs', '--tail', '30', name])}`);
  }
  throw new Error(`restarted: ${restarted.join(', ')}`);
}

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.href;
}

async function recreateDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${SMOKE_DATABASE}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${SMOKE_DATABASE}"`);
  } finally {
    await admin.end();
  }
}

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

function containerLogs(pod: string): string {
  try {
    const names = podman(['ps', '-a', '--filter', `pod=${pod}`, '--format', '{{.Names}}']).split('\n').filter((n) => n && !n.endsWith('-infra'));
    return names.map((name) => `--- ${name}\n${podman(['logs', '--tail', '15', name])}`).join('\n');
  } catch (error) {
    return `(no logs: ${error instanceof Error ? error.message : String(error)})`;
  }
}

async function main(): Promise<void> {
  rmSync(RESULTS_FILE, { force: true });
  // Its own NATS unless one is named: the played site binds the real durable consumers, which on the
  // machine's shared server would share queue groups with the e2e site's and take its events.
  let nats: NatsServerProcess | undefined;
  const version = releaseVersion();
  const workDir = path.join(imagesCacheDir(), 'smoke');
  mkdirSync(workDir, { recursive: true });
  const settings: LocalSiteSettings = {
    portOffset: Number(process.env.IMAGES_SMOKE_PORT_OFFSET ?? 20_000),
    databaseUrl: databaseUrl(SMOKE_DATABASE),
    natsUrl: process.env.IMAGES_SMOKE_NATS_URL ?? (nats = await startNatsServerProcess()).url,
    sessionKeys: randomBytes(32).toString('base64url'),
    pageTokenKeys: randomBytes(32).toString('base64url'),
    deviceCookieKeys: randomBytes(32).toString('base64url'),
    oidcClientSecret: randomBytes(24).toString('base64url'),
  };
  const set = kubePlaySet(settings, version);
  // The files carry the secret values (kube-play.ts): readable by this user only, removed at teardown.
  const migrationFile = path.join(workDir, 'migration.yaml');
  const siteFile = path.join(workDir, 'site.yaml');
  writeFileSync(migrationFile, toYamlStream([set.site.find((doc) => doc.kind === 'ConfigMap')!, set.migration]), { mode: 0o600 });
  writeFileSync(siteFile, toYamlStream(set.site), { mode: 0o600 });
  chmodSync(migrationFile, 0o600);
  chmodSync(siteFile, 0o600);

  const teardown = async () => {
    for (const file of [siteFile, migrationFile]) {
      try {
        await podmanLoud(['kube', 'down', file], ['ignore', 'ignore', 'ignore']);
      } catch {
        // Nothing was played from it.
      }
    }
    // kube down leaves the volumes podman made for ConfigMap mounts.
    const volumes = new Set(
      [...set.site, set.migration].flatMap((doc) => ((doc.spec?.template?.spec ?? doc.spec)?.volumes ?? []) as { name: string }[]).map((v) => v.name),
    );
    for (const volume of volumes) {
      try {
        podman(['volume', 'rm', '--force', volume]);
      } catch {
        // Already gone.
      }
    }
    writeFileSync(siteFile, '');
    writeFileSync(migrationFile, '');
  };

  try {
    const built = await step('build the base image and every image', () => buildImages(say, { skipApps }));
    await step('image sizes', () => {
      say(`  ${BASE_IMAGE}: ${megabytes(imageSize(BASE_IMAGE))} (Debian bookworm minbase + Node)`);
      for (const image of built) {
        const size = imageSize(image.ref);
        say(`  ${image.ref}: ${megabytes(size)} (own layer ${megabytes(size - imageSize(BASE_IMAGE))}; bundle ${(image.bundleBytes / 1e6).toFixed(1)} MB)`);
      }
    });
    await step('images hold compiled JavaScript and their production packages only (no tsx, React, Radix, TypeScript)', () => {
      const problems = built.flatMap((image) => forbiddenContents(image.name, imagePaths(image.ref, '/app')));
      if (problems.length > 0) throw new Error(problems.join('; '));
    });
    await step(`database ${SMOKE_DATABASE} created empty`, recreateDatabase);
    await step('migration Job (as a pod) applied every migration', async () => {
      await podmanLoud(['kube', 'play', '--replace', '--quiet', migrationFile], ['ignore', 'ignore', 'inherit']);
      const container = `${set.migration.metadata.name as string}-${set.migration.spec.containers[0].name as string}`;
      const exitCode = podman(['wait', container]).trim();
      const logs = podman(['logs', container]).trim();
      say(`  ${logs.split('\n').at(-1)}`);
      if (exitCode !== '0') throw new Error(`exit code ${exitCode}\n${logs}`);
    });
    await step('product seed (from this machine: no image carries the seed)', () => {
      const out = execFileSync('npm', ['run', '--silent', 'seed', '-w', '@alive/db'], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: settings.databaseUrl },
        encoding: 'utf8',
      });
      say(`  ${out.trim().split('\n').at(-1)}`);
    });
    await step(`podman kube play: ${set.site.filter((doc) => doc.kind === 'Deployment').length} Deployments and their ConfigMaps`, async () => {
      await podmanLoud(['kube', 'play', '--replace', '--quiet', siteFile], ['ignore', 'ignore', 'inherit']);
      say(`  left out (no podman equivalent): ${Object.entries(set.skipped).map(([kind, count]) => `${count} ${kind}`).join(', ')}`);
    });
    const edgeUrl = localEdgeUrl(settings);
    await step('every process ready (/readyz)', async () => {
      for (const doc of set.site.filter((d) => d.kind === 'Deployment')) {
        const name = doc.metadata.name as string;
        const port = localPort(processPorts().get(name)!, settings);
        // The local OpenID provider has no /readyz: it keeps no connections to wait for.
        const path = name === 'identity' ? '/healthz' : '/readyz';
        try {
          // A restart ends the wait at once: the container crashed, whatever /readyz says next.
          await eventually(
            `${name} ready`,
            async () => (restartedContainers().length > 0 ? 'restarted' : (await fetch(`http://127.0.0.1:${port}${path}`)).status),
            (status) => status === 200 || status === 'restarted',
            90_000,
          );
          assertNoRestarts();
        } catch (error) {
          console.error(containerLogs(`${name}-pod-0`));
          throw error;
        }
        say(`  ${name} ready on :${port}`);
      }
    });
    const browser = new SmokeBrowser(edgeUrl);
    await step('the edge serves the shell and the remotes table', async () => {
      const home = await fetch(`${edgeUrl}/`);
      const html = await home.text();
      if (home.status !== 200 || !html.includes('<div id="root"')) throw new Error(`GET / answered ${home.status}`);
      const remotes = (await browser.json('/remotes.json')).body as Record<string, unknown>;
      say(`  /remotes.json: ${Object.keys(remotes).join(', ')}`);
    });
    const email = await step('sign in through the edge (auth → local OpenID provider → callback)', () => browser.signIn());
    say(`  signed in as ${email}`);
    const first = await step('recommendations generated', () => browser.freshRecommendations(60_000));
    say(`  ${first.count} recommendations generated at ${first.generatedAt}`);
    await step('no refresh without choices (the list reads the same)', async () => {
      const again = await browser.freshRecommendations(10_000);
      if (again.generatedAt !== first.generatedAt) throw new Error(`regenerated at ${again.generatedAt} without a choice`);
    });
    const pairs = await step('choices made (POST /api/user-choices)', () => browser.makeChoices());
    say(`  answered pairs ${pairs.join(', ')}`);
    const refreshed = await step('recommendations refreshed after the choice events (choices → outbox → NATS → recommendations)', () =>
      browser.freshRecommendations(90_000, first.generatedAt),
    );
    say(`  regenerated at ${refreshed.generatedAt} (${refreshed.count} recommendations)`);
    const screens = await step('a screen of every remote rendered in Chromium through the edge', () => loadEveryRemoteScreen(edgeUrl));
    for (const screen of screens) say(`  ${screen.remote}: ${screen.path} "${screen.heading}" (${screen.files} files from the edge)`);
    await step('no container restarted', assertNoRestarts);
    say(`passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } catch (error) {
    process.exitCode = 1;
    if (error instanceof Error && error.stack && !error.message.includes('\n')) console.error(error.stack.split('\n').slice(0, 4).join('\n'));
  } finally {
    mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    writeFileSync(RESULTS_FILE, `${JSON.stringify(counts)}\n`);
    if (keep) {
      say(`--keep: the site stays up at ${localEdgeUrl(settings)} (podman kube down ${siteFile})`);
    } else {
      await teardown();
      await nats?.dispose();
      say('torn down');
    }
  }
}

await main();
