import {
  aiPairDraftsRequestSchema,
  aiPairDraftsSchema,
  aiRecommendationListSchema,
  aiRecommendationsRequestSchema,
  algorithmAnalysisSchema,
  gapAnalysisRequestSchema,
  gapAnalysisSchema,
  pairEvaluationSchema,
  smartEvaluateRequestSchema,
  smartGenerateRequestSchema,
  smartRecommendationsListSchema,
  smartSuggestionsSchema,
  tagHierarchySchema,
} from '../admin-pairs.ts';
import { defineEndpoints } from './endpoint.ts';

/**
 * The tag hierarchy, the AI pair tools and the smart engine (docs/product/admin.md): the pairs slice of
 * `adminEndpoints`, every one admin only and none writing. The pairs themselves are changed through the
 * choices service, their one writer (choices-admin-pairs.ts, docs/data-ownership.md).
 */
export const adminPairsEndpoints = defineEndpoints({
  tagHierarchy: {
    method: 'get',
    path: '/api/admin/tag-hierarchy',
    summary: 'The tree of tag prefixes used by active pairs',
    access: 'admin',
    responses: { 200: { description: 'The tree', schema: tagHierarchySchema } },
  },
  aiRecommendations: {
    method: 'post',
    path: '/api/ai-recommendations',
    summary: 'New choice pairs that fill a category’s gaps',
    description:
      'Pairs of real catalogue and library titles contrasting the dimensions and bringing the tags the category’s active pairs cover least, with confidence and reasoning; never a pair that exists (either order, any case or spacing) or one listed in `existingPairs`. An OpenAI model chooses among the built-in candidates when configured. Nothing is written.',
    access: 'admin',
    body: aiRecommendationsRequestSchema,
    responses: { 200: { description: 'Up to `limit` pairs, best first (fewer when the material runs out)', schema: aiRecommendationListSchema } },
  },
  aiPairDrafts: {
    method: 'post',
    path: '/api/admin/ai-pair-drafts',
    summary: 'Draft AI pairs for several categories at once (Generate AI Pairs)',
    description:
      'The AI recommendations of each category asked (each at most once; default Travel, Movies, Books and Activities, 2 each), as drafts for the admin to review: never a pair that exists, none repeated across categories. Nothing is written; the kept drafts are published with the create-pair call.',
    access: 'admin',
    body: aiPairDraftsRequestSchema,
    responses: { 200: { description: 'The drafts, category by category', schema: aiPairDraftsSchema } },
  },
  gapAnalysis: {
    method: 'post',
    path: '/api/gap-analysis',
    summary: 'What a category’s active pairs cover least',
    description:
      'Underexplored tags of the category’s material, the least contrasted A.L.I.V.E dimensions, and contrasts no pair makes. Nothing is written.',
    access: 'admin',
    body: gapAnalysisRequestSchema,
    responses: { 200: { description: 'The three lists', schema: gapAnalysisSchema } },
  },
  smartGenerate: {
    method: 'post',
    path: '/api/smart-choice-pairs/generate',
    summary: 'Generate new pairs for an engine category',
    description:
      'Up to `count` (1..20, default 5) pairs of real catalogue and library titles that fill the category’s gaps, never one that exists; both readings’ field names. Nothing is written.',
    access: 'admin',
    body: smartGenerateRequestSchema,
    responses: { 200: { description: 'The suggestions, best first', schema: smartSuggestionsSchema } },
  },
  smartRecommendations: {
    method: 'get',
    path: '/api/smart-choice-pairs/recommendations',
    summary: 'The pairs the whole shared set needs most',
    description: 'Suggestions of the engine’s `general` category: the gap engine over every category’s material and every active pair. Nothing is written.',
    access: 'admin',
    responses: { 200: { description: 'Up to six pairs', schema: smartRecommendationsListSchema } },
  },
  smartEvaluate: {
    method: 'post',
    path: '/api/smart-choice-pairs/evaluate',
    summary: 'Score a typed pair',
    description:
      'qualityScore 0..1 from option balance, tag contrast, dimension coverage and novelty against the stored pairs, with feedback, relevance and a recommendation, and the signed-in admin’s own exploration, consistency and dominant categories. Blank options: 400 “Please fill in both options”.',
    access: 'admin',
    body: smartEvaluateRequestSchema,
    responses: { 200: { description: 'The evaluation', schema: pairEvaluationSchema } },
  },
  algorithmAnalysis: {
    method: 'get',
    path: '/api/algorithm-analysis',
    summary: 'Mapped and unmapped pairs, per category and per dimension',
    description: 'Over the active shared pairs: a pair is mapped when an option carries A.L.I.V.E evidence.',
    access: 'admin',
    responses: { 200: { description: 'The figures', schema: algorithmAnalysisSchema } },
  },
});
