/**
 * Offline evaluation of the recommendation engine (not a test): synthetic people with a known hidden
 * taste answer the seeded choice pairs through `applyChoice`, then the engine, a random order and a
 * popularity order rank a catalogue, and precision@10 / nDCG@10 against the hidden utility are
 * printed as markdown. Method and results: docs/recommendation-engine.md, Offline evaluation.
 *
 *   node --import tsx tools/eval/recommendation-offline-eval.ts      (or npm run eval:recommendations)
 */
import {
  explainRecommendationScore,
  isAliveEvidenceTag,
  personPosition,
  scaledLeaning,
  rankRecommendations,
  type FeedbackSignal,
  type PersonTaste,
  type RecommendationCandidate,
} from '@alive/domain';
// The seeded pairs straight from the seed data: no database client needed to read them.
import { SEED_CHOICE_PAIRS } from '../../libs/db/src/seed/data/choice-pairs.ts';
import { median } from '../lib/percentiles.mjs';
import { ndcgAtK, precisionAtK, relevantSet } from './ranking-metrics.ts';
import { seededRandom } from './seeded-random.ts';
import { answerPairs, hiddenTaste, itemUtility, syntheticCatalogue, type HiddenTaste } from './synthetic-population.ts';

const SEED = 20240601;
const PEOPLE = 200;
const CHOICES_PER_PERSON = 40;
const ANSWER_ACCURACY = 0.8;
const K = 10;
/** The seed catalogue is used once it has this many items; below, a synthetic one of SYNTHETIC_SIZE. */
const MIN_SEED_CATALOGUE = 60;
const SYNTHETIC_SIZE = 240;

type Ranker = (person: Person, candidates: readonly RecommendationCandidate[]) => string[];

interface Person {
  hidden: HiddenTaste;
  taste: PersonTaste;
  utility: Map<string, number>;
}

