/**
 * Code points that draw nothing on their own (docs/api.md, Input rules), so a name made only of them
 * looks blank where it is shown:
 * - white space of every kind (`\p{White_Space}`: spaces, NBSP, ideographic space, line separators);
 * - format characters (`\p{Cf}`: zero-width space, joiners, LRM/RLM/ALM, bidi controls, BOM, soft
 *   hyphen, tag characters) and control characters (`\p{Cc}`);
 * - default-ignorable code points (`\p{Default_Ignorable_Code_Point}`: variation selectors, the
 *   combining grapheme joiner, fillers), with the Hangul fillers U+3164, U+115F, U+1160 and U+FFA0 named
 *   as well, since they are the usual way to fake a blank name;
 * - U+2800 BRAILLE PATTERN BLANK, a symbol that draws an empty cell;
 * - combining marks (`\p{M}`): they draw on a base character, and alone they have none.
 */
const DRAWS_NOTHING = /[\p{White_Space}\p{Cf}\p{Cc}\p{Default_Ignorable_Code_Point}\p{M}\u3164\u115F\u1160\uFFA0\u2800]/u;

/**
 * Whether `text` has at least one character a reader can see: anything but the ones of DRAWS_NOTHING.
 * A mark on a letter (`é` written as `e` + U+0301), an emoji, CJK, or an RLM inside real words are
 * all fine; a zero-width space, a Hangul filler or a Braille blank alone are not.
 */
export function hasVisibleCharacter(text: string): boolean {
  for (const character of text) {
    if (!DRAWS_NOTHING.test(character)) return true;
  }
  return false;
}
