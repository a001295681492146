import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChoicePair } from '@alive/db';
import { createTestDatabase, seedChoicePairs, type TestDatabase } from '@alive/db/testing';
import {
  enhancedRecommendationsResponseSchema,
  personalityProfileSchema,
  recommendationInsightsSchema,
  smartRecommendationsResponseSchema,
  userGroupingsSchema,
} from '@alive/contracts';
import { expectContract, expectError } from '@alive/service-kit/testing';
import {
  client,
  createCatalogueItems,
  recordChoices,
  signedInUser,
  startTestService,
  type SignedInUser,
  type TestService,
} from '../test-support/recommendation-fixtures.ts';

let db: TestDatabase;
let service: TestService;
let api: ReturnType<typeof client>;
let pairs: ChoicePair[];
let chooser: SignedInUser;

const SOLO_OVER_GROUP = Array.from({ length: 6 }, (_, i) => ({
  category: i < 4 ? 'Travel' : 'Activities',
  option1: `Alone ${i}`,
  option2: `Together ${i}`,
  option1Tags: { 'activity:Solo': 1, 'setting:Nature': 0.8, 'alive:primary_drive:intrinsic': 1 },
  option2Tags: { 'activity:Group': 1, 'setting:Urban': 0.8, 'alive:primary_drive:social': 1 },
}));

beforeAll(async () => {
  db = await createTestDatabase();
  service = await startTestService(db.as('recommendations'));
  api = client(service.server);
  pairs = await seedChoicePairs(db.prisma, [
    ...SOLO_OVER_GROUP,
    // A pair the catalogue could also propose: smart recommendations must not repeat it.
    { category: 'Travel', option1: 'Mountain hut weekend', option2: 'Festival with friends', option1Tags: { 'activity:Solo': 1 }, option2Tags: { 'activity:Group': 1 } },
  ]);
  await createCatalogueItems(db.prisma, [
    { category: 'travel', title: 'Mountain hut weekend', tags: { 'activity:Solo': 1, 'setting:Nature': 1 }, leanings: { primaryDriveScore: 2, lifeEngagementScore: 1 } },
    { category: 'travel', title: 'Festival with friends', tags: { 'activity:Group': 1, 'mood:Lively': 1 }, leanings: { primaryDriveScore: -2, lifeEngagementScore: 1 } },
    { category: 'travel', title: 'Slow train journey', tags: { 'pace:Relaxed': 1, 'style:Planned': 0.6 }, leanings: { lifeEngagementScore: -2, locusControlScore: 1 } },
    { category: 'travel', title: 'Surf camp', tags: { 'pace:Active': 1, 'sport:Surfing': 1 }, leanings: { lifeEngagementScore: 2, locusControlScore: -1 } },
    { category: 'books', title: 'Essays on solitude', tags: { 'genre:Essays': 1 }, leanings: { primaryDriveScore: 1, happinessOrientationScore: 2 } },
    { category: 'books', title: 'A comic caper', tags: { 'genre:Comedy': 1 }, leanings: { primaryDriveScore: -1, happinessOrientationScore: -2 } },
  ]);
  await db.prisma.contentClassification.createMany({
    data: [
      { title: 'Into the Wild', contentType: 'movie', genre: 'Adventure drama', year: 2007, director: 'Sean Penn', description: 'Alaska.', primaryDriveScore: 2, lifeEngagementScore: 2, tags: ['wilderness'], warnings: ['language'], similarTo: ['Wild', '127 Hours', 'The Way'], imdbRating: 8.1, rottenTomatoesScore: 83 },
      { title: 'Paddington 2', contentType: 'movie', genre: 'Family comedy', year: 2017, director: 'Paul King', description: 'A bear.', primaryDriveScore: -2 },
      { title: 'Planet Earth', contentType: 'tv', genre: 'Documentary', year: 2006, director: 'Alastair Fothergill', seasons: 1, description: 'Nature.', primaryDriveScore: 1 },
      { title: 'Walden', contentType: 'book', genre: 'Memoir', year: 1854, author: 'Henry David Thoreau', description: 'A cabin.', primaryDriveScore: 2, lifeEngagementScore: -1 },
    ],
  });
  chooser = await signedInUser(db.prisma);
  await recordChoices(
    db.prisma,
    chooser.id,
    pairs.slice(0, 6).map((pair) => ({ pair, selectedOption: 'option1' as const })),
  );
});
afterAll(async () => {
  await service?.close();
  await db?.drop();
});

describe('signed out', () => {
  it.each([
    ['get', '/api/enhanced-content-recommendations'],
    ['post', '/api/smart-recommendations'],
    ['get', '/api/personality-profile'],
    ['get', '/api/recommendation-insights'],
    ['get', '/api/user-groupings'],
    ['post', '/api/analyze-patterns'],
  ])('%s %s → 401', async (method, path) => {
    const res = method === 'get' ? await api.get(path) : await api.post(path, {});
    expect(await expectError(res, 401)).toBe('Unauthorized');
  });
});

