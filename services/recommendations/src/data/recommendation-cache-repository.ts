import { Prisma, type PrismaClient } from '@alive/db';
import { RECOMMENDATION_STALE_AFTER_MS } from '@alive/contracts';

/**
 * `recommendation_caches`: one row per person and category (docs/data-ownership.md). A row's
 * `payload` is the generated list (a JSON array), or JSON `null` while the first generation of that
 * row has not written one yet. `generating_since` is the one-generation-at-a-time claim shared by
 * replicas; its value is the claim's token, so a generation whose claim was taken over cannot
 * overwrite the newer one. Every comparison with "now" runs on the database clock.
 *
 * Freshness (docs/product/recommendations.md, Freshness): a list is fresh when it exists, is not
 * stale, was generated at most 12 hours ago and no generation of it is under way.
 */

export interface CacheClaim {
  userId: string;
  category: string;
  /** The claim's `generating_since`; writing the list or releasing the claim needs it. */
  token: Date;
}

export interface CacheRead {
  /** The stored list (not validated here), or null when none was written yet. */
  payload: unknown;
  generatedAt: Date | null;
  fresh: boolean;
  generating: boolean;
}

export interface CacheFigures {
  /** Rows holding a list. */
  listCount: number;
  hits: number;
  misses: number;
  totalResponseMs: number;
}

/** Reads of one person's list counted since the last write (read-counter.ts). */
export interface CacheReadCount {
  userId: string;
  category: string;
  hits: number;
  misses: number;
  totalResponseMs: number;
}

export interface CacheRepositoryOptions {
  /** A claim older than this is taken over. */
  claimTimeoutMs: number;
}

/** Stored lists are at most this long (the generator stores 50). */
const STORED_LIST_MAX = 50;

/** The first `limit` entries of a list payload (a JSON array), or the payload as it is when it is not one. */
const firstEntries = (limit: number) =>
  Prisma.sql`CASE WHEN jsonb_typeof(payload) = 'array' THEN jsonb_path_query_array(payload, '$[0 to $last]', jsonb_build_object('last', ${limit - 1}::int)) ELSE payload END`;

/** `<ms> milliseconds` as an SQL interval fragment (the parameter is cast, so any driver types it alike). */
const millis = (ms: number) => Prisma.sql`(${ms}::double precision * interval '1 millisecond')`;

