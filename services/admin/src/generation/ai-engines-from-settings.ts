import { openAiConnection, type OpenAiSettings } from '@alive/service-kit';
import type { AiPairEngine } from './ai-pair-engine.ts';
import { createOpenAiContentClassifier, type ContentClassifier } from './content-classifier.ts';
import { createOpenAiPairEngine } from './openai-ai-pair-engine.ts';

/**
 * The OpenAI pair engine when OPENAI_API_KEY is set (the shared OpenAI settings, docs/architecture.md
 * "Settings"), with the admin's own time budget; undefined otherwise, which leaves the built-in engine.
 */
export function aiPairEngineFromSettings(openai: OpenAiSettings, timeoutMs: number | undefined): AiPairEngine | undefined {
  const connection = openAiConnection(openai, timeoutMs);
  return connection ? createOpenAiPairEngine(connection) : undefined;
}

/** The OpenAI content classifier under the same settings; undefined without a key (the built-in classifier). */
export function contentClassifierFromSettings(openai: OpenAiSettings, timeoutMs: number | undefined): ContentClassifier | undefined {
  const connection = openAiConnection(openai, timeoutMs);
  return connection ? createOpenAiContentClassifier(connection) : undefined;
}
