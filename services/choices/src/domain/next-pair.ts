import {
  chooseNextPair,
  chooseWithInterests,
  interestCategoryForDraw,
  isDimensionKey,
  NEXT_PAIR_CANDIDATES,
  type DimensionEvidenceState,
  type DimensionKey,
  type LearnerState,
} from '@alive/domain';
import type { PrismaClient } from '@alive/db';
import { readNextPairSnapshot, type ChoicePairRow, type NextPairSnapshot } from '../data/choice-pair-repository.ts';
import { inCategoryOrder } from '../data/user-interests-repository.ts';

/**
 * The dimensions the person's last choice touched: one choice writes every evidence row it touches in
 * one transaction, so they share the latest `updated_at` (services/choices/src/data/choice-store.ts).
 * A last choice on a pair without A.L.I.V.E tags touched none, and the one before it counts instead:
 * the rule it feeds (no two pairs in a row on one dimension) is about variety, not exact history.
 */
export function lastChoiceDimensions(evidence: NextPairSnapshot['evidence']): Set<DimensionKey> {
  const latest = Math.max(...evidence.map((row) => row.updatedAt));
  return new Set(evidence.filter((row) => row.updatedAt === latest).map((row) => row.dimension).filter(isDimensionKey));
}

/** What the policy reads about the person, from the snapshot's evidence and explored tags. */
export function learnerStateOf(snapshot: Pick<NextPairSnapshot, 'evidence' | 'exploredTags'>): LearnerState {
  const dimensions: Partial<Record<DimensionKey, DimensionEvidenceState>> = {};
  for (const { dimension, positiveWeight, negativeWeight, choiceCount } of snapshot.evidence) {
    if (isDimensionKey(dimension)) dimensions[dimension] = { positiveWeight, negativeWeight, choiceCount };
  }
  return { dimensions, exploredTags: new Set(snapshot.exploredTags), lastDimensions: lastChoiceDimensions(snapshot.evidence) };
}

/**
 * The next pair for a person (docs/product/choices.md, The next pair): their oldest unanswered
 * personal pair, else the unanswered shared pair of the category (for any category, mostly of
 * one of their picked categories) that the adaptive policy of
 * @alive/domain expects to teach most (docs/profile-model.md, Adaptive choices), or null when none
 * is left. `random` draws the window's start and the policy's exploration (seeded in tests).
 */
export async function findNextPair(
  prisma: PrismaClient,
  userId: string,
  category: string | undefined,
  random: () => number = Math.random,
): Promise<ChoicePairRow | null> {
  // One statement reads the candidates, the evidence and the person's pick (docs/performance.md).
  const snapshot = await readNextPairSnapshot(prisma, userId, category, random(), NEXT_PAIR_CANDIDATES);
  const interests = category === undefined ? inCategoryOrder(snapshot.interests) : [];
  const candidates = snapshot.candidates.map(({ personal, ...pair }) => ({ pair, personal }));
  const personal = candidates.find((candidate) => candidate.personal);
  if (personal) return personal.pair;
  const state = learnerStateOf(snapshot);
  const everywhere = candidates.map((candidate) => candidate.pair);
  // Any category asked for: most draws add a window of one of the person's picked categories, served
  // when it costs the profile little (docs/product/choices.md, First run).
  const preferred = interestCategoryForDraw(interests, random);
  if (preferred === undefined) return chooseNextPair(everywhere, state, random);
  // No personal pair is unanswered (the first read would have served it), so this window is shared pairs only.
  const picked = await readNextPairSnapshot(prisma, userId, preferred, random(), NEXT_PAIR_CANDIDATES);
  return chooseWithInterests(everywhere, picked.candidates.map(({ personal: _personal, ...pair }) => pair), state, random);
}
