/**
 * When two choice pairs are the same pair (docs/product/admin.md, Choice pairs): the same two option
 * texts in either order, ignoring case, repeated spaces and surrounding punctuation. An admin tool
 * never creates or proposes a pair that is already there.
 */
export function normalizeOptionText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/^[\s.!?,;:]+|[\s.!?,;:]+$/g, '');
}

/** An order-independent key of a pair's two options. */
export function pairKey(option1: string, option2: string): string {
  const [a, b] = [normalizeOptionText(option1), normalizeOptionText(option2)].sort();
  return `${a}\u0000${b}`;
}

/** True when the two option texts are the same option (a pair needs two different ones). */
export function sameOption(option1: string, option2: string): boolean {
  return normalizeOptionText(option1) === normalizeOptionText(option2);
}
