import { z } from 'zod';
import type { AiPairEngine } from './ai-pair-engine.ts';
import { createOpenAiPairEngine } from './openai-ai-pair-engine.ts';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
export const DEFAULT_ADMIN_AI_TIMEOUT_MS = 8_000;

const openAiEnvSchema = z.object({
  OPENAI_API_KEY: z.string().trim().optional(),
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  OPENAI_MODEL: z.string().trim().min(1).default(DEFAULT_OPENAI_MODEL),
});

/**
 * The OpenAI pair engine when OPENAI_API_KEY is set (OPENAI_BASE_URL for any OpenAI-compatible
 * endpoint, OPENAI_MODEL default gpt-4o-mini; time budget ADMIN_AI_TIMEOUT_MS, default 8000);
 * undefined otherwise, which leaves the built-in engine.
 */
export function aiPairEngineFromEnv(env: Record<string, string | undefined>, timeoutMs: number): AiPairEngine | undefined {
  const parsed = openAiEnvSchema.safeParse({ ...env, OPENAI_BASE_URL: env.OPENAI_BASE_URL || undefined, OPENAI_MODEL: env.OPENAI_MODEL || undefined });
  if (!parsed.success) {
    throw new Error(`Invalid OpenAI configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const { OPENAI_API_KEY: apiKey, OPENAI_BASE_URL: baseURL, OPENAI_MODEL: model } = parsed.data;
  if (!apiKey) return undefined;
  return createOpenAiPairEngine({ apiKey, baseURL, model, timeoutMs });
}
