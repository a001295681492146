import { DIMENSIONS, type DimensionDefinition, type PoleDefinition } from '../alive-dimensions.ts';
import { parseOptionTags } from '../choice-scoring.ts';
import { poleTraits } from '../profile/pole-traits.ts';
import { tagPhrase } from '../tag-phrases.ts';
import type { ChoiceRecord } from './choice-record.ts';
import { interestClusters, type InterestClusterResult } from './interest-clusters.ts';
import { compareIds, unitInterval } from './text.ts';

/**
 * AI-Powered Insights (docs/recommendation-engine.md, Dynamic groupings): patterns that recur across
 * the person's choices, and the interest clusters of interest-clusters.ts.
 *
 * - Pole pattern: a dimension offered in ≥ 3 choices where the person took the same pole ≥ 70 % of
 *   the time; named from that pole and the tag most often chosen with it ("Explorer drawn to nature").
 * - Tag pattern: a tag on one side only in ≥ 3 choices that the person took ≥ 75 % of the time,
 *   named with the tag most often rejected against it ("Solo activities over group activities").
 * Tags read through their phrases, never their raw values (docs/product/profile.md, Decision — tag words).
 * confidence = share × min(1, choices / 5).
 */

export interface DynamicGroupingResult {
  id: string;
  groupName: string;
  /** 0..1. */
  confidence: number;
  description: string;
  /** The choices that show the pattern. */
  choicePatterns: string[];
}

export interface ChoicePatternAnalysis {
  dynamicGroupings: DynamicGroupingResult[];
  interestClusters: InterestClusterResult[];
}

export const PATTERN_MIN_CHOICES = 3;
export const POLE_PATTERN_MIN_SHARE = 0.7;
export const TAG_PATTERN_MIN_SHARE = 0.75;
/** Choices at which a pattern's confidence stops growing with its count. */
export const PATTERN_FULL_AT = 5;
export const GROUPINGS_MAX = 6;
export const PATTERN_EXAMPLES_MAX = 5;
/** A companion or rival tag must show up in at least this many of the pattern's choices. */
export const COMPANION_MIN_COUNT = 2;

