import { DIMENSIONS, type DimensionKey } from '../alive-dimensions.ts';

/**
 * The built-in content classifier (docs/product/admin.md, Content library): reads a title's genre,
 * title words and notes against a lexicon of genre words, each leaning one or two A.L.I.V.E
 * dimensions, and sums the leanings per dimension, rounded and clamped to -2..+2 (+ is the dimension's
 * positive pole: Intrinsic, Meaningful, Active, Exploring, Control).
 *
 *   confidence = min(0.9, 0.45 + 0.1 × distinct lexicon words found); 0.3 when none is found
 *
 * It never invents: a title whose text names no lexicon word gets neutral scores, a low confidence
 * and a reasoning that says so.
 */

type Leaning = Partial<Record<DimensionKey, number>>;

/** Genre words and what they lean; several words may share a leaning. */
export const CONTENT_LEXICON: Readonly<Record<string, Leaning>> = {
  documentary: { happiness_orientation: 1, value_investment: 1 },
  biography: { happiness_orientation: 1, primary_drive: 1 },
  memoir: { happiness_orientation: 1, primary_drive: 1, life_engagement: -1 },
  history: { happiness_orientation: 1, value_investment: -1 },
  historical: { happiness_orientation: 1, value_investment: -1 },
  war: { happiness_orientation: 1, life_engagement: 1 },
  drama: { happiness_orientation: 1, life_engagement: -1 },
  literary: { happiness_orientation: 1, life_engagement: -1 },
  philosophy: { happiness_orientation: 1, life_engagement: -1, primary_drive: 1 },
  poetry: { happiness_orientation: 1, life_engagement: -1, locus_of_control: -1 },
  comedy: { happiness_orientation: -1, primary_drive: -1 },
  sitcom: { happiness_orientation: -1, value_investment: -1, primary_drive: -1 },
  romance: { happiness_orientation: -1, primary_drive: -1 },
  romantic: { happiness_orientation: -1, primary_drive: -1 },
  musical: { happiness_orientation: -1, primary_drive: -1 },
  animation: { happiness_orientation: -1 },
  animated: { happiness_orientation: -1 },
  family: { primary_drive: -1, happiness_orientation: -1, value_investment: -1 },
  action: { life_engagement: 2, locus_of_control: 1 },
  adventure: { life_engagement: 1, value_investment: 1 },
  thriller: { life_engagement: 1, locus_of_control: 1 },
  sport: { life_engagement: 2, primary_drive: -1 },
  sports: { life_engagement: 2, primary_drive: -1 },
  western: { life_engagement: 1, value_investment: -1 },
  heist: { locus_of_control: 1, life_engagement: 1 },
  crime: { locus_of_control: 1 },
  procedural: { locus_of_control: 1, value_investment: -1 },
  legal: { locus_of_control: 1 },
  political: { locus_of_control: 1, happiness_orientation: 1 },
  business: { locus_of_control: 2 },
  'self-help': { locus_of_control: 2, primary_drive: 1 },
  mystery: { life_engagement: -1, locus_of_control: 1 },
  detective: { life_engagement: -1, locus_of_control: 1 },
  horror: { life_engagement: 1, happiness_orientation: -1 },
  science: { value_investment: 1, happiness_orientation: 1 },
  'science-fiction': { value_investment: 2 },
  'sci-fi': { value_investment: 2 },
  fantasy: { value_investment: 1, locus_of_control: -1 },
  experimental: { value_investment: 2, primary_drive: 1 },
  indie: { value_investment: 1, primary_drive: 1 },
  travel: { value_investment: 2, life_engagement: 1 },
  classic: { value_investment: -2 },
  period: { value_investment: -1 },
  cookbook: { value_investment: -1, primary_drive: -1 },
  'coming-of-age': { locus_of_control: -1, happiness_orientation: 1 },
  'slice-of-life': { locus_of_control: -1, life_engagement: -1 },
  nature: { locus_of_control: -1, life_engagement: -1 },
  spiritual: { locus_of_control: -1, happiness_orientation: 1 },
  'fairy-tale': { locus_of_control: -1, happiness_orientation: -1 },
  anthology: { value_investment: 1 },
  reality: { primary_drive: -2, happiness_orientation: -1 },
  'true-crime': { locus_of_control: 1, life_engagement: -1 },
};

