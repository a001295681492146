import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ApiError, endpointClient } from '@alive/api-client';
import type {
  AdminChoicePairRequest,
  AiPairDraftsRequest,
  AdminChoicePairUpdate,
  AiRecommendation,
  AiRecommendationsRequest,
  adminEndpoints,
  choicesEndpoints,
  PairPageSort,
  PairPageStatus,
  SmartEngineCategory,
  SmartSuggestion,
} from '@alive/contracts';
import { PAIR_PAGE_LIMIT } from '@alive/contracts/constants';
import { adminRoutes, choicesRoutes } from '@alive/contracts/routes';

/**
 * Every choice-pair call of the admin screens (docs/product/admin.md, API), and the query keys they own:
 * the read-only tools typed by the admin endpoint table, the pairs' list and changes (and the smart
 * engine's Add) by the choices table, since choices is the pairs' one writer (docs/data-ownership.md);
 * the paths are the same as ever. `choicePairsQueryKey` is the choice-pairs cache Add invalidates
 * (docs/product/admin.md, Smart engine): the pair list, the tag tree and the smart engine's analysis all
 * start with it, so one invalidation refreshes them (hence the tree's and the analysis' own keys).
 */
export const adminPairsClient = endpointClient<typeof adminEndpoints>(adminRoutes);
export const choicePairsClient = endpointClient<typeof choicesEndpoints>(choicesRoutes);

export const choicePairsQueryKey = choicePairsClient.listChoicePairs.queryKey();

/** The Admin Panel's list filters (docs/product/admin.md, Choice pairs at scale); '' category: every one. */
export interface PairPageFilters {
  sort: PairPageSort;
  status: PairPageStatus;
  category: string;
  q: string;
}

/**
 * The pair list a page at a time, each page after the last one's `nextCursor`. Its key starts with
 * `choicePairsQueryKey`, so every pair change that refreshes the list refreshes the loaded pages too.
 */
export function choicePairPagesQueryOptions(filters: PairPageFilters) {
  const query = {
    sort: filters.sort,
    status: filters.status,
    category: filters.category || undefined,
    q: filters.q.trim() || undefined,
  };
  return infiniteQueryOptions({
    queryKey: [...choicePairsQueryKey, 'page', query],
    queryFn: ({ pageParam }) => choicePairsClient.choicePairPage({ query: { ...query, cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useChoicePairPages(filters: PairPageFilters) {
  // Other filters keep the loaded pairs on screen until their first page arrives.
  return useInfiniteQuery({ ...choicePairPagesQueryOptions(filters), placeholderData: (previous) => previous });
}

/**
 * The stored pairs of one category (active or not), page after page, at most `max` (the contract's
 * EXISTING_PAIRS_MAX): what AI Recommendations lists as `existingPairs`.
 */
export async function pairsOfCategory(category: string, max: number): Promise<{ option1: string; option2: string }[]> {
  const pairs: { option1: string; option2: string }[] = [];
  let cursor: string | undefined;
  do {
    const page = await choicePairsClient.choicePairPage({ query: { category, limit: String(PAIR_PAGE_LIMIT.max), cursor } });
    pairs.push(...page.items.map(({ option1, option2 }) => ({ option1, option2 })));
    cursor = page.nextCursor ?? undefined;
  } while (cursor && pairs.length < max);
  return pairs.slice(0, max);
}

export const reactivateChoicePairs = (ids: readonly number[]) => choicePairsClient.reactivateChoicePairs({ body: { ids: [...ids] } });

export const tagHierarchyQueryOptions = queryOptions({
  queryKey: [...choicePairsQueryKey, 'tag-hierarchy'],
  queryFn: () => adminPairsClient.tagHierarchy(),
});

export function useTagHierarchy() {
  return useQuery(tagHierarchyQueryOptions);
}

export const algorithmAnalysisQueryOptions = queryOptions({
  queryKey: [...choicePairsQueryKey, 'algorithm-analysis'],
  queryFn: () => adminPairsClient.algorithmAnalysis(),
});

export function useAlgorithmAnalysis() {
  return useQuery(algorithmAnalysisQueryOptions);
}

export const createChoicePair = (input: AdminChoicePairRequest) => choicePairsClient.createChoicePair({ body: input });
export const updateChoicePair = (id: number, patch: AdminChoicePairUpdate) => choicePairsClient.updateChoicePair({ params: { id: String(id) }, body: patch });
export const removeChoicePair = (id: number) => choicePairsClient.deleteChoicePair({ params: { id: String(id) } });

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
/** Generate AI Pairs' drafts (nothing is written: the kept ones are created with createPairFromRecommendation). */
export const getAiPairDrafts = (input: AiPairDraftsRequest = {}) => adminPairsClient.aiPairDrafts({ body: input });
export const getGapAnalysis = (category: string) => adminPairsClient.gapAnalysis({ body: { category } });

export const generateSmartPairs = (category: SmartEngineCategory, count: number) => adminPairsClient.smartGenerate({ body: { category, count } });
export const getSmartRecommendations = () => adminPairsClient.smartRecommendations();
export const evaluateSmartPair = (choicePair: { optionA: string; optionB: string; category: string }) =>
  adminPairsClient.smartEvaluate({ body: { choicePair } });
export const addSmartPairs = (pairs: readonly SmartSuggestion[]) =>
  choicePairsClient.smartAdd({
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