export function createRecommendationCacheRepository(prisma: PrismaClient, { claimTimeoutMs }: CacheRepositoryOptions) {
  const claimActive = Prisma.sql`(generating_since IS NOT NULL AND generating_since > now() - ${millis(claimTimeoutMs)})`;
  const hasList = Prisma.sql`jsonb_typeof(payload) = 'array'`;
  const fresh = Prisma.sql`(${hasList} AND NOT stale AND generated_at > now() - ${millis(RECOMMENDATION_STALE_AFTER_MS)} AND NOT ${claimActive})`;

  interface ReadRow {
    category: string;
    payload: unknown;
    generatedAt: Date;
    fresh: boolean;
    generating: boolean;
  }

  const toRead = (row: ReadRow): CacheRead => ({
    payload: row.payload,
    generatedAt: row.payload === null ? null : row.generatedAt,
    fresh: row.fresh,
    generating: row.generating,
  });

  return {
    /**
     * One person's list of one category with its freshness (`row`, null when the row does not exist),
     * and when the person made their first choice (null: none yet), in one statement: a list read says
     * whether it is a starter list (docs/product/recommendations.md, Starter picks) without a second
     * round trip. Only the first `limit` entries of the stored list leave the database (a read answers
     * at most that many); the first choice is one probe of the (user_id, created_at) index.
     */
    async readWithFirstChoice(userId: string, category: string, limit: number = STORED_LIST_MAX): Promise<{ row: CacheRead | null; firstChoiceAt: Date | null }> {
      const rows = await prisma.$queryRaw<(Omit<ReadRow, 'category'> & { category: string | null; firstChoiceAt: Date | null })[]>`
        SELECT category, ${firstEntries(limit)} AS payload, generated_at AS "generatedAt", ${fresh} AS fresh, ${claimActive} AS generating,
          (SELECT uc.created_at FROM user_choices uc WHERE uc.user_id = ${userId} ORDER BY uc.created_at LIMIT 1) AS "firstChoiceAt"
        FROM (SELECT 1) AS person LEFT JOIN recommendation_caches ON user_id = ${userId} AND category = ${category}`;
      const found = rows[0];
      return {
        row: found && found.category !== null ? toRead({ ...found, category: found.category }) : null,
        firstChoiceAt: found?.firstChoiceAt ?? null,
      };
    },

    /** The person's rows of these categories, by category (missing rows are absent), each list cut to `limit`. */
    async readMany(userId: string, categories: readonly string[], limit: number = STORED_LIST_MAX): Promise<Map<string, CacheRead>> {
      const rows = await prisma.$queryRaw<ReadRow[]>`
        SELECT category, ${firstEntries(limit)} AS payload, generated_at AS "generatedAt", ${fresh} AS fresh, ${claimActive} AS generating
        FROM recommendation_caches WHERE user_id = ${userId} AND category IN (${Prisma.join([...categories])})`;
      return new Map(rows.map((row) => [row.category, toRead(row)]));
    },

    /**
     * Claims the generation of one list, creating the row when it is missing: one statement, so of
     * replicas asked at once exactly one gets the claim. Taking the claim clears `stale` (the
     * generation reads the data as it is now); a refresh request arriving during the run sets it again,
     * and `writeList` reports that so the list is generated once more. Null when a live claim exists.
     */
    async claim(userId: string, category: string): Promise<CacheClaim | null> {
      const rows = await prisma.$queryRaw<{ token: Date }[]>`
        INSERT INTO recommendation_caches (user_id, category, payload, generating_since)
        VALUES (${userId}, ${category}, 'null'::jsonb, now())
        ON CONFLICT (user_id, category) DO UPDATE SET generating_since = now(), stale = false
        WHERE recommendation_caches.generating_since IS NULL
           OR recommendation_caches.generating_since <= now() - ${millis(claimTimeoutMs)}
        RETURNING generating_since AS token`;
      return rows[0] ? { userId, category, token: rows[0].token } : null;
    },

    /**
     * Writes a generated list and clears the claim, if the claim is still this one. Returns null when
     * it was taken over (the list is dropped), else whether the list was marked stale during the run.
     */
    async writeList(claim: CacheClaim, list: unknown[], engine: string, generationMs: number): Promise<{ staleAgain: boolean } | null> {
      const rows = await prisma.$queryRaw<{ stale: boolean }[]>`
        UPDATE recommendation_caches
        SET payload = ${JSON.stringify(list)}::jsonb, engine = ${engine}, generated_at = now(),
            generation_ms = ${Math.round(generationMs)}::int, generating_since = NULL
        WHERE user_id = ${claim.userId} AND category = ${claim.category} AND generating_since = ${claim.token}
        RETURNING stale`;
      return rows[0] ? { staleAgain: rows[0].stale } : null;
    },

    /** A failed generation: clears its claim and marks the kept list stale so a later read tries again. */
    async releaseClaim(claim: CacheClaim): Promise<void> {
      await prisma.$executeRaw`
        UPDATE recommendation_caches SET generating_since = NULL, stale = true
        WHERE user_id = ${claim.userId} AND category = ${claim.category} AND generating_since = ${claim.token}`;
    },

    /** Marks lists stale (all of the person's, or these categories); returns the categories marked. */
    async markStale(userId: string, categories?: readonly string[]): Promise<string[]> {
      const rows = categories
        ? await prisma.$queryRaw<{ category: string }[]>`
            UPDATE recommendation_caches SET stale = true
            WHERE user_id = ${userId} AND category IN (${Prisma.join([...categories])}) RETURNING category`
        : await prisma.$queryRaw<{ category: string }[]>`
            UPDATE recommendation_caches SET stale = true WHERE user_id = ${userId} RETURNING category`;
      return rows.map((row) => row.category).sort();
    },

    /** Adds counted reads (hits, misses and the time taken to answer them) to their rows, in one statement. */
    async addReads(counts: readonly CacheReadCount[]): Promise<void> {
      if (counts.length === 0) return;
      await prisma.$executeRaw`
        UPDATE recommendation_caches AS cache
        SET hits = cache.hits + counted.hits, misses = cache.misses + counted.misses,
            total_response_ms = cache.total_response_ms + counted.ms
        FROM unnest(${counts.map((c) => c.userId)}::text[], ${counts.map((c) => c.category)}::text[],
                    ${counts.map((c) => c.hits)}::int[], ${counts.map((c) => c.misses)}::int[],
                    ${counts.map((c) => c.totalResponseMs)}::double precision[]) AS counted(user_id, category, hits, misses, ms)
        WHERE cache.user_id = counted.user_id AND cache.category = counted.category`;
    },

    /** Takes an item out of every list of the person (after disliked or used feedback); returns the categories changed. */
    async removeItem(userId: string, recommendationId: string): Promise<string[]> {
      const rows = await prisma.$queryRaw<{ category: string }[]>`
        UPDATE recommendation_caches
        SET payload = (
          SELECT coalesce(jsonb_agg(item ORDER BY position), '[]'::jsonb)
          FROM jsonb_array_elements(payload) WITH ORDINALITY AS listed(item, position)
          WHERE item->>'id' IS DISTINCT FROM ${recommendationId})
        WHERE user_id = ${userId} AND ${hasList}
          AND payload @> jsonb_build_array(jsonb_build_object('id', ${recommendationId}::text))
        RETURNING category`;
      return rows.map((row) => row.category).sort();
    },

    /** The confidence the person's lists gave this item (the first list holding it), or null. */
    async confidenceOf(userId: string, recommendationId: string): Promise<number | null> {
      const rows = await prisma.$queryRaw<{ confidence: number | null }[]>`
        SELECT (item->>'confidence')::double precision AS confidence
        FROM recommendation_caches, jsonb_array_elements(payload) AS item
        WHERE user_id = ${userId} AND ${hasList} AND item->>'id' = ${recommendationId}
        ORDER BY category LIMIT 1`;
      const confidence = rows[0]?.confidence;
      return typeof confidence === 'number' && confidence >= 0 && confidence <= 1 ? confidence : null;
    },

    /** Categories the person has a row for. */
    async categoriesOf(userId: string): Promise<string[]> {
      const rows = await prisma.recommendationCache.findMany({ where: { userId }, select: { category: true }, orderBy: { category: 'asc' } });
      return rows.map((row) => row.category);
    },

    /**
     * The daily refresh: claims, in one statement, up to `batch` lists generated at least `olderThanMs`
     * ago (oldest first) that no one is generating. Only one replica acts per look: the statement runs
     * under a transaction-scoped advisory lock that the others do not wait for (they get []).
     */
    async claimDue(olderThanMs: number, batch: number, lockKey: bigint): Promise<CacheClaim[] | 'locked'> {
      return prisma.$transaction(async (tx) => {
        const [lock] = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(${lockKey}::bigint) AS locked`;
        if (!lock?.locked) return 'locked' as const;
        const rows = await tx.$queryRaw<{ userId: string; category: string; token: Date }[]>`
          UPDATE recommendation_caches AS cache SET generating_since = now(), stale = false
          FROM (
            SELECT id FROM recommendation_caches
            WHERE ${hasList} AND generated_at <= now() - ${millis(olderThanMs)}
              AND (generating_since IS NULL OR generating_since <= now() - ${millis(claimTimeoutMs)})
            ORDER BY generated_at, id LIMIT ${batch}::int
            FOR UPDATE SKIP LOCKED
          ) AS due
          WHERE cache.id = due.id
          RETURNING cache.user_id AS "userId", cache.category, cache.generating_since AS token`;
        return rows;
      });
    },

    /** Sums across every user, for /api/debug/recommendation-performance. */
    async figures(): Promise<CacheFigures> {
      const [row] = await prisma.$queryRaw<{ listCount: bigint; hits: bigint | null; misses: bigint | null; totalResponseMs: number | null }[]>`
        SELECT count(*) FILTER (WHERE ${hasList}) AS "listCount", sum(hits) AS hits, sum(misses) AS misses,
               sum(total_response_ms) AS "totalResponseMs"
        FROM recommendation_caches`;
      return {
        listCount: Number(row?.listCount ?? 0),
        hits: Number(row?.hits ?? 0),
        misses: Number(row?.misses ?? 0),
        totalResponseMs: Number(row?.totalResponseMs ?? 0),
      };
    },
  };
}

export type RecommendationCacheRepository = ReturnType<typeof createRecommendationCacheRepository>;
