import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { enhancedRecommendationId, feedbackStateSchema, myListResponseSchema, personalizedRecommendationsResponseSchema, recordedFeedbackSchema } from '@alive/contracts';
import { expectContract, expectError } from '@alive/service-kit/testing';
import { client, createCatalogueItems, signedInUser, startTestService, type TestService } from '../test-support/recommendation-fixtures.ts';

/** Feedback that stays and can be taken back, and My list (docs/product/recommendations.md, My list). */
let db: TestDatabase;
let service: TestService;
let api: ReturnType<typeof client>;
let hike: string;
let tour: string;
const film = enhancedRecommendationId('Paterson');

beforeAll(async () => {
  db = await createTestDatabase();
  service = await startTestService(db.as('recommendations'));
  api = client(service.server);
  [hike, tour] = (await createCatalogueItems(db.prisma, [
    { category: 'travel', title: 'Coast hike', tags: { 'activity:Solo': 1 } },
    { category: 'travel', title: 'Harbour tour', tags: { 'activity:Group': 1 } },
  ])) as [string, string];
  await db.prisma.contentClassification.create({ data: { title: 'Paterson', contentType: 'movie', genre: 'Drama', description: 'A bus driver who writes poems.' } });
});
afterAll(async () => {
  await service?.close();
  await db?.drop();
});

const give = async (cookie: string, recommendationId: string, action: string) =>
  expectContract(recordedFeedbackSchema, await api.post('/api/recommendation-feedback', { recommendationId, action }, cookie), { status: 201 });
const list = async (cookie: string) => expectContract(myListResponseSchema, await api.get('/api/recommendations/my-list', cookie));
const takeBack = async (cookie: string, recommendationId: string, action: string) =>
  expectContract(feedbackStateSchema, await api.delete(`/api/recommendation-feedback/${recommendationId}/${action}`, cookie));

describe('GET /api/recommendations/my-list', () => {
  it('lists what the person liked, bookmarked and wants to try, newest first, with the catalogue and library details', async () => {
    const person = await signedInUser(db.prisma);
    const other = await signedInUser(db.prisma);
    expect(await list(person.cookie)).toEqual({ items: [] });
    await give(person.cookie, hike, 'liked');
    await give(person.cookie, hike, 'bookmarked');
    await give(person.cookie, film, 'used');
    await give(other.cookie, tour, 'liked');
    const { items } = await list(person.cookie);
    expect(items.map((i) => [i.recommendationId, i.title, i.category, i.liked, i.bookmarked, i.toTry])).toEqual([
      [film, 'Paterson', 'enhanced-content', false, false, true],
      [hike, 'Coast hike', 'travel', true, true, false],
    ]);
    expect(items[0]!.description).toBe('A bus driver who writes poems.');
  });

  it('401 signed out', async () => {
    expect(await expectError(await api.get('/api/recommendations/my-list'), 401)).toBe('Unauthorized');
  });
});

describe('feedback that stays and can be taken back', () => {
  it('liking takes back a dislike and the other way round; each can be undone', async () => {
    const person = await signedInUser(db.prisma);
    await give(person.cookie, tour, 'disliked');
    await give(person.cookie, tour, 'liked');
    expect((await list(person.cookie)).items[0]).toMatchObject({ recommendationId: tour, liked: true, disliked: false });
    expect(await takeBack(person.cookie, tour, 'liked')).toEqual({ recommendationId: tour, liked: false, disliked: false, bookmarked: false, toTry: false });
    expect(await db.prisma.recommendationFeedback.count({ where: { userId: person.id } })).toBe(0);
    // Taking back what was never given changes nothing.
    expect(await takeBack(person.cookie, tour, 'bookmarked')).toMatchObject({ bookmarked: false });
  });

  it('an item no longer to try comes back to the lists', async () => {
    const person = await signedInUser(db.prisma);
    const read = async () => expectContract(personalizedRecommendationsResponseSchema, await api.get('/api/personalized-recommendations/travel', person.cookie));
    await read();
    await service.runtime.generations.idle();
    expect((await read()).recommendations.map((r) => r.id)).toContain(hike);
    await give(person.cookie, hike, 'used');
    await service.runtime.generations.idle();
    expect((await read()).recommendations.map((r) => r.id)).not.toContain(hike);
    await takeBack(person.cookie, hike, 'used');
    await service.runtime.generations.idle();
    expect((await read()).recommendations.map((r) => r.id)).toContain(hike);
  });

  it('404 for an unknown item, 400 for a bad id or kind, 401 signed out; nothing taken back', async () => {
    const person = await signedInUser(db.prisma);
    await give(person.cookie, hike, 'liked');
    expect(await expectError(await api.delete(`/api/recommendation-feedback/travel-nowhere/liked`, person.cookie), 404)).toBe('Recommendation not found');
    expect(await expectError(await api.delete(`/api/recommendation-feedback/${hike}/loved`, person.cookie), 400)).toMatch(/action/);
    expect(await expectError(await api.delete(`/api/recommendation-feedback/Not%20An%20Id/liked`, person.cookie), 400)).toMatch(/id/);
    expect(await expectError(await api.delete(`/api/recommendation-feedback/${hike}/liked`), 401)).toBe('Unauthorized');
    expect(await db.prisma.recommendationFeedback.count({ where: { userId: person.id } })).toBe(1);
  });
});
