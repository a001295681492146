import { DIMENSION_COMPLETE_AT } from '../alive-dimensions.ts';
import { readDimensions } from '../profile/dimension-profile.ts';
import { hasTagPhrase, tagPhrase } from '../tag-phrases.ts';
import { tagDisplayName } from '../tags.ts';
import {
  categoryCounts,
  personalityProfile,
  preferencesByStrength,
  tagsMet,
  type PersonalityProfileInput,
  type PersonalityProfileResult,
} from './personality-profile.ts';
import { compareIds, joinWithAnd } from './text.ts';

/**
 * The Smart Recommendations "Insights" tab (docs/recommendation-engine.md, Recommendation insights):
 * what to recommend more of, where the profile is thin, and which categories to choose in next.
 */

export interface RecommendationInsightsResult {
  personalityProfile: PersonalityProfileResult;
  recommendationOpportunities: string[];
  preferenceGaps: string[];
  nextBestCategories: string[];
}

/** A tag is an opportunity from this score, once decided in at least two choices. */
export const OPPORTUNITY_MIN_SCORE = 0.65;
export const OPPORTUNITY_MIN_CHOICES = 2;
/** A complete dimension is an opportunity from this percentage, a gap up to BALANCED_MAX_PERCENT. */
export const OPPORTUNITY_MIN_PERCENT = 65;
export const BALANCED_MAX_PERCENT = 55;
/** A tag family is a gap while less than this share of its tags has been met. */
export const FAMILY_GAP_MAX_COVERAGE = 0.5;
export const INSIGHT_LIST_MAX = 5;
export const NEXT_CATEGORIES_MAX = 3;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function opportunities(input: PersonalityProfileInput): string[] {
  const dimensions = readDimensions(input.dimensions)
    .filter((d) => d.status === 'complete' && d.pole !== null && d.percentage >= OPPORTUNITY_MIN_PERCENT)
    // Stable sort: equal percentages keep code order.
    .sort((a, b) => b.percentage - a.percentage)
    .slice(0, 2)
    .map((d) => `Lean into your ${d.pole!.label} side: ${d.percentage}% of your ${d.name} choices point there.`);
  const tags = preferencesByStrength(input.preferences)
    .filter(([tag, score]) => score >= OPPORTUNITY_MIN_SCORE && (input.preferences[tag]?.choiceCount ?? 0) >= OPPORTUNITY_MIN_CHOICES)
    .slice(0, 3)
    .map(([tag, score]) => `Lean into ${tagPhrase(tag)}: it scores ${Math.round(score * 100)}% across ${input.preferences[tag]!.choiceCount} choices.`);
  return [...dimensions, ...tags].slice(0, INSIGHT_LIST_MAX);
}

/** `setting:Nature` → `setting`. */
function tagFamily(tag: string): string {
  const i = tag.indexOf(':');
  return i === -1 ? tag : tag.slice(0, i);
}

/** A family gap names at most this many untried tags; more are counted ("and 3 more"). */
export const FAMILY_GAP_MAX_NAMED = 4;

/**
 * "Transport: none of its 3 tags tried yet: road trips, train journeys and …" / "Food: 1 of 4 tried; not
 * yet picnics, street food and foraged food." (`untried`: the tags' phrases.) Names exactly the untried tags (up to FAMILY_GAP_MAX_NAMED, then counts the rest),
 * so the sentence never names fewer than it counts.
 */
export function familyGapText(family: string, total: number, untried: readonly string[]): string {
  const named = untried.length > FAMILY_GAP_MAX_NAMED ? [...untried.slice(0, FAMILY_GAP_MAX_NAMED - 1), `${untried.length - FAMILY_GAP_MAX_NAMED + 1} more`] : untried;
  const list = joinWithAnd(named);
  const tried = total - untried.length;
  if (tried === 0) return total === 1 ? `${family}: ${list} not tried yet.` : `${family}: none of its ${total} tags tried yet: ${list}.`;
  return `${family}: ${tried} of ${total} tried; not yet ${list}.`;
}

/**
 * An untried tag in its family's gap: its phrase, or, for a tag the phrase table does not know, its own
 * words in lower case: the family already heads the sentence, so "Hobby: not yet kites and stamps", not
 * the fallback's "kites experiences and stamps experiences".
 */
function untriedPhrase(tag: string): string {
  if (hasTagPhrase(tag)) return tagPhrase(tag);
  return tagDisplayName(tag)
    .trim()
    .split(/\s+/)
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');
}

function gaps(input: PersonalityProfileInput): string[] {
  const dimensionGaps = readDimensions(input.dimensions)
    .map((d) => {
      if (d.count === 0) return { order: 0, text: `${d.aliveWord} (${d.name}): no choices yet.` };
      if (d.count < DIMENSION_COMPLETE_AT) {
        return { order: d.count, text: `${d.aliveWord} (${d.name}): only ${d.count} of your choices touched it so far, of the ${DIMENSION_COMPLETE_AT} it needs.` };
      }
      if (d.percentage <= BALANCED_MAX_PERCENT) {
        return { order: DIMENSION_COMPLETE_AT, text: `${d.aliveWord} (${d.name}): evenly split so far (${d.percentage}% ${d.pole!.label}).` };
      }
      return null;
    })
    .filter((g): g is { order: number; text: string } => g !== null)
    .sort((a, b) => a.order - b.order)
    .map((g) => g.text);

  const met = tagsMet(input);
  const families = new Map<string, string[]>();
  for (const tag of new Set(input.vocabulary)) {
    const family = tagFamily(tag);
    families.set(family, [...(families.get(family) ?? []), tag]);
  }
  const familyGaps = [...families]
    .map(([family, tags]) => {
      const untried = tags.filter((t) => !met.has(t)).sort(compareIds);
      return { family, total: tags.length, untried, coverage: (tags.length - untried.length) / tags.length };
    })
    .filter((f) => f.coverage < FAMILY_GAP_MAX_COVERAGE)
    .sort((a, b) => a.coverage - b.coverage || b.total - a.total || compareIds(a.family, b.family))
    .map((f) => familyGapText(capitalise(f.family), f.total, f.untried.map(untriedPhrase)));
  return [...dimensionGaps, ...familyGaps].slice(0, INSIGHT_LIST_MAX);
}

/** The categories chosen in least (ties in the given order), so the next choices widen the profile. */
function nextBestCategories(input: PersonalityProfileInput): string[] {
  const counts = new Map(categoryCounts(input.choices));
  return [...new Set(input.categories)]
    .map((category, index) => ({ category, index, count: counts.get(category) ?? 0 }))
    .sort((a, b) => a.count - b.count || a.index - b.index)
    .slice(0, NEXT_CATEGORIES_MAX)
    .map((c) => c.category);
}

/** Without any choice there is nothing to read: the profile is all zeros and every list is empty. */
export function recommendationInsights(input: PersonalityProfileInput): RecommendationInsightsResult {
  const profile = personalityProfile(input);
  if (input.choices.length === 0) {
    return { personalityProfile: profile, recommendationOpportunities: [], preferenceGaps: [], nextBestCategories: [] };
  }
  return {
    personalityProfile: profile,
    recommendationOpportunities: opportunities(input),
    preferenceGaps: gaps(input),
    nextBestCategories: nextBestCategories(input),
  };
}
