import { z } from 'zod';
import {
  DEFAULT_GROUP_RECOMMENDATION_CATEGORY,
  GROUP_RECOMMENDATIONS_LIMIT,
  groupRecommendationSchema,
  recommendationBasisSchema,
  type GroupRecommendation,
  type GroupRecommendationCategory,
  type GroupRecommendationsResponse,
  type RateGroupRecommendationRequest,
  type RateGroupRecommendationResponse,
} from '@alive/contracts';
import createError from 'http-errors';
import { basisOfGroup, groupMemberNames, personModel, withStarterSignals, type GroupMemberTaste, type RankedGroupRecommendation } from '@alive/domain';
import type { ExpensiveWork } from '@alive/service-kit';
import type { GroupRepository } from '../data/group-repository.ts';
import type { GroupRatingRepository } from '../data/group-rating-repository.ts';
import type { GroupRecommendationCacheRepository } from '../data/group-recommendation-cache-repository.ts';
import type { GroupTasteRepository } from '../data/group-taste-repository.ts';
import { membershipOrNotFound } from './group-use-cases.ts';
import type { GroupWorkerTasks } from '../workers/group-ranking-tasks.ts';

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
  ratings: GroupRatingRepository;
  staleAfterMs: number;
  /** Generation is bounded and shared (docs/architecture.md, "Expensive work"); ranking runs off the event loop. */
  work: ExpensiveWork<GroupWorkerTasks>;
}

/** A stored list as one member reads it: with the members' votes, and turned-down items below the rest. */
type StoredGroupList = Omit<GroupRecommendationsResponse, 'recommendations'> & { recommendations: GroupRecommendation[] };

async function asSeenBy(userId: string, list: StoredGroupList, ratings: GroupRatingRepository): Promise<GroupRecommendationsResponse> {
  const votes = await ratings.votes(list.groupId, list.recommendations.map((r) => r.id), userId);
  const rated = list.recommendations.map((r) => ({ ...r, votes: votes.get(r.id) ?? { up: 0, down: 0, mine: null } }));
  const turnedDown = (r: (typeof rated)[number]) => r.votes.down > r.votes.up;
  return { ...list, recommendations: [...rated.filter((r) => !turnedDown(r)), ...rated.filter(turnedDown)] };
}

export const RECOMMENDATION_NOT_FOUND_MESSAGE = 'Recommendation not found';

/** A member's thumb on an item (docs/product/groups.md, Group recommendations): up, down, or taken back. */
export async function rateGroupRecommendation(
  userId: string,
  groupId: string,
  itemId: string,
  { rating }: RateGroupRecommendationRequest,
  deps: Pick<GroupRecommendationDeps, 'groups' | 'ratings'>,
): Promise<RateGroupRecommendationResponse> {
  await membershipOrNotFound(deps.groups, groupId, userId);
  if (!(await deps.ratings.itemExists(itemId))) throw createError(404, RECOMMENDATION_NOT_FOUND_MESSAGE);
  await deps.ratings.rate(groupId, userId, itemId, rating === 'up' ? 1 : rating === 'down' ? -1 : null);
  const votes = (await deps.ratings.votes(groupId, [itemId], userId)).get(itemId) ?? { up: 0, down: 0, mine: null };
  return { itemId, votes };
}

/**
 * A stored list: its items and its basis (both made from the members as they were then). A row in an
 * older shape (a bare array, before the basis) does not parse and is generated again.
 */
const storedList = z.object({ basis: recommendationBasisSchema, recommendations: z.array(groupRecommendationSchema) });

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
      return asSeenBy(userId, { groupId, category, ...list.data, generatedAt: cached.generatedAt.toISOString(), cached: true }, deps.ratings);
    }
  }
  // Every member refreshing the same list at once shares one generation; one person's burst is bounded.
  const generated = await deps.work.run(userId, `group-list:${groupId}:${category}`, async () =>
    generateGroupList(groupId, category, await deps.groups.memberIds(groupId), deps),
  );
  return asSeenBy(userId, generated, deps.ratings);
}

/**
 * After a membership change (whose transaction dropped the group's lists), the default category's list
 * is made again at once, so the members who open the group next get it from the cache
 * (docs/product/groups.md, Events). A list that is already fresh, or a group without members, is left.
 */
export async function warmGroupRecommendations(
  groupId: string,
  deps: Omit<GroupRecommendationDeps, 'groups' | 'ratings'> & { groups: Pick<GroupRepository, 'memberIds'> },
): Promise<'warmed' | 'fresh' | 'no members'> {
  const category = DEFAULT_GROUP_RECOMMENDATION_CATEGORY;
  if (await deps.caches.fresh(groupId, category, deps.staleAfterMs)) return 'fresh';
  const memberIds = await deps.groups.memberIds(groupId);
  if (memberIds.length === 0) return 'no members';
  await generateGroupList(groupId, category, memberIds, deps);
  return 'warmed';
}

/**
 * A member's choice, made or undone, moves their preferences, so the lists of every group they are in
 * are dropped and generated again on the next read (docs/product/groups.md, Group recommendations).
 * Answers how many lists were dropped.
 */
export function dropGroupListsOfMember(userId: string, deps: { caches: Pick<GroupRecommendationCacheRepository, 'dropListsOfMember'> }): Promise<number> {
  return deps.caches.dropListsOfMember(userId);
}

async function generateGroupList(
  groupId: string,
  category: GroupRecommendationCategory,
  memberIds: string[],
  deps: Pick<GroupRecommendationDeps, 'tastes' | 'caches' | 'work'>,
): Promise<StoredGroupList> {
  const [tastes, people, items] = await Promise.all([deps.tastes.tastes(memberIds), deps.tastes.members(memberIds), deps.tastes.catalogue(category)]);
  // No member data: starter picks, which follow what everyone likes (docs/recommendation-engine.md, Starter order).
  const catalogue = tastes.every((taste) => personModel(taste).hasNoData) ? withStarterSignals(items, await deps.tastes.starterSignals()) : items;
  const names = groupMemberNames(people);
  const members: GroupMemberTaste[] = tastes.map((taste, i) => ({ ...taste, name: names[i] }));
  // Made from the members' data as it is now (a member's choice drops the list), so no list date applies.
  const basis = basisOfGroup(people.map((person) => person.firstChoiceAt));
  // Plain data crosses to the worker and back: the candidates come back as they went.
  const ranked = (await deps.work.compute('rankGroupRecommendations', { members, candidates: catalogue, limit: GROUP_RECOMMENDATIONS_LIMIT })) as RankedGroupRecommendation<
    (typeof catalogue)[number]
  >[];
  const recommendations: GroupRecommendation[] = ranked.map(
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
  const storedAt = await deps.caches.store(groupId, category, { basis, recommendations }, memberIds);
  // Not stored (the members changed while it was made): still the answer to this request.
  const generatedAt = storedAt ?? new Date();
  return { groupId, category, recommendations, generatedAt: generatedAt.toISOString(), cached: false, basis };
}
