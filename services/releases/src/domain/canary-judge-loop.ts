/**
 * The edge's judge (docs/deploy.md, "Canary releases"): every few seconds one edge replica — the one
 * holding the Postgres advisory lock — sums the per-minute counts of every replica since each running
 * canary started, asks the pure `judgeCanary` (libs/domain) how the canary does against stable, keeps
 * the verdict on the record, and when it is worse sets the canary's share to 0 at once, logged, counted
 * and audited. Canary visitors then get stable on their next page load.
 */
import {
  changeReleaseIn,
  readReleases,
  readRumMinutes,
  recordVerdict,
  pruneRumMinutes,
  sumRumMinutes,
  emptyReleaseCounts,
  type PrismaClient,
} from '@alive/db';
import { judgeCanary, type CanaryJudgeOptions, type CanaryVerdict } from '@alive/domain';
import type { EdgeMetrics } from './edge-metrics.ts';

export interface CanaryJudgeLoopOptions {
  prisma: PrismaClient;
  metrics: EdgeMetrics;
  judge?: CanaryJudgeOptions;
  intervalMs?: number;
  /** Per-minute counts older than this are deleted (default 7 days). */
  retentionMs?: number;
  /** Called after a rollback, so this edge serves stable at once instead of at its next refresh. */
  onRollback?: () => Promise<void>;
  logger?: { info(details: object, message: string): void; warn(details: object, message: string): void };
  now?: () => Date;
}

export interface JudgeRun {
  /** False when another replica held the lock. */
  judged: boolean;
  verdicts: { remote: string; version: string; verdict: CanaryVerdict }[];
}

// One key for the whole site: one replica judges at a time.
const JUDGE_LOCK = 'release-canary-judge';

export function createCanaryJudgeLoop(options: CanaryJudgeLoopOptions) {
  const { prisma, metrics, logger } = options;
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<JudgeRun> | null = null;
  let lastPrune = 0;

  async function judgeOnce(): Promise<JudgeRun> {
    const rolledBack: string[] = [];
    const run = await prisma.$transaction(
      async (tx): Promise<JudgeRun> => {
        const [lock] = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(hashtext(${JUDGE_LOCK})) AS locked`;
        if (!lock?.locked) return { judged: false, verdicts: [] };
        const verdicts: JudgeRun['verdicts'] = [];
        for (const release of await readReleases(tx)) {
          const { canary } = release;
          if (!canary || canary.percent === 0) continue;
          const totals = sumRumMinutes(await readRumMinutes(tx, release.remote, canary.startedAt));
          const verdict = judgeCanary(totals.get(canary.version) ?? emptyReleaseCounts(), totals.get(release.stable) ?? emptyReleaseCounts(), options.judge);
          verdicts.push({ remote: release.remote, version: canary.version, verdict });
          metrics.canaryVerdicts.inc({ remote: release.remote, verdict: verdict.verdict });
          await recordVerdict(tx, release.remote, canary.version, verdict);
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
