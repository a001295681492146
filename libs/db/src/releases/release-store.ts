/**
 * The remotes' release records, their published versions, the audit of every change, and the
 * per-minute field telemetry the canary judge reads (docs/deploy.md, "Canary releases"). The release
 * controller is their one writer (versions file, automatic rollback, and the Releases screen's changes,
 * which admin asks for through release-change-requests.ts; docs/data-ownership.md): every change goes
 * under the record's row lock, with one audit row. The edge and admin only read them.
 */
import {
  applyReleaseChange,
  type ReleaseChange,
  type ReleaseChangeEvent,
  type ReleaseChangeOutcome,
  type ReleaseRecord,
} from '@alive/domain';
import { Prisma, type PrismaClient } from '../generated/prisma/client.ts';

export interface StoredVerdict {
  verdict: string;
  reason: string;
  at: Date;
  /** Canary page loads the judgement counted, and the fewest it needs to judge (null for one recorded before they were kept). */
  loads: number | null;
  minLoads: number | null;
}

export interface StoredRelease extends ReleaseRecord {
  /** The version last taken from REMOTE_VERSIONS_FILE. */
  fileVersion: string | null;
  lastVerdict: StoredVerdict | null;
  updatedAt: Date;
}

export interface PublishedVersion {
  remote: string;
  version: string;
  publishedAt: Date;
  files: number;
}

export interface ReleaseActor {
  /** "Ada Admin <admin@alive.local>", "automatic", "versions file". */
  name: string;
  userId?: string | null;
}

export interface StoredReleaseEvent extends ReleaseChangeEvent {
  remote: string;
  actor: string;
  at: Date;
}

interface ReleaseRow {
  remote: string;
  stable_version: string;
  canary_version: string | null;
  canary_percent: number;
  canary_started_at: Date | null;
  file_version: string | null;
  last_verdict: string | null;
  last_verdict_reason: string | null;
  last_verdict_at: Date | null;
  last_verdict_loads: number | null;
  last_verdict_min_loads: number | null;
  updated_at: Date;
}

function toRelease(row: ReleaseRow): StoredRelease {
  return {
    remote: row.remote,
    stable: row.stable_version,
    canary: row.canary_version ? { version: row.canary_version, percent: row.canary_percent, startedAt: row.canary_started_at ?? row.updated_at } : null,
    fileVersion: row.file_version,
    lastVerdict:
      row.last_verdict && row.last_verdict_at
        ? { verdict: row.last_verdict, reason: row.last_verdict_reason ?? '', at: row.last_verdict_at, loads: row.last_verdict_loads, minLoads: row.last_verdict_min_loads }
        : null,
    updatedAt: row.updated_at,
  };
}

type Db = PrismaClient | Prisma.TransactionClient;

export async function readReleases(prisma: Db): Promise<StoredRelease[]> {
  const rows = await prisma.$queryRaw<ReleaseRow[]>`SELECT * FROM remote_releases ORDER BY remote`;
  return rows.map(toRelease);
}

export async function readRelease(prisma: Db, remote: string): Promise<StoredRelease | null> {
  const rows = await prisma.$queryRaw<ReleaseRow[]>`SELECT * FROM remote_releases WHERE remote = ${remote}`;
  return rows[0] ? toRelease(rows[0]) : null;
}

/** Published versions, newest first; of one remote or of all. */
export async function readPublishedVersions(prisma: Db, remote?: string): Promise<PublishedVersion[]> {
  const rows = await prisma.$queryRaw<{ remote: string; version: string; published_at: Date; files: number }[]>`
    SELECT remote, version, published_at, files FROM remote_versions
    WHERE ${remote ?? null}::text IS NULL OR remote = ${remote ?? null}
    ORDER BY remote, published_at DESC, version DESC`;
  return rows.map((row) => ({ remote: row.remote, version: row.version, publishedAt: row.published_at, files: row.files }));
}

/** The SHA-384 of each file of a published version as first recorded, or null for a version never registered. */
export async function readVersionIntegrity(prisma: Db, remote: string, version: string): Promise<Record<string, string> | null> {
  const rows = await prisma.$queryRaw<{ integrity: Record<string, string> }[]>`
    SELECT integrity FROM remote_versions WHERE remote = ${remote} AND version = ${version}`;
  return rows[0]?.integrity ?? null;
}

/**
 * Records a published version the first time an edge sees it. A version already recorded keeps its
 * first hashes: a release folder altered later does not change the truth. True when it was new.
 */
