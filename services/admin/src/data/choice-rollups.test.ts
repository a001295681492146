import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createPGliteTestDatabase, createTestDatabase, createTestUser, type TestDatabase } from '@alive/db/testing';
import type { PrismaClient } from '@alive/db';
import { createAnalyticsRepository } from './analytics-repository.ts';
import { recordPageView } from './page-view-repository.ts';
import { createChoiceRollups, FOLD_BATCH } from './choice-rollups.ts';
import { startChoiceRollupFolding } from '../domain/choice-rollup-folding.ts';

/**
 * The admin figures over choices and people read rollups folded off the choice loop
 * (docs/performance.md, "The admin figures over choices and people"). Whatever has or has not been folded, they
 * must equal counting the rows; every test compares them with that count.
 */

const DAY = 24 * 60 * 60 * 1000;

let db: TestDatabase;
let pairIds: number[];

beforeAll(async () => {
  db = await createTestDatabase();
  pairIds = [];
  for (let i = 0; i < 40; i += 1) {
    const pair = await db.prisma.choicePair.create({
      data: { category: 'Food', option1: `A${i}`, option2: `B${i}`, option1Tags: {}, option2Tags: {} },
    });
    pairIds.push(pair.id);
  }
});
afterAll(async () => {
  await db?.drop();
});
beforeEach(async () => {
  await db.prisma.$executeRawUnsafe('TRUNCATE user_choices, page_view_people');
});

/** The figures counted from the rows themselves, as the repository did before the rollups. */
async function countedFromRows(prisma: PrismaClient, days = 90) {
  const [row] = await prisma.$queryRaw<{ totalUsers: number; totalChoices: number; activeUsers: number }[]>`
    SELECT (SELECT count(*)::int FROM users) AS "totalUsers",
           (SELECT count(*)::int FROM user_choices) AS "totalChoices",
           (SELECT count(*)::int FROM (
              SELECT user_id FROM user_choices WHERE created_at > now() - interval '7 days'
              UNION SELECT user_id FROM page_view_people WHERE last_view > now() - interval '7 days') a) AS "activeUsers"`;
  const perDay = await prisma.$queryRaw<{ date: string; choices: number }[]>`
    SELECT to_char(date_trunc('day', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS date, count(*)::int AS choices
      FROM user_choices
     WHERE created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - (${days - 1}::int * interval '1 day')
     GROUP BY 1`;
  return { ...row!, perDay: Object.fromEntries(perDay.map((d) => [d.date, d.choices])) };
}

async function figures(prisma: PrismaClient, days = 90) {
  const analytics = createAnalyticsRepository(prisma);
  const engagement = await analytics.engagement();
  const daily = await analytics.daily(days);
  return {
    totalUsers: engagement.totalUsers,
    totalChoices: engagement.totalChoices,
    activeUsers: engagement.activeUsers,
    perDay: Object.fromEntries(daily.days.filter((d) => d.choices > 0).map((d) => [d.date, d.choices])),
  };
}

async function expectFiguresMatchRows(prisma: PrismaClient = db.prisma) {
  expect(await figures(prisma)).toEqual(await countedFromRows(prisma));
}

async function choose(userId: string, pairIndex: number, daysAgo = 0) {
  return db.prisma.userChoice.create({
    data: { userId, choicePairId: pairIds[pairIndex]!, selectedOption: 'option1', responseTime: 400, createdAt: new Date(Date.now() - daysAgo * DAY) },
  });
}

const rollups = () => createChoiceRollups(db.as('admin'));
const state = async () => (await db.prisma.choiceRollupState.findUniqueOrThrow({ where: { id: 1 } }));
const foldAll = () => startChoiceRollupFolding({ rollups: rollups(), intervalMs: 3_600_000 });

async function foldUntilCaughtUp() {
  const folding = foldAll();
  try {
    return await folding.foldUntilCaughtUp();
  } finally {
    await folding.stop();
  }
}

