import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIVE_SERVICES, PLATFORM_PROCESSES, REMOTES } from '@alive/features';

/**
 * What a cluster runs, derived from the feature registry (docs/deploy.md): one workload per live
 * service plus the edge. Planned services have no process, so they get no image and no objects.
 */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The `version` of `<folder>/package.json`. */
function packageVersion(folder: string): string {
  return (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }).version;
}

/** One release version for every image and the migration Job: the root package's version. */
export function releaseVersion(root = repoRoot): string {
  return packageVersion(root);
}

/** A Secret key a workload reads by reference (Secret `alive-secrets`, never in the repository). */
export interface SecretEnv {
  name: string;
  /** The Secret's key when it is not the variable's name (each workload's own DATABASE_URL). */
  key?: string;
  /** The process starts without it (e.g. OPENAI_API_KEY: the built-in engine is used). */
  optional?: boolean;
}

export interface EventConsumer {
  /** JetStream durable consumer name the service binds to. */
  durable: string;
}

export interface Workload {
  name: string;
  folder: string;
  port: number;
  kind: 'service' | 'edge' | 'releases';
  secrets: readonly SecretEnv[];
  /** Durable consumers whose JetStream lag scales this workload (KEDA) instead of a CPU HPA. */
  consumers: readonly EventConsumer[];
  /** HPA / ScaledObject bounds; min 2 so one pod can drain while another serves. */
  minReplicas: number;
  maxReplicas: number;
}

/**
 * Each workload connects as its own database role (docs/data-ownership.md, docs/deploy.md "Database
 * roles"): its DATABASE_URL is the Secret key `DATABASE_URL_<NAME>`, whose user is `alive_<name>`. The
 * key `DATABASE_URL` itself is the schema owner's, for the migration Job only.
 */
export const databaseUrlOf = (workload: string): SecretEnv => ({ name: 'DATABASE_URL', key: `DATABASE_URL_${workload.toUpperCase()}` });
// Production refuses to start without SESSION_KEYS (docs/architecture.md, "Sessions").
const SESSION_KEYS: SecretEnv = { name: 'SESSION_KEYS' };

/** `export const X_CONSUMER = '<durable>'`: how a service declares each durable consumer it starts. */
export function declaredDurables(source: string): string[] {
  return [...source.matchAll(/export const \w*CONSUMER = '([^']+)'/g)].map((m) => m[1]!).sort();
}

/**
 * The durable consumers of each service, read from its own `src/events/` folder (docs/deploy.md,
 * "Scaling"): a new consumer gets its KEDA trigger without a list to keep here, and rendering does
 * not load the services.
 */
function eventConsumersOf(folder: string): EventConsumer[] {
  const dir = path.join(repoRoot, folder, 'src', 'events');
  if (!existsSync(dir)) return [];
  const source = readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
  return declaredDurables(source).map((durable) => ({ durable }));
}

export const EVENT_CONSUMERS: Record<string, readonly EventConsumer[]> = Object.fromEntries(
  LIVE_SERVICES.map((service) => [service.name, eventConsumersOf(service.folder)] as const).filter(([, consumers]) => consumers.length > 0),
);

export const EDGE_PROCESS = PLATFORM_PROCESSES.find((p) => p.name === 'edge')!;
/** The edge serves its metrics on a port of their own (services/edge/src/releases/release-settings.ts, EDGE_METRICS_PORT). */
export const EDGE_METRICS_PORT = 9464;

export function serviceWorkloads(): Workload[] {
  return LIVE_SERVICES.map((service) => ({
    name: service.name,
    folder: service.folder,
    port: service.defaultPort,
    kind: 'service' as const,
    // The registry names each service's own secrets and bounds (libs/features, docs/deploy.md).
    secrets: [databaseUrlOf(service.name), SESSION_KEYS, ...(('secrets' in service ? service.secrets : undefined) ?? [])],
    consumers: EVENT_CONSUMERS[service.name] ?? [],
    minReplicas: 2,
    maxReplicas: ('maxReplicas' in service ? service.maxReplicas : undefined) ?? 10,
  }));
}

export function edgeWorkload(): Workload {
  return {
    name: EDGE_PROCESS.name,
    folder: EDGE_PROCESS.folder,
    port: EDGE_PROCESS.defaultPort,
    kind: 'edge',
    // Release records, field telemetry and the canary judge live in Postgres (docs/deploy.md, "Canary releases");
    // every edge replica checks the page-load tokens any other issued, so they share RUM_TOKEN_KEYS.
    secrets: [databaseUrlOf(EDGE_PROCESS.name), { name: 'RUM_TOKEN_KEYS' }],
    consumers: [],
    minReplicas: 2,
    maxReplicas: 10,
  };
}

const RELEASES_PROCESS = PLATFORM_PROCESSES.find((p) => p.name === 'releases')!;

/**
 * The release controller (docs/deploy.md, "Canary releases"): reached by the edges only; the judge's
 * advisory lock lets any number of replicas run while one decides.
 */
export function releasesWorkload(): Workload {
  return {
    name: RELEASES_PROCESS.name,
    folder: RELEASES_PROCESS.folder,
    port: RELEASES_PROCESS.defaultPort,
    kind: 'releases',
    // It checks the page-load tokens the edges issued (RUM_TOKEN_KEYS), as a service it needs SESSION_KEYS.
    secrets: [databaseUrlOf(RELEASES_PROCESS.name), SESSION_KEYS, { name: 'RUM_TOKEN_KEYS' }],
    consumers: [],
    minReplicas: 2,
    maxReplicas: 4,
  };
}

const IDENTITY_PROCESS = PLATFORM_PROCESSES.find((p) => p.name === 'identity')!;

/**
 * The local OpenID provider. Not a cluster workload (production points OIDC_ISSUER at a real
 * provider), but it has an image so a local run of the images can sign in (docs/deploy.md,
 * "Building and running the images here").
 */
export function identityProcess(): Workload {
  return {
    name: IDENTITY_PROCESS.name,
    folder: IDENTITY_PROCESS.folder,
    port: IDENTITY_PROCESS.defaultPort,
    kind: 'service',
    // The database holds its sign-in rate-limit counters (services/identity/src/sign-in-limits.ts),
    // IDENTITY_DEVICE_COOKIE_KEYS signs their device cookies (required in production).
    secrets: [databaseUrlOf(IDENTITY_PROCESS.name), { name: 'OIDC_CLIENT_SECRET' }, { name: 'IDENTITY_DEVICE_COOKIE_KEYS' }],
    consumers: [],
    minReplicas: 1,
    maxReplicas: 1,
  };
}

/** Every workload: the live services, the release controller, then the edge. */
export function workloads(): Workload[] {
  return [...serviceWorkloads(), releasesWorkload(), edgeWorkload()];
}

export interface RemoteRelease {
  name: string;
  folder: string;
  /** The remote app's package.json version: its release folder and its entry in `remote-versions`. */
  version: string;
}

export function remoteReleases(root = repoRoot): RemoteRelease[] {
  return REMOTES.map((remote) => ({
    name: remote.name,
    folder: remote.folder,
    version: packageVersion(path.join(root, remote.folder)),
  }));
}
