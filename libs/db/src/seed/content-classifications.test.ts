import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { createTestDatabase, type TestDatabase } from '../testing.ts';
import { FIRST_LIBRARY_SEED_KEYS, SEED_CONTENT_CLASSIFICATIONS, type SeedContentClassification } from './data/content-classifications.ts';
import { CONTENT_LEDGER_PREFIX, seed } from './seed.ts';

const ALL = SEED_CONTENT_CLASSIFICATIONS.length;
/** Only the content library: no choice pairs, no recommendation items. */
const contentOnly = (prisma: PrismaClient) => seed(prisma, { choicePairs: [], recommendationItems: [] });
const NOTHING = { contentClassificationsCreated: 0, contentClassificationsBackfilled: 0, contentClassificationsFilled: 0 };

function bySeedKey(seedKey: string): SeedContentClassification {
  const found = SEED_CONTENT_CLASSIFICATIONS.find((c) => c.seedKey === seedKey);
  if (!found) throw new Error(`no seed title ${seedKey}`);
  return found;
}

/** A row as the seed wrote it before titles had seed keys and enhanced fields. */
function firstLibraryRow(c: SeedContentClassification) {
  const [primaryDrive, happinessOrientation, lifeEngagement, valueInvestment, locusControl] = c.scores;
  return {
    title: c.title,
    contentType: c.contentType,
    genre: c.genre,
    year: c.year,
    author: c.author ?? null,
    director: c.director ?? null,
    seasons: c.seasons ?? null,
    description: c.description,
    primaryDriveScore: primaryDrive,
    happinessOrientationScore: happinessOrientation,
    lifeEngagementScore: lifeEngagement,
    valueInvestmentScore: valueInvestment,
    locusControlScore: locusControl,
    confidence: c.confidence,
    reasoning: c.reasoning,
  };
}

async function snapshot(prisma: PrismaClient) {
  return {
    rows: await prisma.contentClassification.findMany({ orderBy: { id: 'asc' } }),
    ledger: await prisma.seedLedgerEntry.findMany({ where: { key: { startsWith: CONTENT_LEDGER_PREFIX } }, orderBy: { key: 'asc' } }),
  };
}

