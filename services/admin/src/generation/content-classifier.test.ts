import { describe, expect, it, vi } from 'vitest';
import { InvalidModelAnswerError } from '@alive/service-kit/ai';
import { fakeOpenAiServerPerFile } from '@alive/service-kit/testing/vitest';
import { openAiSettings, readSettings } from '@alive/service-kit';
import { contentClassifierFromSettings } from './ai-engines-from-settings.ts';
import { builtinContentClassifier, createOpenAiContentClassifier, withBuiltinClassifierFallback } from './content-classifier.ts';

const server = fakeOpenAiServerPerFile();

const classifier = (timeoutMs = 2_000) => createOpenAiContentClassifier({ apiKey: 'test-key', baseURL: server.baseURL, model: 'gpt-test', timeoutMs });
const content = { title: 'Arrival', contentType: 'movie' as const, year: 2016, director: 'Denis Villeneuve', genre: 'Science fiction', author: null };
const MODEL_SCORES = {
  primaryDriveScore: 1,
  happinessOrientationScore: 2,
  lifeEngagementScore: -1,
  valueInvestmentScore: 2,
  locusControlScore: -1,
  confidence: 0.9,
  reasoning: 'A quiet, meaningful first-contact story.',
};

describe('OpenAI content classifier against an OpenAI-compatible server', () => {
  it('sends the title and its facts with a JSON schema and answers the model’s scores', async () => {
    server.respondWith({ content: JSON.stringify(MODEL_SCORES) });
    expect(await classifier().classify(content)).toEqual(MODEL_SCORES);
    const [sent] = server.requests;
    expect(sent!.body).toMatchObject({ model: 'gpt-test', response_format: { type: 'json_schema', json_schema: { name: 'content_classification' } } });
    const prompt = (sent!.body.messages as { role: string; content: string }[]).find((m) => m.role === 'user')!.content;
    expect(prompt).toContain('"director":"Denis Villeneuve"');
    expect(prompt).not.toContain('author');
  });

  it.each([
    ['not JSON', 'Arrival is great'],
    ['a score of 3', JSON.stringify({ ...MODEL_SCORES, primaryDriveScore: 3 })],
    ['a fractional score', JSON.stringify({ ...MODEL_SCORES, lifeEngagementScore: 0.5 })],
    ['a missing reasoning', JSON.stringify({ ...MODEL_SCORES, reasoning: '' })],
  ])('rejects %s', async (_what, answer) => {
    server.respondWith({ content: answer });
    await expect(classifier().classify(content)).rejects.toBeInstanceOf(InvalidModelAnswerError);
  });

  it('falls back to the built-in classifier on an HTTP error, a timeout or an invalid answer', async () => {
    const builtin = await builtinContentClassifier.classify(content);
    for (const failure of [{ status: 500 }, { hangMs: 5_000 }, { content: 'nonsense' }] as const) {
      server.respondWith(failure);
      const onFallback = vi.fn();
      expect(await withBuiltinClassifierFallback(classifier(300), onFallback)(content)).toEqual({ ...builtin, engine: 'builtin' });
      expect(onFallback).toHaveBeenCalledTimes(1);
    }
  });

  it('is enabled from the settings only with an API key', () => {
    const openai = (env: Record<string, string>) => readSettings({ openai: openAiSettings }, env).openai;
    expect(contentClassifierFromSettings(openai({}), 8_000)).toBeUndefined();
    expect(contentClassifierFromSettings(openai({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: server.baseURL }), 8_000)?.name).toBe('openai');
  });
});
