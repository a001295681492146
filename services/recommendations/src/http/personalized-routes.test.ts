import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { personalizedRecommendationsResponseSchema, refreshRecommendationsResponseSchema, specificContentRecommendationsResponseSchema } from '@alive/contracts';
import { expectContract, expectError } from '@alive/service-kit/testing';
import { builtinPersonalizedEngine, type PersonalizedEngine } from '../generation/personalized-engine.ts';
import {
  client,
  createCatalogueItems,
  setPreferences,
  signedInUser,
  startTestService,
  type TestService,
} from '../test-support/recommendation-fixtures.ts';

/** Holds a generation until the test has its answers: a read or refresh never waits for one (docs/product/recommendations.md, Freshness and status). */
function held(): { wait: Promise<void>; release: () => void } {
  let release!: () => void;
  const wait = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { wait, release };
}

let db: TestDatabase;
let service: TestService;
let api: ReturnType<typeof client>;
let slugs: Record<string, string>;

beforeAll(async () => {
  db = await createTestDatabase();
  service = await startTestService(db.as('recommendations'));
  api = client(service.server);
  const [solo, group, book, dateNight, retired] = await createCatalogueItems(db.prisma, [
    { category: 'travel', title: 'Solo hike', tags: { 'activity:Solo': 1, 'pace:Active': 0.8, 'time:Weekend': 0.5, 'alive:primary_drive:intrinsic': 1 } },
    { category: 'travel', title: 'Group city tour', tags: { 'activity:Group': 1, 'setting:Urban': 0.8 } },
    { category: 'books', title: 'A quiet novel', tags: { 'activity:Solo': 0.6, 'genre:Literary': 1 } },
    { category: 'date_night', title: 'Candlelit dinner', tags: { 'activity:Solo': 1 } },
    { category: 'travel', title: 'Retired trip', tags: { 'activity:Solo': 1 }, isActive: false },
  ]);
  slugs = { solo: solo!, group: group!, book: book!, dateNight: dateNight!, retired: retired! };
});
afterAll(async () => {
  await service?.close();
  await db?.drop();
});

const read = async (category: string, cookie: string, query = '') =>
  expectContract(personalizedRecommendationsResponseSchema, await api.get(`/api/personalized-recommendations/${category}${query}`, cookie), { status: 200 });

/** The row's counters, after the given replicas (default: the shared one) wrote the reads they counted. */
async function counters(userId: string, category: string, replicas: readonly TestService[] = [service]) {
  await Promise.all(replicas.map((replica) => replica.runtime.reads.flush()));
  return db.prisma.recommendationCache.findUniqueOrThrow({
    where: { userId_category: { userId, category } },
    select: { hits: true, misses: true, totalResponseMs: true, stale: true, generatingSince: true, generatedAt: true, generationMs: true },
  });
}

