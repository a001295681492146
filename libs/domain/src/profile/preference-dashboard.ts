import { profileProgress } from '../choice-session.ts';
import { rankPreferences, tagContains, type PreferenceScoreInput, type RankedPreference } from './preference-scores.ts';

/**
 * Preference Dashboard rules (docs/product/profile.md, Preference Dashboard). The screen renders these; it does
 * not re-implement them.
 */

export const DASHBOARD_EMPTY_TEXT = {
  distribution: 'No preferences data yet. Make some choices to see your profile!',
  insights: 'Make more choices to see insights!',
  recommendations: 'Build your profile to see recommendations!',
} as const;

/** Preference Distribution: one bar per tag, highest first, label = text after the last colon. */
export function preferenceDistribution(preferences: readonly PreferenceScoreInput[]): RankedPreference[] {
  return rankPreferences(preferences);
}

export interface KeyInsightRule {
  id: string;
  title: string;
  description: string;
  /** Case-sensitive substring of the tag name. */
  tagContains: string;
  /** The insight shows when the best matching tag's score is above this. */
  above: number;
}

/**
 * Solo Focus is the product's example (Solo above 0.6); the others follow the same shape so a profile
 * leaning the other way also gets an insight. Order = display order.
 */
export const KEY_INSIGHT_RULES: readonly KeyInsightRule[] = [
  {
    id: 'solo-focus',
    title: 'Solo Focus',
    description: 'You prefer individual activities over group activities.',
    tagContains: 'Solo',
    above: 0.6,
  },
  {
    id: 'social-energy',
    title: 'Social Energy',
    description: 'You prefer shared and group activities over doing things alone.',
    tagContains: 'Group',
    above: 0.6,
  },
  {
    id: 'creative-drive',
    title: 'Creative Drive',
    description: 'You are drawn to making things yourself rather than only consuming them.',
    tagContains: 'Creation',
    above: 0.7,
  },
  {
    id: 'visual-thinker',
    title: 'Visual Thinker',
    description: 'Visual experiences such as film, images and design speak to you most.',
    tagContains: 'Visual',
    above: 0.6,
  },
  {
    id: 'active-lifestyle',
    title: 'Active Lifestyle',
    description: 'You pick energetic, hands-on options over passive ones.',
    tagContains: 'Active',
    above: 0.6,
  },
  {
    id: 'outdoor-explorer',
    title: 'Outdoor Explorer',
    description: 'You choose fresh air and the outdoors over staying in.',
    tagContains: 'Outdoor',
    above: 0.6,
  },
  {
    id: 'calm-seeker',
    title: 'Calm Seeker',
    description: 'Relaxed, low-key options recharge you more than high-energy ones.',
    tagContains: 'Relax',
    above: 0.6,
  },
];

export interface KeyInsight {
  id: string;
  title: string;
  description: string;
  tagName: string;
  score: number;
}

export function keyInsights(preferences: readonly PreferenceScoreInput[]): KeyInsight[] {
  const ranked = rankPreferences(preferences);
  const insights: KeyInsight[] = [];
  for (const rule of KEY_INSIGHT_RULES) {
    // ranked is highest first, so the first match is the strongest tag for this rule.
    const match = ranked.find((p) => tagContains(p.tagName, rule.tagContains));
    if (match && match.score > rule.above) {
      insights.push({ id: rule.id, title: rule.title, description: rule.description, tagName: match.tagName, score: match.score });
    }
  }
  return insights;
}

export interface DashboardRecommendation {
  title: string;
  /** e.g. "92% match". */
  matchLabel: string;
  matchPercent: number;
  /** The word that triggered it. */
  trigger: 'Creation' | 'Visual' | 'Active';
}

/** Recommended for You: fixed suggestions, shown when any tag name contains the trigger word. */
export const DASHBOARD_RECOMMENDATION_RULES: readonly DashboardRecommendation[] = [
  { trigger: 'Creation', title: 'Digital Art Tutorials', matchPercent: 92, matchLabel: '92% match' },
  { trigger: 'Visual', title: 'Video Editing Course', matchPercent: 88, matchLabel: '88% match' },
  { trigger: 'Active', title: 'Creative Coding', matchPercent: 85, matchLabel: '85% match' },
];

export function dashboardRecommendations(preferences: readonly PreferenceScoreInput[]): DashboardRecommendation[] {
  return DASHBOARD_RECOMMENDATION_RULES.filter((rule) => preferences.some((p) => tagContains(p.tagName, rule.trigger)));
}

/**
 * Your Stats (docs/product/profile.md, Decision — numbers that agree). Every figure a person reads as
 * "how far along am I" comes from their number of choices, the same count as the home screen's "n/50"
 * progress card and the profile screen's "Choices made".
 */
export interface PreferenceStats {
  /** Count of tags. */
  totalPreferences: number;
  /** The person's number of choices (user_choices rows), never a sum over tags. */
  choicesMade: number;
  /**
   * Sum of choiceCount over tags: one per tag each choice touched (what Choices Made used to show), shown
   * only under its own name, "Tag signals", because one choice touches several tags.
   */
  tagSignals: number;
  /** The progress card's percent: choices / 50 × 100, rounded, capped at 100. */
  profileStrength: number;
  /** The progress card's target (50). */
  target: number;
}

export function preferenceStats(preferences: readonly PreferenceScoreInput[], choiceCount: number): PreferenceStats {
  const progress = profileProgress(choiceCount);
  const tagSignals = preferences.reduce((sum, p) => sum + Math.max(0, Math.trunc(p.choiceCount ?? 0)), 0);
  return {
    totalPreferences: preferences.length,
    choicesMade: progress.count,
    tagSignals,
    profileStrength: Math.round(progress.percent),
    target: progress.target,
  };
}