describe('seed() content library', () => {
  const databases: TestDatabase[] = [];
  async function database(): Promise<TestDatabase> {
    const db = await createTestDatabase();
    databases.push(db);
    return db;
  }
  afterAll(async () => {
    await Promise.all(databases.map((db) => db.drop()));
  });

  describe('on a fresh database', () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await database();
    });

    it('inserts every title with its seed key, card fields and ledger key, and no ratings', async () => {
      expect(await contentOnly(db.prisma)).toMatchObject({ ...NOTHING, contentClassificationsCreated: ALL });
      const rows = await db.prisma.contentClassification.findMany();
      expect(rows).toHaveLength(ALL);
      const stored = new Map(rows.map((r) => [r.seedKey, r]));
      for (const c of SEED_CONTENT_CLASSIFICATIONS) {
        const row = stored.get(c.seedKey);
        expect(row, c.seedKey).toBeDefined();
        expect(row).toMatchObject({
          title: c.title,
          contentType: c.contentType,
          genre: c.genre,
          year: c.year,
          author: c.author ?? null,
          director: c.director ?? null,
          seasons: c.seasons ?? null,
          description: c.description,
          primaryDriveScore: c.scores[0],
          locusControlScore: c.scores[4],
          reasoning: c.reasoning,
          tags: c.tags,
          warnings: c.warnings,
          similarTo: c.similarTo,
          imdbRating: null,
          rottenTomatoesScore: null,
        });
        expect(Number(row!.confidence), c.seedKey).toBe(c.confidence);
      }
      const ledger = await db.prisma.seedLedgerEntry.findMany({ where: { key: { startsWith: CONTENT_LEDGER_PREFIX } } });
      expect(ledger.map((e) => e.key).sort()).toEqual(SEED_CONTENT_CLASSIFICATIONS.map((c) => `content:${c.seedKey}`).sort());
    });

    it('changes nothing when run again', async () => {
      const before = await snapshot(db.prisma);
      expect(await contentOnly(db.prisma)).toMatchObject(NOTHING);
      expect(await snapshot(db.prisma)).toEqual(before);
    });

    it('does not insert again a title an admin deleted, nor adopt one the admin re-created by hand', async () => {
      await db.prisma.contentClassification.delete({ where: { seedKey: 'movie:parasite' } });
      expect(await contentOnly(db.prisma)).toMatchObject(NOTHING);
      expect(await db.prisma.contentClassification.count({ where: { title: 'Parasite' } })).toBe(0);

      const handMade = await db.prisma.contentClassification.create({
        data: { ...firstLibraryRow(bySeedKey('movie:parasite')), description: 'Added again by an admin.' },
      });
      expect(await contentOnly(db.prisma)).toMatchObject(NOTHING);
      expect(await db.prisma.contentClassification.findUniqueOrThrow({ where: { id: handMade.id } })).toMatchObject({
        seedKey: null,
        description: 'Added again by an admin.',
        tags: [],
      });
      expect(await db.prisma.contentClassification.count()).toBe(ALL);
    });

    it("keeps an admin's edits of description, scores and enhanced fields, and fills enhanced fields left all empty", async () => {
      const edited = await db.prisma.contentClassification.update({
        where: { seedKey: 'book:dune' },
        data: { description: 'Edited by an admin.', primaryDriveScore: -2, tags: ['admin tag'], warnings: [], similarTo: [] },
      });
      const emptied = await db.prisma.contentClassification.update({
        where: { seedKey: 'tv:the-wire' },
        data: { description: 'Also edited.', lifeEngagementScore: 2, tags: [], warnings: [], similarTo: [] },
      });

      expect(await contentOnly(db.prisma)).toMatchObject({ ...NOTHING, contentClassificationsFilled: 1 });
      expect(await db.prisma.contentClassification.findUniqueOrThrow({ where: { id: edited.id } })).toMatchObject({
        description: 'Edited by an admin.',
        primaryDriveScore: -2,
        tags: ['admin tag'],
        warnings: [],
        similarTo: [],
      });
      const wire = bySeedKey('tv:the-wire');
      expect(await db.prisma.contentClassification.findUniqueOrThrow({ where: { id: emptied.id } })).toMatchObject({
        description: 'Also edited.',
        lifeEngagementScore: 2,
        tags: wire.tags,
        warnings: wire.warnings,
        similarTo: wire.similarTo,
      });
      expect(await contentOnly(db.prisma)).toMatchObject(NOTHING);
    });
  });

  describe('on a database seeded with the first 48-title library (rows without seed keys)', () => {
    let db: TestDatabase;
    const first = SEED_CONTENT_CLASSIFICATIONS.filter((c) => FIRST_LIBRARY_SEED_KEYS.has(c.seedKey));
    beforeAll(async () => {
      db = await database();
      // As the old seed left it, then changed by an admin: Friends deleted, Shawshank's description
      // rewritten, Amélie given tags, and a title of the admin's own added.
      await db.prisma.contentClassification.createMany({
        data: first.filter((c) => c.seedKey !== 'tv:friends').map(firstLibraryRow),
      });
      await db.prisma.contentClassification.updateMany({
        where: { title: 'The Shawshank Redemption' },
        data: { description: 'An admin’s description.', locusControlScore: 0 },
      });
      await db.prisma.contentClassification.updateMany({ where: { title: 'Amélie' }, data: { tags: ['paris'] } });
      await db.prisma.contentClassification.create({
        data: { title: 'An Admin Film', contentType: 'movie', genre: 'Drama', year: 2020, director: 'Someone' },
      });
    });

    it('starts from the 48 titles of the first library', () => {
      expect(first).toHaveLength(48);
      expect(FIRST_LIBRARY_SEED_KEYS.size).toBe(48);
    });

    it('backfills seed keys and empty enhanced fields, inserts only the new titles, and keeps admin changes', async () => {
      expect(await contentOnly(db.prisma)).toMatchObject({
        contentClassificationsCreated: ALL - 48,
        contentClassificationsBackfilled: 47,
        contentClassificationsFilled: 46,
      });
      // Every seed title but the deleted Friends, and the admin's own film.
      expect(await db.prisma.contentClassification.count()).toBe(ALL - 1 + 1);
      expect(await db.prisma.contentClassification.count({ where: { seedKey: null } })).toBe(1);
      for (const c of SEED_CONTENT_CLASSIFICATIONS) {
        expect(await db.prisma.contentClassification.count({ where: { title: c.title, contentType: c.contentType } }), c.seedKey).toBe(
          c.seedKey === 'tv:friends' ? 0 : 1,
        );
      }

      const shawshank = bySeedKey('movie:the-shawshank-redemption');
      expect(await db.prisma.contentClassification.findUniqueOrThrow({ where: { seedKey: shawshank.seedKey } })).toMatchObject({
        description: 'An admin’s description.',
        locusControlScore: 0,
        tags: shawshank.tags,
        warnings: shawshank.warnings,
        similarTo: shawshank.similarTo,
      });
      expect(await db.prisma.contentClassification.findUniqueOrThrow({ where: { seedKey: 'movie:amelie' } })).toMatchObject({
        tags: ['paris'],
        warnings: [],
        similarTo: [],
      });
      expect(await db.prisma.contentClassification.findFirstOrThrow({ where: { title: 'An Admin Film' } })).toMatchObject({
        seedKey: null,
        tags: [],
      });
      const ledger = new Set((await snapshot(db.prisma)).ledger.map((e) => e.key));
      expect(ledger.size).toBe(ALL);
      expect(ledger.has('content:tv:friends')).toBe(true);
    });

    it('changes nothing when run again', async () => {
      const before = await snapshot(db.prisma);
      expect(await contentOnly(db.prisma)).toMatchObject(NOTHING);
      expect(await snapshot(db.prisma)).toEqual(before);
    });
  });

  it('inserts every title exactly once when several seeders run at once', async () => {
    const db = await database();
    const results = await Promise.all([contentOnly(db.prisma), contentOnly(db.prisma), contentOnly(db.prisma)]);
    expect(results.reduce((n, r) => n + r.contentClassificationsCreated, 0)).toBe(ALL);
    expect(await db.prisma.contentClassification.count()).toBe(ALL);
  });

  it('refuses data with two titles of one seed key, writing nothing', async () => {
    const db = await database();
    const title = SEED_CONTENT_CLASSIFICATIONS[0]!;
    await expect(
      seed(db.prisma, { choicePairs: [], recommendationItems: [], contentClassifications: [title, { ...title, genre: 'Other' }] }),
    ).rejects.toThrow(`Two seed content classifications share the seed key "${title.seedKey}"`);
    expect(await db.prisma.contentClassification.count()).toBe(0);
    expect(await db.prisma.seedLedgerEntry.count()).toBe(0);
  });
});
