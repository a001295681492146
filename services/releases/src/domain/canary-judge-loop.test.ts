import { addRumPageLoads, changeRelease, importVersionsFile, readRelease, readReleaseEvents, registerVersion, type RumPageLoadRow } from '@alive/db';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createReleasesMetrics } from '../releases-metrics.ts';
import { createCanaryJudgeLoop } from './canary-judge-loop.ts';

let db: TestDatabase;
const admin = { name: 'Ada Admin <admin@alive.local>' };

/** A metric's value for some labels, or undefined. */
async function metricValue(registry: Registry, name: string, labels: Record<string, string>): Promise<number | undefined> {
  const values = (await registry.getSingleMetric(name)?.get())?.values ?? [];
  return values.find((entry) => Object.entries(labels).every(([key, wanted]) => String(entry.labels[key]) === wanted))?.value;
}

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.drop());
beforeEach(async () => {
  await db.prisma.$executeRawUnsafe('TRUNCATE remote_releases, remote_versions, remote_release_events, rum_minutes, rum_page_loads');
});

describe('the canary judge', () => {
  let pageCounter = 0;
  /** `loads` page loads of a version, `errored` of them with an error, each its own visitor and address unless given. */
  const pageLoads = (version: string, loads: number, errored: number, from: Partial<RumPageLoadRow> = {}): RumPageLoadRow[] =>
    Array.from({ length: loads }, (_, i) => {
      pageCounter += 1;
      return {
        remote: 'choices',
        version,
        page: `page-${pageCounter}`,
        issuedAt: new Date(),
        visitor: `visitor-${pageCounter}`,
        address: `address-${pageCounter}`,
        bucket: 1,
        signedIn: true,
        loaded: true,
        failed: false,
        errored: i < errored,
        lcpMs: null,
        inpMs: null,
        ...from,
      };
    });

  async function canaryOnV2(percent = 50) {
    for (const version of ['v1', 'v2']) await registerVersion(db.prisma, { remote: 'choices', version, integrity: {}, publishedAt: new Date() });
    await importVersionsFile(db.prisma, { choices: 'v1' });
    await changeRelease(db.prisma, 'choices', { kind: 'start-canary', version: 'v2', percent }, admin, new Date(Date.now() - 120_000));
  }

  it('sets a worse canary\'s share to 0, with the reason audited, logged and counted', async () => {
    await canaryOnV2();
    // Two edges' page loads: the judge sees them all.
    await addRumPageLoads(db.prisma, [...pageLoads('v2', 6, 6), ...pageLoads('v1', 10, 0)]);
    await addRumPageLoads(db.prisma, [...pageLoads('v2', 6, 6), ...pageLoads('v1', 10, 0)]);
    const metrics = createReleasesMetrics();
    const registry = new Registry();
    metrics.register(registry);
    const warnings: { details: object; message: string }[] = [];
    const judge = createCanaryJudgeLoop({
      prisma: db.as('releases'),
      metrics,
      judge: { minLoads: 10 },
      logger: { info: () => undefined, warn: (details, message) => warnings.push({ details, message }) },
    });
    const run = await judge.judge();
    expect(run.verdicts.map((v) => v.verdict.verdict)).toEqual(['worse']);
    expect((await readRelease(db.prisma, 'choices'))?.canary).toMatchObject({ version: 'v2', percent: 0 });
    expect((await readRelease(db.prisma, 'choices'))?.lastVerdict?.verdict).toBe('worse');
    // With the canary page loads it counted (both edges' 6) and the fewest it needs.
    expect((await readRelease(db.prisma, 'choices'))?.lastVerdict).toMatchObject({ loads: 12, minLoads: 10 });
    expect((await readReleaseEvents(db.prisma, 'choices'))[0]).toMatchObject({ action: 'automatic-rollback', actor: 'automatic', fromVersion: 'v2', toVersion: 'v1' });
    expect(warnings[0]?.message).toMatch(/rolled back automatically/);
    expect(await metricValue(registry, 'release_automatic_rollbacks_total', { remote: 'choices', version: 'v2' })).toBe(1);
    // Nothing left to judge: the rolled-back canary serves nobody.
    expect((await judge.judge()).verdicts).toEqual([]);
  });

  it('leaves a canary with too little evidence alone, and records why', async () => {
    await canaryOnV2();
    await addRumPageLoads(db.prisma, [...pageLoads('v2', 3, 3), ...pageLoads('v1', 3, 0)]);
    const judge = createCanaryJudgeLoop({ prisma: db.as('releases'), metrics: createReleasesMetrics(), judge: { minLoads: 10 } });
    expect((await judge.judge()).verdicts[0]?.verdict.verdict).toBe('insufficient-data');
    expect((await readRelease(db.prisma, 'choices'))?.canary?.percent).toBe(50);
  });

  const judgeWithMinLoads = (minLoads = 10) => createCanaryJudgeLoop({ prisma: db.as('releases'), metrics: createReleasesMetrics(), judge: { minLoads } });

  it('counts a page load once, however often its token reported', async () => {
    await canaryOnV2();
    const replayed = pageLoads('v2', 1, 1);
    for (let i = 0; i < 30; i += 1) await addRumPageLoads(db.prisma, replayed);
    await addRumPageLoads(db.prisma, pageLoads('v1', 30, 0));
    expect((await judgeWithMinLoads().judge()).verdicts[0]?.verdict).toMatchObject({ verdict: 'insufficient-data', reason: expect.stringMatching(/^1 of the 10/) });
  });

  it('caps what one visitor, and one client address, count for', async () => {
    await canaryOnV2();
    // 200 failed page loads from one browser, then 200 from one address with a fresh cookie each time.
    await addRumPageLoads(db.prisma, [...pageLoads('v2', 200, 200, { visitor: 'one-browser' }), ...pageLoads('v2', 200, 200, { address: 'one-address' })]);
    await addRumPageLoads(db.prisma, pageLoads('v1', 400, 0));
    const verdict = (await judgeWithMinLoads(100).judge()).verdicts[0]?.verdict;
    // 20 + 50 of the 400 count, the attacker's share of the window: below the 100 needed to judge.
    expect(verdict).toMatchObject({ verdict: 'insufficient-data', reason: expect.stringMatching(/^70 of the 100/) });
    expect((await readRelease(db.prisma, 'choices'))?.canary?.percent).toBe(50);
  });

  it('judges a share raised again within the same minute as the rollback on fresh page loads only', async () => {
    await canaryOnV2();
    const judge = createCanaryJudgeLoop({ prisma: db.as('releases'), metrics: createReleasesMetrics(), judge: { minLoads: 10 } });
    const rolledBackAt = new Date();
    await addRumPageLoads(db.prisma, [...pageLoads('v2', 12, 12, { issuedAt: rolledBackAt }), ...pageLoads('v1', 20, 0, { issuedAt: rolledBackAt })]);
    expect((await judge.judge()).verdicts[0]?.verdict.verdict).toBe('worse');
    // Raised again a moment later, in the same clock minute: the counts that rolled it back are not reused.
    await changeRelease(db.prisma, 'choices', { kind: 'set-share', percent: 50 }, admin, new Date(rolledBackAt.getTime() + 1));
    const afresh = (await judge.judge()).verdicts[0]?.verdict;
    expect(afresh).toMatchObject({ verdict: 'insufficient-data', reason: expect.stringMatching(/^0 of the 10/) });
    expect((await readRelease(db.prisma, 'choices'))?.canary?.percent).toBe(50);
  });

  it('holds the canary to stable\'s record of the hour before the window when stable itself did worse in it', async () => {
    await canaryOnV2();
    const started = (await readRelease(db.prisma, 'choices'))!.canary!.startedAt;
    const before = new Date(started.getTime() - 10 * 60_000);
    // Stable's hour before the window: 300 clean page loads. In the window, failures reported for stable
    // (an outage of both, or someone shielding the canary) make a bad canary look better than stable.
    await addRumPageLoads(db.prisma, pageLoads('v1', 300, 3, { issuedAt: before }));
    await addRumPageLoads(db.prisma, [...pageLoads('v2', 300, 90), ...pageLoads('v1', 300, 150)]);
    const verdict = (await judgeWithMinLoads(100).judge()).verdicts[0]?.verdict;
    expect(verdict?.verdict).toBe('worse');
    expect(verdict?.reason).toMatch(/^Stable did worse in this window than in the hour before it, so the canary is also held to stable's earlier record: Error rate 30\.0 %/);
    expect((await readRelease(db.prisma, 'choices'))?.canary?.percent).toBe(0);
  });

  it('judges a canary against stable in its window alone while stable keeps to its record', async () => {
    await canaryOnV2();
    const started = (await readRelease(db.prisma, 'choices'))!.canary!.startedAt;
    await addRumPageLoads(db.prisma, pageLoads('v1', 300, 3, { issuedAt: new Date(started.getTime() - 10 * 60_000) }));
    await addRumPageLoads(db.prisma, [...pageLoads('v2', 300, 6), ...pageLoads('v1', 300, 5)]);
    const verdict = (await judgeWithMinLoads(100).judge()).verdicts[0]?.verdict;
    expect(verdict?.verdict).not.toBe('worse');
    expect(verdict?.reason).not.toMatch(/hour before/);
  });

  it('lets one replica judge at a time', async () => {
    await canaryOnV2();
    const judges = [1, 2].map(() => createCanaryJudgeLoop({ prisma: db.as('releases'), metrics: createReleasesMetrics() }));
    await db.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('release-canary-judge'))`;
      expect((await judges[0]!.judge()).judged).toBe(false);
    });
    expect((await judges[1]!.judge()).judged).toBe(true);
  });
});
