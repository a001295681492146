import { describe, expect, it } from 'vitest';
import {
  canViewLearningInsightsOf,
  feedbackTagNames,
  personalLearningInsights,
  systemLearningInsights,
  type FeedbackItem,
} from './learning-insights.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

function item(action: FeedbackItem['action'], category: string | null, tags: unknown = null, minute = 0): FeedbackItem {
  return { action, category, tags, createdAt: at(minute) };
}

describe('personalLearningInsights', () => {
  const empty = { userId: 'u1', feedback: [], choiceCategoryCounts: [], preferences: [] };

  it('reports no data honestly', () => {
    expect(personalLearningInsights(empty)).toEqual({
      scope: 'personal',
      userId: 'u1',
      overallAccuracy: 0,
      accuracyLabel: 'Learning',
      feedbackCount: 0,
      lastUpdated: null,
      categoryPerformance: [],
      patterns: { preferredCategories: [], timePreferences: [], costPreferences: [], confidenceThreshold: 0.7 },
    });
  });

  it('counts liked/used as success, disliked as failure and bookmarks as neither', () => {
    const insights = personalLearningInsights({
      ...empty,
      feedback: [
        item('liked', 'movies', null, 1),
        item('used', 'movies', null, 2),
        item('disliked', 'movies', null, 3),
        item('bookmarked', 'movies', null, 4),
        item('liked', 'books', null, 5),
        item('bookmarked', 'travel', null, 9),
        item('liked', null, null, 6),
      ],
    });
    // 4 successes, 1 failure.
    expect(insights.overallAccuracy).toBe(0.8);
    expect(insights.accuracyLabel).toBe('Very Good');
    expect(insights.feedbackCount).toBe(7);
    expect(insights.lastUpdated).toBe('2026-01-01T12:09:00.000Z');
    expect(insights.categoryPerformance).toEqual([
      { category: 'movies', successRate: 2 / 3, feedbackCount: 4 },
      { category: 'books', successRate: 1, feedbackCount: 1 },
    ]);
    expect(insights.patterns.confidenceThreshold).toBe(0.58);
  });

  it('ranks preferred categories by the number of choices', () => {
    const insights = personalLearningInsights({
      ...empty,
      choiceCategoryCounts: [
        { category: 'Books', count: 2 },
        { category: 'Travel', count: 7 },
        { category: 'Creative', count: 2 },
      ],
    });
    expect(insights.patterns.preferredCategories).toEqual(['Travel', 'Books', 'Creative']);
  });

  it('takes time and cost preferences from liked items, in either tag format', () => {
    const insights = personalLearningInsights({
      ...empty,
      feedback: [
        item('liked', 'travel', ['time:Weekend', 'cost:Free', 'activity:Solo']),
        item('used', 'travel', { 'time:Evening': 1, 'time:Weekend': 1 }),
        item('disliked', 'travel', ['time:Morning', 'cost:Premium']),
        item('bookmarked', 'travel', ['cost:Budget']),
      ],
      preferences: [{ tagName: 'cost:Luxury', score: 0.9 }],
    });
    expect(insights.patterns.timePreferences).toEqual(['Weekend', 'Evening']);
    expect(insights.patterns.costPreferences).toEqual(['Free']);
  });

  it('falls back to preference tags scoring above 0.6', () => {
    const insights = personalLearningInsights({
      ...empty,
      preferences: [
        { tagName: 'time:Weekend', score: 0.6 },
        { tagName: 'time:Evening', score: 0.61 },
        { tagName: 'time:Morning', score: 0.9 },
        { tagName: 'cost:Free', score: 0.7 },
        { tagName: 'activity:Solo', score: 0.95 },
      ],
    });
    expect(insights.patterns.timePreferences).toEqual(['Morning', 'Evening']);
    expect(insights.patterns.costPreferences).toEqual(['Free']);
  });

  it('reads feedback tags stored as lists or maps, ignoring anything else', () => {
    expect(feedbackTagNames(['a:B', 3, null])).toEqual(['a:B']);
    expect(feedbackTagNames({ 'a:B': 1 })).toEqual(['a:B']);
    expect(feedbackTagNames('a:B')).toEqual([]);
    expect(feedbackTagNames(null)).toEqual([]);
  });
});

describe('systemLearningInsights', () => {
  it('is all zeros without feedback', () => {
    expect(systemLearningInsights([])).toEqual({ scope: 'system', totalUsers: 0, totalFeedback: 0, averageAccuracy: 0 });
  });

  it('averages per-user accuracy over users with rated feedback', () => {
    expect(
      systemLearningInsights([
        { userId: 'a', action: 'liked', count: 3 },
        { userId: 'a', action: 'disliked', count: 1 },
        { userId: 'b', action: 'used', count: 1 },
        { userId: 'b', action: 'disliked', count: 1 },
        { userId: 'c', action: 'bookmarked', count: 4 },
      ]),
    ).toEqual({ scope: 'system', totalUsers: 3, totalFeedback: 10, averageAccuracy: (0.75 + 0.5) / 2 });
  });
});

describe('canViewLearningInsightsOf', () => {
  it('lets users see their own data and admins anyone', () => {
    expect(canViewLearningInsightsOf({ id: 'a', isAdmin: false }, 'a')).toBe(true);
    expect(canViewLearningInsightsOf({ id: 'a', isAdmin: false }, 'b')).toBe(false);
    expect(canViewLearningInsightsOf({ id: 'a', isAdmin: true }, 'b')).toBe(true);
  });
});