export async function registerVersion(
  prisma: Db,
  version: { remote: string; version: string; integrity: Record<string, string>; publishedAt: Date },
): Promise<boolean> {
  const inserted = await prisma.$executeRaw`
    INSERT INTO remote_versions (remote, version, integrity, published_at, files)
    VALUES (${version.remote}, ${version.version}, ${JSON.stringify(version.integrity)}::jsonb, ${version.publishedAt}, ${Object.keys(version.integrity).length})
    ON CONFLICT (remote, version) DO NOTHING`;
  return inserted > 0;
}

/** The stable version before the current one, for "roll back" without a canary. */
async function previousStable(tx: Db, remote: string): Promise<string | null> {
  const rows = await tx.$queryRaw<{ from_version: string | null }[]>`
    SELECT from_version FROM remote_release_events
    WHERE remote = ${remote}
      AND (action IN ('promoted', 'stable-set-from-file') OR (action = 'rolled-back' AND percent IS NULL))
    ORDER BY id DESC LIMIT 1`;
  return rows[0]?.from_version ?? null;
}

async function writeRelease(tx: Db, record: ReleaseRecord, fileVersion: string | null): Promise<void> {
  const { canary } = record;
  await tx.$executeRaw`
    INSERT INTO remote_releases (remote, stable_version, canary_version, canary_percent, canary_started_at, file_version, updated_at)
    VALUES (${record.remote}, ${record.stable}, ${canary?.version ?? null}, ${canary?.percent ?? 0}, ${canary?.startedAt ?? null}, ${fileVersion}, now())
    ON CONFLICT (remote) DO UPDATE SET
      stable_version = EXCLUDED.stable_version,
      canary_version = EXCLUDED.canary_version,
      canary_percent = EXCLUDED.canary_percent,
      canary_started_at = EXCLUDED.canary_started_at,
      file_version = EXCLUDED.file_version,
      -- A new canary (or none) starts without a judgement.
      last_verdict = CASE WHEN remote_releases.canary_version IS NOT DISTINCT FROM EXCLUDED.canary_version
                          AND remote_releases.canary_started_at IS NOT DISTINCT FROM EXCLUDED.canary_started_at
                          THEN remote_releases.last_verdict END,
      last_verdict_reason = CASE WHEN remote_releases.canary_version IS NOT DISTINCT FROM EXCLUDED.canary_version
                          AND remote_releases.canary_started_at IS NOT DISTINCT FROM EXCLUDED.canary_started_at
                          THEN remote_releases.last_verdict_reason END,
      last_verdict_at = CASE WHEN remote_releases.canary_version IS NOT DISTINCT FROM EXCLUDED.canary_version
                          AND remote_releases.canary_started_at IS NOT DISTINCT FROM EXCLUDED.canary_started_at
                          THEN remote_releases.last_verdict_at END,
      last_verdict_loads = CASE WHEN remote_releases.canary_version IS NOT DISTINCT FROM EXCLUDED.canary_version
                          AND remote_releases.canary_started_at IS NOT DISTINCT FROM EXCLUDED.canary_started_at
                          THEN remote_releases.last_verdict_loads END,
      last_verdict_min_loads = CASE WHEN remote_releases.canary_version IS NOT DISTINCT FROM EXCLUDED.canary_version
                          AND remote_releases.canary_started_at IS NOT DISTINCT FROM EXCLUDED.canary_started_at
                          THEN remote_releases.last_verdict_min_loads END,
      updated_at = now()`;
}

async function writeEvent(tx: Db, remote: string, event: ReleaseChangeEvent, actor: ReleaseActor): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO remote_release_events (remote, action, actor, actor_user_id, from_version, to_version, percent, reason)
    VALUES (${remote}, ${event.action}, ${actor.name}, ${actor.userId ?? null}, ${event.fromVersion}, ${event.toVersion}, ${event.percent}, ${event.reason})`;
}

export type StoredChangeOutcome = { ok: true; record: StoredRelease; event: ReleaseChangeEvent } | Extract<ReleaseChangeOutcome, { ok: false }>;

/**
 * Applies one change to a remote's record under its row lock and audits it, in one transaction. A
 * remote without a record (served unversioned) can only be given a stable version: from the versions
 * file, or by "roll back" to a named version.
 */
export async function changeRelease(
  prisma: PrismaClient,
  remote: string,
  change: ReleaseChange,
  actor: ReleaseActor,
  now: Date = new Date(),
): Promise<StoredChangeOutcome> {
  return prisma.$transaction((tx) => changeReleaseIn(tx, remote, change, actor, now));
}

/** `changeRelease` inside a transaction the caller holds (the edge's judge, under its advisory lock). */
export async function changeReleaseIn(
  tx: Prisma.TransactionClient,
  remote: string,
  change: ReleaseChange,
  actor: ReleaseActor,
  now: Date = new Date(),
): Promise<StoredChangeOutcome> {
  // Serialises changes of a remote that has no row yet as well (two edges importing the versions file).
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('remote_releases'), hashtext(${remote}))`;
  const rows = await tx.$queryRaw<ReleaseRow[]>`SELECT * FROM remote_releases WHERE remote = ${remote} FOR UPDATE`;
  const current = rows[0] ? toRelease(rows[0]) : null;
  const createsRecord = change.kind === 'stable-from-file' || (change.kind === 'rollback' && Boolean(change.version));
  if (!current && !createsRecord) {
    return { ok: false, status: 409, message: `${remote} has no stable version yet: make a published version stable first` };
  }
  const versions = new Set((await readPublishedVersions(tx, remote)).map((published) => published.version));
  const record: ReleaseRecord = current ?? { remote, stable: '', canary: null };
  const withHistory = change.kind === 'rollback' && !record.canary ? { ...change, previousStable: await previousStable(tx, remote) } : change;
  const outcome = applyReleaseChange(record, withHistory, (version) => versions.has(version), now);
  if (!outcome.ok) return outcome;
  const fileVersion = change.kind === 'stable-from-file' ? change.version : (current?.fileVersion ?? null);
  await writeRelease(tx, outcome.record, fileVersion);
  await writeEvent(tx, remote, current ? outcome.event : { ...outcome.event, fromVersion: null }, actor);
  const stored = await readRelease(tx, remote);
  return { ok: true, record: stored!, event: outcome.event };
}

