import { FEATURES, PLATFORM_PROCESSES, SHELL_FOLDER, type ServiceStatus } from './feature-registry.ts';

type AnyFeature = (typeof FEATURES)[number];
type WithService = Extract<AnyFeature, { service: unknown }>;
type WithRemote = Extract<AnyFeature, { remote: unknown }>;

export type ServiceName = WithService['service']['name'];
/** Services that are built and run; planned ones have no process and no upstream. */
export type LiveServiceName = Extract<WithService['service'], { status: 'live' }>['name'];
export type RemoteName = WithRemote['remote']['name'];

export interface ApiRoute {
  prefix: string;
  service: ServiceName;
  /** Absent means live. */
  status?: ServiceStatus;
}

const withService = FEATURES.filter((f): f is WithService => 'service' in f);
const withRemote = FEATURES.filter((f): f is WithRemote => 'remote' in f);

export const SERVICES = withService.map((f) => f.service);
export const SERVICE_NAMES: readonly ServiceName[] = SERVICES.map((s) => s.name);
/** Services that are built and run (planned ones answer 501 at the edge). */
export const LIVE_SERVICES = SERVICES.filter(
  (s): s is Extract<(typeof SERVICES)[number], { status: 'live' }> => s.status === 'live',
);
export const LIVE_SERVICE_NAMES: readonly LiveServiceName[] = LIVE_SERVICES.map((s) => s.name);

/** The body a planned service's prefixes answer with (501) at the edge and in the nginx config. */
export function notAvailableYetMessage(service: string): string {
  return `The ${service} service is not available yet.`;
}

export const API_ROUTES: readonly ApiRoute[] = SERVICES.flatMap((s) =>
  s.apiPrefixes.map((prefix) => ({ prefix, service: s.name, status: s.status })),
);

export const DEFAULT_SERVICE_PORTS = Object.fromEntries(SERVICES.map((s) => [s.name, s.defaultPort])) as Record<ServiceName, number>;

export const REMOTES = withRemote.map((f) => f.remote);
export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((r) => r.name);
/** remote name → workspace folder */
export const REMOTE_FOLDERS = Object.fromEntries(REMOTES.map((r) => [r.name, r.folder])) as Record<RemoteName, string>;
/** The remote built from a workspace folder (`mfe-choices` → `choices`); throws for a folder the registry lacks. */
export function remoteOfFolder(folder: string): (typeof REMOTES)[number] {
  const normalized = folder.replace(/\\/g, '/').replace(/\/+$/, '');
  const remote = REMOTES.find((candidate) => candidate.folder === normalized);
  if (!remote) throw new Error(`No remote in the feature registry (libs/features) is built from "${folder}"`);
  return remote;
}

/** Every browser app folder: the shell first, then the remotes. */
export const FRONTEND_FOLDERS: readonly string[] = [SHELL_FOLDER, ...REMOTES.map((r) => r.folder)];

export interface ProcessEntry {
  name: string;
  folder: string;
  defaultPort: number;
}

/** Every process a full site runs: the live services and the platform processes. */
export const PROCESSES: readonly ProcessEntry[] = [
  ...PLATFORM_PROCESSES.filter((p) => p.name === 'identity'),
  ...LIVE_SERVICES.map(({ name, folder, defaultPort }) => ({ name, folder, defaultPort })),
  // Before the edge, which forwards field telemetry to it.
  ...PLATFORM_PROCESSES.filter((p) => p.name === 'releases'),
  ...PLATFORM_PROCESSES.filter((p) => p.name === 'edge'),
].map(({ name, folder, defaultPort }) => ({ name, folder, defaultPort }));

export function routeMatches(prefix: string, pathname: string): boolean {
  const bare = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return pathname === bare || pathname.startsWith(prefix);
}

/** The owning route of `pathname` (no query string), by longest matching prefix; `null` if none. */
export function resolveApiRoute<R extends { prefix: string }>(pathname: string, routes: readonly R[]): R | null;
export function resolveApiRoute(pathname: string): ApiRoute | null;
export function resolveApiRoute(pathname: string, routes: readonly { prefix: string }[] = API_ROUTES): { prefix: string } | null {
  let best: { prefix: string } | null = null;
  for (const route of routes) {
    if (routeMatches(route.prefix, pathname) && (!best || route.prefix.length > best.prefix.length)) best = route;
  }
  return best;
}
