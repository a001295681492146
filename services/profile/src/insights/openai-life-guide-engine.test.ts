import { describe, expect, it, vi } from 'vitest';
import { DIMENSION_KEYS, lifeGuideInput, readDimensions, type LifeGuide } from '@alive/domain';
import { generatedPersonalityInsightsSchema } from '@alive/contracts';
import { fakeOpenAiServerPerFile } from '@alive/service-kit/testing/vitest';
import { InvalidModelAnswerError } from '@alive/service-kit/ai';
import { createOpenAiLifeGuideEngine } from './openai-life-guide-engine.ts';
import { createLifeGuideGenerator } from './life-guide-generator.ts';
import { builtinLifeGuideEngine } from './life-guide-engine.ts';
import { openAiSettings, readSettings } from '@alive/service-kit';
import { lifeGuideEngineFromSettings } from './life-guide-engine-from-settings.ts';

const input = lifeGuideInput(
  readDimensions(DIMENSION_KEYS.map((dimension) => ({ dimension, positiveWeight: 8, negativeWeight: 2, choiceCount: 10 }))),
  [{ tagName: 'creation:Digital Creation', score: 0.8 }],
)!;

const modelGuide: LifeGuide = {
  shareableProfile: 'I am The Visionary Trailblazer (IMAXC) on A.L.I.V.E.',
  insights: {
    personalLife: { happinessDrivers: ['Model driver one', 'Model driver two'], selfCareIdeas: ['Model self-care'] },
    relationships: { communicationStyle: 'Model communication style.', idealPartnerTraits: ['Model partner trait'] },
    career: { workEnvironment: 'Model work environment.', leadershipStyle: 'Model leadership style.' },
    actionPlan: { growthAreas: ['Model growth area'], weeklyActionItems: ['Model weekly action'] },
  },
};

const server = fakeOpenAiServerPerFile();

function engine(timeoutMs = 2_000) {
  return createOpenAiLifeGuideEngine({ apiKey: 'test-key', baseURL: server.baseURL, model: 'gpt-test', timeoutMs });
}

describe('OpenAI Life Guide engine against an OpenAI-compatible server', () => {
  it('sends the profile with a JSON schema response format and returns a valid answer', async () => {
    server.respondWith({ content: JSON.stringify(modelGuide) });
    await expect(engine().generate(input)).resolves.toEqual(modelGuide);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.authorization).toBe('Bearer test-key');
    expect(request!.body.model).toBe('gpt-test');
    expect(request!.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'life_guide' } });
    const userMessage = (request!.body.messages as { role: string; content: string }[]).find((m) => m.role === 'user');
    expect(userMessage?.content).toContain('IMAXC');
    expect(userMessage?.content).toContain('"preference": "digital art and design"');
  });

  it('rejects a malformed answer: not JSON, wrong shape, or empty', async () => {
    server.respondWith({ content: 'Sure! Here is your guide: ...' });
    await expect(engine().generate(input)).rejects.toBeInstanceOf(InvalidModelAnswerError);
    server.respondWith({ content: JSON.stringify({ ...modelGuide, insights: { personalLife: {} } }) });
    await expect(engine().generate(input)).rejects.toThrow(/does not match the Life Guide schema/);
    server.respondWith({ content: '' });
    await expect(engine().generate(input)).rejects.toThrow(/no content/);
  });

  it('gives up after the timeout', async () => {
    server.respondWith({ hangMs: 5_000 });
    const started = Date.now();
    await expect(engine(300).generate(input)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('Life Guide generator with the OpenAI engine as primary', () => {
  const builtin = () => builtinLifeGuideEngine.generate(input);

  it('uses a valid model answer and caches it for the same profile', async () => {
    server.respondWith({ content: JSON.stringify(modelGuide) });
    const generator = createLifeGuideGenerator({ primary: engine() });
    await expect(generator.generate(input)).resolves.toEqual({ guide: modelGuide, engine: 'openai' });
    await expect(generator.generate(input)).resolves.toEqual({ guide: modelGuide, engine: 'openai' });
    expect(server.requests).toHaveLength(1);
  });

  it('falls back to the built-in engine on a malformed answer', async () => {
    server.respondWith({ content: JSON.stringify({ shareableProfile: 'x' }) });
    const onFallback = vi.fn();
    const result = await createLifeGuideGenerator({ primary: engine(), onFallback }).generate(input);
    expect(result).toEqual({ guide: await builtin(), engine: 'builtin' });
    expect(onFallback).toHaveBeenCalledWith(expect.any(InvalidModelAnswerError));
    expect(generatedPersonalityInsightsSchema.safeParse(result.guide).success).toBe(true);
  });

  it('falls back on an HTTP error and on a timeout', async () => {
    server.respondWith({ status: 500 });
    await expect(createLifeGuideGenerator({ primary: engine() }).generate(input)).resolves.toMatchObject({ engine: 'builtin' });
    expect(server.requests).toHaveLength(1); // no retries: the built-in engine is the retry
    server.respondWith({ hangMs: 5_000 });
    const started = Date.now();
    await expect(createLifeGuideGenerator({ primary: engine(300) }).generate(input)).resolves.toMatchObject({ engine: 'builtin' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('does not cache fallbacks', async () => {
    const generator = createLifeGuideGenerator({ primary: engine() });
    server.respondWith({ status: 503 });
    await expect(generator.generate(input)).resolves.toMatchObject({ engine: 'builtin' });
    server.respondWith({ content: JSON.stringify(modelGuide) });
    await expect(generator.generate(input)).resolves.toMatchObject({ engine: 'openai' });
  });

  it('answers with the built-in engine when no primary is configured', async () => {
    await expect(createLifeGuideGenerator().generate(input)).resolves.toEqual({ guide: await builtin(), engine: 'builtin' });
  });
});

describe('lifeGuideEngineFromSettings', () => {
  const openai = (env: Record<string, string>) => readSettings({ openai: openAiSettings }, env).openai;
  it('enables the OpenAI engine only with an API key', () => {
    expect(lifeGuideEngineFromSettings(openai({}))).toBeUndefined();
    expect(lifeGuideEngineFromSettings(openai({ OPENAI_API_KEY: '  ' }))).toBeUndefined();
    expect(lifeGuideEngineFromSettings(openai({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: server.baseURL }))?.name).toBe('openai');
  });
});
