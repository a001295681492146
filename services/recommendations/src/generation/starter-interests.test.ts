import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { personalizedRecommendationsResponseSchema } from '@alive/contracts';
import { expectContract } from '@alive/service-kit/testing';
import { client, createCatalogueItems, setPreferences, signedInUser, startTestService, type TestService } from '../test-support/recommendation-fixtures.ts';

// Starter lists follow the first-run pick of categories (docs/product/choices.md, First run): before
// any choice, a person who picked Books gets book items first; once there is evidence, it ranks alone.

let db: TestDatabase;
let service: TestService;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  db = await createTestDatabase();
  service = await startTestService(db.as('recommendations'));
  api = client(service.server);
  await createCatalogueItems(db.prisma, [
    ...Array.from({ length: 30 }, (_, i) => ({ category: 'movies', title: `Film ${i}`, tags: { 'genre:Drama': 1, [`mood:M${i}`]: 1 } })),
    ...Array.from({ length: 30 }, (_, i) => ({ category: 'travel', title: `Trip ${i}`, tags: { 'activity:Solo': 1, [`place:P${i}`]: 1 } })),
    ...Array.from({ length: 8 }, (_, i) => ({ category: 'books', title: `Book ${i}`, tags: { 'genre:Literary': 1, [`theme:T${i}`]: 1 } })),
  ]);
});
afterAll(async () => {
  await service?.close();
  await db?.drop();
});

/** The general list once its generation has finished. */
async function generalList(cookie: string) {
  await expectContract(personalizedRecommendationsResponseSchema, await api.get('/api/personalized-recommendations/all?limit=50', cookie));
  await service.runtime.generations.idle();
  return expectContract(personalizedRecommendationsResponseSchema, await api.get('/api/personalized-recommendations/all?limit=50', cookie));
}

describe('starter lists and the first-run pick', () => {
  it('a person who picked Books and has made no choice gets every book item first', async () => {
    const person = await signedInUser(db.prisma);
    await db.prisma.userInterests.create({ data: { userId: person.id, categories: ['Books'] } });
    const { recommendations } = await generalList(person.cookie);
    expect(recommendations.slice(0, 8).map((r) => r.category)).toEqual(Array(8).fill('books'));
    expect(recommendations.slice(8).some((r) => r.category === 'books')).toBe(false);
  });

  it('without a pick the starter list is not led by books', async () => {
    const person = await signedInUser(db.prisma);
    const { recommendations } = await generalList(person.cookie);
    expect(recommendations.slice(0, 8).filter((r) => r.category === 'books').length).toBeLessThan(8);
  });

  it('once there is evidence the pick no longer orders the list', async () => {
    const person = await signedInUser(db.prisma);
    await db.prisma.userInterests.create({ data: { userId: person.id, categories: ['Books'] } });
    await setPreferences(db.prisma, person.id, { 'activity:Solo': 0.95 });
    const { recommendations } = await generalList(person.cookie);
    expect(recommendations[0]!.category).toBe('travel');
  });
});
