import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestUser, type TestDatabase } from '@alive/db/testing';
import { createTagPopularity } from './tag-popularity.ts';

/** The overview's popular tags: live on a small site, a snapshot on a large one (tag-popularity.ts). */

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});
beforeEach(async () => {
  await db.prisma.$executeRawUnsafe('TRUNCATE user_preferences, tag_popularity_snapshot');
});

async function lean(tagName: string, score: number) {
  const user = await createTestUser(db.prisma);
  await db.prisma.userPreference.create({ data: { userId: user.id, tagName, score, choiceCount: 1 } });
}

/** Every site counts as large: the planner's estimate (-1 before any ANALYZE) is above -2. */
const LARGE = { liveRowsMax: -2 };

describe('a small site', () => {
  it('groups the rows on every read, so a new leaning shows at once, with no time', async () => {
    const tags = createTagPopularity(db.as('admin'));
    await lean('setting:Nature', 0.9);
    expect(await tags.read()).toEqual({ tags: [{ tagName: 'setting:Nature', score: 0.9, people: 1 }], asOf: null });
    await lean('food:Spicy', 0.8);
    await lean('food:Spicy', 0.7);
    expect((await tags.read()).tags.map((t) => t.tagName)).toEqual(['food:Spicy', 'setting:Nature']);
    expect(await tags.refreshIfDue()).toBe(false);
    expect(await db.prisma.tagPopularitySnapshot.count()).toBe(0);
  });
});

describe('a large site', () => {
  it('computes the snapshot on the first read, then answers from it with its time until it is refreshed', async () => {
    const tags = createTagPopularity(db.as('admin'), { ...LARGE, refreshMs: 60_000 });
    await lean('setting:Nature', 0.9);
    const first = await tags.read();
    expect(first.tags).toEqual([{ tagName: 'setting:Nature', score: 0.9, people: 1 }]);
    expect(first.asOf).toBeInstanceOf(Date);
    await lean('food:Spicy', 0.8);
    await lean('food:Spicy', 0.7);
    expect(await tags.read()).toEqual(first); // the snapshot, not the rows
    expect(await tags.refreshIfDue()).toBe(false); // not due yet

    await db.prisma.$executeRawUnsafe(`UPDATE tag_popularity_snapshot SET computed_at = now() - interval '61 seconds'`);
    expect(await tags.refreshIfDue()).toBe(true);
    const refreshed = await tags.read();
    expect(refreshed.tags.map((t) => t.tagName)).toEqual(['food:Spicy', 'setting:Nature']);
    expect(refreshed.asOf!.getTime()).toBeGreaterThan(first.asOf!.getTime());
  });

  it('computes it during the read when the snapshot is twice overdue (no replica refreshed it)', async () => {
    const tags = createTagPopularity(db.as('admin'), { ...LARGE, refreshMs: 60_000 });
    await lean('setting:Nature', 0.9);
    await tags.read();
    await lean('food:Spicy', 0.8);
    await lean('food:Spicy', 0.7);
    await db.prisma.$executeRawUnsafe(`UPDATE tag_popularity_snapshot SET computed_at = now() - interval '121 seconds'`);
    const read = await tags.read();
    expect(read.tags.map((t) => t.tagName)).toEqual(['food:Spicy', 'setting:Nature']);
    expect(Date.now() - read.asOf!.getTime()).toBeLessThan(10_000);
  });

  it('one replica refreshes a due snapshot; the others find it claimed', async () => {
    const replicas = [1, 2, 3].map(() => createTagPopularity(db.as('admin'), { ...LARGE, refreshMs: 60_000 }));
    await lean('setting:Nature', 0.9);
    expect(await replicas[0]!.refreshIfDue()).toBe(true); // none yet: computed
    await db.prisma.$executeRawUnsafe(`UPDATE tag_popularity_snapshot SET computed_at = now() - interval '61 seconds'`);
    const refreshed = await Promise.all(replicas.map((replica) => replica.refreshIfDue()));
    expect(refreshed.filter(Boolean)).toHaveLength(1);
  });
});
