import { NEXT_PAIR_CANDIDATES, PLAN_STEPS_BEFORE_RESERVE, interestCategoryForDraw, planChoices, type PlannedChoices } from '@alive/domain';
import type { PrismaClient } from '@alive/db';
import { readCurrentPair, readNextPairSnapshot, type CandidateRow, type ChoicePairRow } from '../data/choice-pair-repository.ts';
import { inCategoryOrder } from '../data/user-interests-repository.ts';
import { learnerStateOf } from './next-pair.ts';

export interface ChoicePlanRequest {
  userId: string;
  /** Undefined: any category (the person's picked categories are drawn from, as for the next pair). */
  category: string | undefined;
  /** The pair on the person's screen. */
  current?: number;
  reserve: number;
}

/**
 * The plan behind GET /api/choice-pairs/plan (docs/product/choices.md, The next pair is ready): the
 * same reads and draws as findNextPair (next-pair.ts) with a larger window (personal pairs and the
 * shared window together), then planChoices of @alive/domain. `random` is seeded in tests.
 */
export async function planNextChoices(
  prisma: PrismaClient,
  { userId, category, current, reserve }: ChoicePlanRequest,
  random: () => number = Math.random,
): Promise<PlannedChoices<ChoicePairRow>> {
  const limit = NEXT_PAIR_CANDIDATES + PLAN_STEPS_BEFORE_RESERVE + reserve;
  const queue = { personal: 1 + PLAN_STEPS_BEFORE_RESERVE + reserve };
  // The current pair's check runs beside the snapshot read (two connections, one round trip of wait).
  const [snapshot, kept] = await Promise.all([
    readNextPairSnapshot(prisma, userId, category, random(), limit, queue),
    current === undefined ? Promise.resolve(null) : readCurrentPair(prisma, userId, current, category),
  ]);
  const interests = category === undefined ? inCategoryOrder(snapshot.interests) : [];
  const preferred = interestCategoryForDraw(interests, random);
  const pickedWindow =
    // Shared pairs only (personal ones come from the first read), so no personal pair holds them back.
    preferred === undefined ? undefined : await readNextPairSnapshot(prisma, userId, preferred, random(), limit, { personal: 0 });
  const strip = ({ personal: _personal, ...pair }: CandidateRow): ChoicePairRow => pair;
  const notCurrent = (pair: ChoicePairRow) => pair.id !== kept?.id;
  return planChoices({
    personal: snapshot.candidates.filter((row) => row.personal).map(strip).filter(notCurrent),
    shared: snapshot.candidates.filter((row) => !row.personal).map(strip).filter(notCurrent),
    ...(preferred !== undefined && pickedWindow
      ? { picked: { category: preferred, pairs: pickedWindow.candidates.filter((row) => !row.personal).map(strip).filter(notCurrent) } }
      : {}),
    interests,
    state: learnerStateOf(snapshot),
    ...(kept ? { current: strip(kept) } : {}),
    reserve,
    random,
  });
}
