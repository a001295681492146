import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiJson } from '@alive/api-client';
import type {
  AdminChoicePair,
  AdminChoicePairRequest,
  AdminChoicePairUpdate,
  AiRecommendation,
  AiRecommendationsRequest,
  AlgorithmAnalysis,
  GapAnalysis,
  PairEvaluation,
  RemovedChoicePair,
  SmartAddResult,
  SmartEngineCategory,
  SmartRecommendationsList,
  SmartSuggestion,
  SmartSuggestions,
  TagHierarchy,
} from '@alive/contracts';

/**
 * Every choice-pair call of the admin screens (docs/product/admin.md, API) and the query keys they own.
 * `choicePairsQueryKey` is the choice-pairs cache Add invalidates (docs/product/admin.md, Smart engine): the pair list, the
 * tag tree and the smart engine's analysis all start with it, so one invalidation refreshes them.
 */
export const CHOICE_PAIRS_PATH = '/api/admin/choice-pairs';

export const choicePairsQueryKey = [CHOICE_PAIRS_PATH] as const;

export const choicePairsQueryOptions = queryOptions({
  queryKey: choicePairsQueryKey,
  queryFn: () => apiJson<AdminChoicePair[]>('GET', CHOICE_PAIRS_PATH),
});

export const tagHierarchyQueryOptions = queryOptions({
  queryKey: [CHOICE_PAIRS_PATH, 'tag-hierarchy'] as const,
  queryFn: () => apiJson<TagHierarchy>('GET', '/api/admin/tag-hierarchy'),
});

export const algorithmAnalysisQueryOptions = queryOptions({
  queryKey: [CHOICE_PAIRS_PATH, 'algorithm-analysis'] as const,
  queryFn: () => apiJson<AlgorithmAnalysis>('GET', '/api/algorithm-analysis'),
});

const pairPath = (id: number) => `${CHOICE_PAIRS_PATH}/${id}`;

export const createChoicePair = (input: AdminChoicePairRequest) => apiJson<AdminChoicePair>('POST', CHOICE_PAIRS_PATH, input);
export const updateChoicePair = (id: number, patch: AdminChoicePairUpdate) => apiJson<AdminChoicePair>('PATCH', pairPath(id), patch);
export const removeChoicePair = (id: number) => apiJson<RemovedChoicePair>('DELETE', pairPath(id));

/** Creates a proposed AI pair as an active pair, with its words, category and tags as proposed. */
export const createPairFromRecommendation = (recommendation: AiRecommendation) =>
  createChoicePair({
    option1: recommendation.option1,
    option2: recommendation.option2,
    category: recommendation.category,
    option1Tags: recommendation.option1Tags,
    option2Tags: recommendation.option2Tags,
    isActive: true,
  });
export const getAiRecommendations = (input: AiRecommendationsRequest) => apiJson<AiRecommendation[]>('POST', '/api/ai-recommendations', input);
export const getGapAnalysis = (category: string) => apiJson<GapAnalysis>('POST', '/api/gap-analysis', { category });

export const generateSmartPairs = (category: SmartEngineCategory, count: number) =>
  apiJson<SmartSuggestions>('POST', '/api/smart-choice-pairs/generate', { category, count });
export const getSmartRecommendations = () => apiJson<SmartRecommendationsList>('GET', '/api/smart-choice-pairs/recommendations');
export const evaluateSmartPair = (choicePair: { optionA: string; optionB: string; category: string }) =>
  apiJson<PairEvaluation>('POST', '/api/smart-choice-pairs/evaluate', { choicePair });
export const addSmartPairs = (pairs: readonly SmartSuggestion[]) =>
  apiJson<SmartAddResult>('POST', '/api/smart-choice-pairs/add', {
    choicePairs: pairs.map((pair) => ({
      optionA: pair.optionA,
      optionB: pair.optionB,
      category: pair.pairCategory,
      option1Tags: pair.option1Tags,
      option2Tags: pair.option2Tags,
    })),
  });

/** The server's message of a failed call, when it sent one (without the validator's field prefix). */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.serverMessage) return null;
  return error.serverMessage.replace(/^Invalid request body: (?:[\w.[\]]+: )?/, '');
}
