import type { adminEndpoints } from '@alive/contracts';
import type { EndpointHandlers } from '@alive/service-kit';
import type { AdminChoicePairRepository } from '../data/admin-choice-pair-repository.ts';
import { pairTagHierarchy } from '../domain/choice-pair-admin.ts';

type ChoicePairHandlers = Pick<EndpointHandlers<typeof adminEndpoints>, 'tagHierarchy'>;

/**
 * The Admin Panel's tag hierarchy (docs/product/admin.md, Choice pairs), as `adminEndpoints` declares
 * it: admin access is checked first. The pairs themselves are listed and changed by the choices
 * service, their one writer (docs/data-ownership.md).
 */
export function choicePairHandlers(deps: { pairs: AdminChoicePairRepository }): ChoicePairHandlers {
  return {
    tagHierarchy: () => pairTagHierarchy(deps.pairs),
  };
}
