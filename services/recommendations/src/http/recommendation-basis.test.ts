import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChoicePair } from '@alive/db';
import { createTestDatabase, seedChoicePairs, type TestDatabase } from '@alive/db/testing';
import {
  enhancedRecommendationsResponseSchema,
  personalizedRecommendationsResponseSchema,
  smartRecommendationsResponseSchema,
  specificContentRecommendationsResponseSchema,
} from '@alive/contracts';
import { expectContract, expectError } from '@alive/service-kit/testing';
import { client, createCatalogueItems, recordChoices, signedInUser, startTestService, type TestService } from '../test-support/recommendation-fixtures.ts';

/** Starter picks: figures are not shown as a match before the person's first choice (docs/product/recommendations.md, Starter picks). */
let db: TestDatabase;
let service: TestService;
let api: ReturnType<typeof client>;
let pairs: ChoicePair[];

beforeAll(async () => {
  db = await createTestDatabase();
  service = await startTestService(db.as('recommendations'));
  api = client(service.server);
  pairs = await seedChoicePairs(db.prisma);
  await createCatalogueItems(db.prisma, [
    { category: 'travel', title: 'Coast hike', tags: { 'activity:Solo': 1 }, leanings: { primaryDriveScore: 2 } },
    { category: 'travel', title: 'Harbour tour', tags: { 'activity:Group': 1 }, leanings: { primaryDriveScore: -2 } },
    { category: 'books', title: 'Essays on solitude', tags: { 'genre:Essays': 1 }, leanings: { primaryDriveScore: 1, happinessOrientationScore: 2 } },
    { category: 'books', title: 'A comic caper', tags: { 'genre:Comedy': 1 }, leanings: { primaryDriveScore: -1, happinessOrientationScore: -2 } },
  ]);
  await db.prisma.contentClassification.create({ data: { title: 'Paterson', contentType: 'movie', genre: 'Drama', description: 'A bus driver who writes poems.', primaryDriveScore: 2 } });
});
afterAll(async () => {
  await service?.close();
  await db?.drop();
});

const readTravel = async (cookie: string) =>
  expectContract(personalizedRecommendationsResponseSchema, await api.get('/api/personalized-recommendations/travel', cookie), { status: 200 });
const readSpecific = async (cookie: string) =>
  expectContract(specificContentRecommendationsResponseSchema, await api.get('/api/specific-content-recommendations', cookie), { status: 200 });
const readEnhanced = async (cookie: string) =>
  expectContract(enhancedRecommendationsResponseSchema, await api.get('/api/enhanced-content-recommendations', cookie), { status: 200 });
const readSmart = async (cookie: string) => expectContract(smartRecommendationsResponseSchema, await api.post('/api/smart-recommendations', {}, cookie), { status: 200 });

describe('basis of the cached lists', () => {
  it('a list made before the first choice is starter picks, and stays so until it is made again', async () => {
    const person = await signedInUser(db.prisma);
    expect((await readTravel(person.cookie)).basis).toBe('starter');
    await service.runtime.generations.idle();
    const starter = await readTravel(person.cookie);
    expect(starter).toMatchObject({ cached: true, basis: 'starter' });
    // Without evidence the engine gives every item the same figure: nothing to show as a match.
    expect(new Set(starter.recommendations.map((r) => r.matchPercent))).toEqual(new Set([20]));

    await recordChoices(db.prisma, person.id, [{ pair: pairs[0]!, selectedOption: 'option1' }]);
    // The list on hand was made before that choice.
    expect((await readTravel(person.cookie)).basis).toBe('starter');

    expect((await api.post('/api/recommendations/refresh', { category: 'travel' }, person.cookie)).status).toBe(202);
    await service.runtime.generations.idle();
    expect(await readTravel(person.cookie)).toMatchObject({ cached: true, basis: 'personal' });
  });

  it('the specific-content picks are starter picks until one of their lists is personal', async () => {
    const person = await signedInUser(db.prisma);
    expect((await readSpecific(person.cookie)).basis).toBe('starter');
    await service.runtime.generations.idle();
    expect((await readSpecific(person.cookie)).basis).toBe('starter');
    await recordChoices(db.prisma, person.id, [{ pair: pairs[0]!, selectedOption: 'option2' }]);
    await api.post('/api/recommendations/refresh', { category: 'books' }, person.cookie);
    await service.runtime.generations.idle();
    expect((await readSpecific(person.cookie)).basis).toBe('personal');
  });

  it('a person with choices but no list yet is answered as personal', async () => {
    const person = await signedInUser(db.prisma);
    await recordChoices(db.prisma, person.id, [{ pair: pairs[1]!, selectedOption: 'option1' }]);
    expect(await readTravel(person.cookie)).toMatchObject({ recommendations: [], generating: true, basis: 'personal' });
    await service.runtime.generations.idle();
  });
});

describe('basis of the computed views', () => {
  it('enhanced titles and smart pairs are starter picks until the first choice', async () => {
    const person = await signedInUser(db.prisma);
    const enhanced = await readEnhanced(person.cookie);
    expect(enhanced.basis).toBe('starter');
    expect(new Set(enhanced.recommendations.map((r) => r.personalityMatch))).toEqual(new Set([0.5]));
    expect((await readSmart(person.cookie)).basis).toBe('starter');

    await recordChoices(db.prisma, person.id, [{ pair: pairs[0]!, selectedOption: 'option1' }]);
    expect((await readEnhanced(person.cookie)).basis).toBe('personal');
    expect((await readSmart(person.cookie)).basis).toBe('personal');
  });

  it('each answer needs a session', async () => {
    expect(await expectError(await api.get('/api/enhanced-content-recommendations'), 401)).toBe('Unauthorized');
    expect(await expectError(await api.post('/api/smart-recommendations', {}), 401)).toBe('Unauthorized');
  });
});
