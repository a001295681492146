import type { TagHierarchy } from '@alive/contracts';
import { tagHierarchy } from '@alive/domain';
import type { AdminChoicePairRepository } from '../data/admin-choice-pair-repository.ts';

/**
 * The Admin Panel's tag hierarchy (docs/product/admin.md, Choice pairs). The pairs' list and changes
 * are served by choices, their one writer (docs/data-ownership.md).
 */
export async function pairTagHierarchy(pairs: AdminChoicePairRepository): Promise<TagHierarchy> {
  return tagHierarchy(await pairs.activeOptionTags());
}
