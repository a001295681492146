import {
  busSettings,
  databaseSettings,
  defineSettings,
  defineSettingsGroup,
  expensiveWorkSettings,
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
  /** Per-person and per-group caps (docs/product/groups.md, Limits). */
  limits: GroupLimits;
}

export interface GroupLimits {
  /** Groups one person may own. */
  ownedPerPerson: number;
  /** Groups one person may be in, owned ones included. */
  membershipsPerPerson: number;
  /** Members of one group, the owner included. */
  membersPerGroup: number;
}

export const DEFAULT_GROUPS_SETTINGS: GroupsSettings = {
  joinFailureLimit: { points: 10, durationSeconds: 15 * 60 },
  recommendationsStaleAfterMs: 12 * 60 * 60 * 1000,
  limits: { ownedPerPerson: 20, membershipsPerPerson: 50, membersPerGroup: 100 },
};

/** Every variable the groups process reads (docs/architecture.md "Settings"). */
export const groupsProcessSettings = defineSettings({
  ...serviceConfigSettings,
  database: databaseSettings,
  bus: busSettings,
  outbox: outboxSettings,
  work: expensiveWorkSettings,
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
    ownedPerPerson: setting({
      env: 'GROUPS_MAX_OWNED',
      schema: settingTypes.positiveInt,
      default: String(DEFAULT_GROUPS_SETTINGS.limits.ownedPerPerson),
      meaning: 'Groups one person may own',
    }),
    membershipsPerPerson: setting({
      env: 'GROUPS_MAX_MEMBERSHIPS',
      schema: settingTypes.positiveInt,
      default: String(DEFAULT_GROUPS_SETTINGS.limits.membershipsPerPerson),
      meaning: 'Groups one person may be in, owned ones included',
    }),
    membersPerGroup: setting({
      env: 'GROUPS_MAX_MEMBERS',
      schema: settingTypes.positiveInt,
      default: String(DEFAULT_GROUPS_SETTINGS.limits.membersPerGroup),
      meaning: 'Members of one group, the owner included',
    }),
  }),
});

/** The service's settings from what the process read. */
export function groupsSettingsFrom(read: { joinFailureLimit: RateLimitSetting; recommendationsStaleAfterMs: number; ownedPerPerson: number; membershipsPerPerson: number; membersPerGroup: number }): GroupsSettings {
  const { ownedPerPerson, membershipsPerPerson, membersPerGroup, ...rest } = read;
  return { ...rest, limits: { ownedPerPerson, membershipsPerPerson, membersPerGroup } };
}
