/**
 * Compact notation for the seed's choice pairs, so the data files read like the product copy:
 *
 *   pair('Travel', 'AX',
 *     ['Backpack through Patagonia', 'activity:Solo', 'pace:Active', 'cost:Budget@0.8'],
 *     ['Unwind at an all-inclusive beach resort', 'pace:Relaxed', 'cost:Premium'])
 *
 * The second argument lists the happiness-code letters (docs/product/profile.md, The A.L.I.V.E model) of the poles the FIRST option
 * stands for; the second option gets the opposite pole of each of those dimensions. So the two options
 * always contrast on exactly those dimensions. `tag@w` sets a weight (default 1).
 */
import { CHOICE_CATEGORIES } from '@alive/contracts/constants';
import { DIMENSIONS } from '@alive/domain';

/**
 * The seed fills every category the home screen offers (its dropdown and first-run chips list
 * CHOICE_CATEGORIES), so no category there is a dead end for a new person.
 */
export const SEED_CATEGORIES = CHOICE_CATEGORIES;
export type SeedCategory = (typeof SEED_CATEGORIES)[number];

export interface SeedChoicePair {
  category: SeedCategory;
  option1: string;
  option2: string;
  option1Tags: Record<string, number>;
  option2Tags: Record<string, number>;
}

type OptionSpec = readonly [label: string, ...tags: string[]];

interface PoleRef {
  dimension: string;
  pole: string;
  opposite: string;
}

const POLE_BY_LETTER: ReadonlyMap<string, PoleRef> = new Map(
  DIMENSIONS.flatMap((d) => [
    [d.positive.letter, { dimension: d.key, pole: d.positive.pole, opposite: d.negative.pole }] as const,
    [d.negative.letter, { dimension: d.key, pole: d.negative.pole, opposite: d.positive.pole }] as const,
  ]),
);

function preferenceTags(tags: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const spec of tags) {
    const [name, weight] = spec.split('@') as [string, string | undefined];
    out[name] = weight === undefined ? 1 : Number(weight);
  }
  return out;
}

export function pair(category: SeedCategory, option1Poles: string, first: OptionSpec, second: OptionSpec): SeedChoicePair {
  const [option1, ...tags1] = first;
  const [option2, ...tags2] = second;
  const option1Tags = preferenceTags(tags1);
  const option2Tags = preferenceTags(tags2);
  for (const letter of option1Poles) {
    const ref = POLE_BY_LETTER.get(letter);
    if (!ref) throw new Error(`Unknown happiness-code letter ${letter} in pair "${option1}"`);
    option1Tags[`alive:${ref.dimension}:${ref.pole}`] = 1;
    option2Tags[`alive:${ref.dimension}:${ref.opposite}`] = 1;
  }
  return { category, option1, option2, option1Tags, option2Tags };
}
