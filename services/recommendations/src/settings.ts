import { positiveIntFromEnv } from '@alive/service-kit';

/**
 * The recommendations service's own settings (docs/product/recommendations.md, Freshness and status).
 * Read once by service-entry.ts; tests pass smaller values.
 */
export interface RecommendationSettings {
  /** A generation claim older than this is taken over (the replica that held it is presumed gone). */
  claimTimeoutMs: number;
  /** Background generations one replica runs at once; the rest wait in its queue. */
  generationConcurrency: number;
  /** How often each replica looks for lists generated more than a day ago (one replica acts per look). */
  dailyRefreshCheckMs: number;
  /** Lists regenerated per daily-refresh look, oldest first (the next look takes the rest). */
  dailyRefreshBatch: number;
  /** Upper bound of the OpenAI engine's answer time before the built-in engine answers instead. */
  aiTimeoutMs: number;
  /** How often counted list reads are written (data/read-counter.ts). */
  readCountFlushMs: number;
}

export const DEFAULT_RECOMMENDATION_SETTINGS: RecommendationSettings = {
  claimTimeoutMs: 60_000,
  generationConcurrency: 4,
  dailyRefreshCheckMs: 60 * 60 * 1000,
  dailyRefreshBatch: 200,
  aiTimeoutMs: 8_000,
  readCountFlushMs: 1_000,
};

/**
 * RECOMMENDATIONS_CLAIM_TIMEOUT_MS (60000), RECOMMENDATIONS_GENERATION_CONCURRENCY (4),
 * RECOMMENDATIONS_DAILY_REFRESH_CHECK_MS (3600000), RECOMMENDATIONS_DAILY_REFRESH_BATCH (200),
 * RECOMMENDATIONS_AI_TIMEOUT_MS (8000), RECOMMENDATIONS_READ_COUNT_FLUSH_MS (1000).
 */
export function recommendationSettingsFromEnv(env: Record<string, string | undefined>): RecommendationSettings {
  const d = DEFAULT_RECOMMENDATION_SETTINGS;
  return {
    claimTimeoutMs: positiveIntFromEnv(env, 'RECOMMENDATIONS_CLAIM_TIMEOUT_MS', d.claimTimeoutMs),
    generationConcurrency: positiveIntFromEnv(env, 'RECOMMENDATIONS_GENERATION_CONCURRENCY', d.generationConcurrency),
    dailyRefreshCheckMs: positiveIntFromEnv(env, 'RECOMMENDATIONS_DAILY_REFRESH_CHECK_MS', d.dailyRefreshCheckMs),
    dailyRefreshBatch: positiveIntFromEnv(env, 'RECOMMENDATIONS_DAILY_REFRESH_BATCH', d.dailyRefreshBatch),
    aiTimeoutMs: positiveIntFromEnv(env, 'RECOMMENDATIONS_AI_TIMEOUT_MS', d.aiTimeoutMs),
    readCountFlushMs: positiveIntFromEnv(env, 'RECOMMENDATIONS_READ_COUNT_FLUSH_MS', d.readCountFlushMs),
  };
}
