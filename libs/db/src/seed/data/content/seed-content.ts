/**
 * Shape and builders of the content library's seed titles (docs/product/recommendations.md, Content
 * library): real films, series and books scored on the five A.L.I.V.E dimensions, -2..+2 with the +
 * pole positive (docs/product/profile.md, The A.L.I.V.E model):
 *   primaryDrive  social -2 .. +2 intrinsic        happinessOrientation  emotional -2 .. +2 meaningful
 *   lifeEngagement reflective -2 .. +2 active      valueInvestment  traditional -2 .. +2 exploring
 *   locusControl  flow -2 .. +2 control
 * Scores are the tuple [primaryDrive, happinessOrientation, lifeEngagement, valueInvestment, locusControl].
 *
 * No title carries an IMDb rating or a Rotten Tomatoes score: the enhanced card shows ratings only
 * where the library stores them as verified data (docs/product/recommendations.md, Content library),
 * and nothing here is verified against those sites, so the seed leaves both columns null.
 */
import { slugify } from '@alive/contracts/constants';
export type Score = -2 | -1 | 0 | 1 | 2;

export type SeedContentType = 'movie' | 'tv' | 'book';

/** Content warnings a title may carry (only where they clearly apply). */
export const CONTENT_WARNINGS = [
  'violence',
  'graphic violence',
  'gore',
  'torture',
  'war',
  'genocide',
  'sexual content',
  'nudity',
  'sexual violence',
  'child abuse',
  'domestic abuse',
  'racism',
  'drug use',
  'alcohol abuse',
  'strong language',
  'suicide',
  'self-harm',
  'animal death',
  'death of a child',
  'pregnancy loss',
] as const;
export type ContentWarning = (typeof CONTENT_WARNINGS)[number];

export interface SeedContentClassification {
  /**
   * `<contentType>:<slug of the title>` (`movie:into-the-wild`): the row's `seed_key` and, prefixed
   * with `content:`, its seed ledger key. Derived from the title, so a changed title is a new title.
   */
  seedKey: string;
  title: string;
  contentType: SeedContentType;
  genre: string;
  year: number;
  /** Books only. */
  author?: string;
  /** Films (director) and series (creator or showrunner). */
  director?: string;
  /** Series only. */
  seasons?: number;
  /** One sentence. */
  description: string;
  scores: readonly [Score, Score, Score, Score, Score];
  /** How sure the scoring is, 0.6..0.95. */
  confidence: number;
  /** One sentence saying why the scores are what they are. */
  reasoning: string;
  /** 3-6 short lowercase descriptive tags ("coming of age", "heist"). */
  tags: readonly string[];
  warnings: readonly ContentWarning[];
  /** 2-4 real titles this resembles. */
  similarTo: readonly string[];
}

type TitleFields = Omit<SeedContentClassification, 'seedKey' | 'contentType' | 'author' | 'director' | 'seasons'>;

/** Lowercase, accents folded, apostrophes dropped, every other run of non-alphanumerics a hyphen. */
export function contentSlug(title: string): string {
  return slugify(title.replace(/['’]/g, ''));
}

export function contentSeedKey(contentType: SeedContentType, title: string): string {
  return `${contentType}:${contentSlug(title)}`;
}

export function film(fields: TitleFields & { director: string }): SeedContentClassification {
  return { ...fields, contentType: 'movie', seedKey: contentSeedKey('movie', fields.title) };
}

export function series(fields: TitleFields & { director: string; seasons: number }): SeedContentClassification {
  return { ...fields, contentType: 'tv', seedKey: contentSeedKey('tv', fields.title) };
}

export function book(fields: TitleFields & { author: string }): SeedContentClassification {
  return { ...fields, contentType: 'book', seedKey: contentSeedKey('book', fields.title) };
}
