import { DIMENSIONS } from '../alive-dimensions.ts';
import { scaledLeaning } from './person-position.ts';
import { preferenceTagWeights, tagAffinity } from './tag-affinity.ts';
import { compareIds } from './text.ts';
import type { RecommendationCandidate } from './types.ts';

/**
 * The search behind every proposed choice pair (docs/recommendation-engine.md, Smart pairs): two
 * catalogue items of one group that lean opposite ways on a dimension, valued by how much that
 * dimension is wanted, how new their tags are and how evenly the tag scores weigh the two options.
 *
 *   value = 0.5 × weakness_d × contrast_d + 0.3 × novelty + 0.2 × balance
 *
 * Smart Recommendations asks it what one person's profile knows least (proposeSmartPairs); the admin
 * pair tools ask it what the shared pair set covers least (docs/product/admin.md, AI pair engine).
 */

export const SMART_PAIR_WEIGHTS = { dimension: 0.5, novelty: 0.3, balance: 0.2 } as const;
/** Each earlier pick aimed at the same dimension (group) costs this much, so the list spreads. */
export const SMART_PAIR_DIMENSION_REPEAT_PENALTY = 0.1;
export const SMART_PAIR_CATEGORY_REPEAT_PENALTY = 0.05;

export interface ContrastSearch {
  items: readonly RecommendationCandidate[];
  /** The group an item pairs within (pairs never mix groups); undefined leaves the item out. */
  groupOf: (item: RecommendationCandidate) => string | undefined;
  /** Per dimension, in DIMENSIONS order, 0..1: how much a contrast on it is wanted. */
  weakness: readonly number[];
  /** 0..1 per preference tag: 1 for a tag never met. */
  novelty: (tag: string) => number;
  /** Tag → score 0..1 that balance weighs the two options with (absent = neutral). */
  scores: Readonly<Record<string, number>>;
  /** Pairs that exist; one with the same two normalised titles in either order is never proposed. */
  existingPairs: readonly { option1: string; option2: string }[];
  /** What makes two option texts the same. */
  normalise: (text: string) => string;
  limit: number;
}

export interface ContrastingPair {
  a: RecommendationCandidate;
  b: RecommendationCandidate;
  group: string;
  /** Index into DIMENSIONS of the contrasted dimension. */
  target: number;
  /** |leaning_a − leaning_b| / 4 on the target, 0..1. */
  contrast: number;
  /** Mean novelty over the union of both items' preference tags. */
  novelty: number;
  /** 1 − |A_a − A_b| / 2 (A = tag affinity). */
  balance: number;
  value: number;
  /** `smart-<id>--<id>` of the two items in id order: the same for the same two options. */
  id: string;
  /** The union of both items' preference tags. */
  tags: string[];
}

/** Key of an unordered pair of normalised option texts. */
function unorderedKey(x: string, y: string): string {
  return x < y ? `${x}\u0000${y}` : `${y}\u0000${x}`;
}

/** What a pair needs of one item, computed once per item rather than once per pair. */
interface PreparedItem {
  item: RecommendationCandidate;
  normalisedTitle: string;
  /** Scaled leanings in DIMENSIONS order. */
  leanings: number[];
  tags: string[];
  tagSet: ReadonlySet<string>;
  noveltySum: number;
  affinity: number;
}

