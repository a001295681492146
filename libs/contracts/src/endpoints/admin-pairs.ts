import {
  adminChoicePairListSchema,
  adminChoicePairPageSchema,
  adminChoicePairReplaceSchema,
  adminChoicePairRequestSchema,
  adminChoicePairSchema,
  adminChoicePairUpdateSchema,
  aiRecommendationListSchema,
  aiRecommendationsRequestSchema,
  algorithmAnalysisSchema,
  choicePairIdParamsSchema,
  gapAnalysisRequestSchema,
  gapAnalysisSchema,
  pairEvaluationSchema,
  pairPageQuerySchema,
  reactivatePairsRequestSchema,
  reactivatePairsResponseSchema,
  removedChoicePairSchema,
  smartAddRequestSchema,
  smartAddResultSchema,
  smartEvaluateRequestSchema,
  smartGenerateRequestSchema,
  smartRecommendationsListSchema,
  smartSuggestionsSchema,
  tagHierarchySchema,
} from '../admin-pairs.ts';
import { errorResponseSchema } from '../errors.ts';
import { defineEndpoints } from './endpoint.ts';
import { adminRoutes } from './admin.routes.ts';

const pairNotFound = { description: 'No shared pair with this id', schema: errorResponseSchema };
const samePair = { description: 'Another pair has the same two options', schema: errorResponseSchema };

/**
 * Choice pairs, the tag hierarchy, the AI pair tools and the smart engine (docs/product/admin.md):
 * the pairs slice of `adminEndpoints`, every one admin only.
 */
