import type { CanaryJudgeOptions } from '@alive/domain';
import type { EdgeSettings } from '../settings.ts';

/** The edge's release and telemetry settings (declared in settings.ts; docs/deploy.md, "Canary releases"). */
export interface ReleaseSettings {
  /** RUM_SAMPLE_RATE: share of page loads (0..1) that report telemetry; canary pages always do. */
  sampleRate: number;
  /** RUM_RATE_LIMIT: batches per client address; RUM_PAGE_RATE_LIMIT: per page load. */
  perAddress: { points: number; durationSeconds: number };
  perPage: { points: number; durationSeconds: number };
  /** RUM_FLUSH_MS: how often counts reach Postgres. */
  flushMs: number;
  /** RELEASES_REFRESH_MS: how often an edge re-reads the release records. */
  refreshMs: number;
  /** RELEASE_JUDGE_INTERVAL_MS. */
  judgeIntervalMs: number;
  /** RELEASE_CANARY_MIN_LOADS, RELEASE_CANARY_MAX_LOADS, RELEASE_CANARY_MIN_VITAL_SAMPLES: libs/domain judgeCanary. */
  judge: CanaryJudgeOptions;
  /** EDGE_METRICS_PORT: Prometheus metrics, on their own port. */
  metricsPort: number;
}

export function releaseSettingsFrom({ minLoads, maxLoads, minVitalSamples, ...rest }: EdgeSettings['releases']): ReleaseSettings {
  return { ...rest, judge: { minLoads, maxLoads, minVitalSamples } };
}
