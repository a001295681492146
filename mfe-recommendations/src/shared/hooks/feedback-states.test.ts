import { describe, expect, it } from 'vitest';
import type { MyListItem } from '@alive/contracts';
import { entryOf, feedbackStateOf, isPressed, withFeedback, withItemRestored } from './feedback-states.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const item = (id: string, overrides: Partial<MyListItem> = {}): MyListItem => ({
  recommendationId: id,
  title: id,
  description: '',
  category: 'travel',
  liked: false,
  disliked: false,
  bookmarked: false,
  toTry: false,
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});
const subject = { id: 'new', title: 'New', description: 'A new one.', category: 'books' };

describe('feedback states', () => {
  it('reads what is pressed, nothing for an item not on the list', () => {
    const list = { items: [item('a', { liked: true, toTry: true })] };
    expect(feedbackStateOf(list, 'a')).toEqual({ recommendationId: 'a', liked: true, disliked: false, bookmarked: false, toTry: true });
    expect(isPressed(feedbackStateOf(list, 'a'), 'used')).toBe(true);
    expect(feedbackStateOf(undefined, 'b')).toEqual({ recommendationId: 'b', liked: false, disliked: false, bookmarked: false, toTry: false });
  });

  it('a press puts the item first; liking takes a dislike back and the other way round', () => {
    const list = { items: [item('a'), item('b', { disliked: true })] };
    const liked = withFeedback(list, { ...subject, id: 'b' }, 'liked', true, NOW);
    expect(liked.items.map((i) => [i.recommendationId, i.liked, i.disliked])).toEqual([
      ['b', true, false],
      ['a', false, false],
    ]);
    expect(liked.items[0]!.updatedAt).toBe(NOW.toISOString());
    const added = withFeedback(list, subject, 'bookmarked', true, NOW);
    expect(added.items[0]).toMatchObject({ recommendationId: 'new', title: 'New', category: 'books', bookmarked: true });
  });

  it('a take-back keeps the item in place while other feedback remains, and drops it when none does', () => {
    const list = { items: [item('a', { liked: true, bookmarked: true }), item('b', { liked: true })] };
    expect(withFeedback(list, { ...subject, id: 'a' }, 'liked', false, NOW).items.map((i) => [i.recommendationId, i.liked, i.bookmarked])).toEqual([
      ['a', false, true],
      ['b', true, false],
    ]);
    expect(withFeedback(list, { ...subject, id: 'b' }, 'liked', false, NOW).items.map((i) => i.recommendationId)).toEqual(['a']);
  });

  it('restores one item at its place without touching the others', () => {
    const before = { items: [item('a'), item('b', { liked: true }), item('c')] };
    const saved = entryOf(before, 'b');
    const changed = { items: [item('x', { liked: true }), item('a'), item('c')] };
    expect(withItemRestored(changed, 'b', saved).items.map((i) => i.recommendationId)).toEqual(['x', 'b', 'a', 'c']);
    expect(withItemRestored({ items: [item('new'), item('a')] }, 'new', entryOf(before, 'new')).items.map((i) => i.recommendationId)).toEqual(['a']);
  });
});
