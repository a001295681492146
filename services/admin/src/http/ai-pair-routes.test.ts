import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { AI_RECOMMENDATION_LIMIT, aiPairDraftsSchema, aiRecommendationListSchema, BULK_AI_PAIR_CATEGORIES, gapAnalysisSchema, optionTagsRequestSchema } from '@alive/contracts';
import { expectContract, expectError, type TestServer } from '@alive/service-kit/testing';
import { adminClient, signedIn, startAdminTestService } from '../test-support/admin-fixtures.ts';
import { createItems, createLibraryTitle, createPairs, TRAVEL_ITEMS, TRAVEL_PAIRS } from '../test-support/ai-pair-fixtures.ts';

let db: TestDatabase;
let server: TestServer;
let api: ReturnType<typeof adminClient>;
let admin: { id: string; cookie: string };

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startAdminTestService(db.as('admin'));
  api = adminClient(server);
  admin = await signedIn(db.prisma, true);
  await createPairs(db.prisma, TRAVEL_PAIRS);
  await createItems(db.prisma, TRAVEL_ITEMS);
  await createPairs(db.prisma, [
    {
      category: 'Movies',
      option1: 'A science fiction epic',
      option2: 'A romantic comedy',
      option1Tags: { 'media:Visual': 1, 'genre:Science Fiction': 1, 'alive:happiness_orientation:meaningful': 1 },
      option2Tags: { 'media:Visual': 1, 'genre:Comedy': 1, 'alive:happiness_orientation:emotional': 1 },
    },
  ]);
  await createItems(db.prisma, [{ category: 'movies', title: 'Paddington 2', tags: { 'media:Visual': 1, 'genre:Comedy': 1, 'genre:Family': 1 }, scores: { valueInvestmentScore: -1 } }]);
  await createLibraryTitle(db.prisma, { title: 'Arrival', contentType: 'movie', genre: 'Science fiction', tags: ['first contact'], scores: { valueInvestmentScore: 2 } });
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const recommend = async (body: Record<string, unknown>) => expectContract(aiRecommendationListSchema, await api.post('/api/ai-recommendations', body, admin.cookie));

describe('POST /api/gap-analysis', () => {
  it('reads the category’s active pairs against its material: least contrasted dimensions, unused tags, missing contrasts', async () => {
    const gaps = await expectContract(gapAnalysisSchema, await api.post('/api/gap-analysis', { category: 'Travel' }, admin.cookie));
    expect(gaps).toEqual({
      category: 'Travel',
      activePairs: 2,
      suggestedDimensions: [
        'Happiness Orientation (Meaningful vs Emotional): no Travel pair contrasts it yet; the material leans Meaningful in 1 item, Emotional in 1 item',
        'Life Engagement (Active vs Reflective): no Travel pair contrasts it yet; the material leans Active in 1 item, Reflective in 1 item',
        'Value Investment (Exploring vs Traditional): no Travel pair contrasts it yet; the material leans Exploring in 1 item, Traditional in 1 item',
      ],
      // Urban: on both market items and one pair option; every other material tag is on a single item.
      underexploredAreas: ['Urban (setting): in 2 items to draw on, on only one Travel pair option'],
      missingContrasts: [
        'Meaningful vs Emotional: no Travel pair sets these poles against each other',
        'Active vs Reflective: no Travel pair sets these poles against each other',
        'Exploring vs Traditional: no Travel pair sets these poles against each other',
      ],
    });
  });

  it('answers an empty category with every dimension to cover', async () => {
    const gaps = await expectContract(gapAnalysisSchema, await api.post('/api/gap-analysis', { category: 'Food' }, admin.cookie));
    expect(gaps).toMatchObject({ category: 'Food', activePairs: 0, underexploredAreas: [] });
    expect(gaps.suggestedDimensions[0]).toBe('Primary Drive (Intrinsic vs Social): no Food pair contrasts it yet');
  });

  it('400 for a missing or unknown category; 401 signed out; 403 for a non-admin', async () => {
    expect(await expectError(await api.post('/api/gap-analysis', {}, admin.cookie), 400)).toMatch(/category/);
    expect(await expectError(await api.post('/api/gap-analysis', { category: 'Gardening' }, admin.cookie), 400)).toMatch(/category must be one of/);
    expect(await expectError(await api.post('/api/gap-analysis', { category: 'Travel' }), 401)).toBe('Unauthorized');
    const member = await signedIn(db.prisma, false);
    expect(await expectError(await api.post('/api/gap-analysis', { category: 'Travel' }, member.cookie), 403)).toBe('Forbidden: admin only');
  });
});

