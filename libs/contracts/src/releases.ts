import { z } from 'zod';
import { rumRemoteName, rumVersion } from './rum.ts';

export { BUILD_ID_LENGTH, BUILD_LABEL_PREFIX, buildIdOfIntegrity, buildIdOfLabel, buildLabel, publishCommand } from './constants/releases.ts';

/**
 * Releases of the remotes (docs/deploy.md, "Canary releases"): each remote has a stable version and an
 * optional canary served to a share of visitors. The admin service serves the Releases screen's API
 * (endpoints/admin-releases.ts); the edge reads the same records for `/remotes.json`.
 */

export const releaseRemoteParamsSchema = z.object({ remote: rumRemoteName });
export const releaseVersionSchema = rumVersion;

/** A canary's share of visitors, in percent: visitors whose bucket (1..100) is at most this get it. */
export const canaryPercentSchema = z
  .number({ error: 'percent must be a whole number from 0 to 100' })
  .int('percent must be a whole number from 0 to 100')
  .min(0, 'percent must be a whole number from 0 to 100')
  .max(100, 'percent must be a whole number from 0 to 100');

export const startCanaryRequestSchema = z
  .object({
    version: releaseVersionSchema,
    percent: canaryPercentSchema.refine((percent) => percent >= 1, 'a canary needs a share of at least 1 percent'),
  })
  .strict();
export type StartCanaryRequest = z.infer<typeof startCanaryRequestSchema>;

export const canaryShareRequestSchema = z.object({ percent: canaryPercentSchema }).strict();
export type CanaryShareRequest = z.infer<typeof canaryShareRequestSchema>;

/** Without a canary, `version` (or else the previous stable version) becomes stable again. */
export const rollbackRequestSchema = z.object({ version: releaseVersionSchema.optional() }).strict();
export type RollbackRequest = z.infer<typeof rollbackRequestSchema>;

/**
 * Publish the build a remote is served unversioned from, under a version name (what `npm run
 * publish:remote` does), where the admin service can see that build folder. `build` is the id the
 * screen showed, so what gets published is what the operator looked at.
 */
export const publishBuildRequestSchema = z
  .object({
    version: releaseVersionSchema,
    build: z.string().regex(/^[0-9a-f]{10}$/, 'build must be the build id the Releases screen shows'),
  })
  .strict();
export type PublishBuildRequest = z.infer<typeof publishBuildRequestSchema>;

export const CANARY_VERDICTS = ['insufficient-data', 'healthy', 'inconclusive', 'worse'] as const;
export const canaryVerdictSchema = z.enum(CANARY_VERDICTS);
export type CanaryVerdictName = z.infer<typeof canaryVerdictSchema>;

export const RELEASE_ACTIONS = [
  'stable-set-from-file',
  'canary-started',
  'canary-share-changed',
  'promoted',
  'rolled-back',
  'automatic-rollback',
] as const;
export const releaseActionSchema = z.enum(RELEASE_ACTIONS);
export type ReleaseAction = z.infer<typeof releaseActionSchema>;

/** Field figures of one version over a window (the last hour on the Releases screen). */
export const releaseVersionStatsSchema = z.object({
  version: z.string(),
  /** Page loads that used the remote at this version. */
  loads: z.number().int().nonnegative(),
  /** Page loads with at least one error of the remote (failed loads included), 0..1; null without loads. */
  errorRate: z.number().min(0).max(1).nullable(),
  /** Page loads where the remote failed to load, 0..1; null without loads. */
  failedLoadRate: z.number().min(0).max(1).nullable(),
  /** 75th percentile of Largest Contentful Paint and Interaction to Next Paint, ms; null without samples. */
  lcpP75Ms: z.number().nonnegative().nullable(),
  inpP75Ms: z.number().nonnegative().nullable(),
});
export type ReleaseVersionStats = z.infer<typeof releaseVersionStatsSchema>;

export const releaseDecisionSchema = z.object({
  verdict: canaryVerdictSchema,
  reason: z.string(),
  at: z.string(),
});
export type ReleaseDecision = z.infer<typeof releaseDecisionSchema>;

export const releaseEventSchema = z.object({
  at: z.string(),
  action: releaseActionSchema,
  /** Who: the administrator's name and e-mail, "automatic" for the edge's judge, "versions file". */
  actor: z.string(),
  fromVersion: z.string().nullable(),
  toVersion: z.string().nullable(),
  percent: z.number().int().nullable(),
  reason: z.string().nullable(),
});
export type ReleaseEvent = z.infer<typeof releaseEventSchema>;

export const remoteReleaseSchema = z.object({
  remote: z.string(),
  /** Null while the remote is served unversioned (its build folder, or REMOTE_<NAME>_URL). */
  stable: z.string().nullable(),
  canary: z
    .object({
      version: z.string(),
      percent: z.number().int().min(0).max(100),
      startedAt: z.string(),
      /**
       * The judge's last look since the share was set: the canary page loads it counted and the fewest it
       * needs to judge (RELEASE_CANARY_MIN_LOADS); null before it looked (it looks only while the canary
       * serves visitors).
       */
      judged: z.object({ loads: z.number().int().nonnegative(), minLoads: z.number().int().positive() }).nullable(),
    })
    .nullable(),
  /**
   * While served unversioned (`stable` null): the build it is served from, named by the id of its
   * manifest (`build:<id>` in `stats` and `timeline`), when this service can see the build folder or
   * its page loads told it; null when neither. `publishable`: this service can publish it itself
   * (`POST …/publish`), otherwise the screen shows the command to run where the build is.
   */
  unversionedBuild: z
    .object({
      id: z.string(),
      label: z.string(),
      publishable: z.boolean(),
      /** The published version with this very build, when there is one. */
      publishedAs: z.string().nullable(),
    })
    .nullable(),
  /** Published versions, newest first. */
  versions: z.array(z.object({ version: z.string(), publishedAt: z.string(), files: z.number().int().nonnegative() })),
  /** The last hour, per version that had traffic (stable and canary always listed; an unversioned build as `build:<id>`). */
  stats: z.array(releaseVersionStatsSchema),
  /** Page loads and page loads with an error per minute and version, the last hour, oldest first. */
  timeline: z.array(z.object({ minute: z.string(), version: z.string(), loads: z.number().int(), erroredLoads: z.number().int() })),
  lastDecision: releaseDecisionSchema.nullable(),
  /** Newest first, the last 20 changes. */
  history: z.array(releaseEventSchema),
});
export type RemoteRelease = z.infer<typeof remoteReleaseSchema>;

export const releasesOverviewSchema = z.object({ remotes: z.array(remoteReleaseSchema) });
export type ReleasesOverview = z.infer<typeof releasesOverviewSchema>;
