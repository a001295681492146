import {
  ADMIN_CATEGORY_VALUES,
  CHOICE_CATEGORIES,
  SMART_ENGINE_CATEGORIES,
  SMART_ENGINE_RECOMMENDATION_LIMIT,
  type AlgorithmAnalysis,
  type PairEvaluation,
  type SmartEngineCategory,
  type SmartSuggestion,
  type SmartSuggestions,
} from '@alive/contracts';
import {
  analyzeAlgorithm,
  categoryCounts,
  consistencyScore,
  evaluatePair,
  explorationLevel,
  optionTags,
  parseOptionTags,
  tagDisplayName,
  toAdminPair,
  type GapPairProposal,
} from '@alive/domain';
import type { AdminChoicePairRepository } from '../data/admin-choice-pair-repository.ts';
import type { AiPairSourcesRepository } from '../data/ai-pair-sources-repository.ts';
import type { AiPairAnswer, AiPairRequest } from '../generation/ai-pair-engine.ts';
import { pairRequest } from './ai-pair-recommendations.ts';
import { loadPairMaterial } from './ai-pair-material.ts';
import { SMART_CATEGORY_SOURCES } from './ai-pair-sources.ts';

/**
 * The Smart Choice Pair Engine (docs/product/admin.md, Smart Choice Pair Engine): Generate and
 * Recommendations run the same gap engine as AI Recommendations over the engine category's material;
 * Evaluate scores a typed pair; Analytics reads the shared set. Add, which stores the selected pairs,
 * is the choices service's: the one writer of the pairs (docs/data-ownership.md).
 */
export interface SmartEngineDeps {
  sources: Pick<AiPairSourcesRepository, 'sharedPairs' | 'catalogue' | 'library' | 'populationScores' | 'profile'>;
  pairs: AdminChoicePairRepository;
  propose: (request: AiPairRequest) => Promise<AiPairAnswer>;
}

function toSuggestion(proposal: GapPairProposal, category: SmartEngineCategory, pairCategory: string): SmartSuggestion {
  const score = Math.round(proposal.confidence * 10_000) / 10_000;
  const tags = [
    ...new Set([...parseOptionTags(proposal.option1Tags).preferences.keys(), ...parseOptionTags(proposal.option2Tags).preferences.keys()]),
  ].map(tagDisplayName);
  return {
    id: proposal.id,
    optionA: proposal.option1,
    optionB: proposal.option2,
    option1: proposal.option1,
    option2: proposal.option2,
    category,
    pairCategory,
    difficulty: proposal.difficulty,
    tags,
    option1Tags: proposal.option1Tags,
    option2Tags: proposal.option2Tags,
    reasoning: proposal.reasoning,
    score,
    quality_score: score,
    userAnalysis: { targetedPreferences: proposal.targetedPreferences, explorationArea: proposal.explorationArea },
  };
}

async function suggest(deps: SmartEngineDeps, category: SmartEngineCategory, count: number): Promise<SmartSuggestion[]> {
  const source = SMART_CATEGORY_SOURCES[category];
  const material = await loadPairMaterial(deps.sources, source);
  const { proposals } = await deps.propose(pairRequest(material, [], count));
  return proposals.map((proposal) => toSuggestion(proposal, category, source.storeAs ?? proposal.group));
}

/** POST /api/smart-choice-pairs/generate: up to `count` new pairs for the category; nothing written. */
export async function generateSmartPairs(deps: SmartEngineDeps, request: { category: SmartEngineCategory; count: number }): Promise<SmartSuggestions> {
  return { category: request.category, suggestions: await suggest(deps, request.category, request.count) };
}

/** GET /api/smart-choice-pairs/recommendations: the pairs the whole shared set needs most. */
export async function smartRecommendations(deps: SmartEngineDeps): Promise<{ recommendations: SmartSuggestion[] }> {
  return { recommendations: await suggest(deps, 'general', SMART_ENGINE_RECOMMENDATION_LIMIT) };
}

/** POST /api/smart-choice-pairs/evaluate: the typed pair's quality and the admin's own choosing. */
export async function evaluateSmartPair(
  deps: SmartEngineDeps,
  userId: string,
  pair: { optionA: string; optionB: string; category: string },
): Promise<PairEvaluation> {
  const engineCategory = SMART_ENGINE_CATEGORIES.find((value) => value === pair.category.toLowerCase());
  const source = engineCategory ? SMART_CATEGORY_SOURCES[engineCategory] : null;
  const adminCategory = pair.category ? ADMIN_CATEGORY_VALUES.find((value) => value.toLowerCase() === pair.category.toLowerCase()) : undefined;
  const material = await loadPairMaterial(deps.sources, source ?? SMART_CATEGORY_SOURCES.general);
  const profile = await deps.sources.profile(userId);
  const categoryPairs = adminCategory ? material.shared.filter((p) => p.isActive && p.category === adminCategory) : material.covered;
  const label = adminCategory ?? (source && source.label !== 'all' ? source.label : '');
  const result = evaluatePair({
    option1: pair.optionA,
    option2: pair.optionB,
    category: label,
    known: [
      ...material.shared.flatMap((p) => [
        { text: p.option1, tags: p.option1Tags },
        { text: p.option2, tags: p.option2Tags },
      ]),
      // A title reads as its tags and its leanings' poles, as a generated pair's options carry them.
      ...material.material.map((item) => ({ text: item.title, tags: optionTags(item) })),
    ],
    categoryPairs,
    existingPairs: material.shared,
    populationScores: material.populationScores,
  });
  const vocabulary = [
    ...new Set(material.shared.filter((p) => p.isActive).flatMap((p) => [...parseOptionTags(p.option1Tags).preferences.keys(), ...parseOptionTags(p.option2Tags).preferences.keys()])),
  ];
  const profileInput = { ...profile, vocabulary, categories: CHOICE_CATEGORIES };
  return {
    ...result,
    userAnalysis: {
      explorationLevel: explorationLevel(profileInput),
      consistencyScore: consistencyScore(profileInput),
      dominantCategories: categoryCounts(profile.choices)
        .slice(0, 3)
        .map(([category, choices]) => ({ category, choices })),
      choiceCount: profile.choices.length,
    },
  };
}

/** GET /api/algorithm-analysis. */
export async function algorithmAnalysis(deps: Pick<SmartEngineDeps, 'pairs'>): Promise<AlgorithmAnalysis> {
  const rows = (await deps.pairs.list()).map(toAdminPair);
  return analyzeAlgorithm(rows);
}
