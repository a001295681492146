import type { DimensionLeanings, RecommendationCandidate } from '../recommendations/types.ts';
import { tagDisplayName } from '../tags.ts';
import { normalizeOptionText } from './pair-identity.ts';
import { wordsOf } from './option-reading.ts';

/**
 * A content-library title (film, series, book) as material for proposed pairs (docs/product/admin.md,
 * AI pair engine). The library describes titles in its own words (genre "Comedy-drama", tags
 * "coming of age"); the pairs' vocabulary is `prefix:Tag`. A title gets `media:Visual` or
 * `media:Reading`, the vocabulary's genres its genre names (the whole genre at weight 1, a genre within
 * it at 0.6), every vocabulary tag one of its descriptive tags names, and its five classification
 * scores as leanings.
 */
export interface LibraryTitleInput {
  id: number;
  title: string;
  contentType: 'movie' | 'tv' | 'book';
  genre: string | null;
  tags: readonly string[];
  leanings: DimensionLeanings;
}

export const GENRE_WORD_WEIGHT = 0.6;

export function libraryCandidate(title: LibraryTitleInput, vocabulary: readonly string[]): RecommendationCandidate {
  const tags: Record<string, number> = { [title.contentType === 'book' ? 'media:Reading' : 'media:Visual']: 1 };
  const genre = title.genre ? wordsOf(title.genre) : '';
  const described = new Set(title.tags.map(wordsOf));
  const named = vocabulary
    .filter((tag) => !tag.startsWith('alive:'))
    .map((tag) => ({ tag, name: wordsOf(tagDisplayName(tag)) }))
    .filter((entry) => entry.name.length > 0);
  // Longest genre names first, each phrase read once: "science fiction thriller" is Science Fiction and
  // Thriller, not also Science.
  let rest = ` ${genre} `;
  for (const { tag, name } of named.filter((entry) => entry.tag.startsWith('genre:')).sort((a, b) => b.name.length - a.name.length)) {
    if (!rest.includes(` ${name} `)) continue;
    tags[tag] = name === genre ? 1 : GENRE_WORD_WEIGHT;
    rest = rest.replace(` ${name} `, ' ');
  }
  for (const { tag, name } of named) if (!(tag in tags) && described.has(name)) tags[tag] = 1;
  return { id: `library-${title.id}`, category: title.contentType, title: title.title, tags, leanings: title.leanings };
}

/** The first item of each option text (normalised) in the order given: the catalogue before the library. */
export function distinctByTitle<T extends { title: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = normalizeOptionText(item.title);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
