import { positiveIntFromEnv, rateLimitFromEnv, type RateLimitSetting } from '@alive/service-kit';

/** The groups service's own settings (docs/product/groups.md). Read once by service-entry.ts; tests pass smaller values. */
export interface GroupsSettings {
  /** Wrong invite codes one person may try per window before every join is refused until it ends. */
  joinFailureLimit: RateLimitSetting;
  /** A cached group list older than this is generated again on the next read. */
  recommendationsStaleAfterMs: number;
}

export const DEFAULT_GROUPS_SETTINGS: GroupsSettings = {
  joinFailureLimit: { points: 10, durationSeconds: 15 * 60 },
  recommendationsStaleAfterMs: 12 * 60 * 60 * 1000,
};

/** GROUPS_JOIN_FAILURE_LIMIT (`10/900`: 10 wrong codes per 15 minutes), GROUPS_RECOMMENDATIONS_STALE_AFTER_MS (43200000). */
export function groupsSettingsFromEnv(env: Record<string, string | undefined>): GroupsSettings {
  const d = DEFAULT_GROUPS_SETTINGS;
  return {
    joinFailureLimit: rateLimitFromEnv(env, 'GROUPS_JOIN_FAILURE_LIMIT', d.joinFailureLimit),
    recommendationsStaleAfterMs: positiveIntFromEnv(env, 'GROUPS_RECOMMENDATIONS_STALE_AFTER_MS', d.recommendationsStaleAfterMs),
  };
}
