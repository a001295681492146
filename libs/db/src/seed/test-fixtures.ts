/** Small, explicit fixtures for service tests (the full product seed is `seed()`). */
import { randomUUID } from 'node:crypto';
import type { ChoicePair, PrismaClient, User } from '../generated/prisma/client.ts';

export interface TestChoicePairInput {
  category: string;
  option1: string;
  option2: string;
  option1Tags: Record<string, number>;
  option2Tags: Record<string, number>;
  isActive?: boolean;
}

/** Four pairs over two categories; each option carries preference and alive evidence tags. */
export const DEFAULT_TEST_CHOICE_PAIRS: readonly TestChoicePairInput[] = [
  {
    category: 'Travel',
    option1: 'Solo hike in the mountains',
    option2: 'City tour with friends',
    option1Tags: { 'activity:Solo': 1, 'pace:Active': 1, 'alive:primary_drive:intrinsic': 1 },
    option2Tags: { 'activity:Group': 1, 'setting:Urban': 0.8, 'alive:primary_drive:social': 1 },
  },
  {
    category: 'Travel',
    option1: 'Plan every stop in advance',
    option2: 'Wander without a plan',
    option1Tags: { 'style:Planned': 1, 'time:Weekend': 0.6, 'alive:locus_of_control:control': 1 },
    option2Tags: { 'style:Spontaneous': 1, 'time:Weekend': 0.6, 'alive:locus_of_control:flow': 1 },
  },
  {
    category: 'Movies',
    option1: 'Thought-provoking documentary',
    option2: 'Feel-good comedy',
    option1Tags: { 'media:Visual': 1, 'genre:Documentary': 1, 'alive:happiness_orientation:meaningful': 1 },
    option2Tags: { 'media:Visual': 1, 'genre:Comedy': 1, 'alive:happiness_orientation:emotional': 1 },
  },
  {
    category: 'Movies',
    option1: 'A film from a country you have never visited',
    option2: 'A beloved classic you have seen before',
    option1Tags: { 'media:Visual': 1, 'genre:World Cinema': 0.8, 'alive:value_investment:exploring': 1 },
    option2Tags: { 'media:Visual': 1, 'genre:Classic': 0.8, 'alive:value_investment:traditional': 1 },
  },
];

/** Inserts choice pairs (DEFAULT_TEST_CHOICE_PAIRS unless given) and returns them in input order. */
export async function seedChoicePairs(
  prisma: PrismaClient,
  pairs: readonly TestChoicePairInput[] = DEFAULT_TEST_CHOICE_PAIRS,
): Promise<ChoicePair[]> {
  const created: ChoicePair[] = [];
  for (const pair of pairs) {
    created.push(
      await prisma.choicePair.create({
        data: { ...pair, isActive: pair.isActive ?? true, source: 'test' },
      }),
    );
  }
  return created;
}

export interface TestUserInput {
  id?: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  isAdmin?: boolean;
}

/** Creates a user (random id and e-mail unless given). */
export async function createTestUser(prisma: PrismaClient, input: TestUserInput = {}): Promise<User> {
  const id = input.id ?? `test-${randomUUID()}`;
  return prisma.user.create({
    data: {
      id,
      email: input.email === undefined ? `${id}@example.test` : input.email,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      isAdmin: input.isAdmin ?? false,
    },
  });
}
