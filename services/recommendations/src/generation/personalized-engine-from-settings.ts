import { openAiConnection, type OpenAiSettings } from '@alive/service-kit';
import type { PersonalizedEngine } from './personalized-engine.ts';
import { createOpenAiPersonalizedEngine } from './openai-personalized-engine.ts';

/**
 * The OpenAI engine for personalized lists when OPENAI_API_KEY is set (the shared OpenAI settings,
 * docs/architecture.md "Settings"), answering within `timeoutMs` (RECOMMENDATIONS_AI_TIMEOUT_MS,
 * settings.ts); undefined otherwise, which leaves the built-in engine.
 */
export function personalizedEngineFromSettings(openai: OpenAiSettings, timeoutMs: number): PersonalizedEngine | undefined {
  const connection = openAiConnection(openai, timeoutMs);
  return connection ? createOpenAiPersonalizedEngine(connection) : undefined;
}
