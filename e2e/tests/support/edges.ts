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
