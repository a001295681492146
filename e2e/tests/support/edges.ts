/**
 * The browser-test site runs two edges behind its own round robin on port 3000 (e2e/serve.ts), each
 * with its own metrics port, and quick release settings so a canary is judged within seconds.
 */
export const E2E_EDGES = [
  { port: 3001, metricsPort: 9471 },
  { port: 3002, metricsPort: 9472 },
] as const;

export const E2E_RELEASE_SETTINGS = {
  RUM_FLUSH_MS: '1000',
  RELEASES_REFRESH_MS: '1000',
  RELEASE_JUDGE_INTERVAL_MS: '2000',
  RELEASE_CANARY_MIN_LOADS: '8',
  RELEASE_CANARY_MIN_VITAL_SAMPLES: '8',
} as const;

/**
 * Waits until every edge serves `remote` at `version` (null: unversioned): the release controller takes a
 * versions file edit within RELEASE_SYNC_MS and each edge the record within RELEASES_REFRESH_MS, so a test
 * that goes through the round robin must not act on the first edge that has it.
 */
export async function everyEdgeServes(remote: string, version: string | null, timeoutMs = 20_000): Promise<void> {
  const { expect } = await import('@playwright/test');
  for (const { port } of E2E_EDGES) {
    await expect
      .poll(
        async () => {
          const document = (await (await fetch(`http://127.0.0.1:${port}/remotes.json`)).json()) as Record<string, { version?: string }>;
          return document[remote]?.version ?? null;
        },
        { timeout: timeoutMs, message: `edge :${port} serves ${remote} at ${version ?? 'no version'}` },
      )
      .toBe(version);
  }
}
