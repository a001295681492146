/** Option tags are `prefix:Tag -> weight`; the UI shows the text after the last colon. */
export function tagDisplayName(tagName: string): string {
  const i = tagName.lastIndexOf(':');
  return i === -1 ? tagName : tagName.slice(i + 1);
}

export const ALIVE_TAG_PREFIX = 'alive:';

/** `alive:<dimension>:<pole>` tags carry dimension evidence, every other tag is a preference tag. */
export function isAliveEvidenceTag(tagName: string): boolean {
  return tagName.startsWith(ALIVE_TAG_PREFIX);
}
