import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments, stringify } from 'yaml';
import { databaseUrlAs, type DatabaseService } from '@alive/db';
import { EDGE_METRICS_PORT, edgeWorkload, identityProcess, releasesWorkload, releaseVersion, serviceWorkloads } from '../deploy/deploy-targets.ts';
import { CONFIG_MAP } from '../deploy/k8s/cluster-settings.ts';
import { K8S_DIR } from '../deploy/k8s/render-manifests.ts';
import { deployment } from '../deploy/k8s/workload-manifests.ts';
import { repoRoot } from './workspace-packages.ts';

/**
 * The Kubernetes set as `podman kube play` can run it (docs/deploy.md, "What differs from
 * Kubernetes"): the committed manifests of deploy/k8s, changed only where podman has no equivalent.
 * Every pod joins the host network (podman has no Services, so no cluster DNS names), each process on
 * its registry port plus an offset so a running development site keeps its ports.
 */

/** A manifest as parsed YAML: its shape is Kubernetes', checked by scripts/deploy/k8s, not here. */
export type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface LocalSiteSettings {
  /** Added to every registry port (3000 → 23000). */
  portOffset: number;
  databaseUrl: string;
  natsUrl: string;
  sessionKeys: string;
  /** RUM_TOKEN_KEYS: every edge checks what any other issued. */
  pageTokenKeys: string;
  /** IDENTITY_DEVICE_COOKIE_KEYS: the demo provider's device cookies (32+ characters). */
  deviceCookieKeys: string;
  oidcClientSecret: string;
}

/** Kinds played (a Job as its pod); the rest are cluster objects podman has no equivalent for. */
export const PLAYED_KINDS = ['ConfigMap', 'Deployment', 'Job'] as const;

function readManifests(folder: string): Doc[] {
  const kustomization = parseAllDocuments(readFileSync(path.join(repoRoot, folder, 'kustomization.yaml'), 'utf8'))[0]!.toJS() as { resources: string[] };
  return kustomization.resources.flatMap((resource) =>
    parseAllDocuments(readFileSync(path.join(repoRoot, folder, resource), 'utf8')).map((doc) => doc.toJS() as Doc),
  );
}

/** The registry port of each process that listens: `<NAME>_PORT` names it for the process itself. */
export function processPorts(): Map<string, number> {
  return new Map(
    [identityProcess(), ...serviceWorkloads(), releasesWorkload(), edgeWorkload()].map((w) => [w.name, w.port] as const),
  );
}

export const localPort = (port: number, settings: Pick<LocalSiteSettings, 'portOffset'>): number => port + settings.portOffset;
export const localEdgeUrl = (settings: Pick<LocalSiteSettings, 'portOffset'>): string => `http://localhost:${localPort(edgeWorkload().port, settings)}`;
export const localIssuer = (settings: Pick<LocalSiteSettings, 'portOffset'>): string =>
  `http://localhost:${localPort(identityProcess().port, settings)}`;

/** The Secret `alive-secrets` of a cluster (docs/deploy.md, "Applying"); OPENAI_API_KEY stays unset, so the built-in engines answer. */
function secretValues(settings: LocalSiteSettings): Record<string, string> {
  // Each workload's DATABASE_URL_<NAME> enters the database as its own role (docs/deploy.md, "Database
  // roles"); here the local URL's superuser sets the role for the connection.
  const ownDatabaseUrls = Object.fromEntries(
    [identityProcess(), ...serviceWorkloads(), releasesWorkload(), edgeWorkload()].map((w) => [
      `DATABASE_URL_${w.name.toUpperCase()}`,
      databaseUrlAs(settings.databaseUrl, w.name as DatabaseService),
    ]),
  );
  return {
    DATABASE_URL: settings.databaseUrl,
    ...ownDatabaseUrls,
    SESSION_KEYS: settings.sessionKeys,
    RUM_TOKEN_KEYS: settings.pageTokenKeys,
    IDENTITY_DEVICE_COOKIE_KEYS: settings.deviceCookieKeys,
    OIDC_CLIENT_SECRET: settings.oidcClientSecret,
  };
}

function localConfig(doc: Doc, settings: LocalSiteSettings): Doc {
  const ports = Object.fromEntries([...processPorts()].map(([name, port]) => [`${name.toUpperCase()}_PORT`, String(localPort(port, settings))]));
  return {
    ...doc,
    data: {
      ...doc.data,
      // Only this machine reaches the processes; they share its network.
      BIND_ADDRESS: '127.0.0.1',
      PUBLIC_URL: localEdgeUrl(settings),
      OIDC_ISSUER: localIssuer(settings),
      NATS_URL: settings.natsUrl,
      // The smoke run signs in with the demo accounts: production runs the built-in provider, and lets
      // ADMIN_EMAILS name its demo admin, only when asked by name (docs/deploy.md, "Production settings").
      IDENTITY_PROVIDER: 'demo',
      ADMIN_EMAILS: 'admin@alive.local',
      EDGE_METRICS_PORT: String(localPort(EDGE_METRICS_PORT, settings)),
      ...ports,
    },
  };
}

