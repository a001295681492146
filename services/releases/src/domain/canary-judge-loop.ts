/**
 * The canary judge (docs/deploy.md, "Canary releases"): every few seconds one release controller replica
 * — the one holding the Postgres advisory lock — counts the page loads stored since the instant each
 * running canary's share was last set (distinct page-load tokens, each visitor and address capped:
 * rum-page-loads.ts), asks the pure `judgeCanary` (libs/domain) how the canary does against stable, keeps
 * the verdict on the record, and when it is worse sets the canary's share to 0 at once, logged, counted
 * and audited. Every edge serves stable from its next refresh of the records, and canary visitors get
 * stable on their next page load.
 */
import {
  changeReleaseIn,
  emptyReleaseCounts,
  pruneRumMinutes,
  pruneRumPageLoads,
  readJudgedCounts,
  readReleases,
  recordVerdict,
  type PrismaClient,
} from '@alive/db';
import { DEFAULT_CANARY_JUDGE_OPTIONS, judgeCanary, type CanaryJudgeOptions, type CanaryVerdict, type ReleaseCounts } from '@alive/domain';
import type { ReleasesMetrics } from '../releases-metrics.ts';

export interface CanaryJudgeLoopOptions {
  prisma: PrismaClient;
  metrics: Pick<ReleasesMetrics, 'canaryVerdicts' | 'automaticRollbacks'>;
  judge?: CanaryJudgeOptions;
  /** Most page loads one visitor, and one client address, count for per version in a judgement. */
  caps?: { perVisitor: number; perAddress: number };
  intervalMs?: number;
  /** Per-minute counts older than this are deleted (default 7 days). */
  retentionMs?: number;
  /** Called after a rollback (tests; the edges notice at their next refresh of the records). */
  onRollback?: () => Promise<void>;
  logger?: { info(details: object, message: string): void; warn(details: object, message: string): void };
  now?: () => Date;
}

export interface JudgeRun {
  /** False when another replica held the lock. */
  judged: boolean;
  verdicts: { remote: string; version: string; verdict: CanaryVerdict }[];
}

/** What one visitor and one client address may count for (RELEASE_JUDGE_VISITOR_CAP, RELEASE_JUDGE_ADDRESS_CAP). */
export const DEFAULT_JUDGE_CAPS = { perVisitor: 20, perAddress: 50 };

/**
 * How far before a window the judge looks for stable's own recent record (docs/deploy.md, "The decision
 * rule"): close enough in time to be comparable, long enough to hold a sample.
 */
export const STABLE_REFERENCE_MS = 60 * 60 * 1000;

/** Page loads are kept this long: no judging window needs them longer, the Releases screen reads rum_minutes. */
const PAGE_LOAD_RETENTION_MS = 2 * 24 * 60 * 60 * 1000;

// One key for the whole site: one replica judges at a time.
const JUDGE_LOCK = 'release-canary-judge';

