import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { personalizedRecommendationsResponseSchema, recordedFeedbackSchema } from '@alive/contracts';
import { expectContract, expectError } from '@alive/service-kit/testing';
import { client, createCatalogueItems, setPreferences, signedInUser, startTestService, type TestService } from '../test-support/recommendation-fixtures.ts';

let db: TestDatabase;
let service: TestService;
let api: ReturnType<typeof client>;
let hike: string;
let tour: string;
let museum: string;

beforeAll(async () => {
  db = await createTestDatabase();
  service = await startTestService(db.as('recommendations'));
  api = client(service.server);
  [hike, tour, museum] = (await createCatalogueItems(db.prisma, [
    { category: 'travel', title: 'Solo hike', tags: { 'activity:Solo': 1, 'time:Weekend': 0.6, 'cost:Budget': 1, 'alive:primary_drive:intrinsic': 1 } },
    { category: 'travel', title: 'Group city tour', tags: { 'activity:Group': 1, 'setting:Urban': 0.8 } },
    { category: 'activities', title: 'Museum afternoon', tags: { 'activity:Solo': 0.5, 'learning:History': 1 } },
  ])) as [string, string, string];
  await db.prisma.contentClassification.create({
    data: {
      title: 'Amélie',
      contentType: 'movie',
      genre: 'Romantic comedy',
      year: 2001,
      tags: ['whimsical', 'paris'],
      primaryDriveScore: -1,
    },
  });
});
afterAll(async () => {
  await service?.close();
  await db?.drop();
});

const feedbackRows = (userId: string) =>
  db.prisma.recommendationFeedback.findMany({ where: { userId }, orderBy: { id: 'asc' } });

async function readList(category: string, cookie: string) {
  return expectContract(personalizedRecommendationsResponseSchema, await api.get(`/api/personalized-recommendations/${category}`, cookie), { status: 200 });
}

async function cachedList(category: string, cookie: string) {
  await readList(category, cookie);
  await service.runtime.generations.idle();
  const list = await readList(category, cookie);
  expect(list.cached).toBe(true);
  return list;
}

