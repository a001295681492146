import { z } from 'zod';
import type { PersonalizedEngine } from './personalized-engine.ts';
import { createOpenAiPersonalizedEngine } from './openai-personalized-engine.ts';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

const openAiEnvSchema = z.object({
  OPENAI_API_KEY: z.string().trim().optional(),
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  OPENAI_MODEL: z.string().trim().min(1).default(DEFAULT_OPENAI_MODEL),
});

/**
 * The OpenAI engine for personalized lists when OPENAI_API_KEY is set (OPENAI_BASE_URL for any
 * OpenAI-compatible endpoint, OPENAI_MODEL default gpt-4o-mini; its time budget is
 * RECOMMENDATIONS_AI_TIMEOUT_MS, settings.ts); undefined otherwise, which leaves the built-in engine.
 */
export function personalizedEngineFromEnv(env: Record<string, string | undefined>, timeoutMs: number): PersonalizedEngine | undefined {
  const parsed = openAiEnvSchema.safeParse({ ...env, OPENAI_BASE_URL: env.OPENAI_BASE_URL || undefined, OPENAI_MODEL: env.OPENAI_MODEL || undefined });
  if (!parsed.success) {
    throw new Error(`Invalid OpenAI configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const { OPENAI_API_KEY: apiKey, OPENAI_BASE_URL: baseURL, OPENAI_MODEL: model } = parsed.data;
  if (!apiKey) return undefined;
  return createOpenAiPersonalizedEngine({ apiKey, baseURL, model, timeoutMs });
}
