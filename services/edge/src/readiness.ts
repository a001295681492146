import { replicaUrls } from './upstream-pool.ts';

/** What the edge learnt from one backing service's /readyz. */
export type UpstreamReadiness = 'ready' | 'not ready' | 'unreachable' | 'timed out';

/** Long enough for a service's own checks on a healthy machine, short enough for an orchestrator's probe. */
export const DEFAULT_READINESS_TIMEOUT_MS = 1_500;

async function probe(baseUrl: string, timeoutMs: number): Promise<UpstreamReadiness> {
  try {
    const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.ok ? 'ready' : 'not ready';
  } catch (error) {
    return (error as { name?: string }).name === 'TimeoutError' ? 'timed out' : 'unreachable';
  }
}

/** A service is as ready as its best replica: the edge sends its requests to the replicas that answer. */
async function probeReplicas(urls: readonly string[], timeoutMs: number): Promise<UpstreamReadiness> {
  if (urls.length === 0) return 'unreachable';
  const answers = await Promise.all(urls.map((url) => probe(url, timeoutMs)));
  return answers.includes('ready') ? 'ready' : answers[0]!;
}

/**
 * Asks every live service's /readyz at once (planned services have no upstream, so they are never
 * asked), each bounded by `timeoutMs`, so the edge's own /readyz never hangs on a stuck service.
 * A value may list replicas, comma-separated (upstreams.ts).
 */
export async function upstreamReadiness(
  upstreams: Readonly<Record<string, string>>,
  timeoutMs = DEFAULT_READINESS_TIMEOUT_MS,
): Promise<Record<string, UpstreamReadiness>> {
  const entries = await Promise.all(
    Object.entries(upstreams).map(async ([name, value]) => [name, await probeReplicas(replicaUrls(value), timeoutMs)] as const),
  );
  return Object.fromEntries(entries);
}
