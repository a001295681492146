/**
 * The content library the seed adds to `content_classifications` (docs/product/recommendations.md,
 * Content library): films, series and books, one file per type under `content/`.
 */
import { SEED_BOOKS } from './content/books.ts';
import { SEED_MOVIES } from './content/movies.ts';
import type { SeedContentClassification } from './content/seed-content.ts';
import { SEED_SERIES } from './content/tv.ts';

export { CONTENT_WARNINGS, contentSeedKey, contentSlug } from './content/seed-content.ts';
export type { ContentWarning, Score, SeedContentClassification, SeedContentType } from './content/seed-content.ts';

export const SEED_CONTENT_CLASSIFICATIONS: readonly SeedContentClassification[] = [...SEED_MOVIES, ...SEED_SERIES, ...SEED_BOOKS];