describe('GET /api/personalized-recommendations/:category', () => {
  it('401 when signed out', async () => {
    expect(await expectError(await api.get('/api/personalized-recommendations/travel'), 401)).toBe('Unauthorized');
  });

  it.each(['date_night', 'Travel', 'everything', '%00', 'general%20'])('400 for the category %s, and nothing written', async (category) => {
    const { cookie } = await signedInUser(db.prisma);
    const before = await db.prisma.recommendationCache.count();
    const res = await api.get(`/api/personalized-recommendations/${category}`, cookie);
    expect(res.status).toBe(400);
    expect(await db.prisma.recommendationCache.count()).toBe(before);
  });

  it.each(['0x5', '0', '51', '-1', '1e1', '5.0', 'ten', ''])('400 for limit=%s, and nothing written', async (limit) => {
    const { cookie } = await signedInUser(db.prisma);
    const before = await db.prisma.recommendationCache.count();
    expect(await expectError(await api.get(`/api/personalized-recommendations/travel?limit=${limit}`, cookie), 400)).toMatch(/^Invalid query: limit: /);
    expect(await db.prisma.recommendationCache.count()).toBe(before);
  });

  it('answers at once with generating: true, then the ranked list from the cache', async () => {
    const user = await signedInUser(db.prisma);
    await setPreferences(db.prisma, user.id, { 'activity:Solo': 0.9, 'activity:Group': 0.2, 'pace:Active': 0.8 });

    const first = await read('travel', user.cookie);
    expect(first).toEqual({ category: 'travel', recommendations: [], generating: true, cached: false, generatedAt: null, basis: 'starter' });

    await service.runtime.generations.idle();
    const second = await read('travel', user.cookie);
    expect(second.cached).toBe(true);
    expect(second.generating).toBe(false);
    expect(second.generatedAt).not.toBeNull();
    // Only the category's active items; the one matching the person's taste first.
    expect(second.recommendations.map((r) => r.id)).toEqual([slugs.solo, slugs.group]);
    const [best] = second.recommendations;
    expect(best).toMatchObject({
      title: 'Solo hike',
      category: 'travel',
      tags: ['Solo', 'Active', 'Weekend'],
      actionable: true,
      timeCommitment: '2-3 hours',
      estimatedCost: '$',
      links: [{ url: `https://example.test/${slugs.solo}`, text: 'More' }],
      metadata: { cost: '$', timeCommitment: '2-3 hours', location: 'Porto', year: null, streamingPlatforms: [], link: `https://example.test/${slugs.solo}` },
    });
    expect(best!.matchPercent).toBe(Math.round(best!.confidence * 100));
    expect(best!.confidence).toBeGreaterThan(second.recommendations[1]!.confidence);
    expect(best!.reasoning).toMatch(/solo activities/);

    // One miss (the first read), one hit, each with its answer time.
    const row = await counters(user.id, 'travel');
    expect(row).toMatchObject({ hits: 1, misses: 1, stale: false, generatingSince: null });
    expect(row.totalResponseMs).toBeGreaterThan(0);
  });

  it('`all` is general: every personal category ranked together, never date_night, limited by limit', async () => {
    const user = await signedInUser(db.prisma);
    await setPreferences(db.prisma, user.id, { 'activity:Solo': 0.9 });
    expect((await read('all', user.cookie)).category).toBe('general');
    await service.runtime.generations.idle();
    const general = await read('all', user.cookie);
    expect(general.cached).toBe(true);
    expect(new Set(general.recommendations.map((r) => r.id))).toEqual(new Set([slugs.solo, slugs.group, slugs.book]));
    expect((await read('general', user.cookie)).recommendations).toEqual(general.recommendations);
    expect((await read('all', user.cookie, '?limit=1')).recommendations).toEqual(general.recommendations.slice(0, 1));
    expect((await read('all', user.cookie, '?limit=01')).recommendations).toHaveLength(1);
  });

  it('a stale or 12-hour-old list is answered as it is while one regeneration runs', async () => {
    const user = await signedInUser(db.prisma);
    await read('travel', user.cookie);
    await service.runtime.generations.idle();
    const cached = await read('travel', user.cookie);
    expect(cached.cached).toBe(true);

    await db.prisma.recommendationCache.update({ where: { userId_category: { userId: user.id, category: 'travel' } }, data: { stale: true } });
    const stale = await read('travel', user.cookie);
    expect(stale).toMatchObject({ cached: false, generating: true, recommendations: cached.recommendations, generatedAt: cached.generatedAt });
    await service.runtime.generations.idle();
    const regenerated = await read('travel', user.cookie);
    expect(regenerated.cached).toBe(true);
    expect(Date.parse(regenerated.generatedAt!)).toBeGreaterThan(Date.parse(cached.generatedAt!));

    await db.prisma.recommendationCache.update({
      where: { userId_category: { userId: user.id, category: 'travel' } },
      data: { generatedAt: new Date(Date.now() - 12 * 60 * 60 * 1000 - 1000) },
    });
    expect(await read('travel', user.cookie)).toMatchObject({ cached: false, generating: true });
    await service.runtime.generations.idle();
    expect((await read('travel', user.cookie)).cached).toBe(true);
  });

  it('a read while a generation runs does not start another', async () => {
    // The engine waits until the reads are in, so the generation is surely under way while they come.
    const hold = held();
    let runs = 0;
    const slow = await startTestService(db.as('recommendations'), {
      personalizedEngine: {
        name: 'openai',
        async rank(request) {
          runs += 1;
          await hold.wait;
          return builtinPersonalizedEngine.rank(request);
        },
      },
    });
    try {
      const user = await signedInUser(db.prisma);
      const get = async () =>
        expectContract(personalizedRecommendationsResponseSchema, await client(slow.server).get('/api/personalized-recommendations/books', user.cookie), { status: 200 });
      const reads = await Promise.all([1, 2, 3, 4].map(get));
      expect(reads.every((r) => r.generating && !r.cached)).toBe(true);
      hold.release();
      await slow.runtime.generations.idle();
      expect(runs).toBe(1);
      const row = await counters(user.id, 'books', [slow]);
      expect(row.misses).toBe(4);
      expect(row.generatingSince).toBeNull();
    } finally {
      hold.release();
      await slow.close();
    }
  });
});