export function createCanaryJudgeLoop(options: CanaryJudgeLoopOptions) {
  const { prisma, metrics, logger } = options;
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<JudgeRun> | null = null;
  let lastPrune = 0;

  // Stable's record before a window does not change while the window runs: read once per window.
  const references = new Map<string, Promise<ReleaseCounts | null>>();
  function stableBefore(tx: Parameters<typeof readJudgedCounts>[0], remote: string, stable: string, startedAt: Date, caps: { perVisitor: number; perAddress: number }) {
    const key = `${remote}\u0000${stable}\u0000${startedAt.getTime()}`;
    let reference = references.get(key);
    if (!reference) {
      if (references.size > 100) references.clear();
      reference = readJudgedCounts(tx, { remote, versions: [stable], since: new Date(startedAt.getTime() - STABLE_REFERENCE_MS), until: startedAt, ...caps }).then(
        (counts) => counts.get(stable) ?? null,
      );
      references.set(key, reference);
      reference.catch(() => references.delete(key));
    }
    return reference;
  }

  /**
   * The verdict on a canary against stable in the same window; and, when stable itself did worse in the
   * window than in the hour before it beyond doubt (stable's code did not change, so its visitors' reports
   * did: an outage of both, or someone reporting failures of stable to shield the canary), against
   * stable's record before the window too. Worse against either is worse.
   */
  async function judged(canaryCounts: ReleaseCounts, stableCounts: ReleaseCounts, reference: () => Promise<ReleaseCounts | null>): Promise<CanaryVerdict> {
    const verdict = judgeCanary(canaryCounts, stableCounts, options.judge);
    if (verdict.verdict === 'worse' || canaryCounts.loads < (options.judge?.minLoads ?? DEFAULT_CANARY_JUDGE_OPTIONS.minLoads)) return verdict;
    const before = await reference();
    if (!before || before.loads < (options.judge?.minLoads ?? DEFAULT_CANARY_JUDGE_OPTIONS.minLoads)) return verdict;
    const stableMoved = judgeCanary(stableCounts, before, options.judge);
    if (stableMoved.verdict !== 'worse') return verdict;
    const againstBefore = judgeCanary(canaryCounts, before, options.judge);
    if (againstBefore.verdict !== 'worse') return verdict;
    return {
      verdict: 'worse',
      reason: `Stable did worse in this window than in the hour before it, so the canary is also held to stable's earlier record: ${againstBefore.reason}`,
      checks: againstBefore.checks,
    };
  }

  async function judgeOnce(): Promise<JudgeRun> {
    const rolledBack: string[] = [];
    const run = await prisma.$transaction(
      async (tx): Promise<JudgeRun> => {
        const [lock] = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(hashtext(${JUDGE_LOCK})) AS locked`;
        if (!lock?.locked) return { judged: false, verdicts: [] };
        const verdicts: JudgeRun['verdicts'] = [];
        const minLoads = options.judge?.minLoads ?? DEFAULT_CANARY_JUDGE_OPTIONS.minLoads;
        for (const release of await readReleases(tx)) {
          const { canary } = release;
          if (!canary || canary.percent === 0) continue;
          const caps = options.caps ?? DEFAULT_JUDGE_CAPS;
          const totals = await readJudgedCounts(tx, { remote: release.remote, versions: [canary.version, release.stable], since: canary.startedAt, ...caps });
          const canaryCounts = totals.get(canary.version) ?? emptyReleaseCounts();
          const verdict = await judged(canaryCounts, totals.get(release.stable) ?? emptyReleaseCounts(), () =>
            stableBefore(tx, release.remote, release.stable, canary.startedAt, caps),
          );
          verdicts.push({ remote: release.remote, version: canary.version, verdict });
          metrics.canaryVerdicts.inc({ remote: release.remote, verdict: verdict.verdict });
          // With the page loads it counted and the fewest it needs: the Releases screen's Promote says how many it had.
          await recordVerdict(tx, release.remote, canary.version, { ...verdict, loads: canaryCounts.loads, minLoads });
          if (verdict.verdict !== 'worse') continue;
          const outcome = await changeReleaseIn(tx, release.remote, { kind: 'automatic-rollback', reason: verdict.reason }, { name: 'automatic' }, now());
          if (!outcome.ok) continue;
          rolledBack.push(release.remote);
          metrics.automaticRollbacks.inc({ remote: release.remote, version: canary.version });
          logger?.warn(
            { remote: release.remote, canary: canary.version, stable: release.stable, reason: verdict.reason, checks: verdict.checks },
            'canary rolled back automatically: its share is now 0',
          );
        }
        return { judged: true, verdicts };
      },
      { timeout: 30_000 },
    );
    if (rolledBack.length > 0) await options.onRollback?.();
    const retentionMs = options.retentionMs ?? 7 * 24 * 60 * 60 * 1000;
    if (run.judged && now().getTime() - lastPrune > 60 * 60 * 1000) {
      lastPrune = now().getTime();
      await pruneRumMinutes(prisma, new Date(now().getTime() - retentionMs));
      await pruneRumPageLoads(prisma, new Date(now().getTime() - Math.min(retentionMs, PAGE_LOAD_RETENTION_MS)));
    }
    return run;
  }

  return {
    /** One judgement now (the timer's, and tests'). Concurrent calls share one run. */
    judge(): Promise<JudgeRun> {
      running ??= judgeOnce().finally(() => {
        running = null;
      });
      return running;
    },
    start() {
      timer = setInterval(() => {
        this.judge().catch((error: unknown) => logger?.warn({ err: error }, 'canary judgement failed: trying again'));
      }, options.intervalMs ?? 10_000);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
