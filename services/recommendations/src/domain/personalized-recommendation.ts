import { RECOMMENDATION_CATEGORIES, type PersonalizedRecommendation, type RecommendationCategory } from '@alive/contracts';
import { isAliveEvidenceTag, tagDisplayName } from '@alive/domain';
import type { CatalogueItem } from '../data/catalogue-repository.ts';

/**
 * Catalogue categories a list draws from: `general` ranks every personal category's items together;
 * the others their own (docs/product/recommendations.md, API). `date_night` is for groups only.
 */
export function catalogueCategoriesFor(category: RecommendationCategory): readonly string[] {
  return category === 'general' ? RECOMMENDATION_CATEGORIES : [category];
}

/** Lists are stored this long; a read takes the first `limit` (at most 50). */
export const STORED_LIST_LENGTH = 50;

/** Display names of the item's preference tags, heaviest first (`alive:` evidence tags are not shown). */
export function displayTags(tags: Readonly<Record<string, number>>): string[] {
  const names = Object.entries(tags)
    .filter(([tag]) => !isAliveEvidenceTag(tag))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([tag]) => tagDisplayName(tag));
  return [...new Set(names)];
}

const isRecommendationCategory = (value: string): value is RecommendationCategory =>
  (RECOMMENDATION_CATEGORIES as readonly string[]).includes(value);

/** One ranked catalogue item as both screens read it (personalizedRecommendationSchema). */
export function toPersonalizedRecommendation(
  item: CatalogueItem,
  ranked: { confidence: number; reasoning: string },
  listCategory: RecommendationCategory,
): PersonalizedRecommendation {
  const confidence = Math.min(1, Math.max(0, ranked.confidence));
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    category: isRecommendationCategory(item.category) ? item.category : listCategory,
    tags: displayTags(item.tags),
    confidence,
    matchPercent: Math.round(confidence * 100),
    actionable: item.actionable,
    timeCommitment: item.timeCommitment,
    estimatedCost: item.estimatedCost,
    reasoning: ranked.reasoning,
    links: item.links,
    metadata: {
      cost: item.estimatedCost,
      timeCommitment: item.timeCommitment,
      location: item.location,
      year: item.year,
      streamingPlatforms: item.streamingPlatforms,
      link: item.links[0]?.url ?? null,
    },
  };
}
