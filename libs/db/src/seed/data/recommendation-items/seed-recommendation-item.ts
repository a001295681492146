/**
 * Compact notation for the recommendation catalogue's seed items (docs/product/recommendations.md,
 * Catalogue), so the data files read like product copy:
 *
 *   item('travel', 'Walk the Camino Portugués from Porto', {
 *     description: 'Two weeks on foot along the Atlantic coast ...',
 *     tags: ['purpose:Pilgrimage', 'pace:Active', 'setting:Nature@0.7', 'cost:Budget'],
 *     leanings: 'M+2 X+1 A+1',
 *     time: 'Two weeks', cost: '$$', location: 'Porto to Santiago de Compostela',
 *     links: [['https://www.caminoways.com/camino-portugues', 'Route overview']],
 *   })
 *
 * `tags` use the choice pairs' `prefix:Tag` vocabulary (so a person's tag scores match them); `tag@w`
 * sets a weight (default 1). `leanings` lists happiness-code letters with a strength 1..2: the item
 * leans to that pole (docs/product/profile.md, The A.L.I.V.E model); dimensions not listed are 0.
 * The slug (the public recommendation id) is the category plus the hyphenated title.
 */
import { DATE_NIGHT_CATEGORY, RECOMMENDATION_CATEGORIES, slugify } from '@alive/contracts/constants';
import { DIMENSIONS, type DimensionKey } from '@alive/domain';

/** The contract's personal-list categories plus the group-only date night (libs/contracts/src/constants/recommendations.ts). */
export const SEED_RECOMMENDATION_CATEGORIES = [...RECOMMENDATION_CATEGORIES, DATE_NIGHT_CATEGORY] as const;
export type SeedRecommendationCategory = (typeof SEED_RECOMMENDATION_CATEGORIES)[number];

export type Leaning = -2 | -1 | 0 | 1 | 2;

export interface SeedRecommendationItem {
  slug: string;
  category: SeedRecommendationCategory;
  title: string;
  description: string;
  tags: Record<string, number>;
  leanings: Record<DimensionKey, Leaning>;
  timeCommitment: string;
  estimatedCost: string;
  location: string | null;
  year: number | null;
  streamingPlatforms: string[];
  links: { url: string; text: string }[];
  actionable: boolean;
}

export interface ItemSpec {
  description: string;
  tags: readonly string[];
  /** e.g. `'M+2 X+1 S+1'`: letter, sign (+ = towards that letter's pole), strength 1 or 2. */
  leanings: string;
  time: string;
  /** Free, $, $$, $$$ or $$$$. */
  cost: string;
  location?: string;
  year?: number;
  streaming?: readonly string[];
  links?: readonly (readonly [url: string, text: string])[];
  /** False for things to read or watch about rather than do; default true. */
  actionable?: boolean;
}

const LETTER_TO_POLE = new Map<string, { key: DimensionKey; sign: 1 | -1 }>(
  DIMENSIONS.flatMap((d) => [
    [d.positive.letter, { key: d.key, sign: 1 }],
    [d.negative.letter, { key: d.key, sign: -1 }],
  ]),
);

function parseLeanings(spec: string, title: string): Record<DimensionKey, Leaning> {
  const out = Object.fromEntries(DIMENSIONS.map((d) => [d.key, 0])) as Record<DimensionKey, Leaning>;
  for (const part of spec.split(/\s+/).filter(Boolean)) {
    const match = /^([A-Z])\+([12])$/.exec(part);
    const pole = match ? LETTER_TO_POLE.get(match[1]!) : undefined;
    if (!match || !pole) throw new Error(`Bad leaning "${part}" in "${title}" (write e.g. M+2 or S+1)`);
    if (out[pole.key] !== 0) throw new Error(`Two leanings for ${pole.key} in "${title}"`);
    out[pole.key] = (pole.sign * Number(match[2])) as Leaning;
  }
  return out;
}

function parseTags(specs: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const spec of specs) {
    const [name, weight] = spec.split('@') as [string, string | undefined];
    out[name] = weight === undefined ? 1 : Number(weight);
  }
  return out;
}

export function item(category: SeedRecommendationCategory, title: string, spec: ItemSpec): SeedRecommendationItem {
  return {
    slug: `${category.replace('_', '-')}-${slugify(title)}`,
    category,
    title,
    description: spec.description,
    tags: parseTags(spec.tags),
    leanings: parseLeanings(spec.leanings, title),
    timeCommitment: spec.time,
    estimatedCost: spec.cost,
    location: spec.location ?? null,
    year: spec.year ?? null,
    streamingPlatforms: [...(spec.streaming ?? [])],
    links: (spec.links ?? []).map(([url, text]) => ({ url, text })),
    actionable: spec.actionable ?? true,
  };
}
