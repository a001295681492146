import {
  adminChoicePairListSchema,
  adminChoicePairPageSchema,
  adminChoicePairReplaceSchema,
  adminChoicePairRequestSchema,
  adminChoicePairSchema,
  adminChoicePairUpdateSchema,
  choicePairIdParamsSchema,
  pairPageQuerySchema,
  reactivatePairsRequestSchema,
  reactivatePairsResponseSchema,
  removedChoicePairSchema,
  smartAddRequestSchema,
  smartAddResultSchema,
} from '../admin-pairs.ts';
import { PAIR_PAGE_LIMIT } from '../constants/admin-pairs.ts';
import { errorResponseSchema } from '../errors.ts';
import { defineEndpoints } from './endpoint.ts';

const pairNotFound = { description: 'No shared pair with this id', schema: errorResponseSchema };
const samePair = { description: 'Another pair has the same two options', schema: errorResponseSchema };

/**
 * The Admin Panel's writes of the shared choice pairs, and the lists they refresh (docs/product/admin.md,
 * Choice pairs; Smart engine, Add): the choices service serves them, the one writer of `choice_pairs`
 * (docs/data-ownership.md), at the admin screens' paths. Every one admin only.
 */
export const choicesAdminPairsEndpoints = defineEndpoints({
  listChoicePairs: {
    method: 'get',
    path: '/api/admin/choice-pairs',
    summary: 'Every shared choice pair',
    description: 'Newest first, active or not, with votes and option tags. People’s own pairs are not listed.',
    access: 'admin',
    responses: { 200: { description: 'The pairs', schema: adminChoicePairListSchema } },
  },

  choicePairPage: {
    method: 'get',
    path: '/api/admin/choice-pairs/page',
    summary: 'Shared choice pairs, a page at a time',
    description:
      `Sorted (newest, oldest, most-answered, least-answered; default newest) and filtered by category, status and words in either option (\`q\`); \`limit\` ${PAIR_PAGE_LIMIT.min}..${PAIR_PAGE_LIMIT.max} (default ${PAIR_PAGE_LIMIT.default}); \`cursor\` is the last page's \`nextCursor\`, and a cursor the service did not make is a 400. People’s own pairs are not listed (docs/product/admin.md, Choice pairs at scale).`,
    access: 'admin',
    query: pairPageQuerySchema,
    responses: { 200: { description: 'One page', schema: adminChoicePairPageSchema } },
  },

  reactivateChoicePairs: {
    method: 'post',
    path: '/api/admin/choice-pairs/reactivate',
    summary: 'Make pairs active again, many at once',
    access: 'admin',
    body: reactivatePairsRequestSchema,
    responses: { 200: { description: 'How many of them were inactive and are active now', schema: reactivatePairsResponseSchema } },
  },

  createChoicePair: {
    method: 'post',
    path: '/api/admin/choice-pairs',
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
    method: 'put',
    path: '/api/admin/choice-pairs/:id',
    summary: 'Replace a choice pair',
    description: 'Every field as on create: tags left out become none, `isActive` left out becomes true.',
    access: 'admin',
    params: choicePairIdParamsSchema,
    body: adminChoicePairReplaceSchema,
    responses: { 200: { description: 'The changed pair', schema: adminChoicePairSchema }, 404: pairNotFound, 409: samePair },
  },

  updateChoicePair: {
    method: 'patch',
    path: '/api/admin/choice-pairs/:id',
    summary: 'Edit or (de)activate a choice pair',
    description: 'Any of the create fields; the others stay as they are.',
    access: 'admin',
    params: choicePairIdParamsSchema,
    body: adminChoicePairUpdateSchema,
    responses: { 200: { description: 'The changed pair', schema: adminChoicePairSchema }, 404: pairNotFound, 409: samePair },
  },

  deleteChoicePair: {
    method: 'delete',
    path: '/api/admin/choice-pairs/:id',
    summary: 'Delete a choice pair, or deactivate it when it has answers',
    description: 'A pair nobody answered is deleted; one with answers is deactivated, so no history is lost.',
    access: 'admin',
    params: choicePairIdParamsSchema,
    responses: { 200: { description: 'What happened: `outcome` is deleted or deactivated', schema: removedChoicePairSchema }, 404: pairNotFound },
  },

  smartAdd: {
    method: 'post',
    path: '/api/smart-choice-pairs/add',
    summary: 'Add the selected pairs, active',
    description:
      '`choicePairs` or `pairs` (either reading), each pair with `option1`/`option2` or `optionA`/`optionB`, `category` or `pairCategory`, and optional tags. None selected: 400 “Please select at least one choice pair to add”. A bad category or identical options refuse the whole request; a pair that already exists is skipped with its reason, the rest are added.',
    access: 'admin',
    body: smartAddRequestSchema,
    // 200 is the declared success status (the lowest); the handler answers 201 itself when it added any.
    responses: {
      201: { description: 'At least one pair added', schema: smartAddResultSchema },
      200: { description: 'Nothing new to add: every pair exists', schema: smartAddResultSchema },
    },
  },
});
