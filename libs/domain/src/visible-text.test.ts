import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasVisibleCharacter } from './visible-text.ts';

/** Characters that draw nothing alone, each written out by hand (independently of the rule's pattern). */
const INVISIBLE: Record<string, string> = {
  'space': ' ',
  'tab': '\t',
  'line feed': '\n',
  'no-break space': '\u00A0',
  'ideographic space': '\u3000',
  'em space': '\u2003',
  'line separator': '\u2028',
  'zero-width space': '\u200B',
  'zero-width non-joiner': '\u200C',
  'zero-width joiner': '\u200D',
  'left-to-right mark': '\u200E',
  'right-to-left mark': '\u200F',
  'arabic letter mark': '\u061C',
  'word joiner': '\u2060',
  'invisible times': '\u2062',
  'byte order mark': '\uFEFF',
  'soft hyphen': '\u00AD',
  'mongolian vowel separator': '\u180E',
  'left-to-right embedding': '\u202A',
  'right-to-left override': '\u202E',
  'first strong isolate': '\u2068',
  'hangul filler': '\u3164',
  'hangul choseong filler': '\u115F',
  'hangul jungseong filler': '\u1160',
  'halfwidth hangul filler': '\uFFA0',
  'braille pattern blank': '\u2800',
  'combining acute accent': '\u0301',
  'combining grapheme joiner': '\u034F',
  'khmer vowel inherent aq': '\u17B4',
  'variation selector-16': '\uFE0F',
  'variation selector-17': '\u{E0100}',
  'tag latin small letter a': '\u{E0061}',
  'cancel tag': '\u{E007F}',
  'null': '\u0000',
  'delete': '\u007F',
};

describe('hasVisibleCharacter', () => {
  it.each(Object.entries(INVISIBLE))('refuses %s alone, repeated, and among the others', (_name, character) => {
    expect(hasVisibleCharacter(character)).toBe(false);
    expect(hasVisibleCharacter(character.repeat(3))).toBe(false);
    expect(hasVisibleCharacter(` ${character}\u200B${character}\u3164 `)).toBe(false);
  });

  it('refuses empty text and any mix of the invisible characters', () => {
    expect(hasVisibleCharacter('')).toBe(false);
    fc.assert(fc.property(fc.array(fc.constantFrom(...Object.values(INVISIBLE)), { maxLength: 30 }), (parts) => {
      expect(hasVisibleCharacter(parts.join(''))).toBe(false);
    }));
  });

  it.each([
    ['plain words', 'Book club'],
    ['one letter', 'a'],
    ['a digit', '7'],
    ['punctuation', '?'],
    ['an emoji', '🙂'],
    ['an emoji with a variation selector', '\u2764\uFE0F'],
    ['a ZWJ emoji sequence', '👩\u200D💻'],
    ['CJK', '漢字'],
    ['Hangul syllables', '한국'],
    ['a letter with a combining accent', 'e\u0301'],
    ['Devanagari with vowel signs', 'हिन्दी'],
    ['Hebrew with an RLM inside', 'שלום\u200F עולם'],
    ['Arabic with an ALM', 'مرحبا\u061C'],
    ['a name wrapped in invisible characters', '\u200B\u3164Maya\u2800\u200F'],
    ['a Braille letter', '\u2801'],
  ])('accepts %s', (_name, text) => {
    expect(hasVisibleCharacter(text)).toBe(true);
  });

  it('accepts any text holding a visible character, whatever invisible ones surround it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...Object.values(INVISIBLE)), { maxLength: 10 }),
        fc.constantFrom('a', 'Z', '5', '漢', '🙂', 'ß', 'ש', '.'),
        fc.array(fc.constantFrom(...Object.values(INVISIBLE)), { maxLength: 10 }),
        (before, visible, after) => {
          expect(hasVisibleCharacter(before.join('') + visible + after.join(''))).toBe(true);
        },
      ),
    );
  });
});