describe('GET /api/enhanced-content-recommendations', () => {
  const get = (query: string, cookie = chooser.cookie) => api.get(`/api/enhanced-content-recommendations${query}`, cookie);

  it.each(['?type=tv', '?type=TV', '?type=movies', '?limit=0', '?limit=51', '?limit=0x5', '?limit=1e1', '?type=movie&type=book'])('400 for %s', async (query) => {
    expect(await expectError(await get(query), 400)).toMatch(/^Invalid query: (type|limit)/);
  });

  it('ranks every type by personality match; tv is answered as tv_show', async () => {
    const all = await expectContract(enhancedRecommendationsResponseSchema, await get(''), { status: 200 });
    expect(all.recommendations.map((r) => r.title).sort()).toEqual(['Into the Wild', 'Paddington 2', 'Planet Earth', 'Walden']);
    expect((await expectContract(enhancedRecommendationsResponseSchema, await get('?type='))).recommendations).toEqual(all.recommendations);
    const matches = all.recommendations.map((r) => r.personalityMatch);
    expect(matches).toEqual([...matches].sort((a, b) => b - a));
    // The person chose the intrinsic pole six times: the intrinsic titles come before the social one.
    expect(all.recommendations.at(-1)!.title).toBe('Paddington 2');
    const wild = all.recommendations.find((r) => r.title === 'Into the Wild')!;
    expect(wild).toMatchObject({
      id: 'enhanced-into-the-wild',
      contentType: 'movie',
      genre: 'Adventure drama',
      year: 2007,
      director: 'Sean Penn',
      author: null,
      tags: ['wilderness'],
      imdbRating: 8.1,
      rottenTomatoesScore: 83,
      warnings: ['language'],
      similarTo: ['Wild', '127 Hours', 'The Way'],
    });
    expect(wild.reasoning).toMatch(/Intrinsic/);

    const series = await expectContract(enhancedRecommendationsResponseSchema, await get('?type=tv_show'));
    expect(series.recommendations.map((r) => [r.title, r.contentType])).toEqual([['Planet Earth', 'tv_show']]);
    const books = await expectContract(enhancedRecommendationsResponseSchema, await get('?type=book&limit=1'));
    expect(books.recommendations.map((r) => r.author)).toEqual(['Henry David Thoreau']);
    expect((await expectContract(enhancedRecommendationsResponseSchema, await get('?limit=2'))).recommendations).toEqual(all.recommendations.slice(0, 2));
  });

  it('leaves out titles marked Will Watch/Read (used) or disliked', async () => {
    const user = await signedInUser(db.prisma);
    await api.post('/api/recommendation-feedback', { recommendationId: 'enhanced-walden', action: 'used', category: 'enhanced-content', confidence: 0.9 }, user.cookie);
    await api.post('/api/recommendation-feedback', { recommendationId: 'enhanced-paddington-2', action: 'disliked' }, user.cookie);
    const answer = await expectContract(enhancedRecommendationsResponseSchema, await get('', user.cookie));
    expect(answer.recommendations.map((r) => r.title).sort()).toEqual(['Into the Wild', 'Planet Earth']);
  });
});

describe('POST /api/smart-recommendations', () => {
  const post = (body: unknown, cookie = chooser.cookie) => api.post('/api/smart-recommendations', body, cookie);

  it.each([[{ category: 'travel' }], [{ category: 'Sports' }], [{ limit: 0 }], [{ limit: 21 }], [{ limit: '5' }], [{ limit: 2.5 }], [[]], ['all']])(
    '400 for %j, nothing written',
    async (body) => {
      const before = await db.prisma.choicePair.count();
      expect(await expectError(await post(body), 400)).toMatch(/^(Invalid request body|Malformed JSON body)/);
      expect(await db.prisma.choicePair.count()).toBe(before);
    },
  );

  it('proposes new pairs of contrasting catalogue items, never one the person can already be asked', async () => {
    const answer = await expectContract(smartRecommendationsResponseSchema, await post({}), { status: 200 });
    expect(answer.recommendations.length).toBeGreaterThan(0);
    for (const pair of answer.recommendations) {
      expect([pair.option1, pair.option2].sort()).not.toEqual(['Festival with friends', 'Mountain hut weekend']);
      expect(pair.targetedPreferences.length).toBeGreaterThan(0);
    }
    const travel = await expectContract(smartRecommendationsResponseSchema, await post({ category: 'Travel', limit: 1 }));
    expect(travel.recommendations).toHaveLength(1);
    expect(travel.recommendations[0]!.category).toBe('Travel');
    const books = await expectContract(smartRecommendationsResponseSchema, await post({ category: 'Books' }));
    expect(books.recommendations.map((p) => [p.option1, p.option2].sort())).toEqual([['A comic caper', 'Essays on solitude']]);
    expect(books.recommendations[0]!.option1Tags).toMatchObject({ 'genre:Essays': 1 });
    // Nothing is written: proposals are added through the choices API (smart recommendations' Add).
    expect(await db.prisma.choicePair.count()).toBe(pairs.length);
  });

  it('answers an empty body as every category', async () => {
    const res = await fetch(`${service.server.url}/api/smart-recommendations`, { method: 'POST', headers: { cookie: chooser.cookie } });
    expect((await expectContract(smartRecommendationsResponseSchema, res, { status: 200 })).recommendations.length).toBeGreaterThan(0);
  });
});

