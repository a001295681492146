import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { DIMENSION_KEYS, type PersonTaste } from '@alive/domain';
import { personalizedRecommendationsResponseSchema } from '@alive/contracts';
import { expectContract } from '@alive/service-kit/testing';
import { fakeOpenAiServerPerFile } from '@alive/service-kit/testing/vitest';
import { InvalidModelAnswerError } from '@alive/service-kit/ai';
import type { CatalogueItem } from '../data/catalogue-repository.ts';
import { client, createCatalogueItems, setPreferences, signedInUser, startTestService } from '../test-support/recommendation-fixtures.ts';
import { createOpenAiPersonalizedEngine } from './openai-personalized-engine.ts';
import { builtinPersonalizedEngine, withBuiltinFallback, type RankingRequest } from './personalized-engine.ts';
import { openAiSettings, readSettings } from '@alive/service-kit';
import { personalizedEngineFromSettings } from './personalized-engine-from-settings.ts';

const neutral = Object.fromEntries(DIMENSION_KEYS.map((key) => [key, 0])) as CatalogueItem['leanings'];
const item = (id: string, tags: Record<string, number>): CatalogueItem => ({
  id,
  category: 'travel',
  title: id.replace(/-/g, ' '),
  description: 'About it.',
  tags,
  leanings: { ...neutral, primary_drive: 2 },
  timeCommitment: 'A day',
  estimatedCost: '$',
  location: null,
  year: null,
  streamingPlatforms: [],
  links: [],
  actionable: true,
});
const taste: PersonTaste = {
  preferences: { 'activity:Solo': 0.9, 'activity:Group': 0.2 },
  dimensions: [{ dimension: 'primary_drive', positiveWeight: 6, negativeWeight: 1, choiceCount: 7 }],
  feedback: [{ recommendationId: 'disliked-tour', action: 'disliked', tags: ['activity:Group'] }],
};
const candidates = [item('solo-hike', { 'activity:Solo': 1 }), item('group-tour', { 'activity:Group': 1 }), item('disliked-tour', { 'activity:Group': 1 }), item('museum', { 'learning:History': 1 })];
const request: RankingRequest = { taste, candidates, category: 'travel', limit: 10 };

const server = fakeOpenAiServerPerFile();

const engine = (timeoutMs = 2_000) => createOpenAiPersonalizedEngine({ apiKey: 'test-key', baseURL: server.baseURL, model: 'gpt-test', timeoutMs });
const answer = (recommendations: unknown) => JSON.stringify({ recommendations });