describe('folding choices into the figures', () => {
  it('gives the same figures before folding, after it and with choices on both sides of the mark', async () => {
    const ana = await createTestUser(db.prisma);
    const ben = await createTestUser(db.prisma);
    const cai = await createTestUser(db.prisma);
    await choose(ana.id, 0);
    await choose(ana.id, 1, 3);
    await choose(ben.id, 0, 10); // outside the week: not active by this
    await choose(ben.id, 2, 40);
    await expectFiguresMatchRows();

    const steps = await foldUntilCaughtUp();
    expect(steps.reduce((sum, step) => sum + step.folded, 0)).toBe(4);
    expect((await state()).totalChoices).toBe(4n);
    await expectFiguresMatchRows();

    await choose(cai.id, 3); // above the mark: counted live
    await choose(ben.id, 4, 1);
    await expectFiguresMatchRows();
    expect((await figures(db.prisma)).activeUsers).toBe(3);
    await foldUntilCaughtUp();
    expect((await state()).foldedThrough).toBeGreaterThan(0);
    await expectFiguresMatchRows();
    expect(await db.prisma.choicePerson.count()).toBe(3);
  });

  it('says it is caught up when no new choice came, and folds no choice twice', async () => {
    const ana = await createTestUser(db.prisma);
    await choose(ana.id, 0);
    await foldUntilCaughtUp();
    const again = await rollups().foldStep();
    expect(again).toMatchObject({ folded: 0, caughtUp: true, waiting: false });
    expect((await state()).totalChoices).toBe(1n);
    await expectFiguresMatchRows();
  });

  it('folds a long backlog in batches of FOLD_BATCH', async () => {
    const ana = await createTestUser(db.prisma);
    await choose(ana.id, 0);
    // Ids are what the batches count: jump the sequence so one choice lies a batch and a half above the first.
    await db.prisma.$executeRawUnsafe(`SELECT setval('user_choices_id_seq', nextval('user_choices_id_seq') + ${FOLD_BATCH + FOLD_BATCH / 2})`);
    await choose(ana.id, 1);
    const steps = await foldUntilCaughtUp();
    expect(steps.length).toBe(2);
    expect(steps.map((s) => s.folded)).toEqual([1, 1]);
    await expectFiguresMatchRows();
  });
});

describe('active people', () => {
  it('counts a person once whether they chose, viewed pages or both, folded or not', async () => {
    const [both, bothLive, viewsOnly, choiceOnly, liveOnly, lapsed] = await Promise.all(Array.from({ length: 6 }, () => createTestUser(db.prisma)));
    const view = (userId: string, daysAgo: number) =>
      recordPageView(db.as('admin'), { visitorId: `v-${userId}`, sessionId: `s-${userId}`, page: '/', referrer: null, userAgent: null, userId }, new Date(Date.now() - daysAgo * DAY));
    await choose(both!.id, 0, 1);
    await choose(choiceOnly!.id, 1, 2);
    await choose(lapsed!.id, 2, 9);
    await foldUntilCaughtUp();
    await choose(bothLive!.id, 3);
    await choose(liveOnly!.id, 4);
    await choose(liveOnly!.id, 5);
    await view(both!.id, 0);
    await view(bothLive!.id, 1);
    await view(viewsOnly!.id, 2);
    await view(lapsed!.id, 8);
    await expectFiguresMatchRows();
    expect((await figures(db.prisma)).activeUsers).toBe(5);
  });
});

describe('a range is folded only when no transaction open at its marking can still add a lower id', () => {
  it('waits for a transaction that took an id before the mark and commits after it', async () => {
    const ana = await createTestUser(db.prisma);
    const ben = await createTestUser(db.prisma);
    const slow = new pg.Client({ connectionString: db.databaseUrl });
    await slow.connect();
    try {
      await slow.query('BEGIN');
      const held = await slow.query<{ id: number }>(
        `INSERT INTO user_choices (user_id, choice_pair_id, selected_option, response_time) VALUES ($1, $2, 'option2', 300) RETURNING id`,
        [ana.id, pairIds[5]],
      );
      const later = await choose(ben.id, 6); // a higher id, committed first
      expect(later.id).toBeGreaterThan(held.rows[0]!.id);

      const step = await rollups().foldStep();
      expect(step).toMatchObject({ folded: 0, waiting: true });
      expect((await state()).foldedThrough).toBeLessThan(held.rows[0]!.id);
      await expectFiguresMatchRows(); // counts Ben's choice live; Ana's is not committed

      await slow.query('COMMIT');
      await foldUntilCaughtUp();
      expect((await state()).foldedThrough).toBeGreaterThanOrEqual(later.id);
      expect((await state()).totalChoices).toBe(2n);
      await expectFiguresMatchRows();
    } finally {
      await slow.end();
    }
  });

  it('is not blocked by idle connections, only by open transactions', async () => {
    const idle = new pg.Client({ connectionString: db.databaseUrl });
    await idle.connect();
    try {
      await idle.query('SELECT 1');
      const ana = await createTestUser(db.prisma);
      await choose(ana.id, 0);
      const steps = await foldUntilCaughtUp();
      expect(steps.at(-1)).toMatchObject({ caughtUp: true, waiting: false });
      expect((await state()).totalChoices).toBe(1n);
    } finally {
      await idle.end();
    }
  });

  it('leaves the work to the replica holding the rollups', async () => {
    const ana = await createTestUser(db.prisma);
    await choose(ana.id, 0);
    const other = new pg.Client({ connectionString: db.databaseUrl });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT 1 FROM choice_rollup_state WHERE id = 1 FOR UPDATE');
      expect(await rollups().foldStep()).toMatchObject({ folded: 0, waiting: true });
      await other.query('ROLLBACK');
    } finally {
      await other.end();
    }
    await foldUntilCaughtUp();
    expect((await state()).totalChoices).toBe(1n);
  });
});

