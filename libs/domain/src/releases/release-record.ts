/**
 * A remote's release record and the changes a person or the edge may make to it (docs/deploy.md,
 * "Canary releases"). Pure: the edge and the admin service apply these inside a transaction that
 * holds the record's row lock, and store the record and the event it returns.
 */

export interface CanaryRelease {
  version: string;
  /** Visitors whose bucket (1..100) is at most this get the canary; 0 sends everyone to stable. */
  percent: number;
  startedAt: Date;
}

export interface ReleaseRecord {
  remote: string;
  stable: string;
  canary: CanaryRelease | null;
}

export type ReleaseChannel = 'stable' | 'canary';

export const BUCKET_MIN = 1;
export const BUCKET_MAX = 100;

/** A bucket cookie's value, or null when it is not a whole number 1..100 (a new one is then given). */
export function parseBucket(value: string | undefined | null): number | null {
  if (!value || !/^[0-9]{1,3}$/.test(value)) return null;
  const bucket = Number(value);
  return bucket >= BUCKET_MIN && bucket <= BUCKET_MAX ? bucket : null;
}

/** A uniformly drawn bucket 1..100. */
export function drawBucket(random: () => number = Math.random): number {
  return Math.min(BUCKET_MAX, BUCKET_MIN + Math.floor(random() * BUCKET_MAX));
}

/** The version a visitor in `bucket` gets: the canary for buckets 1..percent, stable otherwise. */
export function resolveRelease(record: ReleaseRecord, bucket: number): { version: string; channel: ReleaseChannel } {
  const { canary } = record;
  if (canary && canary.percent > 0 && bucket <= canary.percent) return { version: canary.version, channel: 'canary' };
  return { version: record.stable, channel: 'stable' };
}

export type ReleaseChange =
  | { kind: 'start-canary'; version: string; percent: number }
  | { kind: 'set-share'; percent: number }
  | { kind: 'promote' }
  /** With a canary: drop it. Without: `version`, else `previousStable`, becomes stable again. */
  | { kind: 'rollback'; version?: string; previousStable?: string | null }
  /** The edge's judge found the canary worse. */
  | { kind: 'automatic-rollback'; reason: string }
  /** REMOTE_VERSIONS_FILE names a new stable version (any canary ends). */
  | { kind: 'stable-from-file'; version: string };

export type ReleaseEventAction =
  | 'stable-set-from-file'
  | 'canary-started'
  | 'canary-share-changed'
  | 'promoted'
  | 'rolled-back'
  | 'automatic-rollback';

export interface ReleaseChangeEvent {
  action: ReleaseEventAction;
  fromVersion: string | null;
  toVersion: string | null;
  percent: number | null;
  reason: string | null;
}

export type ReleaseChangeOutcome =
  | { ok: true; record: ReleaseRecord; event: ReleaseChangeEvent }
  | { ok: false; status: 404 | 409; message: string };

const conflict = (message: string): ReleaseChangeOutcome => ({ ok: false, status: 409, message });

/**
 * Applies one change. `published(version)` says whether a version of this remote is published;
 * refusals carry the status the API answers with (404 unknown version, 409 not possible now).
 */
export function applyReleaseChange(
  record: ReleaseRecord,
  change: ReleaseChange,
  published: (version: string) => boolean,
  now: Date,
): ReleaseChangeOutcome {
  const { canary } = record;
  switch (change.kind) {
    case 'start-canary': {
      if (!published(change.version)) return { ok: false, status: 404, message: `${record.remote} ${change.version} is not published` };
      if (change.version === record.stable) return conflict(`${change.version} is already the stable version of ${record.remote}`);
      if (canary) return conflict(`${record.remote} already has a canary (${canary.version}): promote it or roll it back first`);
      return {
        ok: true,
        record: { ...record, canary: { version: change.version, percent: change.percent, startedAt: now } },
        event: { action: 'canary-started', fromVersion: record.stable, toVersion: change.version, percent: change.percent, reason: null },
      };
    }
    case 'set-share': {
      if (!canary) return conflict(`${record.remote} has no canary to change`);
      // A new share is judged on fresh evidence only, from this instant (docs/deploy.md, "Rolling out by
      // share"): a re-raise after an automatic rollback never reuses the counts that rolled it back.
      const startedAt = change.percent !== canary.percent ? now : canary.startedAt;
      return {
        ok: true,
        record: { ...record, canary: { ...canary, percent: change.percent, startedAt } },
        event: { action: 'canary-share-changed', fromVersion: record.stable, toVersion: canary.version, percent: change.percent, reason: null },
      };
    }
    case 'promote': {
      if (!canary) return conflict(`${record.remote} has no canary to promote`);
      return {
        ok: true,
        record: { ...record, stable: canary.version, canary: null },
        event: { action: 'promoted', fromVersion: record.stable, toVersion: canary.version, percent: null, reason: null },
      };
    }
    case 'rollback': {
      if (canary) {
        return {
          ok: true,
          record: { ...record, canary: null },
          event: { action: 'rolled-back', fromVersion: canary.version, toVersion: record.stable, percent: 0, reason: null },
        };
      }
      const target = change.version ?? change.previousStable ?? null;
      if (!target) return conflict(`${record.remote} has no canary and no earlier stable version to roll back to`);
      if (target === record.stable) return conflict(`${target} is already the stable version of ${record.remote}`);
      if (!published(target)) return { ok: false, status: 404, message: `${record.remote} ${target} is not published` };
      return {
        ok: true,
        record: { ...record, stable: target },
        event: { action: 'rolled-back', fromVersion: record.stable, toVersion: target, percent: null, reason: null },
      };
    }
    case 'automatic-rollback': {
      if (!canary || canary.percent === 0) return conflict(`${record.remote} has no canary serving visitors`);
      return {
        ok: true,
        record: { ...record, canary: { ...canary, percent: 0 } },
        event: { action: 'automatic-rollback', fromVersion: canary.version, toVersion: record.stable, percent: 0, reason: change.reason },
      };
    }
    case 'stable-from-file': {
      if (!published(change.version)) return { ok: false, status: 404, message: `${record.remote} ${change.version} is not published` };
      if (change.version === record.stable && !canary) return conflict(`${change.version} is already the stable version of ${record.remote}`);
      return {
        ok: true,
        record: { ...record, stable: change.version, canary: null },
        event: { action: 'stable-set-from-file', fromVersion: record.stable, toVersion: change.version, percent: null, reason: null },
      };
    }
  }
}