/** podman turns an httpGet probe into `curl`, which the image does not carry: the same check with node. */
function nodeProbe(probe: Doc | undefined, port: number): Doc | undefined {
  if (!probe?.httpGet) return probe;
  const { httpGet, ...rest } = probe;
  const url = `http://127.0.0.1:${port}${httpGet.path as string}`;
  return { ...rest, exec: { command: ['node', '-e', `fetch('${url}').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))`] } };
}

/** podman makes an emptyDir a named volume, shared by every pod that names it alike: each pod's gets the pod's name. */
function ownVolumeName(pod: string, spec: Doc): (name: string) => string {
  const emptyDirs = new Set(((spec.volumes ?? []) as Doc[]).filter((volume) => volume.emptyDir).map((volume) => volume.name as string));
  return (name) => (emptyDirs.has(name) ? `${pod}-${name}` : name);
}

function localPodSpec(pod: string, spec: Doc, settings: LocalSiteSettings, port: number | undefined): Doc {
  const ports = processPorts();
  const volumeName = ownVolumeName(pod, spec);
  return {
    ...spec,
    hostNetwork: true,
    volumes: ((spec.volumes ?? []) as Doc[]).map((volume) => ({ ...volume, name: volumeName(volume.name as string) })),
    containers: (spec.containers as Doc[]).map((container) => {
      const { ports: _ports, startupProbe: _startup, readinessProbe: _readiness, lifecycle: _lifecycle, livenessProbe, ...rest } = container;
      const env = ((rest.env ?? []) as Doc[]).map((variable) => {
        // podman 4.3 cannot read a Kubernetes Secret (docs/deploy.md, "What differs from Kubernetes"): the value goes in place of the reference.
        const secretKey = variable.valueFrom?.secretKeyRef?.key as string | undefined;
        if (secretKey) {
          const value = secretValues(settings)[secretKey];
          return value === undefined ? null : { name: variable.name, value };
        }
        // The edge reaches each service at http://<service>:<port>: here at 127.0.0.1 and its local port.
        const service = /^([A-Z]+)_URL$/.exec(variable.name as string)?.[1]?.toLowerCase();
        const servicePort = service ? ports.get(service) : undefined;
        return servicePort && variable.value ? { ...variable, value: `http://127.0.0.1:${localPort(servicePort, settings)}` } : variable;
      }).filter((variable): variable is Doc => variable !== null);
      return {
        ...rest,
        image: `localhost/${rest.image as string}`,
        env,
        volumeMounts: ((rest.volumeMounts ?? []) as Doc[]).map((mount) => ({ ...mount, name: volumeName(mount.name as string) })),
        ...(port && livenessProbe ? { livenessProbe: nodeProbe(livenessProbe, localPort(port, settings)) } : {}),
      };
    }),
  };
}

function localDeployment(doc: Doc, settings: LocalSiteSettings): Doc {
  const port = processPorts().get(doc.metadata.name as string);
  return {
    ...doc,
    spec: { ...doc.spec, replicas: 1, template: { ...doc.spec.template, spec: localPodSpec(doc.metadata.name as string, doc.spec.template.spec, settings, port) } },
  };
}

/** podman runs no Jobs: the migration Job's pod, run once with restartPolicy Never. */
function jobAsPod(job: Doc, settings: LocalSiteSettings): Doc {
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: job.metadata.name, labels: job.spec.template.metadata?.labels },
    spec: localPodSpec(job.metadata.name as string, job.spec.template.spec, settings, undefined),
  };
}

export interface KubePlaySet {
  /** The migration Job as a pod: played first, waited for. */
  migration: Doc;
  /** The ConfigMaps and every Deployment: the local OpenID provider first, the edge last. */
  site: Doc[];
  /** What podman cannot run, by kind: the cluster objects of deploy/k8s left out. */
  skipped: Record<string, number>;
}

export function kubePlaySet(settings: LocalSiteSettings, version = releaseVersion()): KubePlaySet {
  const base = readManifests(`${K8S_DIR}/base`);
  const job = readManifests(`${K8S_DIR}/migrate`).find((doc) => doc.kind === 'Job')!;
  const skipped: Record<string, number> = {};
  for (const doc of base) if (!(PLAYED_KINDS as readonly string[]).includes(doc.kind as string)) skipped[doc.kind] = (skipped[doc.kind] ?? 0) + 1;
  const configMaps = base.filter((doc) => doc.kind === 'ConfigMap').map((doc) => (doc.metadata.name === CONFIG_MAP ? localConfig(doc, settings) : doc));
  const identity = deployment(identityProcess(), version, serviceWorkloads()) as Doc;
  const deployments = [identity, ...base.filter((doc) => doc.kind === 'Deployment')].map((doc) => localDeployment(doc, settings));
  return { migration: jobAsPod(job, settings), site: [...configMaps, ...deployments], skipped };
}

export const toYamlStream = (docs: readonly Doc[]): string => docs.map((doc) => stringify(doc)).join('---\n');
