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

/**
 * Asks every live service's /readyz at once (planned services have no upstream, so they are never
 * asked), each bounded by `timeoutMs`, so the edge's own /readyz never hangs on a stuck service.
 */
export async function upstreamReadiness(
  upstreams: Readonly<Record<string, string>>,
  timeoutMs = DEFAULT_READINESS_TIMEOUT_MS,
): Promise<Record<string, UpstreamReadiness>> {
  const entries = await Promise.all(Object.entries(upstreams).map(async ([name, url]) => [name, await probe(url, timeoutMs)] as const));
  return Object.fromEntries(entries);
}
