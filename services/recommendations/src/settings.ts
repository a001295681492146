import {
  busSettings,
  databaseSettings,
  defineSettings,
  defineSettingsGroup,
  expensiveWorkSettings,
  openAiSettings,
  serviceConfigSettings,
  setting,
  settingTypes,
  type Settings,
} from '@alive/service-kit';

/**
 * The recommendations service's own settings (docs/product/recommendations.md, Freshness and status).
 * Declared once below and read at start; tests pass smaller values.
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
  /** Refreshes one person may ask for per window (each queues generations). */
  refreshLimit: { points: number; durationSeconds: number };
}

export const DEFAULT_RECOMMENDATION_SETTINGS: RecommendationSettings = {
  claimTimeoutMs: 60_000,
  generationConcurrency: 4,
  dailyRefreshCheckMs: 60 * 60 * 1000,
  dailyRefreshBatch: 200,
  aiTimeoutMs: 8_000,
  readCountFlushMs: 1_000,
  refreshLimit: { points: 30, durationSeconds: 60 },
};

/** Every variable the recommendations process reads (docs/architecture.md "Settings"). */
export const recommendationsProcessSettings = defineSettings({
  ...serviceConfigSettings,
  database: databaseSettings,
  bus: busSettings,
  openai: openAiSettings,
  work: expensiveWorkSettings,
  recommendations: defineSettingsGroup({
    claimTimeoutMs: setting({ env: 'RECOMMENDATIONS_CLAIM_TIMEOUT_MS', schema: settingTypes.positiveInt, default: String(DEFAULT_RECOMMENDATION_SETTINGS.claimTimeoutMs), meaning: 'A generation claim older than this is taken over' }),
    generationConcurrency: setting({ env: 'RECOMMENDATIONS_GENERATION_CONCURRENCY', schema: settingTypes.positiveInt, default: String(DEFAULT_RECOMMENDATION_SETTINGS.generationConcurrency), meaning: 'Background generations one replica runs at once' }),
    dailyRefreshCheckMs: setting({ env: 'RECOMMENDATIONS_DAILY_REFRESH_CHECK_MS', schema: settingTypes.positiveInt, default: String(DEFAULT_RECOMMENDATION_SETTINGS.dailyRefreshCheckMs), meaning: 'How often each replica looks for lists generated more than a day ago' }),
    dailyRefreshBatch: setting({ env: 'RECOMMENDATIONS_DAILY_REFRESH_BATCH', schema: settingTypes.positiveInt, default: String(DEFAULT_RECOMMENDATION_SETTINGS.dailyRefreshBatch), meaning: 'Lists regenerated per daily-refresh look, oldest first' }),
    aiTimeoutMs: setting({
      env: 'RECOMMENDATIONS_AI_TIMEOUT_MS',
      schema: settingTypes.positiveInt,
      defaultText: 'OPENAI_TIMEOUT_MS',
      meaning: "Time budget of the OpenAI engine's answer before the built-in engine answers instead",
    }),
    refreshLimit: setting({
      env: 'RECOMMENDATIONS_REFRESH_LIMIT',
      schema: settingTypes.pointsPerSeconds,
      default: settingTypes.pointsPerSecondsText(DEFAULT_RECOMMENDATION_SETTINGS.refreshLimit),
      meaning: 'Refreshes one person may ask for (`<points>/<seconds>`); beyond them 429 with Retry-After',
    }),
    readCountFlushMs: setting({ env: 'RECOMMENDATIONS_READ_COUNT_FLUSH_MS', schema: settingTypes.positiveInt, default: String(DEFAULT_RECOMMENDATION_SETTINGS.readCountFlushMs), meaning: 'How often counted list reads are written' }),
  }),
});

export type RecommendationsProcessSettings = Settings<typeof recommendationsProcessSettings>;

/** The service's settings with the AI time budget worked out (its own, else the shared OpenAI one). */
export function recommendationSettingsFrom(settings: RecommendationsProcessSettings): RecommendationSettings {
  return { ...settings.recommendations, aiTimeoutMs: settings.recommendations.aiTimeoutMs ?? settings.openai.timeoutMs };
}