/**
 * Takes REMOTE_VERSIONS_FILE's versions as stable, each once: a remote whose file version differs from
 * the one last taken gets it (its canary ends); an unchanged file changes nothing, so a promotion made
 * on the Releases screen stays after an edge restarts. A remote the file named before and no longer
 * names goes back to being served unversioned (its record is removed, and that is audited too).
 * `remotes` are all the remotes the registry knows. Returns the changes made.
 */
export async function importVersionsFile(
  prisma: PrismaClient,
  versions: Readonly<Record<string, string>>,
  remotes: readonly string[] = Object.keys(versions),
): Promise<StoredChangeOutcome[]> {
  const outcomes: StoredChangeOutcome[] = [];
  for (const remote of remotes) {
    const version = versions[remote];
    const current = await readRelease(prisma, remote);
    if ((current?.fileVersion ?? undefined) === version) continue;
    if (version === undefined) {
      if (current?.fileVersion) await dropRelease(prisma, current);
      continue;
    }
    if (current && current.stable === version && !current.canary) {
      await prisma.$executeRaw`UPDATE remote_releases SET file_version = ${version} WHERE remote = ${remote}`;
      continue;
    }
    outcomes.push(await changeRelease(prisma, remote, { kind: 'stable-from-file', version }, { name: 'versions file' }));
  }
  return outcomes;
}

async function dropRelease(prisma: PrismaClient, release: StoredRelease): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const removed = await tx.$executeRaw`DELETE FROM remote_releases WHERE remote = ${release.remote} AND file_version = ${release.fileVersion}`;
    if (removed === 0) return;
    await writeEvent(
      tx,
      release.remote,
      { action: 'stable-set-from-file', fromVersion: release.stable, toVersion: null, percent: null, reason: 'the versions file no longer names this remote: served unversioned' },
      { name: 'versions file' },
    );
  });
}

/**
 * The judge's latest verdict on a remote's running canary (kept only while that canary runs), with the
 * canary page loads it counted and the fewest it needs.
 */
export async function recordVerdict(
  prisma: Db,
  remote: string,
  canaryVersion: string,
  verdict: { verdict: string; reason: string; loads?: number; minLoads?: number },
): Promise<void> {
  await prisma.$executeRaw`
    UPDATE remote_releases SET last_verdict = ${verdict.verdict}, last_verdict_reason = ${verdict.reason}, last_verdict_at = now(),
      last_verdict_loads = ${verdict.loads ?? null}, last_verdict_min_loads = ${verdict.minLoads ?? null}
    WHERE remote = ${remote} AND canary_version = ${canaryVersion}`;
}

export async function readReleaseEvents(prisma: Db, remote: string, limit = 20): Promise<StoredReleaseEvent[]> {
  const rows = await prisma.$queryRaw<
    { remote: string; action: ReleaseChangeEvent['action']; actor: string; from_version: string | null; to_version: string | null; percent: number | null; reason: string | null; created_at: Date }[]
  >`SELECT remote, action, actor, from_version, to_version, percent, reason, created_at FROM remote_release_events
    WHERE remote = ${remote} ORDER BY id DESC LIMIT ${limit}`;
  return rows.map((row) => ({
    remote: row.remote,
    action: row.action,
    actor: row.actor,
    fromVersion: row.from_version,
    toVersion: row.to_version,
    percent: row.percent,
    reason: row.reason,
    at: row.created_at,
  }));
}