export const adminPairsEndpoints = defineEndpoints({
  listChoicePairs: {
    ...adminRoutes.listChoicePairs,
    summary: 'Every shared choice pair',
    description: 'Newest first, active or not, with votes and option tags. People’s own pairs are not listed.',
    access: 'admin',
    responses: { 200: { description: 'The pairs', schema: adminChoicePairListSchema } },
  },
  choicePairPage: {
    ...adminRoutes.choicePairPage,
    summary: 'Shared choice pairs, a page at a time',
    description:
      'Sorted (newest, oldest, most-answered, least-answered; default newest) and filtered by category, status and words in either option; `nextCursor` fetches the next page. People’s own pairs are not listed.',
    access: 'admin',
    query: pairPageQuerySchema,
    responses: { 200: { description: 'One page', schema: adminChoicePairPageSchema } },
  },
  reactivateChoicePairs: {
    ...adminRoutes.reactivateChoicePairs,
    summary: 'Make pairs active again, many at once',
    access: 'admin',
    body: reactivatePairsRequestSchema,
    responses: { 200: { description: 'How many became active', schema: reactivatePairsResponseSchema } },
  },
  createChoicePair: {
    ...adminRoutes.createChoicePair,
    summary: 'Create a choice pair',
    description:
      'Both options required ("Both options are required"); created active unless `isActive: false`. The same two options (either order, any case) cannot be created twice.',
    access: 'admin',
    body: adminChoicePairRequestSchema,
    responses: {
      201: { description: 'The new pair', schema: adminChoicePairSchema },
      409: { description: 'The same pair exists already', schema: errorResponseSchema },
    },
  },
  replaceChoicePair: {
    ...adminRoutes.replaceChoicePair,
    summary: 'Replace a choice pair',
    description: 'Every field as on create: tags left out become none, `isActive` left out becomes true.',
    access: 'admin',
    params: choicePairIdParamsSchema,
    body: adminChoicePairReplaceSchema,
    responses: { 200: { description: 'The changed pair', schema: adminChoicePairSchema }, 404: pairNotFound, 409: samePair },
  },
  updateChoicePair: {
    ...adminRoutes.updateChoicePair,
    summary: 'Edit or (de)activate a choice pair',
    access: 'admin',
    params: choicePairIdParamsSchema,
    body: adminChoicePairUpdateSchema,
    responses: { 200: { description: 'The changed pair', schema: adminChoicePairSchema }, 404: pairNotFound, 409: samePair },
  },
  deleteChoicePair: {
    ...adminRoutes.deleteChoicePair,
    summary: 'Delete a choice pair, or deactivate it when it has answers',
    description: 'A pair nobody answered is deleted; one with answers is deactivated, so no history is lost.',
    access: 'admin',
    params: choicePairIdParamsSchema,
    responses: { 200: { description: 'What happened', schema: removedChoicePairSchema }, 404: pairNotFound },
  },
  tagHierarchy: {
    ...adminRoutes.tagHierarchy,
    summary: 'The tree of tag prefixes used by active pairs',
    access: 'admin',
    responses: { 200: { description: 'The tree', schema: tagHierarchySchema } },
  },
  aiRecommendations: {
    ...adminRoutes.aiRecommendations,
    summary: 'New choice pairs that fill a category’s gaps',
    description:
      'Pairs of real catalogue and library titles contrasting the dimensions and bringing the tags the category’s active pairs cover least, with confidence and reasoning; never a pair that exists (either order, any case or spacing) or one listed in `existingPairs`. An OpenAI model chooses among the built-in candidates when configured. Nothing is written.',
    access: 'admin',
    body: aiRecommendationsRequestSchema,
    responses: { 200: { description: 'Up to `limit` pairs, best first (fewer when the material runs out)', schema: aiRecommendationListSchema } },
  },
  gapAnalysis: {
    ...adminRoutes.gapAnalysis,
    summary: 'What a category’s active pairs cover least',
    description:
      'Underexplored tags of the category’s material, the least contrasted A.L.I.V.E dimensions, and contrasts no pair makes. Nothing is written.',
    access: 'admin',
    body: gapAnalysisRequestSchema,
    responses: { 200: { description: 'The three lists', schema: gapAnalysisSchema } },
  },
  smartGenerate: {
    ...adminRoutes.smartGenerate,
    summary: 'Generate new pairs for an engine category',
    description:
      'Up to `count` (1..20, default 5) pairs of real catalogue and library titles that fill the category’s gaps, never one that exists; both readings’ field names. Nothing is written.',
    access: 'admin',
    body: smartGenerateRequestSchema,
    responses: { 200: { description: 'The suggestions, best first', schema: smartSuggestionsSchema } },
  },
  smartRecommendations: {
    ...adminRoutes.smartRecommendations,
    summary: 'The pairs the whole shared set needs most',
    description: 'The gap engine over every category’s material and every active pair. Nothing is written.',
    access: 'admin',
    responses: { 200: { description: 'Up to six pairs', schema: smartRecommendationsListSchema } },
  },
  smartEvaluate: {
    ...adminRoutes.smartEvaluate,
    summary: 'Score a typed pair',
    description:
      'qualityScore 0..1 from option balance, tag contrast, dimension coverage and novelty against the stored pairs, with feedback, relevance and a recommendation, and the signed-in admin’s own exploration, consistency and dominant categories. Blank options: 400 “Please fill in both options”.',
    access: 'admin',
    body: smartEvaluateRequestSchema,
    responses: { 200: { description: 'The evaluation', schema: pairEvaluationSchema } },
  },
  smartAdd: {
    ...adminRoutes.smartAdd,
    summary: 'Add the selected pairs, active',
    description:
      '`choicePairs` or `pairs` (either reading). None selected: 400 “Please select at least one choice pair to add”. A bad category or identical options refuse the whole request; a pair that already exists is skipped with its reason, the rest are added.',
    access: 'admin',
    body: smartAddRequestSchema,
    // 200 is the declared success status (the lowest); the handler answers 201 itself when it added any.
    responses: {
      201: { description: 'At least one pair added', schema: smartAddResultSchema },
      200: { description: 'Nothing new to add: every pair exists', schema: smartAddResultSchema },
    },
  },
  algorithmAnalysis: {
    ...adminRoutes.algorithmAnalysis,
    summary: 'Mapped and unmapped pairs, per category and per dimension',
    description: 'Over the active shared pairs: a pair is mapped when an option carries A.L.I.V.E evidence.',
    access: 'admin',
    responses: { 200: { description: 'The figures', schema: algorithmAnalysisSchema } },
  },
});
