import { readFileSync } from 'node:fs';
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
  kind: 'service' | 'edge';
  secrets: readonly SecretEnv[];
  /** Durable consumers whose JetStream lag scales this workload (KEDA) instead of a CPU HPA. */
  consumers: readonly EventConsumer[];
  /** HPA / ScaledObject bounds; min 2 so one pod can drain while another serves. */
  minReplicas: number;
  maxReplicas: number;
}

const DATABASE_URL: SecretEnv = { name: 'DATABASE_URL' };
// Production refuses to start without SESSION_KEYS (docs/architecture.md, "Sessions").
const SESSION_KEYS: SecretEnv = { name: 'SESSION_KEYS' };
const OPENAI_API_KEY: SecretEnv = { name: 'OPENAI_API_KEY', optional: true };

/** Secrets per live service beyond the two every one of them needs (each service's service-entry.ts says which it reads). */
const EXTRA_SECRETS: Record<string, readonly SecretEnv[]> = {
  auth: [{ name: 'OIDC_CLIENT_SECRET' }],
  profile: [OPENAI_API_KEY],
  recommendations: [OPENAI_API_KEY],
  admin: [OPENAI_API_KEY],
};

/**
 * The durable consumer names of services/recommendations and services/groups (`CHOICE_MADE_CONSUMER`,
 * `GROUPS_CHOICE_MADE_CONSUMER`); kept here so rendering does not load the services, and checked
 * against their constants by scripts/deploy/deploy-targets.test.ts.
 */
export const EVENT_CONSUMERS: Record<string, readonly EventConsumer[]> = {
  recommendations: [{ durable: 'recommendations-choice-made' }],
  groups: [{ durable: 'groups-choice-made' }],
};

const MAX_REPLICAS: Record<string, number> = { choices: 20, recommendations: 12 };

export const EDGE_PROCESS = PLATFORM_PROCESSES.find((p) => p.name === 'edge')!;
/** The edge serves its metrics on a port of their own (services/edge/src/releases/release-settings.ts, EDGE_METRICS_PORT). */
export const EDGE_METRICS_PORT = 9464;

export function serviceWorkloads(): Workload[] {
  return LIVE_SERVICES.map((service) => ({
    name: service.name,
    folder: service.folder,
    port: service.defaultPort,
    kind: 'service' as const,
    secrets: [DATABASE_URL, SESSION_KEYS, ...(EXTRA_SECRETS[service.name] ?? [])],
    consumers: EVENT_CONSUMERS[service.name] ?? [],
    minReplicas: 2,
    maxReplicas: MAX_REPLICAS[service.name] ?? 10,
  }));
}

export function edgeWorkload(): Workload {
  return {
    name: EDGE_PROCESS.name,
    folder: EDGE_PROCESS.folder,
    port: EDGE_PROCESS.defaultPort,
    kind: 'edge',
    // Release records, field telemetry and the canary judge live in Postgres (docs/deploy.md, "Canary releases").
    secrets: [DATABASE_URL],
    consumers: [],
    minReplicas: 2,
    maxReplicas: 10,
  };
}

/** Every workload: the live services, then the edge. */
export function workloads(): Workload[] {
  return [...serviceWorkloads(), edgeWorkload()];
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
