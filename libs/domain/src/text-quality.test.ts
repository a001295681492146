import { describe, expect, it } from 'vitest';
import { DIMENSIONS, DIMENSION_KEYS } from './alive-dimensions.ts';
import { readDimensions, type DimensionEvidenceInput } from './profile/dimension-profile.ts';
import { buildLifeGuide, lifeGuideInput } from './profile/life-guide.ts';
import { DIMENSION_EXPLANATIONS, describeDimension } from './profile/pole-traits.ts';
import { KEY_INSIGHT_RULES } from './profile/preference-dashboard.ts';
import { preferenceInsights } from './profile/preference-insights.ts';
import { HAPPINESS_CODES, PROFILE_TYPES } from './profile/profile-types.ts';
import { dynamicGroupings } from './recommendations/choice-patterns.ts';
import { groupReasoning } from './recommendations/rank-group-recommendations.ts';
import { recommendationReasoning } from './recommendations/rank-recommendations.ts';
import { recommendationInsights } from './recommendations/recommendation-insights.ts';
import { fallbackTagPhrase, tagPhrase, TAG_VOCABULARY } from './tag-phrases.ts';
import { proseProblems, stringsIn, textProblems, type TextQualityOptions } from './test-support/text-quality.ts';

/**
 * Every generator in libs/domain that writes sentences, over every A.L.I.V.E type and every tag of the
 * vocabulary (docs/product/profile.md, Decision — tag words): no word repeated ("the the",
 * "comfortable with comfortable"), no raw tag value or `group:Value` key in a sentence.
 */

const PLUS_LETTERS = DIMENSIONS.map((d) => d.positive.letter);

/** Tags the phrase table does not know, one per group and one without a known group: the fallback's words. */
const UNKNOWN_TAGS = [
  'genre:Space Opera',
  'activity:Group Activities',
  'setting:Lighthouse',
  'time:Sunrise',
  'cost:Splurge',
  'mood:Wistful',
  'food:Ramen',
  'creation:Paper Creation',
  'media:Visual Novel',
  'hobby:Birdsong Recording',
  'genre:TV Special',
];

const VOCABULARY = [...TAG_VOCABULARY, ...UNKNOWN_TAGS];

/** Product terms written with capitals on purpose: pole labels ("Active 80%"), dimension and type names. */
const PRODUCT_TERMS = [
  'A.L.I.V.E',
  ...DIMENSIONS.flatMap((d) => [d.name, d.aliveWord, d.positive.label, d.negative.label]),
  ...PROFILE_TYPES.map((t) => t.typeName),
];

const OPTIONS: TextQualityOptions = { vocabulary: VOCABULARY, allowedTerms: PRODUCT_TERMS };

/** Evidence for a code: `strengths[i]` of 10 choices went to the code's pole of dimension i. */
function evidenceFor(code: string, strengths: readonly number[]): DimensionEvidenceInput[] {
  return DIMENSION_KEYS.map((dimension, i) => {
    const strong = strengths[i]!;
    const plus = code[i] === PLUS_LETTERS[i];
    return { dimension, positiveWeight: plus ? strong : 10 - strong, negativeWeight: plus ? 10 - strong : strong, choiceCount: 10 };
  });
}

/** Leans from barely decided to all-in, in different orders, so every sentence slot meets every pole. */
const STRENGTHS = [
  [6, 6, 6, 6, 6],
  [6, 7, 8, 9, 10],
  [10, 9, 8, 7, 6],
  [9, 8, 7, 6, 10],
  [10, 10, 10, 10, 10],
];

function guide(code: string, strengths: readonly number[], tags: readonly string[]) {
  const input = lifeGuideInput(
    readDimensions(evidenceFor(code, strengths)),
    tags.map((tagName, i) => ({ tagName, score: 0.9 - i * 0.05, choiceCount: 3 })),
  );
  if (!input) throw new Error(`no Life Guide input for ${code}`);
  return buildLifeGuide(input);
}

describe('the text checker', () => {
  it('finds a word said twice, near or in a row, ignoring case and punctuation', () => {
    expect(textProblems('Is patient and is comfortable with comfortable silences.', OPTIONS).map((p) => p.detail)).toEqual([
      '"comfortable" again after 1 word',
    ]);
    expect(textProblems('Read the, The book.', OPTIONS).map((p) => p.kind)).toEqual(['repeated-word']);
    expect(textProblems('Little by little, one by one, more and more.', OPTIONS)).toEqual([]);
  });

  it('finds raw tag values inside a sentence and tag keys anywhere', () => {
    expect(textProblems('Make space for Quick when you need to recharge.', OPTIONS).map((p) => p.detail)).toEqual(['raw tag value "Quick"']);
    expect(textProblems('Schedule one Premium experience.', OPTIONS).map((p) => p.detail)).toEqual(['raw tag value "Premium"']);
    expect(textProblems('You like style:Familiar things.', OPTIONS).map((p) => p.kind)).toContain('tag-key');
    expect(textProblems('More alive:life_engagement:active, please.', OPTIONS).map((p) => p.kind)).toContain('tag-key');
    // An allowed product term, a value opening a sentence and a lower-case word are fine.
    expect(textProblems('Comedy first. You lean to the Active side (80%) and like quick plans.', OPTIONS)).toEqual([]);
  });
});

