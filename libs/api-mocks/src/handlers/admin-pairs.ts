import { adminEndpoints, choicesEndpoints, type AdminChoicePair } from '@alive/contracts';
import { adminChoicePair, aiRecommendation, algorithmAnalysis, gapAnalysis, pairEvaluation, smartSuggestion, tagHierarchy } from '../fixtures/admin-pairs.ts';
import { mockApi, requestBody } from '../mock-endpoint.ts';

/**
 * The admin screens' choice-pair tools (Admin Panel, AI Recommendations, Smart Choice Pair Engine): the
 * read-only tools as `adminEndpoints` declares them, the pairs' list and changes (and the smart
 * engine's Add) as `choicesEndpoints` does, since choices is the pairs' one writer
 * (docs/data-ownership.md). Answers go through the response schemas and request bodies through the
 * request schemas (400 otherwise), as the services answer. Use only the pairs names here
 * (`listChoicePairs` … `algorithmAnalysis`); the other admin calls have their own mock files.
 */
export const adminPairsApi = { ...mockApi(adminEndpoints), ...mockApi(choicesEndpoints) };

const endpoints = { ...adminEndpoints.endpoints, ...choicesEndpoints.endpoints };
const idOf = (request: Request) => Number(new URL(request.url).pathname.split('/').pop());

let nextId = 100;

/**
 * `GET /api/admin/choice-pairs/page` over these pairs as the service answers it: category (any case),
 * status and words filtered, sorted, `pageSize` a page (or the request's `limit`), the cursor being
 * the offset of the next page.
 */
export function pairPagesOf(pairs: readonly AdminChoicePair[], pageSize = 25) {
  return adminPairsApi.choicePairPage((request) => {
    const url = new URL(request.url);
    const category = url.searchParams.get('category')?.toLowerCase();
    const status = url.searchParams.get('status') ?? 'all';
    const words = url.searchParams.get('q')?.toLowerCase();
    const sort = url.searchParams.get('sort') ?? 'newest';
    const limit = Number(url.searchParams.get('limit') ?? pageSize);
    const offset = Number(url.searchParams.get('cursor')?.replace(/^o/, '') ?? 0);
    const matching = pairs.filter(
      (pair) =>
        (!category || pair.category.toLowerCase() === category) &&
        (status === 'all' || pair.isActive === (status === 'active')) &&
        (!words || pair.option1.toLowerCase().includes(words) || pair.option2.toLowerCase().includes(words)),
    );
    const order: Record<string, (a: AdminChoicePair, b: AdminChoicePair) => number> = {
      newest: (a, b) => b.id - a.id,
      oldest: (a, b) => a.id - b.id,
      'most-answered': (a, b) => b.totalVotes - a.totalVotes || b.id - a.id,
      'least-answered': (a, b) => a.totalVotes - b.totalVotes || a.id - b.id,
    };
    const sorted = [...matching].sort(order[sort]);
    const items = sorted.slice(offset, offset + limit);
    return { items, nextCursor: offset + limit < sorted.length ? `o${offset + limit}` : null, total: sorted.length };
  });
}

/** Defaults: the calls of an admin, which succeed. */
export function adminPairsHandlers() {
  nextId = 100;
  return [
    adminPairsApi.listChoicePairs([adminChoicePair()]),
    adminPairsApi.choicePairPage({ items: [adminChoicePair()], nextCursor: null, total: 1 }),
    adminPairsApi.reactivateChoicePairs(async (request) => {
      const body = await requestBody(endpoints.reactivateChoicePairs, request);
      return { reactivated: body.ids.length };
    }),
    adminPairsApi.createChoicePair(async (request) => {
      const body = await requestBody(endpoints.createChoicePair, request);
      return adminChoicePair({ ...body, id: nextId++, option1Votes: 0, option2Votes: 0, totalVotes: 0, source: 'admin', option1Tags: body.option1Tags ?? {}, option2Tags: body.option2Tags ?? {} });
    }),
    adminPairsApi.replaceChoicePair(async (request) => adminChoicePair({ ...(await requestBody(endpoints.replaceChoicePair, request)), id: idOf(request) })),
    adminPairsApi.updateChoicePair(async (request) => adminChoicePair({ ...(await requestBody(endpoints.updateChoicePair, request)), id: idOf(request) })),
    adminPairsApi.deleteChoicePair((request) => ({ id: idOf(request), outcome: 'deactivated', message: 'Choice pair deactivated: it has answers, which are kept' })),
    adminPairsApi.tagHierarchy(tagHierarchy()),
    adminPairsApi.aiRecommendations(async (request) => [aiRecommendation({ category: (await requestBody(endpoints.aiRecommendations, request)).category })]),
    // One draft per category asked, as the service drafts them (nothing is written).
    adminPairsApi.aiPairDrafts(async (request) => {
      const body = await requestBody(endpoints.aiPairDrafts, request);
      return { drafts: body.categories.map((category) => aiRecommendation({ category, option1: `${category} one`, option2: `${category} two` })) };
    }),
    adminPairsApi.gapAnalysis(async (request) => gapAnalysis({ category: (await requestBody(endpoints.gapAnalysis, request)).category })),
    adminPairsApi.smartGenerate(async (request) => {
      const body = await requestBody(endpoints.smartGenerate, request);
      const suggestions = Array.from({ length: Math.min(body.count, 3) }, (_, i) => smartSuggestion({ optionA: `Option A${i + 1}`, optionB: `Option B${i + 1}`, category: body.category }));
      return { category: body.category, suggestions };
    }),
    adminPairsApi.smartRecommendations({ recommendations: [smartSuggestion({ category: 'general' })] }),
    adminPairsApi.smartEvaluate(pairEvaluation()),
    adminPairsApi.smartAdd(async (request) => {
      const selection = await requestBody(endpoints.smartAdd, request);
      const added = selection.map((pair) => adminChoicePair({ ...pair, id: nextId++, source: 'smart', option1Votes: 0, option2Votes: 0, totalVotes: 0 }));
      return { added, skipped: [], message: `Added ${added.length} choice pairs` };
    }),
    adminPairsApi.algorithmAnalysis(algorithmAnalysis()),
  ];
}