describe('POST /api/recommendation-feedback', () => {
  it('401 signed out', async () => {
    expect(await expectError(await api.post('/api/recommendation-feedback', { recommendationId: hike, action: 'liked' }), 401)).toBe('Unauthorized');
  });

  it.each([
    [{ recommendationId: 'x', action: 'loved' }, /action/],
    [{ recommendationId: 'Not An Id', action: 'liked' }, /recommendationId/],
    [{ recommendationId: 'a--b', action: 'liked' }, /recommendationId/],
    [{ recommendationId: 'y'.repeat(201), action: 'liked' }, /recommendationId/],
    [{ recommendationId: 'x', action: 'liked', confidence: 1.5 }, /confidence/],
    [{ recommendationId: 'x', action: 'liked', category: '' }, /category/],
    [{ action: 'liked' }, /recommendationId/],
    [{}, /recommendationId/],
  ])('400 for %j, nothing written', async (body, message) => {
    const user = await signedInUser(db.prisma);
    expect(await expectError(await api.post('/api/recommendation-feedback', body, user.cookie), 400)).toMatch(message);
    expect(await feedbackRows(user.id)).toEqual([]);
  });

  it('404 for an unknown id (catalogue or library), nothing written', async () => {
    const user = await signedInUser(db.prisma);
    for (const recommendationId of ['travel-nowhere', 'enhanced-a-film-nobody-made']) {
      expect(await expectError(await api.post('/api/recommendation-feedback', { recommendationId, action: 'liked' }, user.cookie), 404)).toBe(
        'Recommendation not found',
      );
    }
    expect(await feedbackRows(user.id)).toEqual([]);
  });

  it("201: stores the item's category, full tag names and the confidence its list gave it", async () => {
    const user = await signedInUser(db.prisma);
    await setPreferences(db.prisma, user.id, { 'activity:Solo': 0.9 });
    const list = await cachedList('travel', user.cookie);
    const shown = list.recommendations.find((r) => r.id === hike)!;

    const recorded = await expectContract(
      recordedFeedbackSchema,
      await api.post('/api/recommendation-feedback', { recommendationId: hike, action: 'liked', category: 'general' }, user.cookie),
      { status: 201 },
    );
    expect(recorded).toMatchObject({ recommendationId: hike, action: 'liked', category: 'travel' });
    const [row] = await feedbackRows(user.id);
    expect(row).toMatchObject({ id: recorded.id, category: 'travel', tags: ['activity:Solo', 'alive:primary_drive:intrinsic', 'cost:Budget', 'time:Weekend'] });
    expect(Number(row!.confidence)).toBeCloseTo(shown.confidence, 3);

    await api.post('/api/recommendation-feedback', { recommendationId: tour, action: 'bookmarked', confidence: 0.42 }, user.cookie);
    expect(Number((await feedbackRows(user.id))[1]!.confidence)).toBe(0.42);
  });

  it('201 for an enhanced id of a library title: category enhanced-content, the title\'s genre and tags', async () => {
    const user = await signedInUser(db.prisma);
    const recorded = await expectContract(
      recordedFeedbackSchema,
      await api.post('/api/recommendation-feedback', { recommendationId: 'enhanced-amelie', action: 'used', category: 'enhanced-content', confidence: 0.9 }, user.cookie),
      { status: 201 },
    );
    expect(recorded).toMatchObject({ recommendationId: 'enhanced-amelie', action: 'used', category: 'enhanced-content' });
    const [row] = await feedbackRows(user.id);
    expect(row).toMatchObject({ tags: ['Romantic comedy', 'whimsical', 'paris'] });
    expect(Number(row!.confidence)).toBe(0.9);
  });

  it('a disliked or used item leaves the next list at once, and stays out of the regenerated one', async () => {
    const user = await signedInUser(db.prisma);
    await setPreferences(db.prisma, user.id, { 'activity:Solo': 0.9 });
    const before = await cachedList('travel', user.cookie);
    const general = await cachedList('general', user.cookie);
    expect(before.recommendations.map((r) => r.id)).toContain(hike);
    expect(general.recommendations.map((r) => r.id)).toContain(hike);

    await expectContract(recordedFeedbackSchema, await api.post('/api/recommendation-feedback', { recommendationId: hike, action: 'disliked' }, user.cookie), {
      status: 201,
    });
    const right = await readList('travel', user.cookie);
    expect(right.recommendations.map((r) => r.id)).not.toContain(hike);
    expect((await readList('general', user.cookie)).recommendations.map((r) => r.id)).not.toContain(hike);

    await service.runtime.generations.idle();
    const regenerated = await readList('travel', user.cookie);
    expect(regenerated.cached).toBe(true);
    expect(regenerated.recommendations.map((r) => r.id)).toEqual([tour]);

    await api.post('/api/recommendation-feedback', { recommendationId: museum, action: 'used' }, user.cookie);
    await service.runtime.generations.idle();
    expect((await readList('general', user.cookie)).recommendations.map((r) => r.id)).toEqual([tour]);
  });
});

describe('POST /api/recommendations/:id/feedback', () => {
  it('401 signed out', async () => {
    expect(await expectError(await api.post(`/api/recommendations/${hike}/feedback`, { feedbackType: 'liked' }), 401)).toBe('Unauthorized');
  });

  it('400 for a bad id or feedbackType (used is not one of them), nothing written', async () => {
    const user = await signedInUser(db.prisma);
    expect(await expectError(await api.post(`/api/recommendations/${hike}/feedback`, { feedbackType: 'used' }, user.cookie), 400)).toMatch(/feedbackType/);
    expect(await expectError(await api.post(`/api/recommendations/${hike}/feedback`, {}, user.cookie), 400)).toMatch(/feedbackType/);
    expect(await expectError(await api.post('/api/recommendations/Bad%20Id/feedback', { feedbackType: 'liked' }, user.cookie), 400)).toMatch(/^Invalid path: id/);
    expect(await expectError(await api.post('/api/recommendations/a%00b/feedback', { feedbackType: 'liked' }, user.cookie), 400)).toMatch(/NUL/);
    expect(await feedbackRows(user.id)).toEqual([]);
  });

  it('404 for an unknown id', async () => {
    const user = await signedInUser(db.prisma);
    expect(await expectError(await api.post('/api/recommendations/travel-nowhere/feedback', { feedbackType: 'liked' }, user.cookie), 404)).toBe(
      'Recommendation not found',
    );
  });

  it('201 with the feedback recorded as its action', async () => {
    const user = await signedInUser(db.prisma);
    const recorded = await expectContract(recordedFeedbackSchema, await api.post(`/api/recommendations/${museum}/feedback`, { feedbackType: 'bookmarked' }, user.cookie), {
      status: 201,
    });
    expect(recorded).toMatchObject({ recommendationId: museum, action: 'bookmarked', category: 'activities' });
    expect(await feedbackRows(user.id)).toMatchObject([{ action: 'bookmarked', category: 'activities', confidence: null }]);
  });
});