interface Row {
  method: string;
  precision: number;
  ndcg: number;
  distinctTags: number;
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function distinctTags(ids: readonly string[], catalogue: ReadonlyMap<string, RecommendationCandidate>): number {
  return new Set(ids.flatMap((id) => Object.keys(catalogue.get(id)!.tags).filter((t) => !isAliveEvidenceTag(t)))).size;
}

function evaluate(
  method: string,
  people: readonly Person[],
  candidatesOf: (person: Person) => readonly RecommendationCandidate[],
  ranker: Ranker,
  catalogue: ReadonlyMap<string, RecommendationCandidate>,
): Row {
  let precision = 0;
  let ndcg = 0;
  let tags = 0;
  for (const person of people) {
    const candidates = candidatesOf(person);
    const utility = new Map(candidates.map((c) => [c.id, person.utility.get(c.id)!]));
    const ranked = ranker(person, candidates).slice(0, K);
    precision += precisionAtK(ranked, relevantSet(utility, K), K);
    ndcg += ndcgAtK(ranked, utility, K);
    tags += distinctTags(ranked, catalogue);
  }
  return { method, precision: precision / people.length, ndcg: ndcg / people.length, distinctTags: tags / people.length };
}

function table(rows: readonly Row[]): string {
  const f = (n: number) => n.toFixed(3);
  return [
    '| method | precision@10 | nDCG@10 | distinct tags in top 10 |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.method} | ${f(r.precision)} | ${f(r.ndcg)} | ${r.distinctTags.toFixed(1)} |`),
  ].join('\n');
}

function byComponent(component: 'tagAffinity' | 'dimensionCloseness'): Ranker {
  return (person, candidates) =>
    candidates
      .map((c) => ({ id: c.id, value: explainRecommendationScore(person.taste, c)[component] }))
      .sort((a, b) => b.value - a.value || byId(a.id, b.id))
      .map((c) => c.id);
}

/** The distance form of dimension closeness the engine does not use, Σ_d e_d (1 − |lean_d − leaning_d/2|), for comparison. */
const byDimensionDistance: Ranker = (person, candidates) => {
  const position = personPosition(person.taste.dimensions);
  return candidates
    .map((c) => ({
      id: c.id,
      value: position.reduce((sum, p) => sum + p.evidence * (1 - Math.abs(p.lean - scaledLeaning(c.leanings, p.definition.key))), 0),
    }))
    .sort((a, b) => b.value - a.value || byId(a.id, b.id))
    .map((c) => c.id);
};

/**
 * Two hidden worlds bracket how much the dimensions matter: in "balanced" both parts of the hidden
 * utility spread about equally (β = 0.75); in "tag-led" the tags matter about twice as much (β = 0.35).
 */
const WORLDS = [
  { name: 'balanced (β = 0.75)', dimensionWeight: 0.75 },
  { name: 'tag-led (β = 0.35)', dimensionWeight: 0.35 },
] as const;

interface WorldResult {
  first: Row[];
  second: Row[];
  confidences: number[];
}

function runWorld(
  dimensionWeight: number,
  vocabulary: readonly string[],
  pairs: typeof SEED_CHOICE_PAIRS,
  items: readonly RecommendationCandidate[],
): WorldResult {
  const random = seededRandom(SEED);
  const catalogue = new Map(items.map((i) => [i.id, i]));
  const people: Person[] = Array.from({ length: PEOPLE }, () => {
    const hidden = hiddenTaste(random, vocabulary, dimensionWeight);
    const taste = answerPairs(random, hidden, pairs, CHOICES_PER_PERSON, ANSWER_ACCURACY);
    return { hidden, taste, utility: new Map(items.map((i) => [i.id, itemUtility(hidden, i)])) };
  });

  // Popularity: how many people's hidden taste likes the item (utility > 0), ties by id.
  const popularity = new Map(items.map((i) => [i.id, people.filter((p) => p.utility.get(i.id)! > 0).length]));
  const popular: Ranker = (_, candidates) => [...candidates].sort((a, b) => popularity.get(b.id)! - popularity.get(a.id)! || byId(a.id, b.id)).map((c) => c.id);
  const randomOrder = seededRandom(SEED + 1);
  const shuffled: Ranker = (_, candidates) => randomOrder.shuffle(candidates).map((c) => c.id);
  const engine: Ranker = (person, candidates) => rankRecommendations(person.taste, candidates, { limit: K }).map((r) => r.candidate.id);
  const engineNoDiversity: Ranker = (person, candidates) =>
    candidates
      .map((c) => ({ id: c.id, value: explainRecommendationScore(person.taste, c).score }))
      .sort((a, b) => b.value - a.value || byId(a.id, b.id))
      .map((c) => c.id);
  const all = () => items;

  const first = [
    evaluate('engine (rankRecommendations)', people, all, engine, catalogue),
    evaluate('engine without diversity re-ranking', people, all, engineNoDiversity, catalogue),
    evaluate('tag affinity only', people, all, byComponent('tagAffinity'), catalogue),
    evaluate('dimension closeness (agreement) only', people, all, byComponent('dimensionCloseness'), catalogue),
    evaluate('dimension closeness as a distance only (not used)', people, all, byDimensionDistance, catalogue),
    evaluate('popularity', people, all, popular, catalogue),
    evaluate('random', people, all, shuffled, catalogue),
  ];

  // One round of feedback on the engine's first 10: liked when in the person's top 20 % by hidden
  // utility, disliked when below their median; then every method ranks the items not yet shown.
  const shown = new Map<Person, Set<string>>();
  const withFeedback = new Map<Person, PersonTaste>();
  const confidences: number[] = [];
  for (const person of people) {
    const ranked = rankRecommendations(person.taste, items, { limit: K });
    confidences.push(...ranked.map((r) => r.confidence));
    const sorted = [...person.utility.values()].sort((a, b) => a - b);
    const middle = median(sorted);
    const top20 = sorted[Math.floor(sorted.length * 0.8)]!;
    const feedback: FeedbackSignal[] = [];
    for (const { candidate } of ranked) {
      const u = person.utility.get(candidate.id)!;
      const action = u >= top20 ? 'liked' : u < middle ? 'disliked' : null;
      if (action) feedback.push({ recommendationId: candidate.id, action, tags: Object.keys(candidate.tags) });
    }
    shown.set(person, new Set(ranked.map((r) => r.candidate.id)));
    withFeedback.set(person, { ...person.taste, feedback });
  }
  const unseen = (person: Person) => items.filter((i) => !shown.get(person)!.has(i.id));
  const engineWithFeedback: Ranker = (person, candidates) =>
    rankRecommendations(withFeedback.get(person)!, candidates, { limit: K }).map((r) => r.candidate.id);
  const second = [
    evaluate('engine with the feedback', people, unseen, engineWithFeedback, catalogue),
    evaluate('engine ignoring the feedback', people, unseen, engine, catalogue),
    evaluate('popularity', people, unseen, popular, catalogue),
    evaluate('random', people, unseen, shuffled, catalogue),
  ];
  return { first, second, confidences };
}

/** The seed catalogue, or why it cannot be used (too small yet, or failing to load while being edited). */
async function seedCatalogue(): Promise<{ items: RecommendationCandidate[] } | { reason: string }> {
  try {
    const { SEED_RECOMMENDATION_ITEMS } = await import('@alive/db');
    if (SEED_RECOMMENDATION_ITEMS.length < MIN_SEED_CATALOGUE) {
      return { reason: `the seed catalogue has ${SEED_RECOMMENDATION_ITEMS.length} items, fewer than ${MIN_SEED_CATALOGUE}` };
    }
    return { items: SEED_RECOMMENDATION_ITEMS.map((i) => ({ id: i.slug, category: i.category, title: i.title, tags: i.tags, leanings: i.leanings })) };
  } catch (error) {
    return { reason: `the seed catalogue did not load: ${error instanceof Error ? error.message : String(error)}` };
  }
}

async function main(): Promise<void> {
  const vocabulary = [
    ...new Set(SEED_CHOICE_PAIRS.flatMap((p) => [...Object.keys(p.option1Tags), ...Object.keys(p.option2Tags)]).filter((t) => !isAliveEvidenceTag(t))),
  ].sort(byId);
  const seed = await seedCatalogue();
  const items = 'items' in seed ? seed.items : syntheticCatalogue(seededRandom(SEED - 1), vocabulary, SYNTHETIC_SIZE);
  const catalogueText = 'items' in seed ? `the ${items.length} seed items` : `${items.length} synthetic items (${seed.reason})`;

  console.log(`## Offline evaluation (seed ${SEED})\n`);
  console.log(
    `${PEOPLE} synthetic people per world, ${CHOICES_PER_PERSON} of the ${SEED_CHOICE_PAIRS.length} seeded choice pairs each, answered with ` +
      `accuracy ${ANSWER_ACCURACY}; catalogue: ${catalogueText}; ` +
      `relevant = each person's top ${K} by hidden utility.`,
  );
  let beaten = true;
  for (const world of WORLDS) {
    const { first, second, confidences } = runWorld(world.dimensionWeight, vocabulary, SEED_CHOICE_PAIRS, items);
    const share = (test: (c: number) => boolean) => ((100 * confidences.filter(test).length) / confidences.length).toFixed(0);
    console.log(`\n### World ${world.name}: ranking the whole catalogue\n`);
    console.log(table(first));
    console.log(`\n### World ${world.name}: after one round of feedback on the first 10 (ranking the items not yet shown)\n`);
    console.log(table(second));
    console.log(
      `\nConfidence of the engine's top ${K}: ${share((c) => c >= 0.8)} % ≥ 0.8, ${share((c) => c >= 0.4 && c < 0.8)} % 0.4–0.8, ${share((c) => c < 0.4)} % < 0.4.`,
    );
    const engineRow = first[0]!;
    beaten &&= first.slice(-2).every((r) => engineRow.precision > r.precision && engineRow.ndcg > r.ndcg);
  }
  if (!beaten) {
    console.error('\nThe engine does not beat both baselines.');
    process.exitCode = 1;
  }
}

await main();
