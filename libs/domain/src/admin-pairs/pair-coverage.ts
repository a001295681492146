import { DIMENSIONS, type DimensionDefinition } from '../alive-dimensions.ts';
import { parseOptionTags } from '../choice-scoring.ts';

/**
 * What a set of choice pairs covers (docs/product/admin.md, AI pair engine): per A.L.I.V.E dimension
 * how many pairs set its two poles against each other, per preference tag how many options carry
 * it, and which tags already stand on opposite sides of a pair. Tags are read exactly as a choice
 * reads them (parseOptionTags), so what counts as covered is what a choice would learn from.
 */
export interface CoveragePair {
  option1Tags: unknown;
  option2Tags: unknown;
}

export interface DimensionCoverage {
  definition: DimensionDefinition;
  /** Pairs whose two options stand for the dimension's opposite poles. */
  contrasted: number;
  /** Pairs with evidence for the dimension on at least one option. */
  touched: number;
}

export interface PairCoverage {
  pairs: number;
  /** In DIMENSIONS order. */
  dimensions: DimensionCoverage[];
  /** Preference tag → options carrying it. */
  tagUses: ReadonlyMap<string, number>;
  /** contrastKey(a, b) of every two tags found on opposite options of one pair. */
  contrastedTags: ReadonlySet<string>;
}

/** Order-independent key of two tags. */
export function contrastKey(a: string, b: string): string {
  return a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
}

/** The sign (+1 / −1) each option gives a dimension, from its evidence tags; 0 without. */
function poleSigns(tags: unknown): number[] {
  const signs = DIMENSIONS.map(() => 0);
  for (const evidence of parseOptionTags(tags).evidence) {
    const index = DIMENSIONS.findIndex((d) => d.key === evidence.dimension);
    if (evidence.weight > 0) signs[index] = signs[index]! + evidence.sign;
  }
  return signs.map(Math.sign);
}

export function pairCoverage(pairs: readonly CoveragePair[]): PairCoverage {
  const dimensions = DIMENSIONS.map((definition) => ({ definition, contrasted: 0, touched: 0 }));
  const tagUses = new Map<string, number>();
  const contrastedTags = new Set<string>();
  for (const pair of pairs) {
    const one = parseOptionTags(pair.option1Tags).preferences;
    const two = parseOptionTags(pair.option2Tags).preferences;
    for (const tag of [...one.keys(), ...two.keys()]) tagUses.set(tag, (tagUses.get(tag) ?? 0) + 1);
    for (const a of one.keys()) for (const b of two.keys()) if (a !== b) contrastedTags.add(contrastKey(a, b));
    const [signs1, signs2] = [poleSigns(pair.option1Tags), poleSigns(pair.option2Tags)];
    dimensions.forEach((coverage, d) => {
      if (signs1[d] !== 0 || signs2[d] !== 0) coverage.touched += 1;
      if (signs1[d]! * signs2[d]! < 0) coverage.contrasted += 1;
    });
  }
  return { pairs: pairs.length, dimensions, tagUses, contrastedTags };
}

/** A pair carries A.L.I.V.E evidence when an option has a valid `alive:<dimension>:<pole>` tag. */
export function carriesDimensionEvidence(pair: CoveragePair): boolean {
  return parseOptionTags(pair.option1Tags).evidence.length > 0 || parseOptionTags(pair.option2Tags).evidence.length > 0;
}

/** Fewest contrasts a dimension needs before it stops counting as a gap, however small the set. */
export const MIN_CONTRASTS_PER_DIMENSION = 3;

/**
 * How much each dimension is wanted, 0..1 in DIMENSIONS order: 1 − contrasted / target, where the
 * target is an even share of all the set's contrasts (and at least MIN_CONTRASTS_PER_DIMENSION). A
 * dimension no pair contrasts is 1; one at or above its share is 0.
 */
export function dimensionGaps(coverage: PairCoverage): number[] {
  const total = coverage.dimensions.reduce((sum, d) => sum + d.contrasted, 0);
  const target = Math.max(MIN_CONTRASTS_PER_DIMENSION, total / DIMENSIONS.length);
  return coverage.dimensions.map((d) => Math.max(0, 1 - d.contrasted / target));
}