describe('tag phrases', () => {
  it('read cleanly for every tag of the vocabulary and for tags the table does not know', () => {
    const phrases = VOCABULARY.map((tag) => `Time for ${tagPhrase(tag)}.`);
    expect(proseProblems(phrases, OPTIONS)).toEqual([]);
    // Lower case to sit inside a sentence; a word in capitals (TV) keeps them.
    for (const tag of VOCABULARY) expect(tagPhrase(tag)).toMatch(/^(?:[a-z]|[A-Z]{2,}\b)/);
  });

  it('rewrite an unknown tag with its group noun, once', () => {
    expect(fallbackTagPhrase('genre:Space Opera')).toBe('space opera stories');
    expect(fallbackTagPhrase('activity:Group Activities')).toBe('group activities');
    expect(fallbackTagPhrase('hobby:Birdsong Recording')).toBe('birdsong recording experiences');
    expect(fallbackTagPhrase('genre:TV Special')).toBe('TV special stories');
  });
});

describe('Life Guide (built-in engine)', () => {
  it('reads cleanly for all 32 types at every lean, without preferences', () => {
    expect(HAPPINESS_CODES).toHaveLength(2 ** DIMENSIONS.length);
    const texts = HAPPINESS_CODES.flatMap((code) => STRENGTHS.flatMap((strengths) => stringsIn(guide(code, strengths, []))));
    expect(proseProblems(texts, OPTIONS)).toEqual([]);
  });

  it('reads cleanly with every tag of the vocabulary as the first, second and third preference', () => {
    const texts = VOCABULARY.flatMap((_, i) => {
      const code = HAPPINESS_CODES[i % HAPPINESS_CODES.length]!;
      const tags = [0, 1, 2].map((k) => VOCABULARY[(i + k) % VOCABULARY.length]!);
      return stringsIn(guide(code, STRENGTHS[i % STRENGTHS.length]!, tags));
    });
    expect(proseProblems(texts, OPTIONS)).toEqual([]);
  });

  it('never says both that you think out loud and that you think before you answer', () => {
    for (const code of HAPPINESS_CODES) {
      const style = guide(code, STRENGTHS[0]!, []).insights.relationships.communicationStyle;
      expect(style.includes('out loud') && style.includes('think before')).toBe(false);
    }
  });
});

describe('profile descriptions and insights', () => {
  it('describe every pole at every lean, and every type, cleanly', () => {
    const texts = DIMENSIONS.flatMap((definition) => [
      describeDimension(definition, null, 0),
      ...[definition.positive, definition.negative].flatMap((pole) => [50, 55, 70, 90].map((p) => describeDimension(definition, pole, p))),
    ]);
    texts.push(...stringsIn(DIMENSION_EXPLANATIONS), ...PROFILE_TYPES.map((t) => t.description), ...KEY_INSIGHT_RULES.map((r) => r.description));
    expect(proseProblems(texts, OPTIONS)).toEqual([]);
  });

  it('word the completion card insights with phrases, for every tag', () => {
    const texts = VOCABULARY.flatMap((tagName) =>
      preferenceInsights([{ tagName, score: 0.9 }]).insights.map((insight) => insight.description),
    );
    expect(texts.length).toBeGreaterThan(0);
    expect(proseProblems(texts, OPTIONS)).toEqual([]);
  });
});

describe('recommendation prose', () => {
  const poles = DIMENSIONS.flatMap((d) => [d.positive, d.negative]);

  /** Every sentence the recommendation generators write for the vocabulary (reasons, insights, patterns). */
  function recommendationTexts(): string[] {
    const texts: string[] = [];
    // The generators take tags (`group:Value`) and read them through tagPhrase.
    VOCABULARY.forEach((name, i) => {
      const next = VOCABULARY[(i + 1) % VOCABULARY.length]!;
      const pole = poles[i % poles.length]!;
      texts.push(recommendationReasoning([name, next], [{ key: DIMENSION_KEYS[0], label: pole.label, strength: 1 }], false));
      texts.push(recommendationReasoning([name], [], false));
      const group = { itemTags: [name, next], sharedTags: [name, next], sharedPoles: [pole.label], suits: ['Sam'], suitsCount: 1, groupSize: 3, hasNoData: false };
      texts.push(groupReasoning(group), groupReasoning({ ...group, sharedTags: [], sharedPoles: [] }), groupReasoning({ ...group, hasNoData: true }));
      texts.push(groupReasoning({ ...group, sharedTags: [], sharedPoles: [], suits: [], suitsCount: 0 }), groupReasoning({ ...group, sharedTags: [name] }, 1));
    });
    const preferences = Object.fromEntries(VOCABULARY.map((tag, i) => [tag, { score: 0.7 + (i % 3) * 0.1, choiceCount: 3 }]));
    for (const code of HAPPINESS_CODES) {
      const insights = recommendationInsights({
        preferences,
        dimensions: evidenceFor(code, STRENGTHS[1]!),
        choices: [{ category: 'Movies', chosen: { text: 'A', tags: {} }, rejected: { text: 'B', tags: {} } }],
        vocabulary: [...VOCABULARY, 'hobby:Kites', 'hobby:Stamps', 'hobby:Coins'],
        categories: ['Movies', 'Books'],
      });
      texts.push(...insights.recommendationOpportunities, ...insights.preferenceGaps);
    }
    const choices = VOCABULARY.flatMap((tag, i) => {
      const rival = VOCABULARY[(i + 1) % VOCABULARY.length]!;
      return [0, 1, 2].map(() => ({ category: 'Movies', chosen: { text: `More ${i}`, tags: { [tag]: 1 } }, rejected: { text: `Less ${i}`, tags: { [rival]: 1 } } }));
    });
    texts.push(...dynamicGroupings(choices).flatMap((g) => [g.groupName, g.description]));
    return texts;
  }

  it('shows no tag key', () => {
    expect(proseProblems(recommendationTexts(), OPTIONS).filter((p) => p.kind === 'tag-key')).toEqual([]);
  });

  it('names no raw tag value and repeats no word', () => {
    expect(proseProblems(recommendationTexts(), OPTIONS)).toEqual([]);
  });
});
