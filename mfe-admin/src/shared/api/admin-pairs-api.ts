import { queryOptions } from '@tanstack/react-query';
import { ApiError, endpointClient } from '@alive/api-client';
import type {
  AdminChoicePairRequest,
  AdminChoicePairUpdate,
  AiRecommendation,
  AiRecommendationsRequest,
  adminEndpoints,
  SmartEngineCategory,
  SmartSuggestion,
} from '@alive/contracts';
import { adminRoutes } from '@alive/contracts/routes';

/**
 * Every choice-pair call of the admin screens (docs/product/admin.md, API), typed by the admin endpoint
 * table, and the query keys they own. `choicePairsQueryKey` is the choice-pairs cache Add invalidates
 * (docs/product/admin.md, Smart engine): the pair list, the tag tree and the smart engine's analysis all
 * start with it, so one invalidation refreshes them (hence the tree's and the analysis' own keys).
 */
export const adminPairsClient = endpointClient<typeof adminEndpoints>(adminRoutes);

export const choicePairsQueryKey = adminPairsClient.listChoicePairs.queryKey();

export const choicePairsQueryOptions = adminPairsClient.listChoicePairs.queryOptions();

export const tagHierarchyQueryOptions = queryOptions({
  queryKey: [...choicePairsQueryKey, 'tag-hierarchy'],
  queryFn: () => adminPairsClient.tagHierarchy(),
});

export const algorithmAnalysisQueryOptions = queryOptions({
  queryKey: [...choicePairsQueryKey, 'algorithm-analysis'],
  queryFn: () => adminPairsClient.algorithmAnalysis(),
});

export const createChoicePair = (input: AdminChoicePairRequest) => adminPairsClient.createChoicePair({ body: input });
export const updateChoicePair = (id: number, patch: AdminChoicePairUpdate) => adminPairsClient.updateChoicePair({ params: { id: String(id) }, body: patch });
export const removeChoicePair = (id: number) => adminPairsClient.deleteChoicePair({ params: { id: String(id) } });

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
export const getAiRecommendations = (input: AiRecommendationsRequest) => adminPairsClient.aiRecommendations({ body: input });
export const getGapAnalysis = (category: string) => adminPairsClient.gapAnalysis({ body: { category } });

export const generateSmartPairs = (category: SmartEngineCategory, count: number) => adminPairsClient.smartGenerate({ body: { category, count } });
export const getSmartRecommendations = () => adminPairsClient.smartRecommendations();
export const evaluateSmartPair = (choicePair: { optionA: string; optionB: string; category: string }) =>
  adminPairsClient.smartEvaluate({ body: { choicePair } });
export const addSmartPairs = (pairs: readonly SmartSuggestion[]) =>
  adminPairsClient.smartAdd({
    body: {
      choicePairs: pairs.map((pair) => ({
        optionA: pair.optionA,
        optionB: pair.optionB,
        category: pair.pairCategory,
        option1Tags: pair.option1Tags,
        option2Tags: pair.option2Tags,
      })),
    },
  });

/** The server's message of a failed call, when it sent one (without the validator's field prefix). */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.serverMessage) return null;
  return error.serverMessage.replace(/^Invalid request body: (?:[\w.[\]]+: )?/, '');
}
