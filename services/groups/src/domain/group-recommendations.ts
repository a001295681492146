import { z } from 'zod';
import {
  DEFAULT_GROUP_RECOMMENDATION_CATEGORY,
  GROUP_RECOMMENDATIONS_LIMIT,
  groupRecommendationSchema,
  type GroupRecommendation,
  type GroupRecommendationCategory,
  type GroupRecommendationsResponse,
} from '@alive/contracts';
import { rankGroupRecommendations } from '@alive/domain';
import type { GroupRepository } from '../data/group-repository.ts';
import type { GroupRecommendationCacheRepository } from '../data/group-recommendation-cache-repository.ts';
import type { GroupTasteRepository } from '../data/group-taste-repository.ts';
import { membershipOrNotFound } from './group-use-cases.ts';

/**
 * GET /api/groups/:groupId/recommendations (docs/product/groups.md, Group recommendations): the
 * cached list of the category while it is current, else one generated now from every member's taste
 * through the one engine (rankGroupRecommendations) and stored. Ranking a category's catalogue for a
 * group takes milliseconds, so a miss is answered in the same request rather than in the background.
 */
export interface GroupRecommendationDeps {
  groups: Pick<GroupRepository, 'membership' | 'memberIds'>;
  tastes: GroupTasteRepository;
  caches: GroupRecommendationCacheRepository;
  staleAfterMs: number;
}

const storedList = z.array(groupRecommendationSchema);

export async function getGroupRecommendations(
  userId: string,
  groupId: string,
  options: { category?: GroupRecommendationCategory; refresh: boolean },
  deps: GroupRecommendationDeps,
): Promise<GroupRecommendationsResponse> {
  await membershipOrNotFound(deps.groups, groupId, userId);
  const category = options.category ?? DEFAULT_GROUP_RECOMMENDATION_CATEGORY;
  if (!options.refresh) {
    const cached = await deps.caches.fresh(groupId, category, deps.staleAfterMs);
    const list = cached ? storedList.safeParse(cached.payload) : null;
    // A stored list that no longer reads as the contract (an older format) is generated again.
    if (cached && list?.success) {
      return { groupId, category, recommendations: list.data, generatedAt: cached.generatedAt.toISOString(), cached: true };
    }
  }
  const memberIds = await deps.groups.memberIds(groupId);
  return generateGroupList(groupId, category, memberIds, deps);
}

/**
 * After a membership change (whose transaction dropped the group's lists), the default category's list
 * is made again at once, so the members who open the group next get it from the cache
 * (docs/product/groups.md, Events). A list that is already fresh, or a group without members, is left.
 */
export async function warmGroupRecommendations(
  groupId: string,
  deps: Omit<GroupRecommendationDeps, 'groups'> & { groups: Pick<GroupRepository, 'memberIds'> },
): Promise<'warmed' | 'fresh' | 'no members'> {
  const category = DEFAULT_GROUP_RECOMMENDATION_CATEGORY;
  if (await deps.caches.fresh(groupId, category, deps.staleAfterMs)) return 'fresh';
  const memberIds = await deps.groups.memberIds(groupId);
  if (memberIds.length === 0) return 'no members';
  await generateGroupList(groupId, category, memberIds, deps);
  return 'warmed';
}

async function generateGroupList(
  groupId: string,
  category: GroupRecommendationCategory,
  memberIds: string[],
  deps: Pick<GroupRecommendationDeps, 'tastes' | 'caches'>,
): Promise<GroupRecommendationsResponse> {
  const [tastes, catalogue] = await Promise.all([deps.tastes.tastes(memberIds), deps.tastes.catalogue(category)]);
  const recommendations: GroupRecommendation[] = rankGroupRecommendations(tastes, catalogue, { limit: GROUP_RECOMMENDATIONS_LIMIT }).map(
    ({ candidate, confidence, reasoning }) => ({
      id: candidate.id,
      title: candidate.title,
      description: candidate.description,
      category,
      confidence,
      groupSize: memberIds.length,
      estimatedCost: candidate.estimatedCost,
      timeCommitment: candidate.timeCommitment,
      reasoning,
      links: candidate.links,
    }),
  );
  const storedAt = await deps.caches.store(groupId, category, recommendations, memberIds);
  // Not stored (the members changed while it was made): still the answer to this request.
  const generatedAt = storedAt ?? new Date();
  return { groupId, category, recommendations, generatedAt: generatedAt.toISOString(), cached: false };
}
