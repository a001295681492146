import { INITIAL_PREFERENCE_SCORE } from '../choice-scoring.ts';
import { choicesMade, type ChoicesMadeFigure } from './profile-figures.ts';
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

/** How many of the person's strongest tags count as their top signals. */
export const TOP_SIGNALS_MAX = 5;

/**
 * The person's top signals: the tags they lean toward (a score above the INITIAL_PREFERENCE_SCORE every
 * tag starts at, so chosen for more often than against), highest first, at most TOP_SIGNALS_MAX.
 */
export function topPreferenceSignals(preferences: readonly PreferenceScoreInput[]): RankedPreference[] {
  return rankPreferences(preferences)
    .filter((p) => p.score > INITIAL_PREFERENCE_SCORE)
    .slice(0, TOP_SIGNALS_MAX);
}

export interface DashboardRecommendationRule {
  title: string;
  /** The product's fixed match figure for the suggestion, e.g. 92. */
  matchPercent: number;
  /** e.g. "92% match". */
  matchLabel: string;
  /** The word in a tag name the suggestion matches (case-sensitive substring). */
  trigger: 'Creation' | 'Visual' | 'Active';
}

export interface DashboardRecommendation extends DashboardRecommendationRule {
  /** The person's own top signal the suggestion matches: what "Because you like …" names. */
  because: { tagName: string; displayName: string; score: number };
}

/** Recommended for You: the product's fixed suggestions, each matching tags that contain its trigger word. */
export const DASHBOARD_RECOMMENDATION_RULES: readonly DashboardRecommendationRule[] = [
  { trigger: 'Creation', title: 'Digital Art Tutorials', matchPercent: 92, matchLabel: '92% match' },
  { trigger: 'Visual', title: 'Video Editing Course', matchPercent: 88, matchLabel: '88% match' },
  { trigger: 'Active', title: 'Creative Coding', matchPercent: 85, matchLabel: '85% match' },
];

/**
 * A suggestion shows only when one of the person's top signals contains its trigger word, and names that
 * tag as the reason (docs/product/profile.md, Decision — every "because" is true): a tag the person
 * chooses against, or one outside their strongest few, never becomes "because you like …". Strongest
 * reason first; equal reasons keep the rules' order.
 */
export function dashboardRecommendations(preferences: readonly PreferenceScoreInput[]): DashboardRecommendation[] {
  const signals = topPreferenceSignals(preferences);
  return DASHBOARD_RECOMMENDATION_RULES.flatMap((rule, order) => {
    const signal = signals.find((p) => tagContains(p.tagName, rule.trigger));
    return signal ? [{ rule, order, because: { tagName: signal.tagName, displayName: signal.displayName, score: signal.score } }] : [];
  })
    .sort((a, b) => b.because.score - a.because.score || a.order - b.order)
    .map(({ rule, because }) => ({ ...rule, because }));
}

/**
 * Your Stats (docs/product/profile.md, Decision — one definition per figure). Choices made is the
 * Choices made figure (`choicesMade`), the same count and target as the home screen's "n/50" and the
 * profile screen's Choices made; the two tag figures say what they count.
 */
export interface PreferenceStats {
  /** Count of tags. */
  totalPreferences: number;
  /** The Choices made figure: choices (user_choices rows), never a sum over tags, of the 50 target. */
  choicesMade: ChoicesMadeFigure;
  /**
   * Sum of choiceCount over tags: one per tag each choice touched, shown only under its own name, "Tag
   * signals", because one choice touches several tags.
   */
  tagSignals: number;
}

export function preferenceStats(preferences: readonly PreferenceScoreInput[], choiceCount: number): PreferenceStats {
  const tagSignals = preferences.reduce((sum, p) => sum + Math.max(0, Math.trunc(p.choiceCount ?? 0)), 0);
  return {
    totalPreferences: preferences.length,
    choicesMade: choicesMade(choiceCount),
    tagSignals,
  };
}
