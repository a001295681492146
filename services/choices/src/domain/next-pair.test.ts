import { DIMENSIONS, type DimensionKey } from '@alive/domain';
import { createTestDatabase, createTestUser, seedChoicePairs, type TestDatabase } from '@alive/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findNextPair, lastChoiceDimensions } from './next-pair.ts';

// The adaptive next pair against real Postgres (docs/profile-model.md, Adaptive choices): the
// statement's candidates and evidence reach the policy, and its rules hold end to end.

/** Two shared pairs per dimension, Travel and Books, option 1 on the + pole. */
const PAIRS = DIMENSIONS.flatMap((d) =>
  (['Travel', 'Books'] as const).map((category) => ({
    category,
    option1: `${category} ${d.positive.label}`,
    option2: `${category} ${d.negative.label}`,
    option1Tags: { [`alive:${d.key}:${d.positive.pole}`]: 1, [`${category.toLowerCase()}:${d.positive.label}`]: 1 },
    option2Tags: { [`alive:${d.key}:${d.negative.pole}`]: 1, [`${category.toLowerCase()}:${d.negative.label}`]: 1 },
  })),
);

const STARTS = [0, 0.3, 0.7, 0.99999];
/** A random source that never explores (every draw ≥ the exploration share) and starts the window at `start`. */
const fixed = (start: number) => {
  let first = true;
  return () => {
    if (first) {
      first = false;
      return start;
    }
    return 0.5;
  };
};

describe('findNextPair (adaptive)', () => {
  let db: TestDatabase;
  let userId: string;
  let ids: Map<string, number>;

  beforeAll(async () => {
    db = await createTestDatabase();
    await seedChoicePairs(db.prisma, PAIRS);
    const rows = await db.prisma.choicePair.findMany({ select: { id: true, option1: true } });
    ids = new Map(rows.map((r) => [r.option1, r.id]));
  });

  afterAll(async () => {
    await db?.drop();
  });

  beforeEach(async () => {
    userId = (await createTestUser(db.prisma)).id;
  });

  /** Evidence rows as the choice store writes them; `minutesAgo` orders which choice was last. */
  async function evidence(dimension: DimensionKey, positive: number, negative: number, minutesAgo = 60) {
    await db.prisma.$executeRaw`
      INSERT INTO dimension_evidence (user_id, dimension, positive_weight, negative_weight, choice_count, updated_at)
      VALUES (${userId}, ${dimension}, ${positive}, ${negative}, ${positive + negative}, now() - ${minutesAgo} * interval '1 minute')`;
  }

  async function answer(option1: string) {
    await db.prisma.userChoice.create({ data: { userId, choicePairId: ids.get(option1)!, selectedOption: 'option1', responseTime: 900 } });
  }

  it('serves a pair on the dimension it knows least about, from any start', async () => {
    for (const key of ['primary_drive', 'happiness_orientation', 'value_investment', 'locus_of_control'] as const) await evidence(key, 6, 0);
    for (const start of STARTS) {
      const pair = await findNextPair(db.as('choices'), userId, undefined, fixed(start));
      expect(pair?.option1, `start ${start}`).toMatch(/ Active$/);
    }
  });

  it('prefers the least settled of the dimensions with evidence: a tie over a clear lean', async () => {
    for (const key of ['primary_drive', 'happiness_orientation', 'life_engagement', 'locus_of_control'] as const) await evidence(key, 5, 1);
    await evidence('value_investment', 2, 2, 120); // not the last choice's dimension
    for (const start of STARTS) expect((await findNextPair(db.as('choices'), userId, 'Books', fixed(start)))?.option1).toBe('Books Exploring');
  });

  it('does not serve two pairs in a row on one dimension while another is open, but serves it when it is the last one left', async () => {
    for (const key of ['primary_drive', 'happiness_orientation', 'value_investment'] as const) await evidence(key, 6, 0, 60);
    await evidence('locus_of_control', 3, 0, 60); // leaning clearly, but not complete: open
    await evidence('life_engagement', 1, 1, 1); // the last choice, on the least settled dimension
    for (const start of STARTS) expect((await findNextPair(db.as('choices'), userId, undefined, fixed(start)))?.option1).not.toMatch(/ Active$/);
    for (const pair of PAIRS.filter((p) => !p.option1.endsWith(' Active'))) await answer(pair.option1);
    expect((await findNextPair(db.as('choices'), userId, undefined, fixed(0.5)))?.option1).toMatch(/ Active$/);
  });

  it('serves the same dimension again at once when every other dimension is complete', async () => {
    for (const key of ['primary_drive', 'happiness_orientation', 'value_investment', 'locus_of_control'] as const) await evidence(key, 6, 0, 60);
    await evidence('life_engagement', 1, 1, 1); // the last choice, on the least settled dimension
    for (const start of STARTS) expect((await findNextPair(db.as('choices'), userId, undefined, fixed(start)))?.option1).toMatch(/ Active$/);
  });

  it('keeps the category filter, skips answered pairs and answers null when none is left', async () => {
    await answer('Travel Active');
    for (const start of STARTS) {
      const pair = await findNextPair(db.as('choices'), userId, 'Travel', fixed(start));
      expect(pair?.category).toBe('Travel');
      expect(pair?.option1).not.toBe('Travel Active');
    }
    for (const pair of PAIRS.filter((p) => p.category === 'Travel' && p.option1 !== 'Travel Active')) await answer(pair.option1);
    expect(await findNextPair(db.as('choices'), userId, 'Travel', fixed(0.5))).toBeNull();
    expect((await findNextPair(db.as('choices'), userId, undefined, fixed(0.5)))?.category).toBe('Books');
  });

  it('serves the person\'s own queued pair before any the policy would pick', async () => {
    for (const key of ['primary_drive', 'happiness_orientation', 'value_investment', 'locus_of_control'] as const) await evidence(key, 6, 0);
    const mine = await db.prisma.choicePair.create({
      data: { category: 'Travel', option1: 'Mine A', option2: 'Mine B', option1Tags: { 'alive:primary_drive:intrinsic': 1 }, option2Tags: {}, source: 'personal', ownerUserId: userId },
    });
    expect((await findNextPair(db.as('choices'), userId, undefined, fixed(0.5)))?.id).toBe(mine.id);
  });
});

describe('lastChoiceDimensions', () => {
  it('is the set of evidence rows written last (one choice writes them with one timestamp)', () => {
    const row = (dimension: string, updatedAt: number) => ({ dimension, positiveWeight: 1, negativeWeight: 0, choiceCount: 1, updatedAt });
    expect([...lastChoiceDimensions([row('primary_drive', 5), row('life_engagement', 9), row('locus_of_control', 9)])].sort()).toEqual([
      'life_engagement',
      'locus_of_control',
    ]);
    expect(lastChoiceDimensions([]).size).toBe(0);
    expect(lastChoiceDimensions([row('not_a_dimension', 9)]).size).toBe(0);
  });
});
