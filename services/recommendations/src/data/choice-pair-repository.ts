import type { PrismaClient } from '@alive/db';
import { isAliveEvidenceTag } from '@alive/domain';

/**
 * How long this replica keeps what it read of the shared set (its vocabulary and option texts): both
 * are reads of the whole table, asked by every computed view, and change only when an admin curates.
 * A curated change reaches the views within this time (docs/architecture.md, "Expensive work").
 */
export const SHARED_PAIRS_TTL_MS = 30_000;

interface SharedPairs {
  vocabulary: string[];
  texts: { option1: string; option2: string }[];
}

/** Choice pairs (written by choices, admin and the seed; read here, docs/data-ownership.md). */
export function createChoicePairRepository(prisma: PrismaClient, options: { ttlMs?: number; now?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? SHARED_PAIRS_TTL_MS;
  const now = options.now ?? Date.now;
  let cached: { at: number; value: Promise<SharedPairs> } | undefined;

  async function readSharedPairs(): Promise<SharedPairs> {
    const [rows, texts] = await Promise.all([
      prisma.$queryRaw<{ tag: string }[]>`
        SELECT DISTINCT tag FROM (
          SELECT jsonb_object_keys(option1_tags) AS tag FROM choice_pairs
          WHERE is_active AND owner_user_id IS NULL AND jsonb_typeof(option1_tags) = 'object'
          UNION
          SELECT jsonb_object_keys(option2_tags) AS tag FROM choice_pairs
          WHERE is_active AND owner_user_id IS NULL AND jsonb_typeof(option2_tags) = 'object'
        ) AS tags`,
      prisma.choicePair.findMany({ where: { ownerUserId: null }, select: { option1: true, option2: true } }),
    ]);
    return {
      vocabulary: rows
        .map((row) => row.tag)
        .filter((tag) => !isAliveEvidenceTag(tag))
        .sort(),
      texts,
    };
  }

  /** One read of the shared set per TTL, shared by concurrent callers; a failed read is not kept. */
  function sharedPairs(): Promise<SharedPairs> {
    if (cached && now() - cached.at < ttlMs) return cached.value;
    const value = readSharedPairs();
    cached = { at: now(), value };
    value.catch(() => {
      if (cached?.value === value) cached = undefined;
    });
    return value;
  }

  return {
    /** Every preference tag on an option of an active shared pair, sorted: the vocabulary exploration is measured against. */
    async vocabulary(): Promise<string[]> {
      return (await sharedPairs()).vocabulary;
    },

    /** Option texts of every pair the person can be asked (shared ones and their own), so smart pairs never repeat one. */
    async pairTextsFor(userId: string): Promise<{ option1: string; option2: string }[]> {
      const [shared, own] = await Promise.all([
        sharedPairs(),
        prisma.choicePair.findMany({ where: { ownerUserId: userId }, select: { option1: true, option2: true } }),
      ]);
      return [...shared.texts, ...own];
    },
  };
}

export type ChoicePairRepository = ReturnType<typeof createChoicePairRepository>;
