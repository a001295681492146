import { z } from 'zod';
import { contentScoresSchema, type ContentScores, type ContentTypeValue } from '@alive/contracts';
import { classifyContent } from '@alive/domain';
import { createStructuredCompletion } from '@alive/service-kit/ai';

/**
 * What classifies a title into the five scores (docs/product/admin.md, Content library): the built-in
 * lexicon classifier of @alive/domain by default, an OpenAI model when OPENAI_API_KEY is set. Both
 * answer the same contract; the model's answer is validated and any failure falls back to the
 * built-in classifier.
 */
export interface ContentToClassifyRequest {
  title: string;
  contentType: ContentTypeValue;
  year?: number | null;
  author?: string | null;
  director?: string | null;
  genre?: string | null;
}

export interface ContentClassifier {
  name: 'builtin' | 'openai';
  classify(content: ContentToClassifyRequest): Promise<ContentScores>;
}

export const builtinContentClassifier: ContentClassifier = {
  name: 'builtin',
  async classify(content) {
    return classifyContent(content);
  },
};

export interface ClassifierAnswer extends ContentScores {
  engine: ContentClassifier['name'];
}

/** Runs `classifier`, answering with the built-in classifier when it throws (HTTP error, timeout, invalid answer). */
export function withBuiltinClassifierFallback(
  classifier: ContentClassifier,
  onFallback: (error: unknown) => void,
): (content: ContentToClassifyRequest) => Promise<ClassifierAnswer> {
  return async (content) => {
    if (classifier.name !== 'builtin') {
      try {
        return { ...(await classifier.classify(content)), engine: classifier.name };
      } catch (error) {
        onFallback(error);
      }
    }
    return { ...(await builtinContentClassifier.classify(content)), engine: 'builtin' };
  };
}

const SYSTEM_PROMPT = [
  'You classify films, TV series and books for A.L.I.V.E, which describes tastes on five dimensions, each scored as a whole number from -2 to +2:',
  'primaryDriveScore (+ intrinsic, for oneself; - social, shared with others), happinessOrientationScore (+ meaningful; - emotional, fun),',
  'lifeEngagementScore (+ active, energetic; - reflective, calm), valueInvestmentScore (+ exploring, novel; - traditional, familiar),',
  'locusControlScore (+ control, agency and plans; - flow, letting things happen).',
  'Score the work as its typical audience experiences it; 0 when it does not lean. Give a confidence from 0 to 1 and one sentence of reasoning for the administrator.',
  'Answer with one JSON object with exactly those seven fields. No markdown.',
].join(' ');

/** The model's answer is the contract's scores, reasoning bounded. */
export const modelContentScoresSchema = contentScoresSchema.extend({ reasoning: z.string().trim().min(1).max(400) });

export interface OpenAiClassifierOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
}

export function createOpenAiContentClassifier(options: OpenAiClassifierOptions): ContentClassifier {
  const complete = createStructuredCompletion({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    model: options.model,
    timeoutMs: options.timeoutMs,
    temperature: 0.2,
    schema: modelContentScoresSchema,
    schemaName: 'content_classification',
    schemaLabel: 'content classification',
  });
  return {
    name: 'openai',
    async classify(content) {
      const facts = Object.fromEntries(Object.entries(content).filter(([, value]) => value !== null && value !== undefined && value !== ''));
      return complete({ system: SYSTEM_PROMPT, user: `Classify this ${content.contentType}:\n${JSON.stringify(facts)}` });
    },
  };
}