describe('OpenAI personalized engine against an OpenAI-compatible server', () => {
  it('sends the person and the built-in shortlist with a JSON schema, and returns the model\'s order and words', async () => {
    server.respondWith({
      content: answer([
        { id: 'museum', confidence: 0.91, reasoning: 'You like quiet afternoons of discovery.' },
        { id: 'solo-hike', confidence: 0.8, reasoning: 'You enjoy time on your own outdoors.' },
      ]),
    });
    const picks = await engine().rank(request);
    // The model's two first; the shortlisted item it left out follows with the built-in words; the disliked item never appears.
    expect(picks.map((p) => p.item.id)).toEqual(['museum', 'solo-hike', 'group-tour']);
    expect(picks[0]).toMatchObject({ confidence: 0.91, reasoning: 'You like quiet afternoons of discovery.' });
    const builtin = await builtinPersonalizedEngine.rank(request);
    expect(picks[2]).toEqual(builtin.find((p) => p.item.id === 'group-tour'));

    expect(server.requests).toHaveLength(1);
    const [sent] = server.requests;
    expect(sent!.authorization).toBe('Bearer test-key');
    expect(sent!.body).toMatchObject({ model: 'gpt-test', response_format: { type: 'json_schema', json_schema: { name: 'recommendations' } } });
    const prompt = (sent!.body.messages as { role: string; content: string }[]).find((m) => m.role === 'user')!.content;
    expect(prompt).toContain('solo-hike');
    expect(prompt).toContain('Solo');
    expect(prompt).not.toContain('"id":"disliked-tour"');
  });

  it.each([
    ['not JSON', 'Here are your picks!', /not JSON/],
    ['empty', '', /no content/],
    ['the wrong shape', JSON.stringify({ picks: [] }), /does not match/],
    ['a confidence above 1', answer([{ id: 'museum', confidence: 1.4, reasoning: 'x' }]), /does not match/],
    ['an empty reasoning', answer([{ id: 'museum', confidence: 0.5, reasoning: '  ' }]), /does not match/],
    ['an item it was not given', answer([{ id: 'a-made-up-trip', confidence: 0.9, reasoning: 'Invented.' }]), /not shortlisted/],
    ['a disliked item', answer([{ id: 'disliked-tour', confidence: 0.9, reasoning: 'Try again.' }]), /not shortlisted/],
  ])('rejects %s', async (_what, content, message) => {
    server.respondWith({ content });
    const error = await engine().rank(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidModelAnswerError);
    expect((error as Error).message).toMatch(message);
  });

  it('gives up after its timeout', async () => {
    server.respondWith({ hangMs: 5_000 });
    const started = Date.now();
    await expect(engine(300).rank(request)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('falls back to the built-in engine on an HTTP error, a timeout or an invalid answer (no retries)', async () => {
    const builtin = await builtinPersonalizedEngine.rank(request);
    for (const failure of [{ status: 500 }, { hangMs: 5_000 }, { content: 'nonsense' }] as const) {
      server.requests.length = 0;
      server.respondWith(failure);
      const onFallback = vi.fn();
      const result = await withBuiltinFallback(engine(300), onFallback)(request);
      expect(result).toEqual({ picks: builtin, engine: 'builtin' });
      expect(onFallback).toHaveBeenCalledTimes(1);
      expect(server.requests).toHaveLength(1);
    }
  });
});

describe('personalizedEngineFromSettings', () => {
  const openai = (env: Record<string, string>) => readSettings({ openai: openAiSettings }, env).openai;
  it('enables the OpenAI engine only with an API key', () => {
    expect(personalizedEngineFromSettings(openai({}), 8_000)).toBeUndefined();
    expect(personalizedEngineFromSettings(openai({ OPENAI_API_KEY: '  ' }), 8_000)).toBeUndefined();
    expect(personalizedEngineFromSettings(openai({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: server.baseURL }), 8_000)?.name).toBe('openai');
  });
});

describe('the service with the OpenAI engine', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('stores the model\'s list (engine openai) and the built-in list when the model fails', async () => {
    const [hike, tour] = (await createCatalogueItems(db.prisma, [
      { category: 'travel', title: 'Solo hike', tags: { 'activity:Solo': 1 } },
      { category: 'travel', title: 'Group tour', tags: { 'activity:Group': 1 } },
    ])) as [string, string];
    const service = await startTestService(db.as('recommendations'), { personalizedEngine: engine() });
    try {
      const user = await signedInUser(db.prisma);
      await setPreferences(db.prisma, user.id, { 'activity:Solo': 0.9 });
      const read = async () =>
        expectContract(personalizedRecommendationsResponseSchema, await client(service.server).get('/api/personalized-recommendations/travel', user.cookie));
      const engineOfList = async () => (await db.prisma.recommendationCache.findFirstOrThrow({ where: { userId: user.id } })).engine;

      server.respondWith({ content: answer([{ id: tour, confidence: 0.7, reasoning: 'Company makes a trip.' }]) });
      await read();
      await service.runtime.generations.idle();
      const fromModel = await read();
      expect(fromModel.cached).toBe(true);
      expect(fromModel.recommendations.map((r) => [r.id, r.reasoning, r.matchPercent])).toEqual([
        [tour, 'Company makes a trip.', 70],
        [hike, expect.any(String), expect.any(Number)],
      ]);
      expect(await engineOfList()).toBe('openai');

      server.respondWith({ status: 503 });
      await client(service.server).post('/api/recommendations/refresh', { category: 'travel' }, user.cookie);
      await service.runtime.generations.idle();
      expect((await read()).recommendations.map((r) => r.id)).toEqual([hike, tour]);
      expect(await engineOfList()).toBe('builtin');
    } finally {
      await service.close();
    }
  });
});
