import { aiRecommendationListSchema, aiRecommendationsRequestSchema, gapAnalysisRequestSchema, gapAnalysisSchema } from '@alive/contracts';
import type { ApiOperation } from '@alive/service-kit';

/** AI Recommendations and gap analysis in the admin service's API document (operations.ts spreads them in). */
export const aiPairOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/ai-recommendations',
    summary: 'New choice pairs that fill a category’s gaps',
    description:
      'Pairs of real catalogue and library titles contrasting the dimensions and bringing the tags the category’s active pairs cover least, with confidence and reasoning; never a pair that exists (either order, any case or spacing) or one listed in `existingPairs`. An OpenAI model chooses among the built-in candidates when configured. Nothing is written.',
    access: 'admin',
    body: aiRecommendationsRequestSchema,
    responses: { 200: { description: 'Up to `limit` pairs, best first (fewer when the material runs out)', schema: aiRecommendationListSchema } },
  },
  {
    method: 'post',
    path: '/api/gap-analysis',
    summary: 'What a category’s active pairs cover least',
    description: 'Underexplored tags of the category’s material, the least contrasted A.L.I.V.E dimensions, and contrasts no pair makes. Nothing is written.',
    access: 'admin',
    body: gapAnalysisRequestSchema,
    responses: { 200: { description: 'The three lists', schema: gapAnalysisSchema } },
  },
];
