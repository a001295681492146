import { z } from 'zod';
import { createStructuredCompletion, InvalidModelAnswerError } from '@alive/service-kit/ai';
import { personalizedRecommendationSchema } from '@alive/contracts';
import { DIMENSIONS, personPosition, tagDisplayName, isAliveEvidenceTag, type PersonTaste } from '@alive/domain';
import type { CatalogueItem } from '../data/catalogue-repository.ts';
import { builtinPersonalizedEngine, type PersonalizedEngine, type RankedPick, type RankingRequest } from './personalized-engine.ts';

export interface OpenAiPersonalizedOptions {
  apiKey: string;
  /** OpenAI-compatible endpoint, e.g. `https://api.openai.com/v1` (OPENAI_BASE_URL). */
  baseURL?: string;
  model: string;
  /** Whole request budget (RECOMMENDATIONS_AI_TIMEOUT_MS); the engine throws after it and the built-in engine answers. */
  timeoutMs: number;
  /** How many of the built-in engine's best items the model chooses among. */
  shortlist?: number;
}

export const DEFAULT_SHORTLIST = 30;

/**
 * The model's answer: the shortlisted items in its order, each with a confidence and a reasoning
 * sentence. Built from the personalized recommendation contract, so what the model says about an item
 * obeys the same rules as what the built-in engine says.
 */
export const modelRankingSchema = z.object({
  recommendations: z
    .array(
      personalizedRecommendationSchema
        .pick({ id: true, confidence: true, reasoning: true })
        .extend({ reasoning: z.string().trim().min(1).max(300) }),
    )
    .min(1),
});
export type ModelRanking = z.infer<typeof modelRankingSchema>;

const SYSTEM_PROMPT = [
  'You choose personal recommendations for A.L.I.V.E, a product that learns what a person enjoys from quick binary choices.',
  'You get the person (their strongest and weakest preference tags, their leanings on five dimensions, items they liked or disliked)',
  'and a shortlist of catalogue items (id, title, category, tags, leanings from -2 to +2 per dimension, + meaning the first pole named).',
  'Order the shortlisted items from best to worst fit for this person. For each give its id exactly as given, a confidence from 0 to 1',
  'that the person will enjoy it, and one short sentence in the second person naming what in their profile it matches.',
  'Use only ids from the shortlist, each at most once. Answer with one JSON object: {"recommendations": [{"id", "confidence", "reasoning"}]}. No markdown.',
].join(' ');

function personPrompt(taste: PersonTaste) {
  const preferences = Object.entries(taste.preferences).sort((a, b) => b[1] - a[1]);
  const dimensions = personPosition(taste.dimensions)
    .filter((d) => d.evidence > 0)
    .map((d) => ({
      dimension: `${d.definition.positive.label} (+) vs ${d.definition.negative.label} (-)`,
      lean: Math.round(d.lean * 100) / 100,
      evidence: Math.round(d.evidence * 100) / 100,
    }));
  return {
    strongestPreferences: preferences.slice(0, 10).map(([tag, score]) => ({ tag: tagDisplayName(tag), score })),
    weakestPreferences: preferences.slice(-5).reverse().map(([tag, score]) => ({ tag: tagDisplayName(tag), score })),
    dimensions,
    feedback: taste.feedback.slice(-20).map((f) => ({ item: f.recommendationId, action: f.action })),
  };
}

function itemPrompt(item: CatalogueItem) {
  return {
    id: item.id,
    title: item.title,
    category: item.category,
    tags: Object.keys(item.tags).filter((tag) => !isAliveEvidenceTag(tag)).map(tagDisplayName),
    leanings: Object.fromEntries(
      DIMENSIONS.filter((d) => item.leanings[d.key] !== 0).map((d) => [`${d.positive.label}/${d.negative.label}`, item.leanings[d.key]]),
    ),
  };
}

/**
 * Personalized lists chosen by an OpenAI(-compatible) chat model (structured output), among the
 * built-in engine's shortlist: the built-in engine keeps out what must stay out (disliked and used
 * items) and bounds the prompt; the model orders and explains. The answer must match
 * `modelRankingSchema` and name only shortlisted ids; anything else throws, so the caller falls back
 * to the built-in list. Shortlisted items the model left out follow in the built-in order.
 */
export function createOpenAiPersonalizedEngine(options: OpenAiPersonalizedOptions): PersonalizedEngine {
  const complete = createStructuredCompletion({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    model: options.model,
    timeoutMs: options.timeoutMs,
    temperature: 0.3,
    schema: modelRankingSchema,
    schemaName: 'recommendations',
    schemaLabel: 'recommendation',
  });
  const shortlistSize = options.shortlist ?? DEFAULT_SHORTLIST;

  return {
    name: 'openai',
    async rank(request: RankingRequest): Promise<RankedPick[]> {
      const builtin = await builtinPersonalizedEngine.rank({ ...request, limit: Math.max(request.limit, shortlistSize) });
      const shortlist = builtin.slice(0, shortlistSize);
      if (shortlist.length === 0) return [];
      const ranking = await complete({
        system: SYSTEM_PROMPT,
        user: `Person:\n${JSON.stringify(personPrompt(request.taste))}\n\nCategory: ${request.category}\nShortlist:\n${JSON.stringify(shortlist.map((pick) => itemPrompt(pick.item)))}`,
      });

      const byId = new Map(shortlist.map((pick) => [pick.item.id, pick]));
      const picked: RankedPick[] = [];
      for (const answer of ranking.recommendations) {
        const pick = byId.get(answer.id);
        if (!pick) throw new InvalidModelAnswerError(`The model named an item that was not shortlisted: ${answer.id}`);
        byId.delete(answer.id);
        picked.push({ item: pick.item, confidence: answer.confidence, reasoning: answer.reasoning });
      }
      const leftOut = shortlist.filter((pick) => byId.has(pick.item.id));
      return [...picked, ...leftOut, ...builtin.slice(shortlistSize)].slice(0, request.limit);
    },
  };
}
