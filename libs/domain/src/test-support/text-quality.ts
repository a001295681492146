import { tagDisplayName } from '../tags.ts';

/**
 * Checks generated prose for the slips people notice (docs/product/profile.md, Decision — tag words):
 *
 * - **repeated-word**: the same word twice in a row ("the the"), or the same content word again one or
 *   two words later ("comfortable with comfortable"; not across "and", "over", "by": "street food and
 *   wild food", "side by side"), within one sentence. Case-insensitive, punctuation ignored.
 * - **tag-key**: a `group:Value` key in the text (`style:Familiar`).
 * - **tag-value**: a tag's raw value, capitalized as in the vocabulary, inside a sentence ("Schedule one
 *   Premium experience"). A value that opens a sentence is not counted (a capital is expected there), nor
 *   a product term the caller allows (pole labels such as "Active", dimension and type names).
 *
 * Pure: the test modules run every generator's output through it and assert an empty list.
 */

export type TextProblemKind = 'repeated-word' | 'tag-key' | 'tag-value';

export interface TextProblem {
  kind: TextProblemKind;
  /** The text that has the problem. */
  text: string;
  /** What was found, e.g. `"comfortable" again after 1 word`. */
  detail: string;
}

export interface TextQualityOptions {
  /** Tags (`group:Value`) whose keys and raw values must not appear. */
  vocabulary: readonly string[];
  /** Capitalized product terms that may appear although a tag value has the same words. */
  allowedTerms?: readonly string[];
}

/** Words short or common enough to repeat naturally ("more and more", "one by one"). */
const REPEATABLE = new Set([
  'a', 'an', 'and', 'as', 'at', 'be', 'but', 'by', 'for', 'from', 'in', 'is', 'it', 'of', 'on', 'or', 'so',
  'than', 'that', 'the', 'to', 'with', 'you', 'your', 'more', 'one', 'day', 'step',
]);

/**
 * Words between which the same word may return: items of a list ("street food and wild food"), a
 * contrast ("individual activities over group activities"), an idiom ("side by side").
 */
const LIST_WORDS = new Set(['and', 'or', 'nor', 'over', 'than', 'versus', 'by']);

/** How far apart the same content word may not come back: 1 and 2 words between it and itself. */
const NEAR_REPEAT_DISTANCE = 3;

function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []);
}

function repeatedWords(text: string): string[] {
  // Sentence by sentence: "… matters to you. You are …" says nothing twice.
  return text.split(/(?<=[.!?])\s+/).flatMap(repeatedWordsInSentence);
}

function repeatedWordsInSentence(text: string): string[] {
  const words = wordsOf(text);
  const found: string[] = [];
  words.forEach((word, i) => {
    if (i > 0 && words[i - 1] === word) {
      found.push(`"${word}" twice in a row`);
      return;
    }
    if (REPEATABLE.has(word) || word.length < 3) return;
    for (let back = 2; back <= NEAR_REPEAT_DISTANCE; back += 1) {
      // "street food and wild food" lists two things; "comfortable with comfortable" says one twice.
      const between = words.slice(i - back + 1, i);
      if (words[i - back] === word && !between.some((w) => LIST_WORDS.has(w))) found.push(`"${word}" again after ${back - 1} word${back === 2 ? '' : 's'}`);
    }
  });
  return found;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const TAG_KEY = /(?<![\p{L}\p{N}_/])[a-z][a-z_-]*(?::[a-z_]+)*:[A-Za-z][\p{L}\p{N}-]*/gu;

function tagKeys(text: string, vocabulary: readonly string[]): string[] {
  const found = new Set<string>();
  for (const tag of vocabulary) if (text.includes(tag)) found.add(tag);
  for (const match of text.matchAll(TAG_KEY)) found.add(match[0]);
  return [...found].map((key) => `tag key ${key}`);
}

/** Whether the text just before `index` ends a sentence (or there is none). */
function opensSentence(text: string, index: number): boolean {
  return /(?:^|[.!?]["”’)]?\s+)$/.test(text.slice(0, index));
}

function tagValues(text: string, options: TextQualityOptions): string[] {
  // Allowed terms are blanked out first, so "Active" in "(Active 80%)" is not a tag value, but "Quick"
  // next to it still is.
  let masked = text;
  for (const term of [...(options.allowedTerms ?? [])].sort((a, b) => b.length - a.length)) {
    masked = masked.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, 'gu'), (m) => '\u0000'.repeat(m.length));
  }
  const values = new Set(options.vocabulary.map((tag) => tagDisplayName(tag).trim()).filter((value) => /^\p{Lu}/u.test(value)));
  const found: string[] = [];
  for (const value of values) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(value)}(?![\\p{L}\\p{N}])`, 'gu');
    for (const match of masked.matchAll(pattern)) {
      if (!opensSentence(masked, match.index)) {
        found.push(`raw tag value "${value}"`);
        break;
      }
    }
  }
  return found;
}

/** Every problem of one text; empty when it reads cleanly. */
export function textProblems(text: string, options: TextQualityOptions): TextProblem[] {
  const details: [TextProblemKind, string[]][] = [
    ['repeated-word', repeatedWords(text)],
    ['tag-key', tagKeys(text, options.vocabulary)],
    ['tag-value', tagValues(text, options)],
  ];
  return details.flatMap(([kind, found]) => found.map((detail) => ({ kind, text, detail })));
}

/** Every problem of many texts (each text once), for one assertion over a generator's whole output. */
export function proseProblems(texts: Iterable<string>, options: TextQualityOptions): TextProblem[] {
  return [...new Set(texts)].flatMap((text) => textProblems(text, options));
}

/** Every string inside a generator's answer (nested objects and lists), for checking it whole. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}
