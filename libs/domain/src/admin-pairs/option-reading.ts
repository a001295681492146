import { DIMENSIONS } from '../alive-dimensions.ts';
import { parseOptionTags } from '../choice-scoring.ts';
import { tagDisplayName } from '../tags.ts';
import { normalizeOptionText } from './pair-identity.ts';

/**
 * Reading a typed option text as tags (docs/product/admin.md, Evaluate): an option that is already
 * known (a stored pair's option, a catalogue or library title) keeps its tags; any other text gets
 * the vocabulary's tags whose names it contains as words, and the A.L.I.V.E poles those tags stand
 * for in the known options (a tag seen mostly with `alive:value_investment:exploring` suggests that
 * pole). Nothing is made up: a text naming no known tag reads as no tags.
 */
export interface KnownOption {
  text: string;
  tags: Readonly<Record<string, number>>;
}

export interface OptionReading {
  tags: Record<string, number>;
  /** `known`: a known option's tags; `inferred`: read from the words; `none`: nothing recognised. */
  source: 'known' | 'inferred' | 'none';
}

/** Mean pole of a tag's options per dimension, below which a tag suggests no pole. */
export const INFERRED_POLE_MIN = 0.5;

/** Lower-case words separated by single spaces, punctuation dropped: what phrase matching compares. */
export function wordsOf(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface OptionReader {
  read(text: string): OptionReading;
}

export function createOptionReader(known: readonly KnownOption[]): OptionReader {
  const byText = new Map<string, Record<string, number>>();
  for (const option of known) {
    const key = normalizeOptionText(option.text);
    if (key && !byText.has(key)) byText.set(key, { ...option.tags });
  }
  // Per preference tag: how many known options carry it and the signed pole weight per dimension.
  const poles = new Map<string, { count: number; sums: number[] }>();
  for (const option of known) {
    const parsed = parseOptionTags(option.tags);
    for (const tag of parsed.preferences.keys()) {
      const entry = poles.get(tag) ?? { count: 0, sums: DIMENSIONS.map(() => 0) };
      entry.count += 1;
      for (const evidence of parsed.evidence) {
        const index = DIMENSIONS.findIndex((d) => d.key === evidence.dimension);
        entry.sums[index] = entry.sums[index]! + evidence.sign * evidence.weight;
      }
      poles.set(tag, entry);
    }
  }
  // Longest names first, so "Street Food" is matched before "Food".
  const vocabulary = [...poles.keys()]
    .map((tag) => ({ tag, words: wordsOf(tagDisplayName(tag)) }))
    .filter((entry) => entry.words.length > 0)
    .sort((a, b) => b.words.length - a.words.length || (a.tag < b.tag ? -1 : 1));

  return {
    read(text) {
      const knownTags = byText.get(normalizeOptionText(text));
      if (knownTags) return { tags: knownTags, source: 'known' };
      let words = ` ${wordsOf(text)} `;
      const tags: Record<string, number> = {};
      for (const { tag, words: name } of vocabulary) {
        if (!words.includes(` ${name} `)) continue;
        tags[tag] = 1;
        // A phrase is read once: "street food" does not also count as "food".
        words = words.replace(` ${name} `, ' ');
      }
      const matched = Object.keys(tags);
      if (matched.length === 0) return { tags, source: 'none' };
      DIMENSIONS.forEach((definition, index) => {
        const mean = matched.reduce((sum, tag) => sum + poles.get(tag)!.sums[index]! / poles.get(tag)!.count, 0) / matched.length;
        if (Math.abs(mean) < INFERRED_POLE_MIN) return;
        const pole = mean > 0 ? definition.positive : definition.negative;
        tags[`alive:${definition.key}:${pole.pole}`] = Math.round(Math.min(1, Math.abs(mean)) * 100) / 100;
      });
      return { tags, source: 'inferred' };
    },
  };
}
