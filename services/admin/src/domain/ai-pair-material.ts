import { distinctByTitle, libraryCandidate, type RecommendationCandidate } from '@alive/domain';
import type { AiPairSourcesRepository, SharedPairRow } from '../data/ai-pair-sources-repository.ts';
import { CATALOGUE_TO_PAIR_CATEGORY, type PairSource } from './ai-pair-sources.ts';

/**
 * One category's inputs to the AI pair tools, read fresh for each call (docs/product/admin.md, AI pair
 * engine): every shared pair (never proposed again), the active pairs whose gaps are filled, the
 * material new pairs are made of (catalogue items first, then library titles of another name), and
 * everyone's mean tag scores.
 */
export interface PairMaterial {
  source: PairSource;
  shared: SharedPairRow[];
  covered: SharedPairRow[];
  material: RecommendationCandidate[];
  populationScores: Record<string, number>;
  /** Pairs form within one stored category; undefined when the source stores all under one. */
  groupOf?: (item: RecommendationCandidate) => string | undefined;
}

export type PairMaterialDeps = Pick<AiPairSourcesRepository, 'sharedPairs' | 'catalogue' | 'library' | 'populationScores'>;

export async function loadPairMaterial(sources: PairMaterialDeps, source: PairSource): Promise<PairMaterial> {
  const [shared, catalogue, library, populationScores] = await Promise.all([
    sources.sharedPairs(),
    sources.catalogue(),
    source.library.length > 0 ? sources.library() : Promise.resolve([]),
    sources.populationScores(),
  ]);
  const wantedPairs = source.pairCategories;
  const covered = shared.filter((pair) => pair.isActive && (wantedPairs === 'all' || wantedPairs.includes(pair.category)));
  // Library genres are matched against every tag in use, so a title speaks the pairs' vocabulary.
  const vocabulary = [
    ...new Set([...catalogue.flatMap((item) => Object.keys(item.tags)), ...shared.flatMap((pair) => [...Object.keys(pair.option1Tags), ...Object.keys(pair.option2Tags)])]),
  ].sort();
  const fromCatalogue: RecommendationCandidate[] = catalogue.filter((item) => source.catalogue.includes(item.category));
  const fromLibrary = library.filter((title) => source.library.includes(title.contentType)).map((title) => libraryCandidate(title, vocabulary));
  const anyTags = source.anyTags;
  const material = distinctByTitle([...fromCatalogue, ...fromLibrary]).filter((item) => !anyTags || anyTags.some((tag) => (item.tags[tag] ?? 0) > 0));
  return {
    source,
    shared,
    covered,
    material,
    populationScores,
    groupOf: source.storeAs === null ? (item) => CATALOGUE_TO_PAIR_CATEGORY[item.category] : undefined,
  };
}
