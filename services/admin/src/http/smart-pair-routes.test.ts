import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { algorithmAnalysisSchema, pairEvaluationSchema, smartRecommendationsListSchema, smartSuggestionsSchema } from '@alive/contracts';
import { expectContract, expectError, type TestServer } from '@alive/service-kit/testing';
import { adminClient, signedIn, startAdminTestService } from '../test-support/admin-fixtures.ts';
import { createItems, createPairs, TRAVEL_ITEMS, TRAVEL_PAIRS } from '../test-support/ai-pair-fixtures.ts';

let db: TestDatabase;
let server: TestServer;
let api: ReturnType<typeof adminClient>;
let admin: { id: string; cookie: string };
let member: { id: string; cookie: string };
let travelPairIds: number[];

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startAdminTestService(db.as('admin'));
  api = adminClient(server);
  admin = await signedIn(db.prisma, true);
  member = await signedIn(db.prisma, false);
  travelPairIds = await createPairs(db.prisma, TRAVEL_PAIRS);
  await createItems(db.prisma, TRAVEL_ITEMS);
  // The admin chose twice in Travel, once in Movies: their own analysis on Evaluate.
  const [movies] = await createPairs(db.prisma, [
    {
      category: 'Movies',
      option1: 'A science fiction epic',
      option2: 'A romantic comedy',
      option1Tags: { 'media:Visual': 1, 'genre:Science Fiction': 1 },
      option2Tags: { 'media:Visual': 1, 'genre:Comedy': 1 },
    },
  ]);
  for (const [pairId, selectedOption] of [
    [travelPairIds[0]!, 'option1'],
    [travelPairIds[1]!, 'option2'],
    [movies!, 'option1'],
  ] as const) {
    await db.prisma.userChoice.create({ data: { userId: admin.id, choicePairId: pairId, selectedOption, responseTime: 900 } });
  }
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const countPairs = () => db.prisma.choicePair.count({ where: { ownerUserId: null } });

describe('POST /api/smart-choice-pairs/generate', () => {
  it('proposes new Travel pairs from the material with both readings’ fields, writing nothing', async () => {
    const before = await countPairs();
    const result = await expectContract(smartSuggestionsSchema, await api.post('/api/smart-choice-pairs/generate', { category: 'travel', count: 5 }, admin.cookie));
    expect(result.category).toBe('travel');
    expect(result.suggestions.length).toBeGreaterThan(0);
    for (const suggestion of result.suggestions) {
      expect(suggestion.optionA).toBe(suggestion.option1);
      expect(suggestion.optionB).toBe(suggestion.option2);
      expect(suggestion.score).toBe(suggestion.quality_score);
      expect(suggestion.pairCategory).toBe('Travel');
      // Never the stored (inactive) market/hotel pair, in either order.
      expect([suggestion.option1, suggestion.option2].map((o) => o.toLowerCase()).sort()).not.toEqual(
        ['dinner at the hotel you always book', 'eat your way through a night market'],
      );
    }
    expect(result.suggestions.map((s) => `${s.option1} | ${s.option2}`)).toContain('Walk the Camino Portugues | A week of reading on a quiet island');
    expect(await countPairs()).toBe(before);
  });

  it('defaults to general and five; 400 for a count outside 1..20 or an unknown category', async () => {
    const result = await expectContract(smartSuggestionsSchema, await api.post('/api/smart-choice-pairs/generate', {}, admin.cookie));
    expect(result.category).toBe('general');
    expect(result.suggestions.length).toBeLessThanOrEqual(5);
    expect(await expectError(await api.post('/api/smart-choice-pairs/generate', { category: 'travel', count: 21 }, admin.cookie), 400)).toMatch(/count must be from 1 to 20$/);
    expect(await expectError(await api.post('/api/smart-choice-pairs/generate', { category: 'travel', count: 0 }, admin.cookie), 400)).toMatch(/count must be from 1 to 20$/);
    expect(await expectError(await api.post('/api/smart-choice-pairs/generate', { category: 'travel', count: 2.5 }, admin.cookie), 400)).toMatch(/whole number/);
    expect(await expectError(await api.post('/api/smart-choice-pairs/generate', { category: 'gardening' }, admin.cookie), 400)).toMatch(/category must be one of/);
  });

  it('401 signed out, 403 for a non-admin', async () => {
    expect(await expectError(await api.post('/api/smart-choice-pairs/generate', { category: 'travel' }), 401)).toBe('Unauthorized');
    expect(await expectError(await api.post('/api/smart-choice-pairs/generate', { category: 'travel' }, member.cookie), 403)).toBe('Forbidden: admin only');
  });
});

