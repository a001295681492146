import type { choicesEndpoints } from '@alive/contracts';
import type { EndpointHandlers } from '@alive/service-kit';
import type { SharedPairAdminRepository } from '../data/shared-pair-admin-repository.ts';
import { addSmartPairs, createPair, listPairs, pairPage, reactivatePairs, removePair, updatePair } from '../domain/shared-pair-admin.ts';

type SharedPairAdminHandlers = Pick<
  EndpointHandlers<typeof choicesEndpoints>,
  'listChoicePairs' | 'choicePairPage' | 'reactivateChoicePairs' | 'createChoicePair' | 'replaceChoicePair' | 'updateChoicePair' | 'deleteChoicePair' | 'smartAdd'
>;

/**
 * The Admin Panel's shared pairs and the smart engine's Add (docs/product/admin.md), as
 * `choicesEndpoints` declares them: admin access is checked before any input is read. Served by
 * choices, the one writer of the pairs (docs/data-ownership.md).
 */
export function sharedPairAdminHandlers(deps: { pairs: SharedPairAdminRepository }): SharedPairAdminHandlers {
  return {
    listChoicePairs: () => listPairs(deps.pairs),
    choicePairPage: ({ query }) => pairPage(deps.pairs, query),
    reactivateChoicePairs: ({ body }) => reactivatePairs(deps.pairs, body.ids),
    createChoicePair: ({ body }) => createPair(deps.pairs, body),
    replaceChoicePair: ({ params, body }) => updatePair(deps.pairs, params.id, body),
    updateChoicePair: ({ params, body }) => updatePair(deps.pairs, params.id, body),
    deleteChoicePair: ({ params }) => removePair(deps.pairs, params.id),
    smartAdd: async ({ body }, ctx) => {
      const result = await addSmartPairs(deps.pairs, body);
      // 201 only when something was added; a selection that all exists already answers 200.
      ctx.status = result.added.length > 0 ? 201 : 200;
      return result;
    },
  };
}
