import { DIMENSIONS, type DimensionKey } from '../alive-dimensions.ts';
import type { RecommendationCandidate } from './types.ts';

/**
 * A recommendation catalogue row (`recommendation_items`, docs/data-ownership.md) as an engine
 * candidate carrying what a card shows. The recommendations and groups services both read the
 * catalogue; this is their one mapping of its JSON columns, which a seed or an admin wrote.
 */
export interface CatalogueItem extends RecommendationCandidate {
  /** The slug: the public recommendation id. */
  id: string;
  description: string;
  timeCommitment: string;
  estimatedCost: string;
  location: string | null;
  year: number | null;
  streamingPlatforms: string[];
  links: { url: string; text: string }[];
  actionable: boolean;
}

type ContentScoreField = (typeof DIMENSIONS)[number]['contentScoreField'];

/** The columns of a catalogue row the mapping reads (a Prisma `RecommendationItem` fits). */
export type CatalogueRow = Record<ContentScoreField, number> & {
  slug: string;
  category: string;
  title: string;
  description: string;
  tags: unknown;
  timeCommitment: string;
  estimatedCost: string;
  location: string | null;
  year: number | null;
  streamingPlatforms: unknown;
  links: unknown;
  actionable: boolean;
};

/** Tag maps are written by the seed or an admin: keep finite numeric weights only. */
export function readTagWeights(value: unknown): Record<string, number> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const tags: Record<string, number> = {};
  for (const [tag, weight] of Object.entries(value as Record<string, unknown>)) {
    if (typeof weight === 'number' && Number.isFinite(weight)) tags[tag] = weight;
  }
  return tags;
}

function readStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function readLinks(value: unknown): { url: string; text: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((link: unknown) => {
    if (!link || typeof link !== 'object') return [];
    const { url, text } = link as Record<string, unknown>;
    return typeof url === 'string' && typeof text === 'string' ? [{ url, text }] : [];
  });
}

/** The five −2..+2 score columns as the engine's leanings. */
export function leaningsOf(row: Record<ContentScoreField, number>): Record<DimensionKey, number> {
  return Object.fromEntries(DIMENSIONS.map((d) => [d.key, row[d.contentScoreField]])) as Record<DimensionKey, number>;
}

export function toCatalogueItem(row: CatalogueRow): CatalogueItem {
  return {
    id: row.slug,
    category: row.category,
    title: row.title,
    description: row.description,
    tags: readTagWeights(row.tags),
    leanings: leaningsOf(row),
    timeCommitment: row.timeCommitment,
    estimatedCost: row.estimatedCost,
    location: row.location,
    year: row.year,
    streamingPlatforms: readStrings(row.streamingPlatforms),
    links: readLinks(row.links),
    actionable: row.actionable,
  };
}