/** Phrases read as one word, so "science fiction" is not also "science". */
const PHRASES: readonly [RegExp, string][] = [
  [/\bscience[\s-]+fiction\b/g, 'science-fiction'],
  [/\bself[\s-]+help\b/g, 'self-help'],
  [/\bcoming[\s-]+of[\s-]+age\b/g, 'coming-of-age'],
  [/\bslice[\s-]+of[\s-]+life\b/g, 'slice-of-life'],
  [/\bfairy[\s-]+tales?\b/g, 'fairy-tale'],
  [/\btrue[\s-]+crime\b/g, 'true-crime'],
];

export const CLASSIFIER_CONFIDENCE = { none: 0.3, base: 0.45, perWord: 0.1, max: 0.9 } as const;

export interface ContentToClassify {
  title: string;
  contentType: 'movie' | 'tv' | 'book';
  genre?: string | null;
  description?: string | null;
}

export interface ContentClassificationScores {
  primaryDriveScore: number;
  happinessOrientationScore: number;
  lifeEngagementScore: number;
  valueInvestmentScore: number;
  locusControlScore: number;
  confidence: number;
  reasoning: string;
}

const SCORE_FIELD: Record<DimensionKey, keyof Omit<ContentClassificationScores, 'confidence' | 'reasoning'>> = {
  primary_drive: 'primaryDriveScore',
  happiness_orientation: 'happinessOrientationScore',
  life_engagement: 'lifeEngagementScore',
  value_investment: 'valueInvestmentScore',
  locus_of_control: 'locusControlScore',
};

/** The lexicon words a text names, in lexicon order. */
export function lexiconWords(text: string): string[] {
  let normalised = text.toLowerCase();
  for (const [pattern, word] of PHRASES) normalised = normalised.replace(pattern, word);
  const words = new Set(normalised.split(/[^a-z-]+/).flatMap((w) => [w, w.replace(/s$/, '')]));
  return Object.keys(CONTENT_LEXICON).filter((word) => words.has(word));
}

function clampScore(value: number): number {
  return Math.max(-2, Math.min(2, Math.round(value)));
}

export function classifyContent(content: ContentToClassify): ContentClassificationScores {
  const found = lexiconWords([content.genre ?? '', content.title, content.description ?? ''].join(' '));
  const sums = new Map<DimensionKey, number>();
  for (const word of found) {
    for (const [dimension, lean] of Object.entries(CONTENT_LEXICON[word]!) as [DimensionKey, number][]) {
      sums.set(dimension, (sums.get(dimension) ?? 0) + lean);
    }
  }
  const scores = Object.fromEntries(DIMENSIONS.map((d) => [SCORE_FIELD[d.key], clampScore(sums.get(d.key) ?? 0)])) as Omit<
    ContentClassificationScores,
    'confidence' | 'reasoning'
  >;
  if (found.length === 0) {
    return {
      ...scores,
      confidence: CLASSIFIER_CONFIDENCE.none,
      reasoning: `Nothing in the title or genre of "${content.title}" is a genre the built-in classifier knows, so every dimension is left neutral; set the scores by hand.`,
    };
  }
  const leanings = DIMENSIONS.filter((d) => scores[SCORE_FIELD[d.key]] !== 0).map((d) => {
    const value = scores[SCORE_FIELD[d.key]];
    return `${value > 0 ? d.positive.label : d.negative.label} (${value > 0 ? '+' : ''}${value})`;
  });
  const confidence = Math.min(CLASSIFIER_CONFIDENCE.max, CLASSIFIER_CONFIDENCE.base + CLASSIFIER_CONFIDENCE.perWord * found.length);
  return {
    ...scores,
    confidence: Math.round(confidence * 100) / 100,
    reasoning:
      leanings.length > 0
        ? `Read from ${found.map((w) => w.replace(/-/g, ' ')).join(', ')}: leans ${leanings.join(', ')}.`
        : `Read from ${found.map((w) => w.replace(/-/g, ' ')).join(', ')}, whose leanings cancel out: every dimension is neutral.`,
  };
}
