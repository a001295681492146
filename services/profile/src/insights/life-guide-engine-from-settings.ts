import { z } from 'zod';
import type { LifeGuideEngine } from './life-guide-engine.ts';
import { createOpenAiLifeGuideEngine } from './openai-life-guide-engine.ts';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
export const DEFAULT_OPENAI_TIMEOUT_MS = 8_000;

const openAiEnvSchema = z.object({
  OPENAI_API_KEY: z.string().trim().optional(),
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  OPENAI_MODEL: z.string().trim().min(1).default(DEFAULT_OPENAI_MODEL),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(DEFAULT_OPENAI_TIMEOUT_MS),
});

/**
 * The OpenAI Life Guide engine when OPENAI_API_KEY is set (OPENAI_BASE_URL, OPENAI_MODEL default
 * gpt-4o-mini, OPENAI_TIMEOUT_MS default 8000); undefined otherwise, which leaves the built-in engine.
 */
export function lifeGuideEngineFromEnv(env: Record<string, string | undefined>): LifeGuideEngine | undefined {
  const parsed = openAiEnvSchema.safeParse({ ...env, OPENAI_BASE_URL: env.OPENAI_BASE_URL || undefined });
  if (!parsed.success) {
    throw new Error(`Invalid OpenAI configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const { OPENAI_API_KEY: apiKey, OPENAI_BASE_URL: baseURL, OPENAI_MODEL: model, OPENAI_TIMEOUT_MS: timeoutMs } = parsed.data;
  if (!apiKey) return undefined;
  return createOpenAiLifeGuideEngine({ apiKey, baseURL, model, timeoutMs });
}
