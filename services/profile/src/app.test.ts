import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import type { ChoicePair } from '@alive/db';
import { loadServiceConfig } from '@alive/service-kit';
import {
  expectContract,
  expectError,
  sessionCookieFor,
  startFakeOpenAiServer,
  startTestServer,
  type FakeOpenAiServer,
  type TestServer,
} from '@alive/service-kit/testing';
import {
  happinessProfileSchema,
  happinessTypesSchema,
  learningInsightsPersonalSchema,
  learningInsightsSystemSchema,
  personalityInsightsSchema,
  preferenceEvolutionSchema,
  profileCompletionSchema,
} from '@alive/contracts';
import { createProfileService } from './app.ts';
import { createOpenAiLifeGuideEngine } from './insights/openai-life-guide-engine.ts';
import { createProfileTestPairs, createUser, recordChoices, storeEvidence } from './test-support/profile-fixtures.ts';

const config = loadServiceConfig({ SESSION_KEYS: 'profile-test-key', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });

let db: TestDatabase;
let server: TestServer;
let pairs: ChoicePair[];

async function call(method: 'GET' | 'POST', path: string, opts: { userId?: string; body?: string } = {}) {
  const headers: Record<string, string> = {};
  if (opts.userId) headers.cookie = await sessionCookieFor(db.prisma, opts.userId, config);
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.url}${path}`, { method, headers, body: opts.body });
}

const get = (path: string, userId?: string) => call('GET', path, { userId });
const post = (path: string, body: unknown, userId?: string) =>
  call('POST', path, { userId, body: typeof body === 'string' ? body : JSON.stringify(body) });

beforeAll(async () => {
  db = await createTestDatabase();
  pairs = await createProfileTestPairs(db.prisma);
  for (const id of ['alice', 'bob', 'newcomer', 'carol', 'erin']) await createUser(db.prisma, id);
  await createUser(db.prisma, 'admin', true);

  // Alice picks option 1 everywhere (I M A X C), Bob option 2 (S E R T F).
  await recordChoices(db.prisma, 'alice', pairs.map((pair) => ({ pair, selectedOption: 'option1' as const })));
  await recordChoices(db.prisma, 'bob', pairs.map((pair) => ({ pair, selectedOption: 'option2' as const })));

  // Carol: two complete, two incomplete, one missing dimension.
  await storeEvidence(db.prisma, 'carol', [
    { dimension: 'primary_drive', positiveWeight: 8, negativeWeight: 2, choiceCount: 10 },
    { dimension: 'happiness_orientation', positiveWeight: 1, negativeWeight: 4, choiceCount: 5 },
    { dimension: 'life_engagement', positiveWeight: 3, negativeWeight: 0, choiceCount: 3 },
    { dimension: 'value_investment', positiveWeight: 0, negativeWeight: 0, choiceCount: 1 },
  ]);
  // Erin: a full profile with exact numbers.
  await storeEvidence(db.prisma, 'erin', [
    { dimension: 'primary_drive', positiveWeight: 9, negativeWeight: 1, choiceCount: 10 },
    { dimension: 'happiness_orientation', positiveWeight: 2, negativeWeight: 8, choiceCount: 10 },
    { dimension: 'life_engagement', positiveWeight: 5, negativeWeight: 0, choiceCount: 5 },
    { dimension: 'value_investment', positiveWeight: 1, negativeWeight: 1, choiceCount: 2 },
    { dimension: 'locus_of_control', positiveWeight: 0, negativeWeight: 6, choiceCount: 6 },
  ]);

  const feedbackAt = (minute: number) => new Date(Date.UTC(2026, 0, 2, 10, minute));
  await db.prisma.recommendationFeedback.createMany({
    data: [
      { userId: 'alice', recommendationId: 'r1', action: 'liked', category: 'movies', tags: ['time:Evening', 'cost:Free'], createdAt: feedbackAt(1) },
      { userId: 'alice', recommendationId: 'r2', action: 'used', category: 'movies', tags: { 'time:Weekend': 1 }, createdAt: feedbackAt(2) },
      { userId: 'alice', recommendationId: 'r3', action: 'disliked', category: 'books', tags: ['cost:Premium'], createdAt: feedbackAt(3) },
      { userId: 'alice', recommendationId: 'r4', action: 'bookmarked', category: 'travel', createdAt: feedbackAt(4) },
      { userId: 'bob', recommendationId: 'r5', action: 'liked', category: 'books', createdAt: feedbackAt(5) },
    ],
  });

  server = await startTestServer(createProfileService({ prisma: db.as('profile'), config }));
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
});

describe('authentication', () => {
  it.each([
    ['GET', '/api/happiness-profile'],
    ['GET', '/api/happiness-profile/completion'],
    ['GET', '/api/happiness-profile/evolution'],
    ['GET', '/api/personality-insights'],
    ['GET', '/api/happiness-types'],
    ['POST', '/api/learning-insights'],
  ] as const)('%s %s needs a signed-in user (401)', async (method, path) => {
    const response = method === 'GET' ? await get(path) : await post(path, {});
    expect(await expectError(response, 401)).toBe('Unauthorized');
  });

  it('refuses a session of a user that no longer exists', async () => {
    await createUser(db.prisma, 'ghost');
    const cookie = await sessionCookieFor(db.prisma, 'ghost', config);
    await db.prisma.user.delete({ where: { id: 'ghost' } });
    const response = await fetch(`${server.url}/api/happiness-profile`, { headers: { cookie } });
    expect(await expectError(response, 401)).toBe('Unauthorized');
  });
});

describe('GET /api/happiness-profile', () => {
  it('has no profile for a new user, with all five dimensions missing', async () => {
    const profile = await expectContract(happinessProfileSchema, await get('/api/happiness-profile', 'newcomer'), { status: 200 });
    expect(profile).toMatchObject({ hasProfile: false, typeName: null, happinessCode: null, confidence: 0, choiceCount: 0 });
    expect(profile.dimensions.map((d) => [d.key, d.status, d.code])).toEqual([
      ['primary_drive', 'missing', null],
      ['happiness_orientation', 'missing', null],
      ['life_engagement', 'missing', null],
      ['value_investment', 'missing', null],
      ['locus_of_control', 'missing', null],
    ]);
  });

  it('computes code, type, confidence and dimensions from the stored evidence', async () => {
    const profile = await expectContract(happinessProfileSchema, await get('/api/happiness-profile', 'erin'));
    expect(profile).toMatchObject({ hasProfile: true, happinessCode: 'IEAXF', typeName: 'The Free Spirit', confidence: 50, choiceCount: 0 });
    expect(profile.dimensions.map((d) => [d.code, d.percentage, d.status, d.count])).toEqual([
      ['I', 90, 'complete', 10],
      ['E', 80, 'complete', 10],
      ['A', 100, 'complete', 5],
      ['X', 50, 'incomplete', 2],
      ['F', 100, 'complete', 6],
    ]);
    expect(profile.dimensions[0]).toMatchObject({ name: 'Primary Drive', aliveWord: 'Authentic', poleLabel: 'Intrinsic' });
    expect(profile.dimensions[0]!.description).toContain('strongly to the intrinsic side');
  });

  it('derives the profile of choices scored by applyChoice, and counts the choices', async () => {
    const alice = await expectContract(happinessProfileSchema, await get('/api/happiness-profile', 'alice'));
    const bob = await expectContract(happinessProfileSchema, await get('/api/happiness-profile', 'bob'));
    expect(alice).toMatchObject({ hasProfile: true, happinessCode: 'IMAXC', typeName: 'The Visionary Trailblazer', choiceCount: 5 });
    expect(bob).toMatchObject({ hasProfile: true, happinessCode: 'SERTF', typeName: 'The Heartfelt Nurturer', choiceCount: 5 });
    // One choice per dimension, all one way: evidence 0.1 × consistency 1.
    expect(alice.confidence).toBe(10);
    expect(alice.dimensions.every((d) => d.status === 'incomplete' && d.count === 1 && d.percentage === 100)).toBe(true);
  });
});

describe('GET /api/happiness-profile/completion', () => {
  it('counts statuses and details per dimension', async () => {
    expect(await expectContract(profileCompletionSchema, await get('/api/happiness-profile/completion', 'carol'), { status: 200 })).toEqual({
      complete: 2,
      incomplete: 2,
      missing: 1,
      percent: 40,
      choiceCount: 0,
      details: {
        primary_drive: { status: 'complete', count: 10 },
        happiness_orientation: { status: 'complete', count: 5 },
        life_engagement: { status: 'incomplete', count: 3 },
        value_investment: { status: 'incomplete', count: 1 },
        locus_of_control: { status: 'missing', count: 0 },
      },
    });
  });

  it('reports all missing for a new user', async () => {
    expect(await expectContract(profileCompletionSchema, await get('/api/happiness-profile/completion', 'newcomer'))).toMatchObject({ complete: 0, missing: 5, incomplete: 0, percent: 0, choiceCount: 0 });
  });

  it('carries the number of choices made, the same count as the profile and the evolution steps', async () => {
    const completion = await expectContract(profileCompletionSchema, await get('/api/happiness-profile/completion', 'alice'));
    const profile = await expectContract(happinessProfileSchema, await get('/api/happiness-profile', 'alice'));
    const evolution = await expectContract(preferenceEvolutionSchema, await get('/api/happiness-profile/evolution', 'alice'));
    expect(completion.choiceCount).toBe(pairs.length);
    expect(profile.choiceCount).toBe(completion.choiceCount);
    expect(evolution.steps).toHaveLength(completion.choiceCount);
    // One choice touches several tags: the per-tag counts add up to more than the choices.
    const tagSignals = (await db.prisma.userPreference.findMany({ where: { userId: 'alice' } })).reduce((sum, p) => sum + p.choiceCount, 0);
    expect(tagSignals).toBeGreaterThan(completion.choiceCount);
  });

  it('answers only for the signed-in person', async () => {
    const alice = await expectContract(profileCompletionSchema, await get('/api/happiness-profile/completion', 'alice'));
    const carol = await expectContract(profileCompletionSchema, await get('/api/happiness-profile/completion', 'carol'));
    expect([alice.choiceCount, carol.choiceCount]).toEqual([pairs.length, 0]);
  });
});

describe('GET /api/happiness-profile/evolution', () => {
  it('replays the choices in order and ends at the stored preference scores', async () => {
    const evolution = await expectContract(preferenceEvolutionSchema, await get('/api/happiness-profile/evolution', 'alice'), { status: 200 });
    expect(evolution.steps.map((s) => s.choicePairId)).toEqual(pairs.map((p) => p.id));
    expect(evolution.series).toHaveLength(5);
    const stored = await db.prisma.userPreference.findMany({ where: { userId: 'alice' } });
    for (const series of evolution.series) {
      expect(series.values).toHaveLength(5);
      expect(series.values.at(-1)).toBe(series.finalScore);
      expect(Number(stored.find((p) => p.tagName === series.tagName)?.score)).toBe(series.finalScore);
    }
    const solo = evolution.series.find((s) => s.tagName === 'activity:Solo');
    expect(solo).toMatchObject({ displayName: 'Solo', finalScore: 0.65, values: [0.65, 0.65, 0.65, 0.65, 0.65] });
    const documentary = evolution.series.find((s) => s.tagName === 'genre:Documentary');
    expect(documentary?.values).toEqual([null, 0.65, 0.65, 0.65, 0.65]);
  });

  it('honours ?limit and validates it', async () => {
    const evolution = await expectContract(preferenceEvolutionSchema, await get('/api/happiness-profile/evolution?limit=2', 'alice'));
    expect(evolution.series).toHaveLength(2);
    for (const bad of ['0', '11', 'many', '1.5']) {
      const response = await get(`/api/happiness-profile/evolution?limit=${bad}`, 'alice');
      expect(await expectError(response, 400)).toMatch(/^Invalid query: limit/);
    }
  });

  it('is empty for a user without choices', async () => {
    expect(await expectContract(preferenceEvolutionSchema, await get('/api/happiness-profile/evolution', 'newcomer'))).toEqual({ steps: [], series: [] });
  });
});

describe('GET /api/personality-insights', () => {
  it('has no insights without a profile', async () => {
    for (const userId of ['newcomer', 'carol']) {
      expect(await expectContract(personalityInsightsSchema, await get('/api/personality-insights', userId), { status: 200 })).toEqual({ hasInsights: false, shareableProfile: null, insights: null });
    }
  });

  it('writes visibly different guidance for two different profiles', async () => {
    const alice = await expectContract(personalityInsightsSchema, await get('/api/personality-insights', 'alice'));
    const bob = await expectContract(personalityInsightsSchema, await get('/api/personality-insights', 'bob'));
    if (!alice.hasInsights || !bob.hasInsights) throw new Error('expected insights for both');
    expect(alice).toMatchObject({ engine: 'builtin', happinessCode: 'IMAXC', typeName: 'The Visionary Trailblazer' });
    expect(bob).toMatchObject({ engine: 'builtin', happinessCode: 'SERTF' });
    expect(alice.shareableProfile).toContain('The Visionary Trailblazer (IMAXC)');
    expect(alice.insights.relationships.communicationStyle).not.toBe(bob.insights.relationships.communicationStyle);
    expect(alice.insights.career.leadershipStyle).toContain('decisive');
    expect(bob.insights.career.leadershipStyle).toContain('adaptive');
    const sharedDrivers = alice.insights.personalLife.happinessDrivers.filter((d) =>
      bob.insights.personalLife.happinessDrivers.includes(d),
    );
    expect(sharedDrivers).toEqual([]);
    // Alice's strongest preference tags (0.65) show up in her guidance, as phrases rather than raw values
    // (docs/product/profile.md, Decision — tag words); `energy:Active` and `genre:New Fiction` read
    // through the fallback.
    const guidance = JSON.stringify(alice.insights);
    expect(guidance).toMatch(/digital art and design|documentaries|solo activities|active experiences|new fiction stories|well-planned outings/);
    expect(guidance).not.toMatch(/Digital Creation|Documentary|New Fiction|Planned/);
  });
});

describe('GET /api/happiness-types', () => {
  it('returns the 32 types keyed by code', async () => {
    const types = await expectContract(happinessTypesSchema, await get('/api/happiness-types', 'newcomer'), { status: 200 });
    expect(Object.keys(types)).toHaveLength(32);
    expect(types.IMAXC).toMatchObject({ code: 'IMAXC', typeName: 'The Visionary Trailblazer' });
    expect(new Set(Object.values(types).map((t) => t.typeName)).size).toBe(32);
  });
});

describe('POST /api/learning-insights', () => {
  it('returns the system view for an empty body', async () => {
    const system = await expectContract(learningInsightsSystemSchema, await post('/api/learning-insights', {}, 'newcomer'), { status: 200 });
    expect(system).toMatchObject({ scope: 'system', totalUsers: 2, totalFeedback: 5 });
    expect(system.averageAccuracy).toBeCloseTo((2 / 3 + 1) / 2, 6);
  });

  it("returns the user's own learning profile from real feedback and choices", async () => {
    const personal = await expectContract(learningInsightsPersonalSchema, await post('/api/learning-insights', { userId: 'alice' }, 'alice'), { status: 200 });
    expect(personal).toMatchObject({
      scope: 'personal',
      userId: 'alice',
      accuracyLabel: 'Fair',
      feedbackCount: 4,
      lastUpdated: '2026-01-02T10:04:00.000Z',
      categoryPerformance: [
        { category: 'movies', successRate: 1, feedbackCount: 2 },
        { category: 'books', successRate: 0, feedbackCount: 1 },
      ],
    });
    expect(personal.overallAccuracy).toBeCloseTo(2 / 3, 6);
    expect(personal.patterns).toEqual({
      preferredCategories: ['Activities', 'Books', 'Creative', 'Movies', 'Travel'],
      timePreferences: ['Evening', 'Weekend'],
      costPreferences: ['Free'],
      confidenceThreshold: 0.63,
    });
  });

  it('reports an empty learning profile for a user without feedback', async () => {
    const personal = await expectContract(learningInsightsPersonalSchema, await post('/api/learning-insights', { userId: 'newcomer' }, 'newcomer'));
    expect(personal).toMatchObject({ feedbackCount: 0, lastUpdated: null, overallAccuracy: 0, categoryPerformance: [] });
  });

  it("refuses another user's learning data (403) unless the caller is an admin", async () => {
    expect(await expectError(await post('/api/learning-insights', { userId: 'alice' }, 'bob'), 403)).toMatch(/own learning insights/);
    const allowed = await post('/api/learning-insights', { userId: 'alice' }, 'admin');
    expect(await expectContract(learningInsightsPersonalSchema, allowed, { status: 200 })).toMatchObject({ userId: 'alice', feedbackCount: 4 });
    expect(await expectError(await post('/api/learning-insights', { userId: 'nobody' }, 'admin'), 404)).toBe('User not found');
  });

  it('rejects invalid bodies with 400 and a message, writing nothing', async () => {
    const before = await db.prisma.recommendationFeedback.count();
    for (const body of [{ userId: '' }, { userId: 42 }, { userId: 'alice', extra: true }, '{not json', '[]']) {
      expect(await expectError(await post('/api/learning-insights', body, 'alice'), 400)).toMatch(/^(Invalid request body: |Malformed JSON body)/);
    }
    expect(await db.prisma.recommendationFeedback.count()).toBe(before);
  });
});

describe('Life Guide through the OpenAI engine', () => {
  let openai: FakeOpenAiServer;
  let openAiServer: TestServer;

  beforeAll(async () => {
    openai = await startFakeOpenAiServer();
    const lifeGuideEngine = createOpenAiLifeGuideEngine({ apiKey: 'k', baseURL: openai.baseURL, model: 'gpt-test', timeoutMs: 500 });
    openAiServer = await startTestServer(createProfileService({ prisma: db.as('profile'), config, lifeGuideEngine }));
  });
  afterAll(async () => {
    await openAiServer?.close();
    await openai?.close();
  });

  const fetchInsights = async (userId: string) => {
    const response = await fetch(`${openAiServer.url}/api/personality-insights`, { headers: { cookie: await sessionCookieFor(db.prisma, userId, config) } });
    return expectContract(personalityInsightsSchema, response, { status: 200 });
  };

  it('serves a valid model answer', async () => {
    const guide = {
      shareableProfile: 'Model-written profile for IMAXC.',
      insights: {
        personalLife: { happinessDrivers: ['Model driver'], selfCareIdeas: ['Model self-care'] },
        relationships: { communicationStyle: 'Model style.', idealPartnerTraits: ['Model trait'] },
        career: { workEnvironment: 'Model environment.', leadershipStyle: 'Model leadership.' },
        actionPlan: { growthAreas: ['Model growth'], weeklyActionItems: ['Model action'] },
      },
    };
    openai.respondWith({ content: JSON.stringify(guide) });
    expect(await fetchInsights('alice')).toMatchObject({ hasInsights: true, engine: 'openai', ...guide });
  });

  it('falls back to the built-in engine on a malformed answer or a timeout', async () => {
    openai.respondWith({ content: '{"shareableProfile": 3}' });
    expect(await fetchInsights('bob')).toMatchObject({ hasInsights: true, engine: 'builtin', happinessCode: 'SERTF' });
    openai.respondWith({ hangMs: 3_000 });
    expect(await fetchInsights('erin')).toMatchObject({ hasInsights: true, engine: 'builtin', happinessCode: 'IEAXF' });
  });
});
