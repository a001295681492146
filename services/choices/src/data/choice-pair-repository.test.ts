import { Prisma } from '@alive/db';
import { createTestDatabase, createTestUser, type TestDatabase } from '@alive/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRandomUnansweredPair, randomUnansweredPairQuery } from './choice-pair-repository.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function flatten(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(flatten)];
}

// The next pair must come from an index walk at any table size: never `ORDER BY random()`, never a
// sequential scan of choice_pairs. Checked on 20,000 pairs with fresh statistics.
describe('next unanswered pair', () => {
  let db: TestDatabase;
  const userId = 'plan-user';

  beforeAll(async () => {
    db = await createTestDatabase();
    await createTestUser(db.prisma, { id: userId });
    await db.prisma.$executeRawUnsafe(`
      INSERT INTO choice_pairs (category, option1, option2, option1_tags, option2_tags, is_active)
      SELECT (ARRAY['Travel','Movies','Books','Activities','Entertainment','Creative'])[1 + i % 6],
             'Option A ' || i, 'Option B ' || i, '{"activity:Solo":1}', '{"activity:Group":1}', i % 10 <> 0
      FROM generate_series(1, 20000) AS i`);
    // The user has answered a run of pairs, so the walk has to step over answered ones.
    await db.prisma.$executeRawUnsafe(`
      INSERT INTO user_choices (user_id, choice_pair_id, selected_option, response_time)
      SELECT '${userId}', id, 'option1', 500 FROM choice_pairs WHERE id <= 300`);
    await db.prisma.$executeRawUnsafe('ANALYZE choice_pairs; ANALYZE user_choices');
  });

  afterAll(async () => {
    await db?.drop();
  });

  for (const category of [undefined, 'Books']) {
    it(`uses indexes only${category ? ` (category ${category})` : ''}`, async () => {
      const [row] = await db.prisma.$queryRaw<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(
        Prisma.sql`EXPLAIN (FORMAT JSON) ${randomUnansweredPairQuery(userId, category, 0.42)}`,
      );
      const nodes = flatten(row!['QUERY PLAN'][0].Plan);
      const onPairs = nodes.filter((n) => n['Relation Name'] === 'choice_pairs');
      expect(onPairs.length).toBeGreaterThan(0);
      expect(onPairs.filter((n) => n['Node Type'] === 'Seq Scan')).toEqual([]);
      expect(nodes.some((n) => n['Node Type'] === 'Sort')).toBe(false);
      expect(nodes.filter((n) => n['Relation Name'] === 'user_choices' && n['Node Type'] === 'Seq Scan')).toEqual([]);
    });
  }

  it('skips answered and inactive pairs and honours the category from any start', async () => {
    // A start inside the answered run must walk past it; starts near either end still find one.
    for (const random of [0, 0.001, 0.5, 0.99999]) {
      const pair = await findRandomUnansweredPair(db.prisma, userId, 'Books', random);
      expect(pair).not.toBeNull();
      expect(pair!.category).toBe('Books');
      expect(pair!.id).toBeGreaterThan(300);
      const stored = await db.prisma.choicePair.findUniqueOrThrow({ where: { id: pair!.id } });
      expect(stored.isActive).toBe(true);
    }
  });
});
