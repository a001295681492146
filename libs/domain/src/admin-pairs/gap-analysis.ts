import { tagDisplayName } from '../tags.ts';
import { scaledLeaning } from '../recommendations/person-position.ts';
import { preferenceTagWeights } from '../recommendations/tag-affinity.ts';
import { compareIds } from '../recommendations/text.ts';
import type { RecommendationCandidate } from '../recommendations/types.ts';
import { contrastKey, dimensionGaps, pairCoverage, type CoveragePair, type PairCoverage } from './pair-coverage.ts';

/**
 * Gap analysis of one category's active pairs against the category's material, the catalogue items
 * and library titles pairs can be made of (docs/product/admin.md, AI pair engine). Every sentence
 * names counts read from the two; nothing is canned but the sentence frames.
 */
export interface GapAnalysisInput {
  /** As the screen names it, e.g. `Travel`. */
  category: string;
  /** The category's active pairs. */
  pairs: readonly CoveragePair[];
  /** Items the category's pairs can be made of, tags in the pairs' vocabulary. */
  material: readonly RecommendationCandidate[];
}

export interface GapAnalysisResult {
  activePairs: number;
  underexploredAreas: string[];
  suggestedDimensions: string[];
  missingContrasts: string[];
  coverage: PairCoverage;
  /** Per dimension, DIMENSIONS order (dimensionGaps). */
  gaps: number[];
}

export const GAP_LIST_MAX = { areas: 5, dimensions: 3, contrasts: 5 } as const;
/** A tag on this many items of the material or more is an area; fewer is one item's detail. */
export const AREA_MIN_ITEMS = 2;
/** A tag on at most this many options of the category's pairs is underexplored. */
export const AREA_MAX_USES = 1;

/** `setting:Urban` → `setting`. */
export function tagFamily(tag: string): string {
  const i = tag.indexOf(':');
  return i === -1 ? tag : tag.slice(0, i);
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Items of the material per preference tag. */
function materialTagCounts(material: readonly RecommendationCandidate[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of material) for (const [tag] of preferenceTagWeights(item.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return counts;
}

function underexploredAreas(input: GapAnalysisInput, coverage: PairCoverage, inMaterial: Map<string, number>): string[] {
  return [...inMaterial]
    .filter(([tag, items]) => items >= AREA_MIN_ITEMS && (coverage.tagUses.get(tag) ?? 0) <= AREA_MAX_USES)
    .map(([tag, items]) => ({ tag, items, uses: coverage.tagUses.get(tag) ?? 0 }))
    .sort((a, b) => b.items - a.items || a.uses - b.uses || compareIds(a.tag, b.tag))
    .slice(0, GAP_LIST_MAX.areas)
    .map(
      ({ tag, items, uses }) =>
        `${tagDisplayName(tag)} (${tagFamily(tag)}): in ${plural(items, 'item')} to draw on, on ${uses === 0 ? 'no' : 'only one'} ${input.category} pair option`,
    );
}

function suggestedDimensions(input: GapAnalysisInput, coverage: PairCoverage, gaps: number[]): string[] {
  return coverage.dimensions
    .map((d, index) => ({ d, gap: gaps[index]!, index }))
    .filter(({ gap }) => gap > 0)
    .sort((a, b) => b.gap - a.gap || a.index - b.index)
    .slice(0, GAP_LIST_MAX.dimensions)
    .map(({ d }) => {
      const { definition } = d;
      const leaning = (sign: number) => input.material.filter((item) => Math.sign(scaledLeaning(item.leanings, definition.key)) === sign).length;
      const counted =
        d.contrasted === 0
          ? `no ${input.category} pair contrasts it yet`
          : `contrasted by ${d.contrasted} of ${plural(coverage.pairs, `${input.category} pair`)}`;
      const material =
        input.material.length > 0
          ? `; the material leans ${definition.positive.label} in ${plural(leaning(1), 'item')}, ${definition.negative.label} in ${plural(leaning(-1), 'item')}`
          : '';
      return `${definition.name} (${definition.positive.label} vs ${definition.negative.label}): ${counted}${material}`;
    });
}

function missingContrasts(input: GapAnalysisInput, coverage: PairCoverage, inMaterial: Map<string, number>): string[] {
  const poles = coverage.dimensions
    .filter((d) => d.contrasted === 0)
    .map(({ definition }) => `${definition.positive.label} vs ${definition.negative.label}: no ${input.category} pair sets these poles against each other`);
  const byFamily = new Map<string, [string, number][]>();
  for (const [tag, items] of inMaterial) {
    if (items < AREA_MIN_ITEMS) continue;
    byFamily.set(tagFamily(tag), [...(byFamily.get(tagFamily(tag)) ?? []), [tag, items]]);
  }
  const tags: { a: string; b: string; weight: number }[] = [];
  for (const members of byFamily.values()) {
    for (let i = 0; i < members.length; i++) {
      for (let j = i + 1; j < members.length; j++) {
        const [first, second] = [members[i]!, members[j]!].sort((x, y) => y[1] - x[1] || compareIds(x[0], y[0])) as [[string, number], [string, number]];
        const [[a, na], [b, nb]] = [first, second];
        if (!coverage.contrastedTags.has(contrastKey(a, b))) tags.push({ a, b, weight: Math.min(na, nb) });
      }
    }
  }
  tags.sort((x, y) => y.weight - x.weight || compareIds(x.a, y.a) || compareIds(x.b, y.b));
  const tagContrasts = tags.map(({ a, b }) => `${tagDisplayName(a)} vs ${tagDisplayName(b)} (${tagFamily(a)}): never on opposite sides of a pair`);
  return [...poles, ...tagContrasts].slice(0, GAP_LIST_MAX.contrasts);
}

export function analyzeGaps(input: GapAnalysisInput): GapAnalysisResult {
  const coverage = pairCoverage(input.pairs);
  const gaps = dimensionGaps(coverage);
  const inMaterial = materialTagCounts(input.material);
  return {
    activePairs: coverage.pairs,
    underexploredAreas: underexploredAreas(input, coverage, inMaterial),
    suggestedDimensions: suggestedDimensions(input, coverage, gaps),
    missingContrasts: missingContrasts(input, coverage, inMaterial),
    coverage,
    gaps,
  };
}
