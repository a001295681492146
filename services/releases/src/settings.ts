import { DEFAULT_CANARY_JUDGE_OPTIONS, type CanaryJudgeOptions } from '@alive/domain';
import {
  databaseSettings,
  defineSettings,
  defineSettingsGroup,
  pageLoadTokenSettings,
  remoteReleaseSettingsGroup,
  serviceConfigSettings,
  setting,
  settingTypes,
  type Settings,
} from '@alive/service-kit';

/** Field telemetry aggregation and the canary judge (docs/deploy.md, "Canary releases"). */
export const judgeSettingsGroup = defineSettingsGroup({
  flushMs: setting({ env: 'RUM_FLUSH_MS', schema: settingTypes.positiveInt, default: '5000', meaning: 'How often telemetry counts reach Postgres' }),
  judgeIntervalMs: setting({ env: 'RELEASE_JUDGE_INTERVAL_MS', schema: settingTypes.positiveInt, default: '10000', meaning: 'How often the canary judge looks at the canaries' }),
  minLoads: setting({
    env: 'RELEASE_CANARY_MIN_LOADS',
    schema: settingTypes.positiveInt,
    default: String(DEFAULT_CANARY_JUDGE_OPTIONS.minLoads),
    meaning: 'Fewer canary page loads than this: the judge waits for more data',
  }),
  maxLoads: setting({
    env: 'RELEASE_CANARY_MAX_LOADS',
    schema: settingTypes.positiveInt,
    default: String(DEFAULT_CANARY_JUDGE_OPTIONS.maxLoads),
    meaning: 'At this many canary page loads, a canary not shown worse is healthy',
  }),
  minVitalSamples: setting({
    env: 'RELEASE_CANARY_MIN_VITAL_SAMPLES',
    schema: settingTypes.positiveInt,
    default: String(DEFAULT_CANARY_JUDGE_OPTIONS.minVitalSamples),
    meaning: 'Samples a side before a web vital is compared',
  }),
  visitorCap: setting({
    env: 'RELEASE_JUDGE_VISITOR_CAP',
    schema: settingTypes.positiveInt,
    default: '20',
    meaning: 'Most page loads one visitor (browser cookie) counts for, per version, in a canary judgement',
  }),
  addressCap: setting({
    env: 'RELEASE_JUDGE_ADDRESS_CAP',
    schema: settingTypes.positiveInt,
    default: '50',
    meaning: 'Most page loads one client address counts for, per version, in a canary judgement',
  }),
});

/** Every variable the release controller reads (docs/architecture.md "Settings"). */
export const releasesProcessSettings = defineSettings({
  ...serviceConfigSettings,
  database: databaseSettings,
  judge: judgeSettingsGroup,
  pageLoadTokens: pageLoadTokenSettings,
  remoteReleases: remoteReleaseSettingsGroup,
  sync: defineSettingsGroup({
    intervalMs: setting({
      env: 'RELEASE_SYNC_MS',
      schema: settingTypes.positiveInt,
      default: '2000',
      meaning: 'How often the release controller registers new published versions and takes a changed versions file',
    }),
  }),
});

export type ReleasesProcessSettings = Settings<typeof releasesProcessSettings>;

export interface JudgeSettings {
  flushMs: number;
  intervalMs: number;
  /** libs/domain judgeCanary's sample sizes. */
  judge: CanaryJudgeOptions;
  /** What one visitor and one client address count for in a judgement. */
  caps: { perVisitor: number; perAddress: number };
}

export function judgeSettingsFrom(read: ReleasesProcessSettings['judge']): JudgeSettings {
  return {
    flushMs: read.flushMs,
    intervalMs: read.judgeIntervalMs,
    judge: { minLoads: read.minLoads, maxLoads: read.maxLoads, minVitalSamples: read.minVitalSamples },
    caps: { perVisitor: read.visitorCap, perAddress: read.addressCap },
  };
}
