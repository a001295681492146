import type { FeedbackAction, MyListItem } from '@alive/contracts';

export type MyListFilter = 'all' | 'liked' | 'saved' | 'to-try' | 'not-for-me';

/**
 * The filters of My list (docs/product/recommendations.md, My list): what each shows, which feedback
 * its Remove takes back, and what it says when empty. "All" is the person's list: liked, saved and to
 * try; dislikes have their own filter, so one can be taken back and the item may be recommended again.
 */
export const MY_LIST_FILTERS: readonly {
  value: MyListFilter;
  label: string;
  shows: (item: MyListItem) => boolean;
  removes: (item: MyListItem) => FeedbackAction[];
  empty: string;
}[] = [
  {
    value: 'all',
    label: 'All',
    shows: (item) => item.liked || item.bookmarked || item.toTry,
    removes: (item) => [
      ...(item.liked ? (['liked'] as const) : []),
      ...(item.bookmarked ? (['bookmarked'] as const) : []),
      ...(item.toTry ? (['used'] as const) : []),
    ],
    empty: 'Your list is empty',
  },
  { value: 'liked', label: 'Liked', shows: (item) => item.liked, removes: () => ['liked'], empty: 'Nothing liked yet' },
  { value: 'saved', label: 'Saved', shows: (item) => item.bookmarked, removes: () => ['bookmarked'], empty: 'Nothing saved yet' },
  { value: 'to-try', label: 'To try', shows: (item) => item.toTry, removes: () => ['used'], empty: 'Nothing to try yet' },
  { value: 'not-for-me', label: 'Not for me', shows: (item) => item.disliked, removes: () => ['disliked'], empty: 'Nothing disliked' },
];

/** The badges an item carries: what the person said of it. */
export function stateLabels(item: MyListItem): string[] {
  return [
    ...(item.liked ? ['Liked'] : []),
    ...(item.bookmarked ? ['Saved'] : []),
    ...(item.toTry ? ['To try'] : []),
    ...(item.disliked ? ['Not for me'] : []),
  ];
}