describe('choices removed after they were folded', () => {
  it('an undone choice leaves the figures at once, folded or not, and the person keeps their latest remaining choice', async () => {
    const ana = await createTestUser(db.prisma);
    const ben = await createTestUser(db.prisma);
    await choose(ana.id, 0, 12);
    const anaLatest = await choose(ana.id, 1, 2);
    const benOnly = await choose(ben.id, 2, 1);
    await foldUntilCaughtUp();
    const unfolded = await choose(ana.id, 3);

    await db.prisma.userChoice.delete({ where: { id: unfolded.id } });
    await expectFiguresMatchRows();
    await db.prisma.userChoice.delete({ where: { id: anaLatest.id } }); // folded: Ana falls back to 12 days ago
    await expectFiguresMatchRows();
    expect((await figures(db.prisma)).activeUsers).toBe(1);
    expect((await db.prisma.choicePerson.findUnique({ where: { userId: ana.id } }))?.lastChoice.getTime()).toBeLessThan(Date.now() - 11 * DAY);
    await db.prisma.userChoice.delete({ where: { id: benOnly.id } }); // Ben's only choice: no row for him
    expect(await db.prisma.choicePerson.findUnique({ where: { userId: ben.id } })).toBeNull();
    await expectFiguresMatchRows();
    await foldUntilCaughtUp();
    await expectFiguresMatchRows();
  });

  it("a person's deletion takes their folded choices with them", async () => {
    const ana = await createTestUser(db.prisma);
    const ben = await createTestUser(db.prisma);
    await choose(ana.id, 0);
    await choose(ana.id, 1, 4);
    await choose(ben.id, 0);
    await foldUntilCaughtUp();
    await choose(ana.id, 2);
    await db.prisma.user.delete({ where: { id: ana.id } });
    await expectFiguresMatchRows();
    expect(await db.prisma.choicePerson.findUnique({ where: { userId: ana.id } })).toBeNull();
    await foldUntilCaughtUp();
    await expectFiguresMatchRows();
  });

  it('TRUNCATE empties the rollups and folding starts again', async () => {
    const ana = await createTestUser(db.prisma);
    await choose(ana.id, 0);
    await foldUntilCaughtUp();
    await db.prisma.$executeRawUnsafe('TRUNCATE user_choices');
    expect(await state()).toMatchObject({ foldedThrough: 0, totalChoices: 0n, pendingThrough: null });
    expect(await db.prisma.choiceDay.count()).toBe(0);
    expect(await db.prisma.choicePerson.count()).toBe(0);
    await expectFiguresMatchRows();
    await choose(ana.id, 1);
    await foldUntilCaughtUp();
    await expectFiguresMatchRows();
  });

  it('stays exact while people choose, undo and fold at the same time', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => createTestUser(db.prisma)));
    const folding = foldAll();
    let stop = false;
    const folder = (async () => {
      while (!stop) await folding.foldUntilCaughtUp();
    })();
    await Promise.all(
      people.map(async (person, p) => {
        for (let i = 0; i < pairIds.length; i += 1) {
          const choice = await choose(person.id, i, (i + p) % 9);
          if (i % 3 === 2) await db.prisma.userChoice.delete({ where: { id: choice.id } });
        }
      }),
    );
    stop = true;
    await folder;
    await folding.foldUntilCaughtUp();
    await folding.stop();
    await expectFiguresMatchRows();
    const latest = await db.prisma.$queryRaw<{ userId: string; latest: Date }[]>`
      SELECT user_id AS "userId", max(created_at) AS latest FROM user_choices GROUP BY 1 ORDER BY 1`;
    const kept = await db.prisma.choicePerson.findMany({ orderBy: { userId: 'asc' } });
    expect(kept.map((p) => [p.userId, p.lastChoice.getTime()])).toEqual(latest.map((p) => [p.userId, p.latest.getTime()]));
  });
});

