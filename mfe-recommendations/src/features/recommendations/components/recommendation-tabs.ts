import type { RecommendationCategory } from '@alive/contracts';

export interface RecommendationTab {
  category: RecommendationCategory;
  label: string;
  title: string;
  /** Shown when the tab's list is empty (docs/product/recommendations.md, Recommendations). */
  emptyText: string;
}

/** The six tabs of /recommendations, in order (docs/product/recommendations.md, Recommendations). */
export const RECOMMENDATION_TABS: readonly RecommendationTab[] = [
  {
    category: 'general',
    label: 'General',
    title: 'General Recommendations',
    emptyText: 'Make more A.L.I.V.E Choices to get personalized recommendations',
  },
  {
    category: 'movies',
    label: 'Movies & TV',
    title: 'Movie & TV Recommendations',
    emptyText: 'Complete movie preference choices to get film and TV recommendations',
  },
  {
    category: 'books',
    label: 'Books',
    title: 'Book Recommendations',
    emptyText: 'Make reading preference choices to get book recommendations',
  },
  {
    category: 'activities',
    label: 'Activities',
    title: 'Activity Recommendations',
    emptyText: 'Make activity preference choices to get hobby recommendations',
  },
  {
    category: 'travel',
    label: 'Travel',
    title: 'Travel Recommendations',
    emptyText: 'Make travel preference choices to get destination recommendations',
  },
  {
    category: 'food',
    label: 'Food',
    title: 'Food Recommendations',
    emptyText: 'Make food preference choices to get restaurant recommendations',
  },
];
