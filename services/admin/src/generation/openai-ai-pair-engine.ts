import { z } from 'zod';
import { aiRecommendationSchema } from '@alive/contracts';
import { analyzeGaps, isAliveEvidenceTag, tagDisplayName, type GapPairProposal } from '@alive/domain';
import { createStructuredCompletion, InvalidModelAnswerError } from '@alive/service-kit/ai';
import { builtinAiPairEngine, type AiPairEngine, type AiPairRequest } from './ai-pair-engine.ts';

export interface OpenAiPairOptions {
  apiKey: string;
  /** OpenAI-compatible endpoint (OPENAI_BASE_URL). */
  baseURL?: string;
  model: string;
  /** Whole request budget (ADMIN_AI_TIMEOUT_MS); after it the built-in engine answers. */
  timeoutMs: number;
  /** How many of the built-in engine's candidates the model chooses among. */
  shortlist?: number;
}

export const DEFAULT_PAIR_SHORTLIST = 16;

/**
 * The model's answer: shortlisted pairs in its order, each with a confidence and a reasoning sentence,
 * built from the AI recommendation contract so the model's words obey the same rules as the built-in
 * engine's.
 */
export const modelPairPicksSchema = z.object({
  pairs: z
    .array(
      aiRecommendationSchema
        .pick({ confidence: true, reasoning: true })
        .extend({ id: z.string().min(1), reasoning: z.string().trim().min(1).max(300) }),
    )
    .min(1),
});

const SYSTEM_PROMPT = [
  'You curate choice pairs for A.L.I.V.E, a product that learns what people enjoy and how they lean on five dimensions from quick either-or choices.',
  'You get one category: its gap analysis (what its existing pairs cover least) and a shortlist of candidate pairs made of real catalogue titles,',
  'each with an id, its two options, the tags each option carries and the dimension it contrasts.',
  'Choose the candidates that best fill the gaps while staying a fair, interesting choice, best first.',
  'For each give its id exactly as given, a confidence from 0 to 1 that it improves the set, and one short sentence for the administrator naming the gap it fills.',
  'Use only ids from the shortlist, each at most once. Answer with one JSON object: {"pairs": [{"id", "confidence", "reasoning"}]}. No markdown.',
].join(' ');

function candidatePrompt(proposal: GapPairProposal) {
  const names = (tags: Record<string, number>) => Object.keys(tags).filter((tag) => !isAliveEvidenceTag(tag)).map(tagDisplayName);
  return {
    id: proposal.id,
    option1: proposal.option1,
    option2: proposal.option2,
    option1Tags: names(proposal.option1Tags),
    option2Tags: names(proposal.option2Tags),
    contrasts: `${proposal.dimension.positive.label} vs ${proposal.dimension.negative.label}`,
  };
}

/**
 * Pairs chosen and explained by an OpenAI(-compatible) chat model among the built-in engine's best
 * candidates: the built-in engine keeps what must stay out (existing pairs, invented texts) and bounds
 * the prompt; the model orders and explains. An answer naming anything but a shortlisted id throws, so
 * the caller falls back to the built-in list. Shortlisted pairs the model left out follow in the
 * built-in order.
 */
export function createOpenAiPairEngine(options: OpenAiPairOptions): AiPairEngine {
  const complete = createStructuredCompletion({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    model: options.model,
    timeoutMs: options.timeoutMs,
    temperature: 0.3,
    schema: modelPairPicksSchema,
    schemaName: 'choice_pairs',
    schemaLabel: 'choice pair',
  });
  const shortlistSize = options.shortlist ?? DEFAULT_PAIR_SHORTLIST;

  return {
    name: 'openai',
    async propose(request: AiPairRequest) {
      const shortlist = await builtinAiPairEngine.propose({ ...request, limit: Math.max(request.limit, shortlistSize) });
      if (shortlist.length === 0) return [];
      const gaps = analyzeGaps({ category: request.category, pairs: request.pairs, material: request.material });
      const answer = await complete({
        system: SYSTEM_PROMPT,
        user: [
          `Category: ${request.category} (${gaps.activePairs} active pairs)`,
          `Gap analysis:\n${JSON.stringify({ underexploredAreas: gaps.underexploredAreas, suggestedDimensions: gaps.suggestedDimensions, missingContrasts: gaps.missingContrasts })}`,
          `Shortlist:\n${JSON.stringify(shortlist.map(candidatePrompt))}`,
          `Choose up to ${request.limit}.`,
        ].join('\n\n'),
      });
      const byId = new Map(shortlist.map((proposal) => [proposal.id, proposal]));
      const picked: GapPairProposal[] = [];
      for (const pick of answer.pairs) {
        const proposal = byId.get(pick.id);
        if (!proposal) throw new InvalidModelAnswerError(`The model named a pair that was not shortlisted: ${pick.id}`);
        byId.delete(pick.id);
        picked.push({ ...proposal, confidence: pick.confidence, reasoning: pick.reasoning });
      }
      const leftOut = shortlist.filter((proposal) => byId.has(proposal.id));
      return [...picked, ...leftOut].slice(0, request.limit);
    },
  };
}