describe('POST /api/ai-recommendations', () => {
  it('proposes real catalogue titles contrasting the least covered dimension, never a stored pair (even an inactive one)', async () => {
    const recommendations = await recommend({ category: 'Travel', existingPairs: [], limit: 3 });
    // The market and the hotel dinner would contrast Value Investment, but that pair is stored (inactive).
    expect(recommendations).toHaveLength(1);
    const [pair] = recommendations;
    expect(pair).toMatchObject({ option1: 'Walk the Camino Portugues', option2: 'A week of reading on a quiet island', category: 'Travel' });
    expect(pair!.option1Tags).toEqual({
      'pace:Active': 1,
      'purpose:Pilgrimage': 1,
      'setting:Nature': 1,
      'alive:happiness_orientation:meaningful': 0.5,
      'alive:life_engagement:active': 1,
    });
    expect(pair!.reasoning).toBe('Contrasts Active and Reflective, which no Travel pair sets against each other yet, and brings in Active, Relaxed and Pilgrimage, which no Travel pair carries yet.');
    expect(pair!.confidence).toBeGreaterThan(0.9);
    // What it proposes can be created as it is.
    expect(optionTagsRequestSchema.safeParse(pair!.option1Tags).success).toBe(true);
  });

  it('leaves out the pairs the client lists, in either order and any case; nothing is written', async () => {
    const before = await db.prisma.choicePair.count();
    expect(await recommend({ category: 'Travel', existingPairs: [{ option1: 'a week of reading on a QUIET island', option2: ' Walk the Camino Portugues ' }] })).toEqual([]);
    expect(await db.prisma.choicePair.count()).toBe(before);
  });

  it('draws Movies from the catalogue and the content library, read into the pairs’ tags', async () => {
    const [pair] = await recommend({ category: 'Movies', limit: 2 });
    expect(pair).toMatchObject({ option1: 'Arrival', option2: 'Paddington 2', category: 'Movies' });
    expect(pair!.option1Tags).toEqual({ 'media:Visual': 1, 'genre:Science Fiction': 1, 'alive:value_investment:exploring': 1 });
    expect(pair!.option2Tags).toMatchObject({ 'genre:Comedy': 1, 'alive:value_investment:traditional': 0.5 });
  });

  it('a created proposal is active, served as a shared pair and never proposed again', async () => {
    const [pair] = await recommend({ category: 'Travel' });
    // The Admin Panel creates it through the choices service, the pairs' one writer (docs/data-ownership.md).
    const { option1, option2, category, option1Tags, option2Tags } = pair!;
    await createPairs(db.prisma, [{ option1, option2, category, option1Tags, option2Tags, isActive: true }]);
    expect(await recommend({ category: 'Travel' })).toEqual([]);
    // Life Engagement is now contrasted once.
    const gaps = await expectContract(gapAnalysisSchema, await api.post('/api/gap-analysis', { category: 'Travel' }, admin.cookie));
    expect(gaps.activePairs).toBe(3);
    expect(gaps.missingContrasts).not.toContain('Active vs Reflective: no Travel pair sets these poles against each other');
  });

  it('400 for bad input, nothing written; 401 signed out; 403 for a non-admin', async () => {
    const before = await db.prisma.choicePair.count();
    for (const [body, message] of [
      [{ category: 'Gardening' }, /category must be one of/],
      [{ category: 'Travel', limit: 0 }, /limit/],
      [{ category: 'Travel', limit: 11 }, /limit/],
      [{ category: 'Travel', limit: 2.5 }, /limit/],
      [{ category: 'Travel', existingPairs: 'all of them' }, /existingPairs/],
      [{ category: 'Travel', existingPairs: Array.from({ length: 1001 }, () => ({ option1: 'a', option2: 'b' })) }, /at most 1000/],
    ] as const) {
      expect(await expectError(await api.post('/api/ai-recommendations', body, admin.cookie), 400)).toMatch(message);
    }
    expect(await db.prisma.choicePair.count()).toBe(before);
    expect(await expectError(await api.post('/api/ai-recommendations', { category: 'Travel' }), 401)).toBe('Unauthorized');
    const member = await signedIn(db.prisma, false);
    expect(await expectError(await api.post('/api/ai-recommendations', { category: 'Travel' }, member.cookie), 403)).toBe('Forbidden: admin only');
  });
});

describe('POST /api/admin/ai-pair-drafts', () => {
  const drafts = async (body: Record<string, unknown>) => expectContract(aiPairDraftsSchema, await api.post('/api/admin/ai-pair-drafts', body, admin.cookie));

  it('drafts each category’s recommendations in turn (Generate AI Pairs’ four by default, 2 each) and writes nothing', async () => {
    const before = await db.prisma.choicePair.count();
    const perCategory = await Promise.all(BULK_AI_PAIR_CATEGORIES.map((category) => recommend({ category, limit: AI_RECOMMENDATION_LIMIT.bulk })));
    const { drafts: all } = await drafts({});
    expect(all).toEqual(perCategory.flat());
    expect(all.length).toBeGreaterThan(0);
    expect(await db.prisma.choicePair.count()).toBe(before);
  });

  it('takes the categories and how many each, in the order asked', async () => {
    const movies = await recommend({ category: 'Movies', limit: 1 });
    const travel = await recommend({ category: 'Travel', limit: 1 });
    expect((await drafts({ categories: ['Movies', 'Travel'], perCategory: 1 })).drafts).toEqual([...movies, ...travel]);
  });

  it('400 for bad input, nothing written; 401 signed out; 403 for a non-admin', async () => {
    const before = await db.prisma.choicePair.count();
    for (const [body, message] of [
      [{ categories: ['Gardening'] }, /category must be one of/],
      [{ categories: [] }, /at least one category/],
      [{ categories: ['Travel', 'Travel'] }, /must not repeat/],
      [{ perCategory: 0 }, /perCategory/],
      [{ perCategory: 11 }, /perCategory/],
      [{ publish: true }, /publish/],
    ] as const) {
      expect(await expectError(await api.post('/api/admin/ai-pair-drafts', body, admin.cookie), 400)).toMatch(message);
    }
    expect(await db.prisma.choicePair.count()).toBe(before);
    expect(await expectError(await api.post('/api/admin/ai-pair-drafts', {}), 401)).toBe('Unauthorized');
    const member = await signedIn(db.prisma, false);
    expect(await expectError(await api.post('/api/admin/ai-pair-drafts', {}, member.cookie), 403)).toBe('Forbidden: admin only');
  });
});
