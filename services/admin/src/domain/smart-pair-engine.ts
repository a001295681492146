import createError from 'http-errors';
import {
  ADMIN_CATEGORY_VALUES,
  CHOICE_CATEGORIES,
  SMART_CATEGORY_PAIR_CATEGORY,
  SMART_ENGINE_CATEGORIES,
  SMART_ENGINE_RECOMMENDATION_LIMIT,
  type AlgorithmAnalysis,
  type PairEvaluation,
  type SmartAddResult,
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
  pairKey,
  parseOptionTags,
  sameOption,
  tagDisplayName,
  type GapPairProposal,
} from '@alive/domain';
import { DuplicatePairError, type AdminChoicePairRepository } from '../data/admin-choice-pair-repository.ts';
import type { AiPairSourcesRepository } from '../data/ai-pair-sources-repository.ts';
import type { AiPairAnswer, AiPairRequest } from '../generation/ai-pair-engine.ts';
import { pairRequest } from './ai-pair-recommendations.ts';
import { loadPairMaterial } from './ai-pair-material.ts';
import { SMART_CATEGORY_SOURCES } from './ai-pair-sources.ts';
import { toAdminPair } from './choice-pair-admin.ts';

/**
 * The Smart Choice Pair Engine (docs/product/admin.md, Smart Choice Pair Engine): Generate and
 * Recommendations run the same gap engine as AI Recommendations over the engine category's material;
 * Evaluate scores a typed pair; Add stores the selected pairs active; Analytics reads the shared set.
 */
export interface SmartEngineDeps {
  sources: Pick<AiPairSourcesRepository, 'sharedPairs' | 'catalogue' | 'library' | 'populationScores' | 'profile'>;
  pairs: AdminChoicePairRepository;
  propose: (request: AiPairRequest) => Promise<AiPairAnswer>;
}

/** Where an added pair is filed: an admin pair category as it is, an engine category by its mapping. */
export function storedCategory(category: string): string {
  const admin = ADMIN_CATEGORY_VALUES.find((value) => value.toLowerCase() === category.toLowerCase());
  if (admin) return admin;
  const engine = SMART_ENGINE_CATEGORIES.find((value) => value === category.toLowerCase());
  if (engine) return SMART_CATEGORY_PAIR_CATEGORY[engine];
  throw createError(400, `category must be one of ${[...ADMIN_CATEGORY_VALUES, ...SMART_ENGINE_CATEGORIES].join(', ')}`);
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

interface PairToAdd {
  option1: string;
  option2: string;
  category: string;
  option1Tags: Record<string, number>;
  option2Tags: Record<string, number>;
}

/**
 * POST /api/smart-choice-pairs/add: every category is checked before anything is written, then each
 * pair is created active; a pair that exists (or repeats one earlier in the list) is skipped with its
 * reason, so one duplicate does not cost the admin the rest of the selection.
 */
export async function addSmartPairs(deps: Pick<SmartEngineDeps, 'pairs'>, selection: readonly PairToAdd[]): Promise<SmartAddResult> {
  const prepared = selection.map((pair) => {
    if (sameOption(pair.option1, pair.option2)) throw createError(400, `The two options must differ (${pair.option1})`);
    return { ...pair, category: storedCategory(pair.category) };
  });
  const added: SmartAddResult['added'] = [];
  const skipped: SmartAddResult['skipped'] = [];
  const seen = new Set<string>();
  for (const pair of prepared) {
    const key = pairKey(pair.option1, pair.option2);
    if (seen.has(key)) {
      skipped.push({ option1: pair.option1, option2: pair.option2, existingId: null, reason: 'Listed twice in this request' });
      continue;
    }
    seen.add(key);
    try {
      added.push(toAdminPair(await deps.pairs.create({ ...pair, isActive: true }, 'smart')));
    } catch (error) {
      if (!(error instanceof DuplicatePairError)) throw error;
      skipped.push({ option1: pair.option1, option2: pair.option2, existingId: error.existingId, reason: 'This choice pair already exists' });
    }
  }
  const message =
    skipped.length === 0 ? `Added ${added.length} choice pairs` : `Added ${added.length} choice pairs; ${skipped.length} skipped (already there)`;
  return { added, skipped, message };
}

/** GET /api/algorithm-analysis. */
export async function algorithmAnalysis(deps: Pick<SmartEngineDeps, 'pairs'>): Promise<AlgorithmAnalysis> {
  const rows = (await deps.pairs.list()).map(toAdminPair);
  return analyzeAlgorithm(rows);
}