/** A person-noun per pole for group names. */
const POLE_NOUN: Readonly<Record<string, string>> = {
  'primary_drive:intrinsic': 'self-starter',
  'primary_drive:social': 'connector',
  'happiness_orientation:meaningful': 'purpose-seeker',
  'happiness_orientation:emotional': 'joy-seeker',
  'life_engagement:active': 'doer',
  'life_engagement:reflective': 'thinker',
  'value_investment:exploring': 'explorer',
  'value_investment:traditional': 'traditionalist',
  'locus_of_control:control': 'planner',
  'locus_of_control:flow': 'free spirit',
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function describeChoice(choice: ChoiceRecord): string {
  return `Chose "${choice.chosen.text}" over "${choice.rejected.text}"`;
}

/** The tag that appears most often (by summed weight) in the given tag maps, if it reaches COMPANION_MIN_COUNT. */
function mostFrequentTag(tagMaps: readonly Map<string, number>[], exclude: string): string | null {
  const totals = new Map<string, { weight: number; count: number }>();
  for (const tags of tagMaps) {
    for (const [tag, w] of tags) {
      if (tag === exclude || w <= 0) continue;
      const entry = totals.get(tag) ?? { weight: 0, count: 0 };
      totals.set(tag, { weight: entry.weight + w, count: entry.count + 1 });
    }
  }
  const best = [...totals]
    .filter(([, t]) => t.count >= COMPANION_MIN_COUNT)
    .sort((a, b) => b[1].weight - a[1].weight || compareIds(a[0], b[0]))[0];
  return best ? best[0] : null;
}

function confidence(share: number, count: number): number {
  return unitInterval(share * Math.min(1, count / PATTERN_FULL_AT));
}

/** Which pole of the dimension the chosen option stood for in this choice, if the pair offered it. */
function chosenSign(choice: ChoiceRecord, definition: DimensionDefinition): 1 | -1 | null {
  const chosen = parseOptionTags(choice.chosen.tags).evidence.filter((e) => e.dimension === definition.key);
  const rejected = parseOptionTags(choice.rejected.tags).evidence.filter((e) => e.dimension === definition.key);
  const net = chosen.reduce((s, e) => s + e.sign * e.weight, 0) - rejected.reduce((s, e) => s + e.sign * e.weight, 0);
  return net > 0 ? 1 : net < 0 ? -1 : null;
}

function polePatterns(choices: readonly ChoiceRecord[]): DynamicGroupingResult[] {
  const out: DynamicGroupingResult[] = [];
  for (const definition of DIMENSIONS) {
    const decided = choices.map((c) => ({ choice: c, sign: chosenSign(c, definition) })).filter((d) => d.sign !== null);
    if (decided.length < PATTERN_MIN_CHOICES) continue;
    const positives = decided.filter((d) => d.sign === 1).length;
    const sign = positives * 2 >= decided.length ? 1 : -1;
    const showing = decided.filter((d) => d.sign === sign).map((d) => d.choice);
    const share = showing.length / decided.length;
    if (share < POLE_PATTERN_MIN_SHARE) continue;
    const pole: PoleDefinition = sign === 1 ? definition.positive : definition.negative;
    const noun = POLE_NOUN[`${definition.key}:${pole.pole}`]!;
    const companion = mostFrequentTag(showing.map((c) => parseOptionTags(c.chosen.tags).preferences), '');
    const companionName = companion ? tagPhrase(companion) : null;
    out.push({
      id: `grouping-${definition.key}-${pole.pole}`,
      groupName: capitalise(companionName ? `${noun} drawn to ${companionName}` : `${poleTraits(definition.key, pole).adjective} ${noun}`),
      confidence: confidence(share, decided.length),
      description:
        `You took the ${pole.label} option in ${showing.length} of ${decided.length} choices that offered it` +
        (companionName ? `, most often together with ${companionName}.` : '.'),
      choicePatterns: showing.slice(0, PATTERN_EXAMPLES_MAX).map(describeChoice),
    });
  }
  return out;
}

function tagPatterns(choices: readonly ChoiceRecord[]): DynamicGroupingResult[] {
  const parsed = choices.map((choice) => ({
    choice,
    chosen: parseOptionTags(choice.chosen.tags).preferences,
    rejected: parseOptionTags(choice.rejected.tags).preferences,
  }));
  const tags = [...new Set(parsed.flatMap((p) => [...p.chosen.keys(), ...p.rejected.keys()]))].sort(compareIds);
  const out: DynamicGroupingResult[] = [];
  for (const tag of tags) {
    const decided = parsed.filter((p) => (p.chosen.get(tag) ?? 0) !== (p.rejected.get(tag) ?? 0));
    if (decided.length < PATTERN_MIN_CHOICES) continue;
    const showing = decided.filter((p) => (p.chosen.get(tag) ?? 0) > (p.rejected.get(tag) ?? 0));
    const share = showing.length / decided.length;
    if (share < TAG_PATTERN_MIN_SHARE) continue;
    const name = tagPhrase(tag);
    const rival = mostFrequentTag(showing.map((p) => p.rejected), tag);
    const rivalName = rival ? tagPhrase(rival) : null;
    out.push({
      id: `grouping-tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')}`,
      groupName: rivalName ? capitalise(`${name} over ${rivalName}`) : `Drawn to ${name}`,
      confidence: confidence(share, decided.length),
      description:
        `In ${showing.length} of ${decided.length} choices where only one side offered ${name}, you took that side` +
        (rivalName ? `, usually over one with ${rivalName}.` : '.'),
      choicePatterns: showing.slice(0, PATTERN_EXAMPLES_MAX).map((p) => describeChoice(p.choice)),
    });
  }
  return out;
}

export function dynamicGroupings(choices: readonly ChoiceRecord[]): DynamicGroupingResult[] {
  return [...polePatterns(choices), ...tagPatterns(choices)]
    .sort((a, b) => b.confidence - a.confidence || compareIds(a.id, b.id))
    .slice(0, GROUPINGS_MAX);
}

/** Both analyses of the AI-Powered Insights screen; empty input → empty lists. */
export function analyzeChoicePatterns(choices: readonly ChoiceRecord[]): ChoicePatternAnalysis {
  return { dynamicGroupings: dynamicGroupings(choices), interestClusters: interestClusters(choices) };
}
