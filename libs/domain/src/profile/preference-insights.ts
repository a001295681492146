import { tagPhrase } from '../tag-phrases.ts';
import { rankPreferences, tagContains, type PreferenceScoreInput, type RankedPreference } from './preference-scores.ts';

/**
 * Preferences insights panel of the completion card (docs/product/profile.md, Profile completion card): from the top 5 preferences by score,
 * a tag containing "Creation" above 0.7 gives Creative Preference and a tag containing "Visual" above
 * 0.6 gives Growing Interest.
 */

export const PREFERENCE_INSIGHTS_TOP_N = 5;
export const CREATIVE_PREFERENCE_THRESHOLD = 0.7;
export const GROWING_INTEREST_THRESHOLD = 0.6;

export interface PreferenceInsight {
  kind: 'creative-preference' | 'growing-interest';
  title: 'Creative Preference' | 'Growing Interest';
  tagName: string;
  displayName: string;
  score: number;
  description: string;
}

export interface PreferenceInsightsSummary {
  /** Top 5 by score, highest first. */
  topPreferences: RankedPreference[];
  insights: PreferenceInsight[];
}

export function preferenceInsights(preferences: readonly PreferenceScoreInput[]): PreferenceInsightsSummary {
  const topPreferences = rankPreferences(preferences).slice(0, PREFERENCE_INSIGHTS_TOP_N);
  const insights: PreferenceInsight[] = [];
  const creative = topPreferences.find(
    (p) => tagContains(p.tagName, 'Creation') && p.score > CREATIVE_PREFERENCE_THRESHOLD,
  );
  if (creative) {
    insights.push({
      kind: 'creative-preference',
      title: 'Creative Preference',
      tagName: creative.tagName,
      displayName: creative.displayName,
      score: creative.score,
      description: `You consistently choose to make things yourself: ${tagPhrase(creative.tagName)} is one of your strongest preferences.`,
    });
  }
  const visual = topPreferences.find((p) => tagContains(p.tagName, 'Visual') && p.score > GROWING_INTEREST_THRESHOLD);
  if (visual) {
    insights.push({
      kind: 'growing-interest',
      title: 'Growing Interest',
      tagName: visual.tagName,
      displayName: visual.displayName,
      score: visual.score,
      description: `Your interest in ${tagPhrase(visual.tagName)} is growing with every choice.`,
    });
  }
  return { topPreferences, insights };
}