describe('catalogue changes', () => {
  it('are in the next generation: a new item appears, a retired one goes', async () => {
    const user = await signedInUser(db.prisma);
    await read('books', user.cookie);
    await service.runtime.generations.idle();
    expect((await read('books', user.cookie)).recommendations.map((r) => r.id)).toEqual([slugs.book]);

    const [added] = await createCatalogueItems(db.prisma, [{ category: 'books', title: 'A new essay collection', tags: { 'genre:Essays': 1 } }]);
    await api.post('/api/recommendations/refresh', { category: 'books' }, user.cookie);
    await service.runtime.generations.idle();
    expect((await read('books', user.cookie)).recommendations.map((r) => r.id).sort()).toEqual([slugs.book, added].sort());

    await db.prisma.recommendationItem.update({ where: { slug: added! }, data: { isActive: false } });
    await api.post('/api/recommendations/refresh', { category: 'books' }, user.cookie);
    await service.runtime.generations.idle();
    expect((await read('books', user.cookie)).recommendations.map((r) => r.id)).toEqual([slugs.book]);
    await db.prisma.recommendationItem.delete({ where: { slug: added! } });
  });
});

describe('two replicas asked at once', () => {
  it('generate a list once', async () => {
    let calls = 0;
    const readsAnswered = held();
    const counting: PersonalizedEngine = {
      name: 'builtin',
      async rank(request) {
        calls += 1;
        await readsAnswered.wait; // every read arrives while the generation runs
        return builtinPersonalizedEngine.rank(request);
      },
    };
    const replicas = await Promise.all([startTestService(db.as('recommendations'), { personalizedEngine: counting }), startTestService(db.as('recommendations'), { personalizedEngine: counting })]);
    try {
      const user = await signedInUser(db.prisma);
      const answers = await Promise.all(
        replicas.flatMap((replica) => [1, 2, 3].map(() => client(replica.server).get('/api/personalized-recommendations/travel', user.cookie))),
      );
      readsAnswered.release();
      for (const answer of answers) expect(await expectContract(personalizedRecommendationsResponseSchema, answer, { status: 200 })).toMatchObject({ generating: true, cached: false });
      await Promise.all(replicas.map((replica) => replica.runtime.generations.idle()));
      expect(calls).toBe(1);
      expect(await read('travel', user.cookie)).toMatchObject({ cached: true });
      expect((await counters(user.id, 'travel', [service, ...replicas])).misses).toBe(6);
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
    }
  });

  it('a claim older than the claim timeout is taken over (its replica is presumed gone)', async () => {
    const user = await signedInUser(db.prisma);
    await db.prisma.recommendationCache.create({
      data: { userId: user.id, category: 'travel', payload: [], stale: true, generatingSince: new Date(Date.now() - 61_000) },
    });
    expect(await read('travel', user.cookie)).toMatchObject({ generating: true, cached: false });
    await service.runtime.generations.idle();
    expect((await read('travel', user.cookie)).recommendations.length).toBeGreaterThan(0);

    await db.prisma.recommendationCache.update({
      where: { userId_category: { userId: user.id, category: 'travel' } },
      data: { stale: true, generatingSince: new Date(Date.now() - 5_000) },
    });
    await read('travel', user.cookie);
    expect(service.runtime.generations.pending).toBe(0); // a live claim: nothing started here
  });
});

describe('a generation that fails', () => {
  it('clears its claim, keeps the old list (stale) and is tried again by a later read', async () => {
    let fail = false;
    const flaky: PersonalizedEngine = {
      name: 'builtin',
      async rank(request) {
        if (fail) throw new Error('ranking failed');
        return builtinPersonalizedEngine.rank(request);
      },
    };
    // The engine is the primary: its error falls back to the built-in engine. Failing the data read fails the generation.
    const replica = await startTestService(db.as('recommendations'), { personalizedEngine: flaky });
    try {
      const user = await signedInUser(db.prisma);
      const api2 = client(replica.server);
      await api2.get('/api/personalized-recommendations/travel', user.cookie);
      await replica.runtime.generations.idle();
      const good = await expectContract(personalizedRecommendationsResponseSchema, await api2.get('/api/personalized-recommendations/travel', user.cookie));
      expect(good.cached).toBe(true);

      fail = true; // the primary fails: the built-in engine answers, the list is still written
      await api2.post('/api/recommendations/refresh', { category: 'travel' }, user.cookie);
      await replica.runtime.generations.idle();
      expect((await counters(user.id, 'travel')).stale).toBe(false);

      const taste = replica.runtime.taste.taste;
      replica.runtime.taste.taste = async () => {
        throw new Error('database went away');
      };
      try {
        await api2.post('/api/recommendations/refresh', { category: 'travel' }, user.cookie);
        await replica.runtime.generations.idle();
      } finally {
        replica.runtime.taste.taste = taste;
      }
      const row = await counters(user.id, 'travel');
      expect(row).toMatchObject({ generatingSince: null, stale: true });
      const kept = await expectContract(personalizedRecommendationsResponseSchema, await api2.get('/api/personalized-recommendations/travel', user.cookie));
      expect(kept).toMatchObject({ cached: false, generating: true, recommendations: good.recommendations });
      await replica.runtime.generations.idle();
      expect((await expectContract(personalizedRecommendationsResponseSchema, await api2.get('/api/personalized-recommendations/travel', user.cookie))).cached).toBe(true);
    } finally {
      await replica.close();
    }
  });
});

