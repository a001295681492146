import { http } from 'msw';
import {
  adminChoicePairListSchema,
  adminChoicePairRequestSchema,
  adminChoicePairSchema,
  adminChoicePairUpdateSchema,
  aiRecommendationListSchema,
  aiRecommendationsRequestSchema,
  algorithmAnalysisSchema,
  gapAnalysisRequestSchema,
  gapAnalysisSchema,
  pairEvaluationSchema,
  removedChoicePairSchema,
  smartAddRequestSchema,
  smartAddResultSchema,
  smartEvaluateRequestSchema,
  smartGenerateRequestSchema,
  smartRecommendationsListSchema,
  smartSuggestionsSchema,
  tagHierarchySchema,
  type AdminChoicePair,
  type AiRecommendation,
  type AlgorithmAnalysis,
  type GapAnalysis,
  type PairEvaluation,
  type RemovedChoicePair,
  type SmartAddResult,
  type SmartRecommendationsList,
  type SmartSuggestions,
  type TagHierarchy,
} from '@alive/contracts';
import { adminChoicePair, aiRecommendation, algorithmAnalysis, gapAnalysis, pairEvaluation, smartSuggestion, tagHierarchy } from '../fixtures/admin-pairs.ts';
import { isFailure, readBody, respond, type Reply } from '../reply.ts';

/**
 * Admin service: the choice-pair tools (Admin Panel, AI Recommendations, Smart Choice Pair Engine).
 * Answers go through the response schemas and request bodies through the request schemas.
 */
export const adminPairsApi = {
  list: (reply: Reply<AdminChoicePair[]>) => http.get('/api/admin/choice-pairs', respond(adminChoicePairListSchema, reply)),
  create: (reply: Reply<AdminChoicePair>) => http.post('/api/admin/choice-pairs', respond(adminChoicePairSchema, reply, 201)),
  update: (reply: Reply<AdminChoicePair>) => http.patch('/api/admin/choice-pairs/:id', respond(adminChoicePairSchema, reply)),
  remove: (reply: Reply<RemovedChoicePair>) => http.delete('/api/admin/choice-pairs/:id', respond(removedChoicePairSchema, reply)),
  tagHierarchy: (reply: Reply<TagHierarchy>) => http.get('/api/admin/tag-hierarchy', respond(tagHierarchySchema, reply)),
  aiRecommendations: (reply: Reply<AiRecommendation[]>) => http.post('/api/ai-recommendations', respond(aiRecommendationListSchema, reply)),
  gapAnalysis: (reply: Reply<GapAnalysis>) => http.post('/api/gap-analysis', respond(gapAnalysisSchema, reply)),
  smartGenerate: (reply: Reply<SmartSuggestions>) => http.post('/api/smart-choice-pairs/generate', respond(smartSuggestionsSchema, reply)),
  smartRecommendations: (reply: Reply<SmartRecommendationsList>) =>
    http.get('/api/smart-choice-pairs/recommendations', respond(smartRecommendationsListSchema, reply)),
  smartEvaluate: (reply: Reply<PairEvaluation>) => http.post('/api/smart-choice-pairs/evaluate', respond(pairEvaluationSchema, reply)),
  smartAdd: (reply: Reply<SmartAddResult>) => http.post('/api/smart-choice-pairs/add', respond(smartAddResultSchema, reply, 201)),
  algorithmAnalysis: (reply: Reply<AlgorithmAnalysis>) => http.get('/api/algorithm-analysis', respond(algorithmAnalysisSchema, reply)),
};

let nextId = 100;

/** Defaults: the calls of an admin, which succeed. */
export function adminPairsHandlers() {
  nextId = 100;
  return [
    adminPairsApi.list([adminChoicePair()]),
    adminPairsApi.create(async (request) => {
      const body = await readBody(request, adminChoicePairRequestSchema);
      return isFailure(body)
        ? body
        : adminChoicePair({ ...body, id: nextId++, option1Votes: 0, option2Votes: 0, totalVotes: 0, source: 'admin', option1Tags: body.option1Tags ?? {}, option2Tags: body.option2Tags ?? {} });
    }),
    adminPairsApi.update(async (request) => {
      const body = await readBody(request, adminChoicePairUpdateSchema);
      const id = Number(new URL(request.url).pathname.split('/').pop());
      return isFailure(body) ? body : adminChoicePair({ ...body, id });
    }),
    adminPairsApi.remove((request) => {
      const id = Number(new URL(request.url).pathname.split('/').pop());
      return { id, outcome: 'deactivated', message: 'Choice pair deactivated: it has answers, which are kept' };
    }),
    adminPairsApi.tagHierarchy(tagHierarchy()),
    adminPairsApi.aiRecommendations(async (request) => {
      const body = await readBody(request, aiRecommendationsRequestSchema);
      return isFailure(body) ? body : [aiRecommendation({ category: body.category })];
    }),
    adminPairsApi.gapAnalysis(async (request) => {
      const body = await readBody(request, gapAnalysisRequestSchema);
      return isFailure(body) ? body : gapAnalysis({ category: body.category });
    }),
    adminPairsApi.smartGenerate(async (request) => {
      const body = await readBody(request, smartGenerateRequestSchema);
      if (isFailure(body)) return body;
      const suggestions = Array.from({ length: Math.min(body.count, 3) }, (_, i) => smartSuggestion({ optionA: `Option A${i + 1}`, optionB: `Option B${i + 1}`, category: body.category }));
      return { category: body.category, suggestions };
    }),
    adminPairsApi.smartRecommendations({ recommendations: [smartSuggestion({ category: 'general' })] }),
    adminPairsApi.smartEvaluate(async (request) => {
      const body = await readBody(request, smartEvaluateRequestSchema);
      return isFailure(body) ? body : pairEvaluation();
    }),
    adminPairsApi.smartAdd(async (request) => {
      const body = await readBody(request, smartAddRequestSchema);
      if (isFailure(body)) return body;
      const added = body.map((pair) => adminChoicePair({ ...pair, id: nextId++, source: 'smart', option1Votes: 0, option2Votes: 0, totalVotes: 0 }));
      return { added, skipped: [], message: `Added ${added.length} choice pairs` };
    }),
    adminPairsApi.algorithmAnalysis(algorithmAnalysis()),
  ];
}
