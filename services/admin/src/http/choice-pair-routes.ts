import type { adminEndpoints } from '@alive/contracts';
import type { EndpointHandlers } from '@alive/service-kit';
import type { AdminChoicePairRepository } from '../data/admin-choice-pair-repository.ts';
import { createPair, listPairs, pairPage, pairTagHierarchy, reactivatePairs, removePair, updatePair } from '../domain/choice-pair-admin.ts';

type ChoicePairHandlers = Pick<
  EndpointHandlers<typeof adminEndpoints>,
  'listChoicePairs' | 'choicePairPage' | 'reactivateChoicePairs' | 'createChoicePair' | 'replaceChoicePair' | 'updateChoicePair' | 'deleteChoicePair' | 'tagHierarchy'
>;

/**
 * The Admin Panel's choice pairs and tag hierarchy (docs/product/admin.md, Choice pairs), as
 * `adminEndpoints` declares them: admin access is checked before any input is read.
 */
export function choicePairHandlers(deps: { pairs: AdminChoicePairRepository }): ChoicePairHandlers {
  return {
    listChoicePairs: () => listPairs(deps.pairs),
    choicePairPage: ({ query }) => pairPage(deps.pairs, query),
    reactivateChoicePairs: ({ body }) => reactivatePairs(deps.pairs, body.ids),
    createChoicePair: ({ body }) => createPair(deps.pairs, body),
    replaceChoicePair: ({ params, body }) => updatePair(deps.pairs, params.id, body),
    updateChoicePair: ({ params, body }) => updatePair(deps.pairs, params.id, body),
    deleteChoicePair: ({ params }) => removePair(deps.pairs, params.id),
    tagHierarchy: () => pairTagHierarchy(deps.pairs),
  };
}
