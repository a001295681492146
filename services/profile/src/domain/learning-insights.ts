import {
  accuracyLabel,
  confidenceThreshold,
  feedbackOutcome,
  feedbackTagNames as storedFeedbackTagNames,
  successRate,
  tagDisplayName,
  type FeedbackAction,
} from '@alive/domain';
import type { LearningInsightsPersonal, LearningInsightsSystem } from '@alive/contracts';

/** Rules behind POST /api/learning-insights (docs/profile-model.md §6). Pure. */

export interface FeedbackItem {
  action: FeedbackAction;
  category: string | null;
  tags: unknown;
  createdAt: Date;
}

export interface PersonalLearningInput {
  userId: string;
  feedback: readonly FeedbackItem[];
  /** Number of the user's choices per pair category. */
  choiceCategoryCounts: readonly { category: string; count: number }[];
  /** The user's preference tags. */
  preferences: readonly { tagName: string; score: number }[];
}

/** Patterns list at most this many entries each. */
export const PATTERN_LIST_LIMIT = 5;
/** Preference tags above this score feed time/cost patterns when liked items carry none. */
export const PATTERN_PREFERENCE_SCORE_ABOVE = 0.6;

/** Feedback tags may be stored as a list of names or as a `name → weight` map; both are read. */
export function feedbackTagNames(tags: unknown): string[] {
  return storedFeedbackTagNames(tags) ?? [];
}

function rankByCount(counts: Map<string, number>): string[] {
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name]) => name)
    .slice(0, PATTERN_LIST_LIMIT);
}

/**
 * Time or cost preferences: tags `<prefix>:*` of liked/used items ranked by how often they occur;
 * when liked items carry none, the user's preference tags with that prefix scoring above 0.6,
 * highest first. Values are display names (text after the last colon).
 */
function tagPatterns(prefix: 'time' | 'cost', input: PersonalLearningInput): string[] {
  const counts = new Map<string, number>();
  for (const item of input.feedback) {
    if (feedbackOutcome(item.action) !== 'success') continue;
    for (const tag of feedbackTagNames(item.tags)) {
      if (!tag.startsWith(`${prefix}:`)) continue;
      const name = tagDisplayName(tag);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  if (counts.size > 0) return rankByCount(counts);
  return input.preferences
    .filter((p) => p.tagName.startsWith(`${prefix}:`) && p.score > PATTERN_PREFERENCE_SCORE_ABOVE)
    .sort((a, b) => b.score - a.score || a.tagName.localeCompare(b.tagName))
    .map((p) => tagDisplayName(p.tagName))
    .filter((name, i, all) => all.indexOf(name) === i)
    .slice(0, PATTERN_LIST_LIMIT);
}

export function personalLearningInsights(input: PersonalLearningInput): LearningInsightsPersonal {
  let successes = 0;
  let failures = 0;
  const byCategory = new Map<string, { successes: number; failures: number; feedbackCount: number }>();
  for (const item of input.feedback) {
    const outcome = feedbackOutcome(item.action);
    if (outcome === 'success') successes++;
    if (outcome === 'failure') failures++;
    if (!item.category) continue;
    const entry = byCategory.get(item.category) ?? { successes: 0, failures: 0, feedbackCount: 0 };
    entry.feedbackCount++;
    if (outcome === 'success') entry.successes++;
    if (outcome === 'failure') entry.failures++;
    byCategory.set(item.category, entry);
  }
  const overallAccuracy = successRate({ successes, failures });
  const rated = successes + failures;
  const latest = input.feedback.reduce<Date | null>((max, item) => (!max || item.createdAt > max ? item.createdAt : max), null);

  // Categories with no rated feedback (bookmarks only) have no success rate yet and are left out.
  const categoryPerformance = [...byCategory.entries()]
    .filter(([, e]) => e.successes + e.failures > 0)
    .map(([category, e]) => ({ category, successRate: successRate(e), feedbackCount: e.feedbackCount }))
    .sort((a, b) => b.feedbackCount - a.feedbackCount || a.category.localeCompare(b.category));

  const categoryCounts = new Map(input.choiceCategoryCounts.map((c) => [c.category, c.count]));

  return {
    scope: 'personal',
    userId: input.userId,
    overallAccuracy,
    accuracyLabel: accuracyLabel(overallAccuracy),
    feedbackCount: input.feedback.length,
    lastUpdated: latest ? latest.toISOString() : null,
    categoryPerformance,
    patterns: {
      preferredCategories: rankByCount(categoryCounts),
      timePreferences: tagPatterns('time', input),
      costPreferences: tagPatterns('cost', input),
      confidenceThreshold: confidenceThreshold(overallAccuracy, rated),
    },
  };
}

/**
 * System view: active learners are users with at least one feedback item; average accuracy is the
 * mean of the per-user accuracies of users with rated (non-bookmark) feedback, 0 when there are none.
 */
export function systemLearningInsights(
  counts: readonly { userId: string; action: FeedbackAction; count: number }[],
): LearningInsightsSystem {
  const perUser = new Map<string, { successes: number; failures: number }>();
  let totalFeedback = 0;
  for (const row of counts) {
    totalFeedback += row.count;
    const entry = perUser.get(row.userId) ?? { successes: 0, failures: 0 };
    const outcome = feedbackOutcome(row.action);
    if (outcome === 'success') entry.successes += row.count;
    if (outcome === 'failure') entry.failures += row.count;
    perUser.set(row.userId, entry);
  }
  const accuracies = [...perUser.values()].filter((e) => e.successes + e.failures > 0).map(successRate);
  const averageAccuracy = accuracies.length === 0 ? 0 : accuracies.reduce((a, b) => a + b, 0) / accuracies.length;
  return { scope: 'system', totalUsers: perUser.size, totalFeedback, averageAccuracy };
}

/** Who may read whose personal learning data: yourself, or anyone if you are an admin. */
export function canViewLearningInsightsOf(viewer: { id: string; isAdmin: boolean }, userId: string): boolean {
  return viewer.id === userId || viewer.isAdmin;
}
