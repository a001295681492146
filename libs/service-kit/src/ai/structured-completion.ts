import OpenAI from 'openai';
import { z } from 'zod';

/** The model answered, but not with what was asked for (no content, not JSON, or not the schema). */
export class InvalidModelAnswerError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'InvalidModelAnswerError';
  }
}

export interface StructuredCompletionOptions<Schema extends z.ZodType> {
  apiKey: string;
  /** OpenAI-compatible endpoint, e.g. `https://api.openai.com/v1` (OPENAI_BASE_URL). */
  baseURL?: string;
  model: string;
  /** Whole request budget; the call throws after it. */
  timeoutMs: number;
  temperature: number;
  /** What the answer must be: sent to the model as its JSON schema and checked on the way back. */
  schema: Schema;
  /** The JSON schema's name in the request's `response_format`, e.g. `life_guide`. */
  schemaName: string;
  /** The answer's name in error messages: "The model answer does not match the <label> schema". */
  schemaLabel: string;
}

/** One chat turn: the instructions and the data they apply to. */
export interface StructuredCompletionPrompt {
  system: string;
  user: string;
}

/**
 * One chat completion of an OpenAI(-compatible) model with structured output, checked against a zod
 * schema: resolves with the parsed answer, or throws (HTTP error, timeout, `InvalidModelAnswerError`).
 * No retries: the callers' built-in engines are the retry, so a slow or failing model must not hold
 * an answer up; each caller decides how it falls back.
 */
export function createStructuredCompletion<Schema extends z.ZodType>(
  options: StructuredCompletionOptions<Schema>,
): (prompt: StructuredCompletionPrompt) => Promise<z.output<Schema>> {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: options.timeoutMs, maxRetries: 0 });
  const jsonSchema = z.toJSONSchema(options.schema) as Record<string, unknown>;

  return async function complete(prompt) {
    const completion = await client.chat.completions.create(
      {
        model: options.model,
        temperature: options.temperature,
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
        response_format: { type: 'json_schema', json_schema: { name: options.schemaName, schema: jsonSchema, strict: false } },
      },
      { signal: AbortSignal.timeout(options.timeoutMs) },
    );
    const content = completion.choices[0]?.message?.content;
    if (!content) throw new InvalidModelAnswerError('The model returned no content');
    let parsed: unknown;
    try {
      parsed = JSON.parse(content);
    } catch (error) {
      throw new InvalidModelAnswerError('The model answer is not JSON', { cause: error });
    }
    const result = options.schema.safeParse(parsed);
    if (!result.success) {
      throw new InvalidModelAnswerError(`The model answer does not match the ${options.schemaLabel} schema: ${result.error.message}`);
    }
    return result.data;
  };
}