describe('the number of people', () => {
  /** New people per day as the daily series reads them, and as counting the users gives them. */
  async function newPeoplePerDay() {
    const daily = await createAnalyticsRepository(db.as('admin')).daily(90);
    const counted = await db.prisma.$queryRaw<{ date: string; n: number }[]>`
      SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date, count(*)::int AS n FROM users
       WHERE created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - interval '89 days' GROUP BY 1`;
    return {
      read: Object.fromEntries(daily.days.filter((d) => d.newUsers > 0).map((d) => [d.date, d.newUsers])),
      counted: Object.fromEntries(counted.map((d) => [d.date, d.n])),
    };
  }

  it('follows sign-ups and deletions; signing in again (an upsert) changes nothing', async () => {
    const before = (await figures(db.prisma)).totalUsers;
    const ana = await createTestUser(db.prisma);
    await db.prisma.user.createMany({ data: [{ id: `bulk-${ana.id}-1` }, { id: `bulk-${ana.id}-2`, createdAt: new Date(Date.now() - 3 * DAY) }] });
    await db.prisma.user.upsert({ where: { id: ana.id }, create: { id: ana.id }, update: { firstName: 'Ana' } });
    expect((await figures(db.prisma)).totalUsers).toBe(before + 3);
    let perDay = await newPeoplePerDay();
    expect(perDay.read).toEqual(perDay.counted);
    await db.prisma.user.deleteMany({ where: { id: { startsWith: `bulk-${ana.id}` } } });
    await expectFiguresMatchRows();
    perDay = await newPeoplePerDay();
    expect(perDay.read).toEqual(perDay.counted);
  });

  it('moves a person to another day when their created_at changes, and TRUNCATE starts again from nothing', async () => {
    const ben = await createTestUser(db.prisma);
    await db.prisma.user.update({ where: { id: ben.id }, data: { createdAt: new Date(Date.now() - 20 * DAY) } });
    const perDay = await newPeoplePerDay();
    expect(perDay.read).toEqual(perDay.counted);
    await db.prisma.user.updateMany({ where: { id: ben.id }, data: { firstName: 'Ben' } }); // no move: no write
    expect(await newPeoplePerDay()).toEqual(perDay);

    const embedded = await createPGliteTestDatabase();
    try {
      await createTestUser(embedded.prisma);
      await embedded.prisma.$executeRawUnsafe('TRUNCATE users CASCADE');
      expect(await embedded.prisma.userDay.count({ where: { newUsers: { gt: 0 } } })).toBe(0);
      expect((await embedded.prisma.userTotal.findUniqueOrThrow({ where: { id: 1 } })).users).toBe(0n);
      await createTestUser(embedded.prisma);
      expect((await embedded.prisma.userTotal.findUniqueOrThrow({ where: { id: 1 } })).users).toBe(1n);
    } finally {
      await embedded.close();
    }
  });
});

describe('on the embedded database (PGlite)', () => {
  it('folds and reads the same figures', async () => {
    const embedded = await createPGliteTestDatabase();
    try {
      const user = await createTestUser(embedded.prisma);
      const pair = await embedded.prisma.choicePair.create({ data: { category: 'Food', option1: 'A', option2: 'B', option1Tags: {}, option2Tags: {} } });
      await embedded.prisma.userChoice.create({ data: { userId: user.id, choicePairId: pair.id, selectedOption: 'option1', responseTime: 300 } });
      await expectFiguresMatchRows(embedded.prisma);
      const folding = startChoiceRollupFolding({ rollups: createChoiceRollups(embedded.prisma), intervalMs: 3_600_000 });
      const steps = await folding.foldUntilCaughtUp();
      await folding.stop();
      expect(steps.reduce((sum, step) => sum + step.folded, 0)).toBe(1);
      await expectFiguresMatchRows(embedded.prisma);
    } finally {
      await embedded.close();
    }
  });
});
