import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { aiRecommendationListSchema } from '@alive/contracts';
import { DIMENSION_KEYS, type RecommendationCandidate } from '@alive/domain';
import { InvalidModelAnswerError } from '@alive/service-kit/ai';
import { expectContract, startTestServer } from '@alive/service-kit/testing';
import { fakeOpenAiServerPerFile } from '@alive/service-kit/testing/vitest';
import { createAdminService } from '../app.ts';
import { adminClient, adminTestConfig, signedIn } from '../test-support/admin-fixtures.ts';
import { createItems, createPairs, TRAVEL_ITEMS, TRAVEL_PAIRS } from '../test-support/ai-pair-fixtures.ts';
import { openAiSettings, readSettings } from '@alive/service-kit';
import { aiPairEngineFromSettings } from './ai-engines-from-settings.ts';
import { builtinAiPairEngine, withBuiltinFallback, type AiPairRequest } from './ai-pair-engine.ts';
import { createOpenAiPairEngine } from './openai-ai-pair-engine.ts';

const neutral = Object.fromEntries(DIMENSION_KEYS.map((key) => [key, 0])) as RecommendationCandidate['leanings'];
const item = (id: string, tags: Record<string, number>, lean: Partial<RecommendationCandidate['leanings']>): RecommendationCandidate => ({
  id,
  category: 'travel',
  title: `Title of ${id}`,
  tags,
  leanings: { ...neutral, ...lean },
});
const request: AiPairRequest = {
  category: 'Travel',
  pairs: [],
  material: [
    item('market', { 'food:Street Food': 1 }, { value_investment: 2 }),
    item('hotel', { 'food:Familiar': 1 }, { value_investment: -2 }),
    item('camino', { 'pace:Active': 1 }, { life_engagement: 2 }),
    item('island', { 'pace:Relaxed': 1 }, { life_engagement: -2 }),
  ],
  existingPairs: [],
  limit: 2,
};

const server = fakeOpenAiServerPerFile();

const engine = (timeoutMs = 2_000) => createOpenAiPairEngine({ apiKey: 'test-key', baseURL: server.baseURL, model: 'gpt-test', timeoutMs });
const answer = (pairs: unknown) => JSON.stringify({ pairs });

describe('OpenAI pair engine against an OpenAI-compatible server', () => {
  it('sends the gap analysis and the built-in shortlist with a JSON schema, and returns the model’s order and words', async () => {
    const builtin = await builtinAiPairEngine.propose({ ...request, limit: 16 });
    const [first, second] = builtin;
    server.respondWith({ content: answer([{ id: second!.id, confidence: 0.88, reasoning: 'Fills the Life Engagement gap with two real trips.' }]) });
    const proposals = await engine().propose(request);
    // The model's pick first with its words; the shortlisted pair it left out follows as the built-in engine wrote it.
    expect(proposals.map((p) => p.id)).toEqual([second!.id, first!.id]);
    expect(proposals[0]).toMatchObject({ option1: second!.option1, option1Tags: second!.option1Tags, confidence: 0.88, reasoning: 'Fills the Life Engagement gap with two real trips.' });
    expect(proposals[1]).toEqual(first);

    const [sent] = server.requests;
    expect(sent!.authorization).toBe('Bearer test-key');
    expect(sent!.body).toMatchObject({ model: 'gpt-test', response_format: { type: 'json_schema', json_schema: { name: 'choice_pairs' } } });
    const prompt = (sent!.body.messages as { role: string; content: string }[]).find((m) => m.role === 'user')!.content;
    expect(prompt).toContain('Exploring vs Traditional: no Travel pair sets these poles against each other');
    expect(prompt).toContain(first!.id);
    expect(prompt).toContain('Street Food');
  });

  it.each([
    ['not JSON', 'Here are some pairs!', /not JSON/],
    ['the wrong shape', JSON.stringify({ recommendations: [] }), /does not match/],
    ['no pair', answer([]), /does not match/],
    ['a confidence above 1', answer([{ id: 'smart-camino--island', confidence: 1.2, reasoning: 'x' }]), /does not match/],
    ['a blank reasoning', answer([{ id: 'smart-camino--island', confidence: 0.5, reasoning: ' ' }]), /does not match/],
    ['a pair it was not given', answer([{ id: 'smart-made--up', confidence: 0.9, reasoning: 'Invented.' }]), /not shortlisted/],
  ])('rejects %s', async (_what, content, message) => {
    server.respondWith({ content });
    const error = await engine().propose(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidModelAnswerError);
    expect((error as Error).message).toMatch(message);
  });

  it('asks nothing when there is nothing to choose from', async () => {
    expect(await engine().propose({ ...request, material: [] })).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });

  it('falls back to the built-in engine on an HTTP error, a timeout or an invalid answer (no retries)', async () => {
    const builtin = await builtinAiPairEngine.propose(request);
    for (const failure of [{ status: 500 }, { hangMs: 5_000 }, { content: 'nonsense' }] as const) {
      server.requests.length = 0;
      server.respondWith(failure);
      const onFallback = vi.fn();
      expect(await withBuiltinFallback(engine(300), onFallback)(request)).toEqual({ proposals: builtin, engine: 'builtin' });
      expect(onFallback).toHaveBeenCalledTimes(1);
      expect(server.requests).toHaveLength(1);
    }
  });
});

describe('aiPairEngineFromSettings', () => {
  const openai = (env: Record<string, string>) => readSettings({ openai: openAiSettings }, env).openai;
  it('enables the OpenAI engine only with an API key', () => {
    expect(aiPairEngineFromSettings(openai({}), 8_000)).toBeUndefined();
    expect(aiPairEngineFromSettings(openai({ OPENAI_API_KEY: '  ' }), 8_000)).toBeUndefined();
    expect(aiPairEngineFromSettings(openai({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: server.baseURL }), 8_000)?.name).toBe('openai');
  });
});

describe('the admin service with the OpenAI engine', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    await createPairs(db.prisma, TRAVEL_PAIRS);
    await createItems(db.prisma, TRAVEL_ITEMS);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('answers with the model’s words, and with the built-in engine’s when the model fails', async () => {
    const app = await startTestServer(createAdminService({ prisma: db.as('admin'), config: adminTestConfig, aiPairEngine: engine() }));
    try {
      const admin = await signedIn(db.prisma, true);
      const ask = async () => expectContract(aiRecommendationListSchema, await adminClient(app).post('/api/ai-recommendations', { category: 'Travel' }, admin.cookie));
      server.respondWith({ content: (body) => {
        const prompt = (body.messages as { role: string; content: string }[])[1]!.content;
        const id = /"id":"(smart-[^"]+)"/.exec(prompt)![1]!;
        return answer([{ id, confidence: 0.77, reasoning: 'The set has no Active vs Reflective pair yet.' }]);
      } });
      expect((await ask()).map((p) => [p.option1, p.confidence, p.reasoning])).toEqual([['Walk the Camino Portugues', 0.77, 'The set has no Active vs Reflective pair yet.']]);

      server.respondWith({ status: 503 });
      const fallback = await ask();
      expect(fallback.map((p) => p.option1)).toEqual(['Walk the Camino Portugues']);
      expect(fallback[0]!.reasoning).toMatch(/^Contrasts Active and Reflective/);
    } finally {
      await app.close();
    }
  });
});
