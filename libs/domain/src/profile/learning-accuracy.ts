/**
 * Learning insights rules (docs/product/profile.md, Learning insights; docs/profile-model.md §6).
 */

export type AccuracyLabel = 'Excellent' | 'Very Good' | 'Good' | 'Fair' | 'Learning';

/** 0.9 or above Excellent, 0.8 Very Good, 0.7 Good, 0.6 Fair, lower Learning. */
export function accuracyLabel(accuracy: number): AccuracyLabel {
  if (accuracy >= 0.9) return 'Excellent';
  if (accuracy >= 0.8) return 'Very Good';
  if (accuracy >= 0.7) return 'Good';
  if (accuracy >= 0.6) return 'Fair';
  return 'Learning';
}

/** Feedback actions: liked/used are successes, disliked a failure, bookmarked neutral (not rated). */
export type FeedbackAction = 'liked' | 'disliked' | 'bookmarked' | 'used';

export function feedbackOutcome(action: FeedbackAction): 'success' | 'failure' | 'neutral' {
  if (action === 'liked' || action === 'used') return 'success';
  if (action === 'disliked') return 'failure';
  return 'neutral';
}

export interface FeedbackTally {
  successes: number;
  failures: number;
}

/** successes / (successes + failures); 0 when nothing is rated. */
export function successRate({ successes, failures }: FeedbackTally): number {
  const rated = successes + failures;
  return rated === 0 ? 0 : successes / rated;
}

export const DEFAULT_CONFIDENCE_THRESHOLD = 0.7;

/**
 * The confidence from which a recommendation counts as a sure fit for this user, judged from their
 * feedback: the better past recommendations landed, the lower the bar. 0.9 − 0.4 × accuracy, clamped
 * to 0.5..0.9 and rounded to two decimals (accuracy 1 → 0.5, 0.5 → 0.7, 0 → 0.9); without rated
 * feedback the default 0.7. Nothing filters on it: every list shows its best-ranked items whatever
 * their confidence, and starter picks before the first choice (docs/profile-model.md §6), so a screen
 * must never call it a minimum for being shown.
 */
export function confidenceThreshold(accuracy: number, ratedCount: number): number {
  if (ratedCount <= 0) return DEFAULT_CONFIDENCE_THRESHOLD;
  const raw = 0.9 - 0.4 * Math.min(1, Math.max(0, accuracy));
  return Math.round(Math.min(0.9, Math.max(0.5, raw)) * 100) / 100;
}