describe('GET /api/personality-profile and /api/recommendation-insights', () => {
  it('reads the person\'s choices, preferences and the vocabulary of the active pairs', async () => {
    const profile = await expectContract(personalityProfileSchema, await api.get('/api/personality-profile', chooser.cookie), { status: 200 });
    expect(profile.choiceCount).toBe(6);
    expect(profile.dominantCategories).toEqual(['Travel', 'Activities']);
    expect(profile.consistencyScore).toBe(1);
    expect(profile.preferenceStrengths['activity:Solo']).toBeGreaterThan(0.5);
    expect(profile.explorationLevel).toBeGreaterThan(0);
    expect(profile.explorationLevel).toBeLessThan(1);

    const insights = await expectContract(recommendationInsightsSchema, await api.get('/api/recommendation-insights', chooser.cookie), { status: 200 });
    expect(insights.personalityProfile).toEqual(profile);
    expect(insights.recommendationOpportunities.join(' ')).toMatch(/Intrinsic|solo activities|nature/);
    expect(insights.nextBestCategories).not.toContain('Travel');
  });

  it('is all zeros for someone without choices', async () => {
    const user = await signedInUser(db.prisma);
    expect(await expectContract(personalityProfileSchema, await api.get('/api/personality-profile', user.cookie))).toEqual({
      preferenceStrengths: {},
      explorationLevel: 0,
      consistencyScore: 0,
      dominantCategories: [],
      choiceCount: 0,
    });
    expect(await expectContract(recommendationInsightsSchema, await api.get('/api/recommendation-insights', user.cookie))).toMatchObject({
      recommendationOpportunities: [],
      preferenceGaps: [],
      nextBestCategories: [],
    });
  });
});

describe('GET /api/user-groupings and POST /api/analyze-patterns', () => {
  it('finds the patterns and clusters of the person\'s choices', async () => {
    const groupings = await expectContract(userGroupingsSchema, await api.get('/api/user-groupings', chooser.cookie), { status: 200 });
    expect(groupings.choiceCount).toBe(6);
    expect(groupings.dynamicGroupings.map((g) => g.groupName)).toContain('Solo activities over group activities');
    expect(groupings.interestClusters[0]).toMatchObject({ itemCount: 6 });
    expect(groupings.interestClusters[0]!.centerPoint).toEqual(expect.arrayContaining(['Solo', 'Nature']));

    const analyzed = await expectContract(userGroupingsSchema, await api.post('/api/analyze-patterns', {}, chooser.cookie), { status: 200 });
    expect({ ...analyzed, analyzedAt: '' }).toEqual({ ...groupings, analyzedAt: '' });
  });

  it('analyze-patterns reads the choices as they are now', async () => {
    const user = await signedInUser(db.prisma);
    expect(await expectContract(userGroupingsSchema, await api.post('/api/analyze-patterns', {}, user.cookie))).toMatchObject({
      dynamicGroupings: [],
      interestClusters: [],
      choiceCount: 0,
    });
    await recordChoices(db.prisma, user.id, pairs.slice(0, 4).map((pair) => ({ pair, selectedOption: 'option2' as const })));
    const after = await expectContract(userGroupingsSchema, await api.post('/api/analyze-patterns', {}, user.cookie));
    expect(after.choiceCount).toBe(4);
    expect(after.dynamicGroupings.map((g) => g.groupName)).toContain('Group activities over solo activities');
  });

  it('POST /api/analyze-patterns takes only {} (400 for any field), and no body as {}', async () => {
    expect(await expectError(await api.post('/api/analyze-patterns', { force: true }, chooser.cookie), 400)).toMatch(/^Invalid request body/);
    expect(await expectError(await api.post('/api/analyze-patterns', [], chooser.cookie), 400)).toMatch(/^Invalid request body/);
    const res = await fetch(`${service.server.url}/api/analyze-patterns`, { method: 'POST', headers: { cookie: chooser.cookie } });
    await expectContract(userGroupingsSchema, res, { status: 200 });
  });
});
