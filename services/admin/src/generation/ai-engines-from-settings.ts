import { z } from 'zod';
import type { AiPairEngine } from './ai-pair-engine.ts';
import { createOpenAiContentClassifier, type ContentClassifier } from './content-classifier.ts';
import { createOpenAiPairEngine } from './openai-ai-pair-engine.ts';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
export const DEFAULT_ADMIN_AI_TIMEOUT_MS = 8_000;

const openAiEnvSchema = z.object({
  OPENAI_API_KEY: z.string().trim().optional(),
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  OPENAI_MODEL: z.string().trim().min(1).default(DEFAULT_OPENAI_MODEL),
});

/** OPENAI_API_KEY, OPENAI_BASE_URL and OPENAI_MODEL checked; undefined without a key. */
function openAiSettings(env: Record<string, string | undefined>): { apiKey: string; baseURL?: string; model: string } | undefined {
  const parsed = openAiEnvSchema.safeParse({ ...env, OPENAI_BASE_URL: env.OPENAI_BASE_URL || undefined, OPENAI_MODEL: env.OPENAI_MODEL || undefined });
  if (!parsed.success) {
    throw new Error(`Invalid OpenAI configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const { OPENAI_API_KEY: apiKey, OPENAI_BASE_URL: baseURL, OPENAI_MODEL: model } = parsed.data;
  return apiKey ? { apiKey, baseURL, model } : undefined;
}

/**
 * The OpenAI pair engine when OPENAI_API_KEY is set (OPENAI_BASE_URL for any OpenAI-compatible
 * endpoint, OPENAI_MODEL default gpt-4o-mini; time budget ADMIN_AI_TIMEOUT_MS, default 8000);
 * undefined otherwise, which leaves the built-in engine.
 */
export function aiPairEngineFromEnv(env: Record<string, string | undefined>, timeoutMs: number): AiPairEngine | undefined {
  const settings = openAiSettings(env);
  return settings ? createOpenAiPairEngine({ ...settings, timeoutMs }) : undefined;
}

/** The OpenAI content classifier under the same settings; undefined without a key (the built-in classifier). */
export function contentClassifierFromEnv(env: Record<string, string | undefined>, timeoutMs: number): ContentClassifier | undefined {
  const settings = openAiSettings(env);
  return settings ? createOpenAiContentClassifier({ ...settings, timeoutMs }) : undefined;
}