describe('POST /api/recommendations/refresh', () => {
  it('401 signed out; 400 for a bad category or body, nothing written', async () => {
    expect(await expectError(await api.post('/api/recommendations/refresh', { category: 'travel' }), 401)).toBe('Unauthorized');
    const user = await signedInUser(db.prisma);
    const before = await db.prisma.recommendationCache.count();
    for (const body of [{}, { category: 'date_night' }, { category: 'Travel' }, { category: 5 }, []]) {
      expect(await expectError(await api.post('/api/recommendations/refresh', body, user.cookie), 400)).toMatch(/^Invalid request body/);
    }
    expect(await db.prisma.recommendationCache.count()).toBe(before);
  });

  it('202: marks the list stale and regenerates it; refreshes at once never run two generations together', async () => {
    let running = 0;
    let most = 0;
    let calls = 0;
    const refreshesAnswered = held();
    const watched: PersonalizedEngine = {
      name: 'builtin',
      async rank(request) {
        calls += 1;
        running += 1;
        most = Math.max(most, running);
        await refreshesAnswered.wait; // every refresh arrives while the first generation runs
        running -= 1;
        return builtinPersonalizedEngine.rank(request);
      },
    };
    const replica = await startTestService(db.as('recommendations'), { personalizedEngine: watched });
    try {
      const user = await signedInUser(db.prisma);
      const refresh = () => client(replica.server).post('/api/recommendations/refresh', { category: 'all' }, user.cookie);
      const answers = await Promise.all([refresh(), refresh(), refresh()]);
      refreshesAnswered.release();
      for (const answer of answers) {
        expect(await expectContract(refreshRecommendationsResponseSchema, answer, { status: 202 })).toEqual({ category: 'general', generating: true });
      }
      await replica.runtime.generations.idle();
      expect(most).toBe(1);
      // The first generation, then (when refreshes arrived during it) one more for them.
      expect(calls).toBeGreaterThanOrEqual(1);
      expect(calls).toBeLessThanOrEqual(2);
      expect(await counters(user.id, 'general')).toMatchObject({ stale: false, generatingSince: null });
    } finally {
      await replica.close();
    }
  });
});

describe('GET /api/specific-content-recommendations', () => {
  it('401 signed out', async () => {
    expect(await expectError(await api.get('/api/specific-content-recommendations'), 401)).toBe('Unauthorized');
  });

  it('starts every missing specific list, then answers the best picks across them', async () => {
    const user = await signedInUser(db.prisma);
    await setPreferences(db.prisma, user.id, { 'activity:Solo': 0.9, 'genre:Literary': 0.9 });
    const first = await expectContract(specificContentRecommendationsResponseSchema, await api.get('/api/specific-content-recommendations', user.cookie), { status: 200 });
    expect(first).toEqual({ recommendations: [], generating: true, basis: 'starter' });
    expect((await db.prisma.recommendationCache.findMany({ where: { userId: user.id }, select: { category: true } })).map((r) => r.category).sort()).toEqual(
      ['activities', 'books', 'food', 'learning', 'movies', 'shopping', 'travel'],
    );
    await service.runtime.generations.idle();
    const picks = await expectContract(specificContentRecommendationsResponseSchema, await api.get('/api/specific-content-recommendations', user.cookie), { status: 200 });
    expect(picks.generating).toBe(false);
    expect(new Set(picks.recommendations.map((r) => r.id))).toEqual(new Set([slugs.solo, slugs.group, slugs.book]));
    const confidences = picks.recommendations.map((r) => r.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
  });
});
