import { SMART_CATEGORY_PAIR_CATEGORY, type SmartEngineCategory } from '@alive/contracts';
import { CATALOGUE_TO_CHOICE_CATEGORY } from '@alive/domain';

/**
 * Where each category of the AI tools and the smart engine finds the material for new pairs and the
 * pairs whose gaps it fills (docs/product/admin.md, AI pair engine). Catalogue categories are the
 * recommendation catalogue's; library types the content library's.
 */
export interface PairSource {
  /** How sentences name the category, e.g. `Travel`. */
  label: string;
  /** Catalogue categories of the material. */
  catalogue: readonly string[];
  /** Content-library types of the material. */
  library: readonly ('movie' | 'tv' | 'book')[];
  /** When set, only material carrying one of these tags (e.g. the smart engine's `tech`). */
  anyTags?: readonly string[];
  /** When set, only material carrying a tag of one of these families (e.g. `creation:` for Creative). */
  anyTagFamilies?: readonly string[];
  /** Pair categories whose active pairs are covered; `all` for the whole set. */
  pairCategories: readonly string[] | 'all';
  /** The category new pairs are stored under; null: each item's own (catalogueToPairCategory). */
  storeAs: string | null;
}

/**
 * A material item's pair category, when a source spans several: the catalogue's one mapping
 * (`CATALOGUE_TO_CHOICE_CATEGORY` in @alive/domain, food → Food), plus the content library's types.
 */
export const CATALOGUE_TO_PAIR_CATEGORY: Readonly<Record<string, string>> = {
  ...CATALOGUE_TO_CHOICE_CATEGORY,
  movie: 'Movies',
  tv: 'Movies',
  book: 'Books',
};

const single = (label: string, catalogue: readonly string[], library: PairSource['library'] = []): PairSource => ({
  label,
  catalogue,
  library,
  pairCategories: [label],
  storeAs: label,
});

const ALL_CATALOGUE = Object.keys(CATALOGUE_TO_PAIR_CATEGORY).filter((c) => !['movie', 'tv', 'book'].includes(c));

/**
 * Creative pairs set two ways of making something against each other, so their material is whatever
 * the catalogue holds that makes something (a `creation:` tag), from any catalogue category: the
 * learning catalogue also holds surf lessons and star gazing, which are not creative
 * (docs/product/admin.md, AI pair engine).
 */
function creative(): PairSource {
  return { ...single('Creative', ALL_CATALOGUE), anyTagFamilies: ['creation:'] };
}

/** The AI Recommendations and Admin Panel categories. */
export const AI_CATEGORY_SOURCES: Readonly<Record<string, PairSource>> = {
  Travel: single('Travel', ['travel']),
  Movies: single('Movies', ['movies'], ['movie', 'tv']),
  Books: single('Books', ['books'], ['book']),
  Activities: single('Activities', ['activities', 'general']),
  Food: single('Food', ['food']),
  Entertainment: single('Entertainment', ['date_night', 'shopping']),
  Creative: creative(),
};

/** The smart engine's categories (both readings of its screen). */
export const SMART_CATEGORY_SOURCES: Readonly<Record<SmartEngineCategory, PairSource>> = {
  general: { label: 'all', catalogue: ALL_CATALOGUE, library: ['movie', 'tv', 'book'], pairCategories: 'all', storeAs: null },
  movies: AI_CATEGORY_SOURCES.Movies!,
  food: AI_CATEGORY_SOURCES.Food!,
  travel: AI_CATEGORY_SOURCES.Travel!,
  activities: AI_CATEGORY_SOURCES.Activities!,
  books: AI_CATEGORY_SOURCES.Books!,
  date_night: { ...single('Entertainment', ['date_night']), label: 'date night', storeAs: SMART_CATEGORY_PAIR_CATEGORY.date_night },
  lifestyle: { ...single('Activities', ['general', 'shopping']), label: 'lifestyle', storeAs: SMART_CATEGORY_PAIR_CATEGORY.lifestyle },
  creative: AI_CATEGORY_SOURCES.Creative!,
  entertainment: AI_CATEGORY_SOURCES.Entertainment!,
  tech: {
    label: 'tech',
    catalogue: ALL_CATALOGUE,
    library: [],
    anyTags: ['media:Digital', 'media:Interactive', 'creation:Digital Creation'],
    pairCategories: [SMART_CATEGORY_PAIR_CATEGORY.tech],
    storeAs: SMART_CATEGORY_PAIR_CATEGORY.tech,
  },
};