function candidatePairs(search: ContrastSearch): ContrastingPair[] {
  const existing = new Set(search.existingPairs.map((p) => unorderedKey(search.normalise(p.option1), search.normalise(p.option2))));
  const prepare = (item: RecommendationCandidate): PreparedItem => {
    const weights = preferenceTagWeights(item.tags);
    const tags = weights.map(([t]) => t);
    return {
      item,
      normalisedTitle: search.normalise(item.title),
      leanings: DIMENSIONS.map((d) => scaledLeaning(item.leanings, d.key)),
      tags,
      tagSet: new Set(tags),
      noveltySum: tags.reduce((sum, t) => sum + search.novelty(t), 0),
      affinity: tagAffinity(search.scores, weights),
    };
  };
  const byGroup = new Map<string, PreparedItem[]>();
  const seenIds = new Set<string>();
  for (const item of [...search.items].sort((a, b) => compareIds(a.id, b.id))) {
    const group = search.groupOf(item);
    if (group === undefined || seenIds.has(item.id) || search.normalise(item.title) === '') continue;
    seenIds.add(item.id);
    byGroup.set(group, [...(byGroup.get(group) ?? []), prepare(item)]);
  }
  const out: ContrastingPair[] = [];
  for (const [group, items] of byGroup) {
    for (let i = 0; i < items.length; i++) {
      for (let j = i + 1; j < items.length; j++) {
        const a = items[i]!;
        const b = items[j]!;
        // The target: the dimension where the two lean opposite ways with the most weakness × contrast
        // (ties keep code order).
        let target = -1;
        let targetScore = -1;
        let contrast = 0;
        for (let d = 0; d < DIMENSIONS.length; d++) {
          const ya = a.leanings[d]!;
          const yb = b.leanings[d]!;
          if (ya * yb >= 0) continue;
          const c = Math.abs(ya - yb) / 2;
          const score = search.weakness[d]! * c;
          if (score > targetScore) {
            target = d;
            targetScore = score;
            contrast = c;
          }
        }
        if (target === -1 || a.normalisedTitle === b.normalisedTitle || existing.has(unorderedKey(a.normalisedTitle, b.normalisedTitle))) continue;
        // Mean novelty over the union of the two items' tags.
        let noveltySum = a.noveltySum;
        const tags = [...a.tags];
        for (const t of b.tags) {
          if (a.tagSet.has(t)) continue;
          noveltySum += search.novelty(t);
          tags.push(t);
        }
        const novelty = tags.length === 0 ? 0 : noveltySum / tags.length;
        const balance = 1 - Math.abs(a.affinity - b.affinity) / 2;
        const value = SMART_PAIR_WEIGHTS.dimension * targetScore + SMART_PAIR_WEIGHTS.novelty * novelty + SMART_PAIR_WEIGHTS.balance * balance;
        // Items are in id order, so a's id comes first.
        out.push({ a: a.item, b: b.item, group, target, contrast, novelty, balance, value, id: `smart-${a.item.id}--${b.item.id}`, tags: tags.sort(compareIds) });
      }
    }
  }
  return out.sort((x, y) => y.value - x.value || compareIds(x.id, y.id));
}

/**
 * Up to `limit` pairs, best first: greedy by value, each item used once, with a small cost for
 * repeating a target dimension or group so the list explores several things.
 */
export function pickContrastingPairs(search: ContrastSearch): ContrastingPair[] {
  const limit = Number.isFinite(search.limit) ? Math.max(0, Math.floor(search.limit)) : 0;
  if (limit === 0) return [];
  const remaining = candidatePairs(search);
  const usedItems = new Set<string>();
  const dimensionUses = new Map<number, number>();
  const groupUses = new Map<string, number>();
  const picked: ContrastingPair[] = [];
  while (picked.length < limit) {
    let best: ContrastingPair | null = null;
    let bestValue = -Infinity;
    for (const pair of remaining) {
      // Values only fall with the penalties, so once the raw value is below the best, nothing later wins.
      if (pair.value <= bestValue + 1e-12) break;
      if (usedItems.has(pair.a.id) || usedItems.has(pair.b.id)) continue;
      const adjusted =
        pair.value -
        SMART_PAIR_DIMENSION_REPEAT_PENALTY * (dimensionUses.get(pair.target) ?? 0) -
        SMART_PAIR_CATEGORY_REPEAT_PENALTY * (groupUses.get(pair.group) ?? 0);
      // `remaining` is sorted by value then id, so only a strictly better value replaces an earlier pair.
      if (adjusted > bestValue + 1e-12) {
        best = pair;
        bestValue = adjusted;
      }
    }
    if (!best) break;
    picked.push(best);
    usedItems.add(best.a.id);
    usedItems.add(best.b.id);
    dimensionUses.set(best.target, (dimensionUses.get(best.target) ?? 0) + 1);
    groupUses.set(best.group, (groupUses.get(best.group) ?? 0) + 1);
  }
  return picked;
}

/** The pair's item on the + pole of the target dimension first. */
export function byPositivePole(pair: ContrastingPair): [RecommendationCandidate, RecommendationCandidate] {
  const key = DIMENSIONS[pair.target]!.key;
  return scaledLeaning(pair.a.leanings, key) > 0 ? [pair.a, pair.b] : [pair.b, pair.a];
}
