import {
  adminChoicePairListSchema,
  adminChoicePairReplaceSchema,
  adminChoicePairRequestSchema,
  adminChoicePairSchema,
  adminChoicePairUpdateSchema,
  choicePairIdParamsSchema,
  errorResponseSchema,
  removedChoicePairSchema,
  tagHierarchySchema,
} from '@alive/contracts';
import type { ApiOperation } from '@alive/service-kit';

/** The choice-pair tools' routes in the admin service's API document (operations.ts spreads them in). */
export const choicePairOperations: ApiOperation[] = [
    {
      method: 'get',
      path: '/api/admin/choice-pairs',
      summary: 'Every shared choice pair',
      description: 'Newest first, active or not, with votes and option tags. People’s own pairs are not listed.',
      access: 'admin',
      responses: { 200: { description: 'The pairs', schema: adminChoicePairListSchema } },
    },
    {
      method: 'post',
      path: '/api/admin/choice-pairs',
      summary: 'Create a choice pair',
      description: 'Both options required ("Both options are required"); created active unless `isActive: false`. The same two options (either order, any case) cannot be created twice.',
      access: 'admin',
      body: adminChoicePairRequestSchema,
      responses: {
        201: { description: 'The new pair', schema: adminChoicePairSchema },
        409: { description: 'The same pair exists already', schema: errorResponseSchema },
      },
    },
    {
      method: 'put',
      path: '/api/admin/choice-pairs/:id',
      summary: 'Replace a choice pair',
      description: 'Every field as on create: tags left out become none, `isActive` left out becomes true.',
      access: 'admin',
      params: choicePairIdParamsSchema,
      body: adminChoicePairReplaceSchema,
      responses: {
        200: { description: 'The changed pair', schema: adminChoicePairSchema },
        404: { description: 'No shared pair with this id', schema: errorResponseSchema },
        409: { description: 'Another pair has the same two options', schema: errorResponseSchema },
      },
    },
    {
      method: 'patch',
      path: '/api/admin/choice-pairs/:id',
      summary: 'Edit or (de)activate a choice pair',
      access: 'admin',
      params: choicePairIdParamsSchema,
      body: adminChoicePairUpdateSchema,
      responses: {
        200: { description: 'The changed pair', schema: adminChoicePairSchema },
        404: { description: 'No shared pair with this id', schema: errorResponseSchema },
        409: { description: 'Another pair has the same two options', schema: errorResponseSchema },
      },
    },
    {
      method: 'delete',
      path: '/api/admin/choice-pairs/:id',
      summary: 'Delete a choice pair, or deactivate it when it has answers',
      description: 'A pair nobody answered is deleted; one with answers is deactivated, so no history is lost.',
      access: 'admin',
      params: choicePairIdParamsSchema,
      responses: {
        200: { description: 'What happened', schema: removedChoicePairSchema },
        404: { description: 'No shared pair with this id', schema: errorResponseSchema },
      },
    },
    {
      method: 'get',
      path: '/api/admin/tag-hierarchy',
      summary: 'The tree of tag prefixes used by active pairs',
      access: 'admin',
      responses: { 200: { description: 'The tree', schema: tagHierarchySchema } },
    },
];
