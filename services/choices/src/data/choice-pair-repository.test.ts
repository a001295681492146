import { Prisma } from '@alive/db';
import { createTestDatabase, createTestUser, type TestDatabase } from '@alive/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_PAIR_CANDIDATES } from '@alive/domain';
import { findNextPair } from '../domain/next-pair.ts';
import { nextPairQuery } from './choice-pair-repository.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function flatten(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(flatten)];
}

const CATEGORIES = ['Travel', 'Movies', 'Books', 'Activities', 'Entertainment', 'Creative'];

// The next pair must come from index walks at any table size: never `ORDER BY random()`, never a
// sequential scan of choice_pairs, user_choices read only through the unique (user_id, choice_pair_id)
// index (one probe per candidate), and the only sort the one over the person's own personal pairs.
// Checked on 20,000 shared pairs, 5,000 personal pairs of 500 other people and 50,000 of their
// choices, with fresh statistics.
describe('next pair', () => {
  let db: TestDatabase;
  const userId = 'plan-user';
  const personalUserId = 'plan-personal-user';
  /** personalUserId's personal pairs, oldest first: Books (answered), Travel, Books. */
  let personal: { id: number; category: string }[];

  beforeAll(async () => {
    db = await createTestDatabase();
    await createTestUser(db.prisma, { id: userId });
    await createTestUser(db.prisma, { id: personalUserId });
    await db.prisma.$executeRawUnsafe(`
      INSERT INTO users (id, updated_at) SELECT 'other-' || i, now() FROM generate_series(1, 500) AS i`);
    await db.prisma.$executeRawUnsafe(`
      INSERT INTO choice_pairs (category, option1, option2, option1_tags, option2_tags, is_active)
      SELECT (ARRAY['${CATEGORIES.join("','")}'])[1 + i % 6],
             'Option A ' || i, 'Option B ' || i, '{"activity:Solo":1}', '{"activity:Group":1}', i % 10 <> 0
      FROM generate_series(1, 20000) AS i`);
    await db.prisma.$executeRawUnsafe(`
      INSERT INTO choice_pairs (category, option1, option2, option1_tags, option2_tags, is_active, source, owner_user_id)
      SELECT (ARRAY['${CATEGORIES.join("','")}'])[1 + i % 6],
             'Mine A ' || i, 'Mine B ' || i, '{"activity:Solo":1}', '{"activity:Group":1}', true, 'personal', 'other-' || (1 + i % 500)
      FROM generate_series(1, 5000) AS i`);
    personal = [];
    for (const [i, category] of ['Books', 'Travel', 'Books'].entries()) {
      personal.push(
        await db.prisma.choicePair.create({
          data: { category, option1: `Personal A${i}`, option2: `Personal B${i}`, option1Tags: {}, option2Tags: {}, source: 'personal', ownerUserId: personalUserId },
          select: { id: true, category: true },
        }),
      );
    }
    // The users have answered a run of pairs, so the walk has to step over answered ones; the other
    // people's choices make reading user_choices by pair (instead of by person) look tempting.
    await db.prisma.$executeRawUnsafe(`
      INSERT INTO user_choices (user_id, choice_pair_id, selected_option, response_time)
      SELECT u, id, 'option1', 500 FROM choice_pairs, unnest(ARRAY['${userId}', '${personalUserId}']) AS u
       WHERE id <= 300`);
    await db.prisma.userChoice.create({ data: { userId: personalUserId, choicePairId: personal[0]!.id, selectedOption: 'option1', responseTime: 5 } });
    await db.prisma.$executeRawUnsafe(`
      INSERT INTO user_choices (user_id, choice_pair_id, selected_option, response_time)
      SELECT 'other-' || (1 + i % 500), 1 + (i * 7919) % 20000, 'option1', 500 FROM generate_series(1, 50000) AS i
      ON CONFLICT DO NOTHING`);
    await db.prisma.$executeRawUnsafe('ANALYZE users; ANALYZE choice_pairs; ANALYZE user_choices');
  }, 60_000);

  afterAll(async () => {
    await db?.drop();
  });

  // The next-pair read, and the plan's (personal pairs and a shared window of 24 + 3 + a reserve of 50).
  const reads = [
    { name: 'next pair', limit: NEXT_PAIR_CANDIDATES, queue: undefined },
    { name: 'plan', limit: NEXT_PAIR_CANDIDATES + 3 + 50, queue: { personal: 54 } },
  ];
  for (const read of reads) {
    for (const user of [userId, personalUserId]) {
      for (const category of [undefined, 'Books']) {
        it(`uses indexes only (${read.name}, ${user}${category ? `, category ${category}` : ''})`, async () => {
          const [row] = await db.prisma.$queryRaw<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(
            Prisma.sql`EXPLAIN (FORMAT JSON) ${nextPairQuery(user, category, 0.42, read.limit, read.queue)}`,
          );
          const nodes = flatten(row!['QUERY PLAN'][0].Plan);
          const onPairs = nodes.filter((n) => n['Relation Name'] === 'choice_pairs');
          expect(onPairs.length).toBeGreaterThan(0);
          expect(onPairs.filter((n) => n['Node Type'] === 'Seq Scan')).toEqual([]);
          const onChoices = nodes.filter((n) => n['Relation Name'] === 'user_choices');
          expect(onChoices.length).toBeGreaterThan(0);
          expect(onChoices.map((n) => n['Index Name'])).toEqual(onChoices.map(() => 'user_choices_user_id_choice_pair_id_key'));
          for (const sort of nodes.filter((n) => n['Node Type'] === 'Sort')) {
            const below = flatten(sort);
            const pairScans = below.filter((n) => n['Relation Name'] === 'choice_pairs');
            expect(pairScans.map((n) => n['Node Type'])).toEqual(pairScans.map((n) => (n['Index Name'] ? 'Index Scan' : 'Bitmap Heap Scan')));
            const pairIndexes = below.filter((n) => n['Index Name']?.startsWith('choice_pairs'));
            expect(pairIndexes.length).toBeGreaterThan(0);
            // Only the person's own queue is sorted: it is read through an owner index (plain or the partial one).
            for (const name of pairIndexes.map((n) => n['Index Name'])) expect(name).toMatch(/^choice_pairs_owner_/);
          }
        });
      }
    }
  }

  it('skips answered, inactive and other people\'s personal pairs and honours the category from any start', async () => {
    // A start inside the answered run must walk past it; starts near either end still find one.
    for (const random of [0, 0.001, 0.5, 0.99999]) {
      for (const category of ['Books', undefined]) {
        const pair = await findNextPair(db.as('choices'), userId, category, () => random);
        expect(pair).not.toBeNull();
        if (category) expect(pair!.category).toBe(category);
        expect(pair!.id).toBeGreaterThan(300);
        const stored = await db.prisma.choicePair.findUniqueOrThrow({ where: { id: pair!.id } });
        expect(stored.isActive).toBe(true);
        expect(stored.ownerUserId).toBeNull();
      }
    }
  });

  it('serves the person\'s oldest unanswered personal pair of the category first, from any start', async () => {
    for (const random of [0, 0.5, 0.99999]) {
      expect((await findNextPair(db.as('choices'), personalUserId, undefined, () => random))?.id).toBe(personal[1]!.id);
      expect((await findNextPair(db.as('choices'), personalUserId, 'Books', () => random))?.id).toBe(personal[2]!.id);
      const movies = await findNextPair(db.as('choices'), personalUserId, 'Movies', () => random);
      expect(movies?.category).toBe('Movies');
      expect((await db.prisma.choicePair.findUniqueOrThrow({ where: { id: movies!.id } })).ownerUserId).toBeNull();
    }
  });
});
