import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { personalizedRecommendationsResponseSchema } from '@alive/contracts';
import { expectContract } from '@alive/service-kit/testing';
import { client, createCatalogueItems, signedInUser, startTestService, type TestService } from '../test-support/recommendation-fixtures.ts';

// Starter picks in a meaningful order (docs/recommendation-engine.md, Starter order): what most people
// stand by first, then what everyone's choices lean to, then what leans least to any pole, never the
// titles' alphabetical order.

let db: TestDatabase;
let service: TestService;
let api: ReturnType<typeof client>;
let slugs: Record<'aardvark' | 'bold' | 'calm' | 'zebra', string>;

beforeAll(async () => {
  db = await createTestDatabase();
  const [aardvark, bold, calm, zebra] = await createCatalogueItems(db.prisma, [
    { category: 'books', title: 'Aardvark tales', tags: { 'genre:Literary': 1 }, leanings: { lifeEngagementScore: 1 } },
    { category: 'books', title: 'Bold manifesto', tags: { 'genre:Essay': 1 }, leanings: { lifeEngagementScore: 2, primaryDriveScore: -2 } },
    { category: 'books', title: 'Calm garden', tags: { 'genre:Nature': 1 } },
    { category: 'books', title: 'Zebra crossing', tags: { 'genre:Travel': 1 }, leanings: { valueInvestmentScore: 1 } },
  ]);
  slugs = { aardvark: aardvark!, bold: bold!, calm: calm!, zebra: zebra! };
  // Everyone else's feedback, before the first starter list is made: two people stand by the zebra (one
  // of them twice, counted once); one likes the aardvark and two dislike it.
  const people = await Promise.all([1, 2, 3].map(() => signedInUser(db.prisma)));
  const feedback = (userId: string, recommendationId: string, action: 'liked' | 'disliked' | 'bookmarked' | 'used') =>
    db.prisma.recommendationFeedback.create({ data: { userId, recommendationId, action, category: 'books' } });
  await feedback(people[0]!.id, slugs.zebra, 'liked');
  await feedback(people[1]!.id, slugs.zebra, 'used');
  await feedback(people[1]!.id, slugs.zebra, 'bookmarked');
  await feedback(people[0]!.id, slugs.aardvark, 'liked');
  await feedback(people[1]!.id, slugs.aardvark, 'disliked');
  await feedback(people[2]!.id, slugs.aardvark, 'disliked');
  // What everyone's choices lean to: essays (the bold manifesto's tag) over nature writing.
  for (const [i, person] of people.entries()) {
    await db.prisma.userPreference.createMany({
      data: [
        { userId: person.id, tagName: 'genre:Essay', score: 0.8 + i * 0.05, choiceCount: 2 },
        { userId: person.id, tagName: 'genre:Nature', score: 0.3, choiceCount: 2 },
      ],
    });
  }
  service = await startTestService(db.as('recommendations'));
  api = client(service.server);
});
afterAll(async () => {
  await service?.close();
  await db?.drop();
});

it("orders a new person's starter list by popularity, then the crowd's taste, not by title", async () => {
  const person = await signedInUser(db.prisma);
  await api.get('/api/personalized-recommendations/books', person.cookie);
  await service.runtime.generations.idle();
  const list = await expectContract(personalizedRecommendationsResponseSchema, await api.get('/api/personalized-recommendations/books?limit=4', person.cookie));
  expect(list.basis).toBe('starter');
  // Zebra: 2 people stand by it; bold and calm: nobody, but everyone leans to essays and away from
  // nature writing (by pole lean alone the calm garden would come first); aardvark: 1 − 2.
  expect(list.recommendations.map((r) => r.id)).toEqual([slugs.zebra, slugs.bold, slugs.calm, slugs.aardvark]);
});

describe('once the person has evidence', () => {
  it('the engine orders the list, not popularity', async () => {
    const person = await signedInUser(db.prisma);
    await db.prisma.userPreference.create({ data: { userId: person.id, tagName: 'genre:Essay', score: 0.95, choiceCount: 3 } });
    await api.get('/api/personalized-recommendations/books', person.cookie);
    await service.runtime.generations.idle();
    const list = await expectContract(personalizedRecommendationsResponseSchema, await api.get('/api/personalized-recommendations/books?limit=4', person.cookie));
    expect(list.recommendations[0]!.id).toBe(slugs.bold);
  });
});
