import {
  algorithmAnalysisSchema,
  pairEvaluationSchema,
  smartAddRequestSchema,
  smartAddResultSchema,
  smartEvaluateRequestSchema,
  smartGenerateRequestSchema,
  smartRecommendationsListSchema,
  smartSuggestionsSchema,
} from '@alive/contracts';
import type { ApiOperation } from '@alive/service-kit';

/** The smart engine in the admin service's API document (operations.ts spreads them in). */
export const smartPairOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/smart-choice-pairs/generate',
    summary: 'Generate new pairs for an engine category',
    description:
      'Up to `count` (1..20, default 5) pairs of real catalogue and library titles that fill the category’s gaps, never one that exists; both readings’ field names. Nothing is written.',
    access: 'admin',
    body: smartGenerateRequestSchema,
    responses: { 200: { description: 'The suggestions, best first', schema: smartSuggestionsSchema } },
  },
  {
    method: 'get',
    path: '/api/smart-choice-pairs/recommendations',
    summary: 'The pairs the whole shared set needs most',
    description: 'The gap engine over every category’s material and every active pair. Nothing is written.',
    access: 'admin',
    responses: { 200: { description: 'Up to six pairs', schema: smartRecommendationsListSchema } },
  },
  {
    method: 'post',
    path: '/api/smart-choice-pairs/evaluate',
    summary: 'Score a typed pair',
    description:
      'qualityScore 0..1 from option balance, tag contrast, dimension coverage and novelty against the stored pairs, with feedback, relevance and a recommendation, and the signed-in admin’s own exploration, consistency and dominant categories. Blank options: 400 “Please fill in both options”.',
    access: 'admin',
    body: smartEvaluateRequestSchema,
    responses: { 200: { description: 'The evaluation', schema: pairEvaluationSchema } },
  },
  {
    method: 'post',
    path: '/api/smart-choice-pairs/add',
    summary: 'Add the selected pairs, active',
    description:
      '`choicePairs` or `pairs` (either reading). None selected: 400 “Please select at least one choice pair to add”. A bad category or identical options refuse the whole request; a pair that already exists is skipped with its reason, the rest are added.',
    access: 'admin',
    body: smartAddRequestSchema,
    responses: {
      201: { description: 'At least one pair added', schema: smartAddResultSchema },
      200: { description: 'Nothing new to add: every pair exists', schema: smartAddResultSchema },
    },
  },
  {
    method: 'get',
    path: '/api/algorithm-analysis',
    summary: 'Mapped and unmapped pairs, per category and per dimension',
    description: 'Over the active shared pairs: a pair is mapped when an option carries A.L.I.V.E evidence.',
    access: 'admin',
    responses: { 200: { description: 'The figures', schema: algorithmAnalysisSchema } },
  },
];
