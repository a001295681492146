import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fakeOpenAiServerPerFile } from '../testing/fake-openai-server-per-file.ts';
import { createStructuredCompletion, InvalidModelAnswerError } from './structured-completion.ts';

const answerSchema = z.object({ title: z.string().min(1), score: z.number().min(0).max(1) });

const server = fakeOpenAiServerPerFile();

const complete = (timeoutMs = 2_000) =>
  createStructuredCompletion({
    apiKey: 'test-key',
    baseURL: server.baseURL,
    model: 'gpt-test',
    timeoutMs,
    temperature: 0.2,
    schema: answerSchema,
    schemaName: 'test_answer',
    schemaLabel: 'test answer',
  });
const prompt = { system: 'Answer with JSON.', user: 'Rate this.' };

describe('createStructuredCompletion against an OpenAI-compatible server', () => {
  it('sends both messages with the JSON schema and returns the parsed answer', async () => {
    server.respondWith({ content: JSON.stringify({ title: 'A walk', score: 0.4 }) });
    await expect(complete()(prompt)).resolves.toEqual({ title: 'A walk', score: 0.4 });
    const [sent] = server.requests;
    expect(sent!.authorization).toBe('Bearer test-key');
    expect(sent!.body).toMatchObject({
      model: 'gpt-test',
      temperature: 0.2,
      messages: [
        { role: 'system', content: 'Answer with JSON.' },
        { role: 'user', content: 'Rate this.' },
      ],
      response_format: { type: 'json_schema', json_schema: { name: 'test_answer', schema: { type: 'object', required: ['title', 'score'] } } },
    });
  });

  it.each([
    ['empty', '', /no content/],
    ['not JSON', 'Sure, here it is', /not JSON/],
    ['off the schema', JSON.stringify({ title: 'A walk', score: 3 }), /does not match the test answer schema/],
  ])('rejects an answer that is %s', async (_what, content, message) => {
    server.respondWith({ content });
    const error = await complete()(prompt).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidModelAnswerError);
    expect((error as Error).message).toMatch(message);
  });

  it('throws on an HTTP error without retrying, and after its timeout', async () => {
    server.respondWith({ status: 500 });
    await expect(complete()(prompt)).rejects.toThrow();
    expect(server.requests).toHaveLength(1);
    server.respondWith({ hangMs: 5_000 });
    const started = Date.now();
    await expect(complete(300)(prompt)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
