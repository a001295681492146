import type { FeedbackAction, FeedbackState, MyListItem, MyListResponse } from '@alive/contracts';

/**
 * Pressed states of the feedback buttons, read from and written into the cached My list answer the
 * way the service changes it (docs/product/recommendations.md, My list): liking takes a dislike back
 * and the other way round, an item without any feedback left leaves the list, the newest first.
 */

/** What a card needs to put an item on My list before the server has answered. */
export interface FeedbackSubject {
  id: string;
  title: string;
  description: string;
  category: string;
}

type Flag = Exclude<keyof FeedbackState, 'recommendationId'>;

/** `used` ("I'll try this", Will Watch/Read) is the list's `toTry`. */
export const FLAG_OF: Record<FeedbackAction, Flag> = { liked: 'liked', disliked: 'disliked', bookmarked: 'bookmarked', used: 'toTry' };

/** The other action a pressed one takes back. */
const EXCLUDES: Partial<Record<FeedbackAction, FeedbackAction>> = { liked: 'disliked', disliked: 'liked' };

export function feedbackStateOf(list: MyListResponse | undefined, recommendationId: string): FeedbackState {
  const item = list?.items.find((i) => i.recommendationId === recommendationId);
  return {
    recommendationId,
    liked: item?.liked ?? false,
    disliked: item?.disliked ?? false,
    bookmarked: item?.bookmarked ?? false,
    toTry: item?.toTry ?? false,
  };
}

export function isPressed(state: FeedbackState, action: FeedbackAction): boolean {
  return state[FLAG_OF[action]];
}

const hasFeedback = (item: MyListItem) => item.liked || item.disliked || item.bookmarked || item.toTry;

/** The list after pressing (`on`) or taking back one action on one item. */
export function withFeedback(list: MyListResponse, subject: FeedbackSubject, action: FeedbackAction, on: boolean, now: Date): MyListResponse {
  const current = list.items.find((i) => i.recommendationId === subject.id);
  const next: MyListItem = {
    ...(current ?? {
      recommendationId: subject.id,
      title: subject.title,
      description: subject.description,
      category: subject.category,
      liked: false,
      disliked: false,
      bookmarked: false,
      toTry: false,
      updatedAt: now.toISOString(),
    }),
    [FLAG_OF[action]]: on,
  };
  const excluded = EXCLUDES[action];
  if (on && excluded) next[FLAG_OF[excluded]] = false;
  const others = list.items.filter((i) => i.recommendationId !== subject.id);
  if (!hasFeedback(next)) return { items: others };
  if (on) return { items: [{ ...next, updatedAt: now.toISOString() }, ...others] };
  return { items: list.items.map((i) => (i.recommendationId === subject.id ? next : i)) };
}

/** Where an item stood before a change that failed: put back at its place, or gone if it was not there. */
export function withItemRestored(list: MyListResponse, recommendationId: string, previous: { item: MyListItem; index: number } | null): MyListResponse {
  const others = list.items.filter((i) => i.recommendationId !== recommendationId);
  if (!previous) return { items: others };
  const items = [...others];
  items.splice(Math.min(previous.index, items.length), 0, previous.item);
  return { items };
}

/** The item's entry and place in the list, to restore after a failure. */
export function entryOf(list: MyListResponse | undefined, recommendationId: string): { item: MyListItem; index: number } | null {
  const index = list?.items.findIndex((i) => i.recommendationId === recommendationId) ?? -1;
  return index >= 0 ? { item: list!.items[index]!, index } : null;
}
