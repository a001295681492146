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

/**
 * Seed keys of the 48 titles the seed used to insert into an empty library, before titles had seed
 * keys. A library holding some of them without keys was seeded that way, and one of them missing
 * there was deleted by an admin: seedContentClassifications records it as seeded and leaves it out.
 */
export const FIRST_LIBRARY_SEED_KEYS: ReadonlySet<string> = new Set([
  'movie:into-the-wild', 'movie:the-shawshank-redemption', 'movie:amelie', 'movie:interstellar', 'movie:paddington-2',
  'movie:the-intouchables', 'movie:mad-max-fury-road', 'movie:lost-in-translation', 'movie:the-grand-budapest-hotel',
  'movie:spirited-away', 'movie:dead-poets-society', 'movie:mamma-mia', 'movie:free-solo',
  'movie:the-secret-life-of-walter-mitty', 'movie:before-sunrise', 'movie:hidden-figures', 'movie:chef',
  'tv:planet-earth-ii', 'tv:ted-lasso', 'tv:the-crown', 'tv:stranger-things', 'tv:chefs-table', 'tv:the-good-place',
  'tv:breaking-bad', 'tv:parks-and-recreation', 'tv:normal-people', 'tv:cosmos-a-spacetime-odyssey', 'tv:queer-eye',
  'tv:friends', 'tv:shogun', 'tv:severance',
  'book:mans-search-for-meaning', 'book:wild', 'book:the-alchemist', 'book:pride-and-prejudice', 'book:atomic-habits',
  'book:walden', 'book:the-martian', 'book:eat-pray-love', 'book:the-hobbit', 'book:meditations', 'book:little-women',
  'book:sapiens', 'book:the-thursday-murder-club', 'book:braiding-sweetgrass', 'book:big-magic', 'book:quiet',
  'book:into-thin-air',
]);
