import { positiveIntFromEnv, rateLimitFromEnv } from '@alive/service-kit';
import { DEFAULT_CANARY_JUDGE_OPTIONS, type CanaryJudgeOptions } from '@alive/domain';

/** The edge's release and telemetry settings, read in one place (docs/deploy.md, "Canary releases"). */
export interface ReleaseSettings {
  /** RUM_SAMPLE_RATE: share of page loads (0..1) that report telemetry; canary pages always do. Default 1. */
  sampleRate: number;
  /** RUM_RATE_LIMIT: batches per client address (default 600/60); RUM_PAGE_RATE_LIMIT: per page load (default 60/60). */
  perAddress: { points: number; durationSeconds: number };
  perPage: { points: number; durationSeconds: number };
  /** RUM_FLUSH_MS (default 5000): how often counts reach Postgres. */
  flushMs: number;
  /** RELEASES_REFRESH_MS (default 2000): how often an edge re-reads the release records. */
  refreshMs: number;
  /** RELEASE_JUDGE_INTERVAL_MS (default 10000). */
  judgeIntervalMs: number;
  /** RELEASE_CANARY_MIN_LOADS (default 200) and RELEASE_CANARY_MAX_LOADS (default 5000): libs/domain judgeCanary. */
  judge: CanaryJudgeOptions;
  /** EDGE_METRICS_PORT (default 9464): Prometheus metrics, on their own port. */
  metricsPort: number;
}

function sampleRateFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.RUM_SAMPLE_RATE?.trim();
  if (!raw) return 1;
  const rate = Number(raw);
  if (!/^(0(\.\d+)?|1(\.0+)?)$/.test(raw) || rate < 0 || rate > 1) {
    throw new Error(`Invalid edge configuration: RUM_SAMPLE_RATE must be a number from 0 to 1, got "${raw}"`);
  }
  return rate;
}

export function releaseSettingsFromEnv(env: NodeJS.ProcessEnv): ReleaseSettings {
  const metricsPort = env.EDGE_METRICS_PORT?.trim() === '0' ? 0 : positiveIntFromEnv(env, 'EDGE_METRICS_PORT', 9464);
  return {
    sampleRate: sampleRateFromEnv(env),
    perAddress: rateLimitFromEnv(env, 'RUM_RATE_LIMIT', { points: 600, durationSeconds: 60 }),
    perPage: rateLimitFromEnv(env, 'RUM_PAGE_RATE_LIMIT', { points: 60, durationSeconds: 60 }),
    flushMs: positiveIntFromEnv(env, 'RUM_FLUSH_MS', 5000),
    refreshMs: positiveIntFromEnv(env, 'RELEASES_REFRESH_MS', 2000),
    judgeIntervalMs: positiveIntFromEnv(env, 'RELEASE_JUDGE_INTERVAL_MS', 10_000),
    judge: {
      minLoads: positiveIntFromEnv(env, 'RELEASE_CANARY_MIN_LOADS', DEFAULT_CANARY_JUDGE_OPTIONS.minLoads),
      maxLoads: positiveIntFromEnv(env, 'RELEASE_CANARY_MAX_LOADS', DEFAULT_CANARY_JUDGE_OPTIONS.maxLoads),
      minVitalSamples: positiveIntFromEnv(env, 'RELEASE_CANARY_MIN_VITAL_SAMPLES', DEFAULT_CANARY_JUDGE_OPTIONS.minVitalSamples),
    },
    metricsPort,
  };
}
