import type { ChoicePair, PrismaClient } from '@alive/db';
import { createTestUser, seedChoicePairs } from '@alive/db/testing';
import { applyChoice, EMPTY_SCORING_STATE, type ScoringState, type SelectedOption } from '@alive/domain';

/**
 * Test data written the way the choices service writes it: every choice goes through `applyChoice`
 * and the resulting preference scores and dimension evidence are stored.
 */

/** One pair per dimension (plus preference tags the dashboard and learning rules look at). */
export const PROFILE_TEST_PAIRS = [
  {
    category: 'Activities',
    option1: 'Solo sketching session',
    option2: 'Team trivia night',
    option1Tags: { 'activity:Solo': 1, 'creation:Digital Creation': 1, 'alive:primary_drive:intrinsic': 1 },
    option2Tags: { 'activity:Group': 1, 'time:Evening': 1, 'alive:primary_drive:social': 1 },
  },
  {
    category: 'Movies',
    option1: 'A documentary about ocean conservation',
    option2: 'A slapstick comedy',
    option1Tags: { 'media:Visual': 1, 'genre:Documentary': 1, 'alive:happiness_orientation:meaningful': 1 },
    option2Tags: { 'media:Visual': 1, 'genre:Comedy': 1, 'alive:happiness_orientation:emotional': 1 },
  },
  {
    category: 'Travel',
    option1: 'Kayaking trip',
    option2: 'Reading by the lake',
    option1Tags: { 'energy:Active': 1, 'cost:Moderate': 0.5, 'alive:life_engagement:active': 1 },
    option2Tags: { 'energy:Calm': 1, 'cost:Free': 1, 'alive:life_engagement:reflective': 1 },
  },
  {
    category: 'Books',
    option1: 'A debut novel from a new voice',
    option2: 'Your favourite classic again',
    option1Tags: { 'genre:New Fiction': 1, 'alive:value_investment:exploring': 1 },
    option2Tags: { 'genre:Classic': 1, 'alive:value_investment:traditional': 1 },
  },
  {
    category: 'Creative',
    option1: 'Follow a detailed tutorial',
    option2: 'Improvise freely',
    option1Tags: { 'style:Planned': 1, 'time:Weekend': 1, 'alive:locus_of_control:control': 1 },
    option2Tags: { 'style:Spontaneous': 1, 'alive:locus_of_control:flow': 1 },
  },
] as const;

export function createProfileTestPairs(prisma: PrismaClient): Promise<ChoicePair[]> {
  return seedChoicePairs(prisma, PROFILE_TEST_PAIRS);
}

export async function createUser(prisma: PrismaClient, id: string, isAdmin = false): Promise<void> {
  await createTestUser(prisma, { id, email: `${id}@example.test`, firstName: id, isAdmin });
}

/**
 * Records choices in order (one per pair, as the unique constraint demands) and stores the
 * preference scores and dimension evidence that `applyChoice` produces. Returns the final state.
 */
export async function recordChoices(
  prisma: PrismaClient,
  userId: string,
  picks: readonly { pair: ChoicePair; selectedOption: SelectedOption }[],
  startAt = new Date(Date.UTC(2026, 0, 1, 9, 0)),
): Promise<ScoringState> {
  let state: ScoringState = EMPTY_SCORING_STATE;
  for (const [i, { pair, selectedOption }] of picks.entries()) {
    state = applyChoice(state, pair, selectedOption);
    await prisma.userChoice.create({
      data: {
        userId,
        choicePairId: pair.id,
        selectedOption,
        responseTime: 1200,
        createdAt: new Date(startAt.getTime() + i * 60_000),
      },
    });
  }
  for (const [tagName, { score, choiceCount }] of Object.entries(state.preferences)) {
    await prisma.userPreference.create({ data: { userId, tagName, score, choiceCount } });
  }
  for (const [dimension, evidence] of Object.entries(state.dimensions)) {
    await prisma.dimensionEvidence.create({ data: { userId, dimension, ...evidence! } });
  }
  return state;
}

/** Stores dimension evidence rows directly (for exact profile numbers). */
export async function storeEvidence(
  prisma: PrismaClient,
  userId: string,
  rows: readonly { dimension: string; positiveWeight: number; negativeWeight: number; choiceCount: number }[],
): Promise<void> {
  await prisma.dimensionEvidence.createMany({ data: rows.map((row) => ({ userId, ...row })) });
}
