import { openAiConnection, type OpenAiSettings } from '@alive/service-kit';
import type { LifeGuideEngine } from './life-guide-engine.ts';
import { createOpenAiLifeGuideEngine } from './openai-life-guide-engine.ts';

/**
 * The OpenAI Life Guide engine when OPENAI_API_KEY is set (the shared OpenAI settings,
 * docs/architecture.md "Settings"); undefined otherwise, which leaves the built-in engine.
 */
export function lifeGuideEngineFromSettings(openai: OpenAiSettings): LifeGuideEngine | undefined {
  const connection = openAiConnection(openai);
  return connection ? createOpenAiLifeGuideEngine(connection) : undefined;
}
