import { createStructuredCompletion } from '@alive/service-kit/ai';
import { DIMENSION_BY_KEY, tagPhrase, type LifeGuide, type LifeGuideInput } from '@alive/domain';
import { generatedPersonalityInsightsSchema } from '@alive/contracts';
import type { LifeGuideEngine } from './life-guide-engine.ts';

export interface OpenAiLifeGuideOptions {
  apiKey: string;
  /** OpenAI-compatible endpoint, e.g. `https://api.openai.com/v1` (OPENAI_BASE_URL). */
  baseURL?: string;
  model: string;
  /** Whole request budget; the engine throws after it and the caller falls back. */
  timeoutMs: number;
}

const SYSTEM_PROMPT = [
  'You write the Life Guide of A.L.I.V.E, a product that builds a five-dimension well-being profile',
  '(Authentic: intrinsic vs social; Life: meaningful vs emotional; Intentional: active vs reflective;',
  'Vitality: exploring vs traditional; Empowerment: control vs flow) from quick binary choices.',
  'Write warm, concrete, second-person guidance that follows the given poles and how strongly each leans',
  '(a higher percentage means a stronger lean), and use the preferences where they fit, in their own words.',
  'Answer with one JSON object only, exactly this shape:',
  '{"shareableProfile": string (first person, 1-3 sentences, mentions the type name and code),',
  ' "insights": {"personalLife": {"happinessDrivers": string[3-5], "selfCareIdeas": string[3-5]},',
  ' "relationships": {"communicationStyle": string, "idealPartnerTraits": string[3-5]},',
  ' "career": {"workEnvironment": string, "leadershipStyle": string},',
  ' "actionPlan": {"growthAreas": string[2-4], "weeklyActionItems": string[3-5]}}}.',
  'Every string is at most 300 characters. No markdown.',
].join(' ');

function profilePrompt(input: LifeGuideInput): string {
  const profile = {
    typeName: input.typeName,
    happinessCode: input.happinessCode,
    typeDescription: input.typeDescription,
    dimensions: input.dimensions.map((d) => {
      const definition = DIMENSION_BY_KEY[d.key];
      return {
        dimension: `${definition.aliveWord} (${definition.name})`,
        leansTo: d.pole?.label ?? null,
        percentage: d.percentage,
        otherPole: d.pole?.pole === definition.positive.pole ? definition.negative.label : definition.positive.label,
      };
    }),
    // Phrases, not raw values: a model handed "Premium" writes "Schedule one Premium experience".
    topPreferences: input.topPreferences.map((p) => ({ preference: tagPhrase(p.tagName), score: p.percent })),
  };
  return `Profile:\n${JSON.stringify(profile, null, 2)}`;
}

/**
 * Life Guide written by an OpenAI(-compatible) chat model. The answer must be JSON matching
 * `generatedPersonalityInsightsSchema`; anything else throws (`InvalidModelAnswerError`) so the
 * caller falls back to the built-in engine (life-guide-generator.ts).
 */
export function createOpenAiLifeGuideEngine(options: OpenAiLifeGuideOptions): LifeGuideEngine {
  const complete = createStructuredCompletion({
    ...options,
    temperature: 0.7,
    schema: generatedPersonalityInsightsSchema,
    schemaName: 'life_guide',
    schemaLabel: 'Life Guide',
  });

  return {
    name: 'openai',
    generate: (input: LifeGuideInput): Promise<LifeGuide> => complete({ system: SYSTEM_PROMPT, user: profilePrompt(input) }),
  };
}
