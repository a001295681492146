import {
  busSettings,
  databaseSettings,
  defineSettings,
  defineSettingsGroup,
  outboxSettings,
  serviceConfigSettings,
  setting,
  settingTypes,
  type RateLimitSetting,
} from '@alive/service-kit';

/** The groups service's own settings (docs/product/groups.md). Declared once below and read at start; tests pass smaller values. */
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

/** Every variable the groups process reads (docs/architecture.md "Settings"). */
export const groupsProcessSettings = defineSettings({
  ...serviceConfigSettings,
  database: databaseSettings,
  bus: busSettings,
  outbox: outboxSettings,
  groups: defineSettingsGroup({
    joinFailureLimit: setting({
      env: 'GROUPS_JOIN_FAILURE_LIMIT',
      schema: settingTypes.pointsPerSeconds,
      default: settingTypes.pointsPerSecondsText(DEFAULT_GROUPS_SETTINGS.joinFailureLimit),
      meaning: 'Wrong invite codes one person may try (`<points>/<seconds>`) before every join is refused until the window ends',
    }),
    recommendationsStaleAfterMs: setting({
      env: 'GROUPS_RECOMMENDATIONS_STALE_AFTER_MS',
      schema: settingTypes.positiveInt,
      default: String(DEFAULT_GROUPS_SETTINGS.recommendationsStaleAfterMs),
      meaning: 'A cached group list older than this is generated again on the next read (12 hours)',
    }),
  }),
});