describe('GET /api/smart-choice-pairs/recommendations', () => {
  it('lists at most six pairs across the whole set; 401 and 403 otherwise', async () => {
    const { recommendations } = await expectContract(smartRecommendationsListSchema, await api.get('/api/smart-choice-pairs/recommendations', admin.cookie));
    expect(recommendations.length).toBeGreaterThan(0);
    expect(recommendations.length).toBeLessThanOrEqual(6);
    expect(recommendations.every((r) => r.category === 'general' && r.reasoning.length > 0)).toBe(true);
    expect(await expectError(await api.get('/api/smart-choice-pairs/recommendations'), 401)).toBe('Unauthorized');
    expect(await expectError(await api.get('/api/smart-choice-pairs/recommendations', member.cookie), 403)).toBe('Forbidden: admin only');
  });
});

describe('POST /api/smart-choice-pairs/evaluate', () => {
  it('scores a stored pair 0 (duplicate) and a new contrasting pair higher, with the admin’s own analysis', async () => {
    const duplicate = await expectContract(
      pairEvaluationSchema,
      await api.post('/api/smart-choice-pairs/evaluate', { choicePair: { optionA: '  city tour with friends ', optionB: 'Solo hike in the mountains', category: 'Travel' } }, admin.cookie),
    );
    expect(duplicate.qualityScore).toBe(0);
    expect(duplicate.duplicateOf).toBe(travelPairIds[0]);
    expect(duplicate.userAnalysis).toMatchObject({ choiceCount: 3, dominantCategories: [{ category: 'Travel', choices: 2 }, { category: 'Movies', choices: 1 }] });

    const fresh = await expectContract(
      pairEvaluationSchema,
      await api.post(
        '/api/smart-choice-pairs/evaluate',
        { choicePair: { optionA: 'Walk the Camino Portugues', optionB: 'A week of reading on a quiet island', category: 'travel' } },
        admin.cookie,
      ),
    );
    expect(fresh.duplicateOf).toBeNull();
    expect(fresh.qualityScore).toBeGreaterThan(0.5);
    expect(fresh.criteria.novelty).toBeGreaterThan(0.9);
    expect(fresh.option1Tags).toMatchObject({ 'pace:Active': 1 });
    expect(fresh.evaluation.feedback).toMatch(/Active against Reflective/);
  });

  it('400 “Please fill in both options” for a blank or missing option; 401; 403', async () => {
    for (const choicePair of [{ optionA: '   ', optionB: 'Beach' }, { optionA: 'Beach' }, undefined]) {
      expect(await expectError(await api.post('/api/smart-choice-pairs/evaluate', { choicePair }, admin.cookie), 400)).toMatch(/Please fill in both options$/);
    }
    const body = { choicePair: { optionA: 'Beach', optionB: 'Mountains', category: 'Travel' } };
    expect(await expectError(await api.post('/api/smart-choice-pairs/evaluate', body), 401)).toBe('Unauthorized');
    expect(await expectError(await api.post('/api/smart-choice-pairs/evaluate', body, member.cookie), 403)).toBe('Forbidden: admin only');
  });
});

describe('GET /api/algorithm-analysis', () => {
  it('counts the active pairs, mapped by A.L.I.V.E evidence, per category and per dimension', async () => {
    const analysis = await expectContract(algorithmAnalysisSchema, await api.get('/api/algorithm-analysis', admin.cookie));
    const active = await db.prisma.choicePair.findMany({ where: { ownerUserId: null, isActive: true } });
    expect(analysis.totalPairs).toBe(active.length);
    expect(analysis.inactivePairs).toBe(await db.prisma.choicePair.count({ where: { ownerUserId: null, isActive: false } }));
    // Only the two Travel pairs with alive: tags carry evidence.
    expect(analysis.mappedPairs).toBe(2);
    expect(analysis.unmappedPairs).toBe(active.length - 2);
    expect(analysis.categoryDistribution.Travel).toBe(active.filter((p) => p.category === 'Travel').length);
    expect(analysis.dimensionCoverage['Primary Drive']).toBe(1);
    expect(analysis.dimensionCoverage['Locus of Control']).toBe(1);
    expect(analysis.dimensionCoverage['Value Investment']).toBe(0);
  });

  it('401 signed out, 403 for a non-admin', async () => {
    expect(await expectError(await api.get('/api/algorithm-analysis'), 401)).toBe('Unauthorized');
    expect(await expectError(await api.get('/api/algorithm-analysis', member.cookie), 403)).toBe('Forbidden: admin only');
  });
});
