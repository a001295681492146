import type { AiPairDrafts, AiPairDraftsRequest, AiRecommendation, AiRecommendationsRequest, GapAnalysis } from '@alive/contracts';
import { analyzeGaps } from '@alive/domain';
import type { AiPairAnswer, AiPairRequest } from '../generation/ai-pair-engine.ts';
import { AI_CATEGORY_SOURCES, type PairSource } from './ai-pair-sources.ts';
import { loadPairMaterial, type PairMaterial, type PairMaterialDeps } from './ai-pair-material.ts';

/** AI Recommendations and gap analysis (docs/product/admin.md, AI pair engine). */
export interface AiPairDeps {
  sources: PairMaterialDeps;
  /** The configured engine with the built-in fallback. */
  propose: (request: AiPairRequest) => Promise<AiPairAnswer>;
}

function sourceOf(category: string): PairSource {
  const source = AI_CATEGORY_SOURCES[category];
  // The contract only lets known categories through.
  if (!source) throw new Error(`No pair source for category ${category}`);
  return source;
}

/** What the engine is asked for one category's material. */
export function pairRequest(material: PairMaterial, extraExisting: readonly { option1: string; option2: string }[], limit: number): AiPairRequest {
  return {
    category: material.source.label,
    pairs: material.covered,
    material: material.material,
    existingPairs: [...material.shared, ...extraExisting],
    populationScores: material.populationScores,
    groupOf: material.groupOf,
    limit,
  };
}

/** POST /api/gap-analysis. */
export async function gapAnalysis(deps: Pick<AiPairDeps, 'sources'>, category: string): Promise<GapAnalysis> {
  const material = await loadPairMaterial(deps.sources, sourceOf(category));
  const result = analyzeGaps({ category: material.source.label, pairs: material.covered, material: material.material });
  return {
    category,
    activePairs: result.activePairs,
    underexploredAreas: result.underexploredAreas,
    suggestedDimensions: result.suggestedDimensions,
    missingContrasts: result.missingContrasts,
  };
}

/** POST /api/ai-recommendations: new pairs of real titles that fill the category's gaps; none that exists. */
export async function aiRecommendations(deps: AiPairDeps, request: Required<AiRecommendationsRequest>): Promise<AiRecommendation[]> {
  const material = await loadPairMaterial(deps.sources, sourceOf(request.category));
  const { proposals } = await deps.propose(pairRequest(material, request.existingPairs, request.limit));
  return proposals.map((proposal) => ({
    option1: proposal.option1,
    option2: proposal.option2,
    option1Tags: proposal.option1Tags,
    option2Tags: proposal.option2Tags,
    category: material.source.storeAs ?? proposal.group,
    confidence: proposal.confidence,
    reasoning: proposal.reasoning,
  }));
}

/**
 * POST /api/admin/ai-pair-drafts (Generate AI Pairs): each category's recommendations in turn, every
 * earlier draft passed on as existing so no pair is drafted twice. Nothing is written: the admin keeps
 * the drafts they want and publishes those (docs/product/admin.md, Decision — AI pairs are drafts first).
 */
export async function aiPairDrafts(deps: AiPairDeps, request: Required<AiPairDraftsRequest>): Promise<AiPairDrafts> {
  const drafts: AiRecommendation[] = [];
  for (const category of request.categories) {
    const existingPairs = drafts.map(({ option1, option2 }) => ({ option1, option2 }));
    drafts.push(...(await aiRecommendations(deps, { category, existingPairs, limit: request.perCategory })));
  }
  return { drafts };
}
