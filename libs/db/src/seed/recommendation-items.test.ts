import { DIMENSIONS, isAliveEvidenceTag } from '@alive/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing.ts';
import { SEED_CHOICE_PAIRS } from './data/choice-pairs.ts';
import { SEED_RECOMMENDATION_ITEMS } from './data/recommendation-items/index.ts';
import { item, SEED_RECOMMENDATION_CATEGORIES } from './data/recommendation-items/seed-recommendation-item.ts';
import { seed } from './seed.ts';

/** The preference tags people get scores for: every option tag of the seed choice pairs but the alive evidence. */
const PAIR_VOCABULARY = new Set(
  SEED_CHOICE_PAIRS.flatMap((p) => [...Object.keys(p.option1Tags), ...Object.keys(p.option2Tags)]).filter(
    (tag) => !isAliveEvidenceTag(tag),
  ),
);
const COSTS = ['Free', '$', '$$', '$$$', '$$$$'];
/** The categories whose data files are written (docs/product/recommendations.md, Catalogue). */
const CATEGORIES_WITH_ITEMS = [
  'general',
  'movies',
  'books',
  'activities',
  'travel',
  'food',
  'shopping',
  'learning',
  'date_night',
] as const;

describe('seed recommendation items (data)', () => {
  it('has at least 40 items in each category with a data file', () => {
    for (const category of CATEGORIES_WITH_ITEMS) {
      expect(SEED_RECOMMENDATION_ITEMS.filter((i) => i.category === category).length, category).toBeGreaterThanOrEqual(40);
    }
  });

  it('only uses the known categories, with unique slugs and unique titles per category', () => {
    const slugs = SEED_RECOMMENDATION_ITEMS.map((i) => i.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const titles = SEED_RECOMMENDATION_ITEMS.map((i) => `${i.category}|${i.title.toLowerCase()}`);
    expect(new Set(titles).size).toBe(titles.length);
    for (const i of SEED_RECOMMENDATION_ITEMS) {
      expect(SEED_RECOMMENDATION_CATEGORIES).toContain(i.category);
      expect(i.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(i.slug.startsWith(`${i.category.replace('_', '-')}-`), i.slug).toBe(true);
    }
  });

  it('tags every item with 2-6 preference tags of the choice pairs, weights in (0, 1]', () => {
    for (const i of SEED_RECOMMENDATION_ITEMS) {
      const tags = Object.keys(i.tags);
      expect(tags.length, i.slug).toBeGreaterThanOrEqual(2);
      expect(tags.length, i.slug).toBeLessThanOrEqual(6);
      for (const tag of tags) expect(PAIR_VOCABULARY.has(tag), `${tag} in ${i.slug}`).toBe(true);
      for (const weight of Object.values(i.tags)) {
        expect(weight, i.slug).toBeGreaterThan(0);
        expect(weight, i.slug).toBeLessThanOrEqual(1);
      }
    }
  });

  it('gives every item integer leanings in -2..+2 on the five dimensions, at least one of them non-zero', () => {
    for (const i of SEED_RECOMMENDATION_ITEMS) {
      expect(Object.keys(i.leanings).sort()).toEqual(DIMENSIONS.map((d) => d.key).sort());
      for (const value of Object.values(i.leanings)) {
        expect(Number.isInteger(value) && value >= -2 && value <= 2, i.slug).toBe(true);
      }
      expect(Object.values(i.leanings).some((v) => v !== 0), i.slug).toBe(true);
    }
  });

  it('leans towards both poles of every dimension within each category', () => {
    const categories = new Set(SEED_RECOMMENDATION_ITEMS.map((i) => i.category));
    for (const category of categories) {
      const inCategory = SEED_RECOMMENDATION_ITEMS.filter((i) => i.category === category);
      for (const d of DIMENSIONS) {
        expect(inCategory.some((i) => i.leanings[d.key] > 0), `${category} ${d.positive.pole}`).toBe(true);
        expect(inCategory.some((i) => i.leanings[d.key] < 0), `${category} ${d.negative.pole}`).toBe(true);
      }
    }
  });

  it('fills what a card shows: description, time, cost, https links, platforms, year', () => {
    for (const i of SEED_RECOMMENDATION_ITEMS) {
      expect(i.title.trim(), i.slug).toBe(i.title);
      expect(i.title.length, i.slug).toBeGreaterThan(1);
      expect(i.description.length, i.slug).toBeGreaterThanOrEqual(40);
      expect(i.description.length, i.slug).toBeLessThanOrEqual(320);
      expect(i.timeCommitment.trim().length, i.slug).toBeGreaterThan(0);
      expect(COSTS, i.slug).toContain(i.estimatedCost);
      expect(i.links.length, i.slug).toBeLessThanOrEqual(2);
      for (const link of i.links) {
        expect(new URL(link.url).protocol, `${link.url} in ${i.slug}`).toBe('https:');
        expect(link.text.trim().length, i.slug).toBeGreaterThan(0);
      }
      for (const platform of i.streamingPlatforms) expect(platform.trim().length, i.slug).toBeGreaterThan(0);
      if (i.location !== null) expect(i.location.trim().length, i.slug).toBeGreaterThan(0);
      if (i.year !== null) expect(Number.isInteger(i.year) && i.year > 0 && i.year <= new Date().getFullYear(), i.slug).toBe(true);
      if (i.category === 'movies' || i.category === 'books') expect(i.year, i.slug).not.toBeNull();
      if (i.streamingPlatforms.length > 0) expect(i.category, i.slug).toBe('movies');
    }
  });
});

describe('item()', () => {
  it('maps code letters to signed leanings and builds the slug from category and title', () => {
    const built = item('date_night', 'Cook a Café Crème Brûlée!', {
      description: 'A test item.',
      tags: ['food:Home Cooking', 'activity:Couple@0.5'],
      leanings: 'S+1 R+2 T+1',
      time: '1 hour',
      cost: '$',
    });
    expect(built.slug).toBe('date-night-cook-a-cafe-creme-brulee');
    expect(built.tags).toEqual({ 'food:Home Cooking': 1, 'activity:Couple': 0.5 });
    expect(built.leanings).toEqual({
      primary_drive: -1,
      happiness_orientation: 0,
      life_engagement: -2,
      value_investment: -1,
      locus_of_control: 0,
    });
    expect(built).toMatchObject({ actionable: true, location: null, year: null, streamingPlatforms: [], links: [] });
    const spec = { description: 'x', tags: [], time: '1 hour', cost: '$' };
    expect(() => item('general', 'Bad', { ...spec, leanings: 'Q+1' })).toThrow(/Bad leaning "Q\+1"/);
    expect(() => item('general', 'Bad', { ...spec, leanings: 'M+3' })).toThrow(/Bad leaning/);
    expect(() => item('general', 'Twice', { ...spec, leanings: 'M+1 E+1' })).toThrow(/Two leanings/);
  });
});

describe('seed() recommendation items', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  const first = SEED_RECOMMENDATION_ITEMS[0]!;

  it('inserts every item once with its ledger key, and a second run changes nothing', async () => {
    const result = await seed(db.prisma);
    expect(result).toMatchObject({
      recommendationItemsCreated: SEED_RECOMMENDATION_ITEMS.length,
      recommendationItemsUpdated: 0,
    });
    expect(await db.prisma.recommendationItem.count()).toBe(SEED_RECOMMENDATION_ITEMS.length);
    const ledger = await db.prisma.seedLedgerEntry.findMany({ where: { key: { startsWith: 'item:' } } });
    expect(ledger.map((e) => e.key).sort()).toEqual(SEED_RECOMMENDATION_ITEMS.map((i) => `item:${i.slug}`).sort());

    const stored = await db.prisma.recommendationItem.findUniqueOrThrow({ where: { slug: first.slug } });
    expect(stored).toMatchObject({
      category: first.category,
      title: first.title,
      description: first.description,
      tags: first.tags,
      primaryDriveScore: first.leanings.primary_drive,
      happinessOrientationScore: first.leanings.happiness_orientation,
      lifeEngagementScore: first.leanings.life_engagement,
      valueInvestmentScore: first.leanings.value_investment,
      locusControlScore: first.leanings.locus_of_control,
      timeCommitment: first.timeCommitment,
      estimatedCost: first.estimatedCost,
      location: first.location,
      year: first.year,
      streamingPlatforms: first.streamingPlatforms,
      links: first.links,
      actionable: first.actionable,
      isActive: true,
    });

    const before = await db.prisma.recommendationItem.findMany({ orderBy: { slug: 'asc' } });
    expect(await seed(db.prisma)).toMatchObject({ recommendationItemsCreated: 0, recommendationItemsUpdated: 0 });
    expect(await db.prisma.recommendationItem.findMany({ orderBy: { slug: 'asc' } })).toEqual(before);
  });

  it('updates an item it inserted when the data changed, keeping isActive', async () => {
    await db.prisma.recommendationItem.update({ where: { slug: first.slug }, data: { isActive: false } });
    const edited = {
      ...first,
      description: `${first.description} Edited.`,
      tags: { ...first.tags, 'mood:Calm': 0.5 },
      leanings: { ...first.leanings, happiness_orientation: first.leanings.happiness_orientation === 2 ? 1 : 2 } as typeof first.leanings,
      links: [{ url: 'https://example.org/', text: 'Example' }],
    };
    const items = [edited, ...SEED_RECOMMENDATION_ITEMS.slice(1)];
    expect(await seed(db.prisma, { recommendationItems: items })).toMatchObject({
      recommendationItemsCreated: 0,
      recommendationItemsUpdated: 1,
    });
    expect(await db.prisma.recommendationItem.findUniqueOrThrow({ where: { slug: first.slug } })).toMatchObject({
      description: edited.description,
      tags: edited.tags,
      happinessOrientationScore: edited.leanings.happiness_orientation,
      links: edited.links,
      isActive: false,
    });
    expect(await seed(db.prisma, { recommendationItems: items })).toMatchObject({ recommendationItemsUpdated: 0 });

    // Back to the data files: updated again, still inactive.
    expect(await seed(db.prisma)).toMatchObject({ recommendationItemsUpdated: 1 });
    expect(await db.prisma.recommendationItem.findUniqueOrThrow({ where: { slug: first.slug } })).toMatchObject({
      description: first.description,
      tags: first.tags,
      isActive: false,
    });
  });

  it('does not insert again an item an admin deleted', async () => {
    const gone = SEED_RECOMMENDATION_ITEMS[1]!;
    await db.prisma.recommendationItem.delete({ where: { slug: gone.slug } });
    expect(await seed(db.prisma)).toMatchObject({ recommendationItemsCreated: 0, recommendationItemsUpdated: 0 });
    expect(await db.prisma.recommendationItem.findUnique({ where: { slug: gone.slug } })).toBeNull();
  });

  it('inserts a new data item, and leaves alone a row with a data slug that the seed did not insert', async () => {
    const added = item('general', 'Learn three knots well', {
      description: 'Bowline, clove hitch and reef knot, practised until you can tie them with your eyes closed.',
      tags: ['skill:Learning', 'time:Quick'],
      leanings: 'C+1 A+1',
      time: '30 minutes',
      cost: 'Free',
    });
    const adminMade = item('general', 'Admin made idea', {
      description: 'Written by an admin before the seed knew this slug.',
      tags: ['skill:Learning', 'time:Quick'],
      leanings: 'M+1',
      time: '1 hour',
      cost: 'Free',
    });
    const { slug: _slug, leanings: _leanings, ...adminFields } = adminMade;
    await db.prisma.recommendationItem.create({
      data: { ...adminFields, slug: adminMade.slug, description: 'The admin wording.' },
    });
    const result = await seed(db.prisma, { recommendationItems: [...SEED_RECOMMENDATION_ITEMS, added, adminMade] });
    expect(result).toMatchObject({ recommendationItemsCreated: 1, recommendationItemsUpdated: 0 });
    expect(await db.prisma.recommendationItem.findUniqueOrThrow({ where: { slug: added.slug } })).toMatchObject({
      title: added.title,
      lifeEngagementScore: 1,
      locusControlScore: 1,
    });
    expect((await db.prisma.recommendationItem.findUniqueOrThrow({ where: { slug: adminMade.slug } })).description).toBe(
      'The admin wording.',
    );
    expect(await db.prisma.seedLedgerEntry.findUnique({ where: { key: `item:${adminMade.slug}` } })).toBeNull();
  });

  it('refuses data with two items of one slug, writing nothing', async () => {
    const other = await createTestDatabase();
    try {
      await expect(seed(other.prisma, { recommendationItems: [first, first] })).rejects.toThrow(/share the slug/);
      expect(await other.prisma.recommendationItem.count()).toBe(0);
      expect(await other.prisma.choicePair.count()).toBe(0);
    } finally {
      await other.drop();
    }
  });

  it('inserts each item exactly once when several seeders run at once', async () => {
    const other = await createTestDatabase();
    try {
      const results = await Promise.all([seed(other.prisma), seed(other.prisma), seed(other.prisma)]);
      expect(results.reduce((n, r) => n + r.recommendationItemsCreated, 0)).toBe(SEED_RECOMMENDATION_ITEMS.length);
      expect(results.reduce((n, r) => n + r.recommendationItemsUpdated, 0)).toBe(0);
      expect(await other.prisma.recommendationItem.count()).toBe(SEED_RECOMMENDATION_ITEMS.length);
      expect(await other.prisma.seedLedgerEntry.count({ where: { key: { startsWith: 'item:' } } })).toBe(
        SEED_RECOMMENDATION_ITEMS.length,
      );
    } finally {
      await other.drop();
    }
  });
});
