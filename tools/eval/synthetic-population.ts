import {
  applyChoice,
  DIMENSION_KEYS,
  EMPTY_SCORING_STATE,
  parseOptionTags,
  type DimensionKey,
  type PersonTaste,
  type RecommendationCandidate,
  type ScorablePair,
} from '@alive/domain';
import type { Random } from './seeded-random.ts';

/**
 * Synthetic people with a known hidden taste, who answer choice pairs through the same `applyChoice`
 * the choices service uses (docs/recommendation-engine.md, Offline evaluation).
 */

export interface HiddenTaste {
  /** Preference tag → affinity ~ N(0, 1). */
  tagAffinity: ReadonlyMap<string, number>;
  /** Per dimension: sign of the hidden letter × strength U(0.5, 1). */
  code: Readonly<Record<DimensionKey, number>>;
  /** β: weight of the dimension part of the hidden utility. */
  dimensionWeight: number;
}

export function hiddenTaste(random: Random, vocabulary: readonly string[], dimensionWeight: number): HiddenTaste {
  const tagAffinity = new Map(vocabulary.map((tag) => [tag, random.gaussian()]));
  const code = Object.fromEntries(DIMENSION_KEYS.map((key) => [key, (random.next() < 0.5 ? -1 : 1) * (0.5 + 0.5 * random.next())]));
  return { tagAffinity, code: code as Record<DimensionKey, number>, dimensionWeight };
}

/**
 * u = Σ_t w_t h_t / Σ_t w_t + β × Σ_d code_d × lean_d, with lean_d in −1..1 (an item's leaning / 2,
 * or an option's alive tag weight, + pole positive).
 */
export function hiddenUtility(taste: HiddenTaste, tags: ReadonlyMap<string, number>, lean: Readonly<Partial<Record<DimensionKey, number>>>): number {
  let weighted = 0;
  let total = 0;
  for (const [tag, w] of tags) {
    weighted += w * (taste.tagAffinity.get(tag) ?? 0);
    total += w;
  }
  const tagPart = total === 0 ? 0 : weighted / total;
  const dimensionPart = DIMENSION_KEYS.reduce((sum, key) => sum + taste.code[key] * (lean[key] ?? 0), 0);
  return tagPart + taste.dimensionWeight * dimensionPart;
}

function optionUtility(taste: HiddenTaste, optionTags: unknown): number {
  const parsed = parseOptionTags(optionTags);
  const lean: Partial<Record<DimensionKey, number>> = {};
  for (const e of parsed.evidence) lean[e.dimension] = (lean[e.dimension] ?? 0) + e.sign * e.weight;
  return hiddenUtility(taste, parsed.preferences, lean);
}

export function itemUtility(taste: HiddenTaste, item: RecommendationCandidate): number {
  const tags = new Map(Object.entries(item.tags).filter(([tag]) => !tag.startsWith('alive:')));
  const lean = Object.fromEntries(DIMENSION_KEYS.map((key) => [key, (item.leanings[key] ?? 0) / 2]));
  return hiddenUtility(taste, tags, lean);
}

/**
 * The person answers `count` random pairs: the option their hidden taste prefers with probability
 * `accuracy`, the other one otherwise. Returns what the engine sees (no feedback yet).
 */
export function answerPairs(random: Random, taste: HiddenTaste, pairs: readonly ScorablePair[], count: number, accuracy: number): PersonTaste {
  let state = EMPTY_SCORING_STATE;
  for (const pair of random.shuffle(pairs).slice(0, count)) {
    const u1 = optionUtility(taste, pair.option1Tags);
    const u2 = optionUtility(taste, pair.option2Tags);
    const preferred = u1 === u2 ? (random.next() < 0.5 ? 'option1' : 'option2') : u1 > u2 ? 'option1' : 'option2';
    const other = preferred === 'option1' ? 'option2' : 'option1';
    state = applyChoice(state, pair, random.next() < accuracy ? preferred : other);
  }
  return {
    preferences: Object.fromEntries(Object.entries(state.preferences).map(([tag, p]) => [tag, p.score])),
    dimensions: Object.entries(state.dimensions).map(([dimension, e]) => ({ dimension, ...e! })),
    feedback: [],
  };
}

const CATALOGUE_CATEGORIES = ['general', 'movies', 'books', 'activities', 'travel', 'food', 'shopping', 'learning'] as const;

/**
 * A synthetic catalogue in the pairs' tag vocabulary: 2–5 tags (weights 0.6, 0.8 or 1) and on each
 * dimension a leaning of ±1 or ±2 with probability 0.5, else 0.
 */
export function syntheticCatalogue(random: Random, vocabulary: readonly string[], size: number): RecommendationCandidate[] {
  return Array.from({ length: size }, (_, i) => {
    const tags: Record<string, number> = {};
    const tagCount = 2 + random.int(4);
    while (Object.keys(tags).length < tagCount) tags[random.pick(vocabulary)] = random.pick([0.6, 0.8, 1]);
    const leanings = Object.fromEntries(
      DIMENSION_KEYS.map((key) => [key, random.next() < 0.5 ? 0 : random.pick([-2, -1, 1, 2])]),
    ) as Record<DimensionKey, number>;
    const id = `synthetic-${String(i).padStart(3, '0')}`;
    return { id, category: random.pick(CATALOGUE_CATEGORIES), title: id, tags, leanings };
  });
}
