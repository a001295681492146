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

/** The source's tag filters: an item qualifies with a positive tag named, or of a family named. */
function isMaterialOf(source: PairSource, item: RecommendationCandidate): boolean {
  const tags = Object.entries(item.tags).filter(([, weight]) => weight > 0).map(([tag]) => tag);
  if (source.anyTags && !source.anyTags.some((tag) => tags.includes(tag))) return false;
  if (source.anyTagFamilies && !source.anyTagFamilies.some((family) => tags.some((tag) => tag.startsWith(family)))) return false;
  return true;
}

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
  const material = distinctByTitle([...fromCatalogue, ...fromLibrary]).filter((item) => isMaterialOf(source, item));
  return {
    source,
    shared,
    covered,
    material,
    populationScores,
    groupOf: source.storeAs === null ? (item) => CATALOGUE_TO_PAIR_CATEGORY[item.category] : undefined,
  };
}
